// Lifetimes the journey runtime offers its specs: whose session a journey's actor belongs to.
import type { SnapshotFrom } from 'xstate';
import type { SessionActorRef } from '../session/SessionProvider.tsx';

/** Whether the session is an applicant's (logged in, not as a guarantor): the applicant journeys' lifetime. */
export function isApplicant(session: SnapshotFrom<SessionActorRef>): boolean {
  return session.matches('loggedIn') && !session.matches({ loggedIn: 'guarantor' });
}
