import type { HomeBundle } from '../../../machines/session/session.machine.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import { homeFromSession, movedSince } from '../session/session-home.ts';
import type { SessionActorRef } from '../session/SessionProvider.tsx';

/**
 * Home for the post-approval journey, read from the session. The journey loads again only when an
 * answer may have moved the application (a child done, answers found already sent, Continue after
 * linking, Retry), and home is read again once for such a load, not once per reader:
 * - a position that differs from the session's home (a child's status) marks it stale through
 *   homeFromSession, unless the journey's own report of that position already did;
 * - a position equal to it means the lender moved without saying where, so a fresh copy is asked for;
 * - the first load (no position yet) takes the session's home as it is.
 */
export function homeAfterAnswer(session: SessionActorRef, known: ApplicationPosition | null): Promise<HomeBundle> {
  const { context } = session.getSnapshot();
  if (known && !context.homeStale && !movedSince(known, context.home)) session.send({ type: 'APPLICATION_CHANGED' });
  return homeFromSession(session, known);
}
