import type { SnapshotFrom } from 'xstate';
import type { HomeBundle, sessionMachine } from '../../../machines/session/session.machine.ts';
import type { HomeResponse } from '../../../rules/home.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import type { SessionActorRef } from './SessionProvider.tsx';

// The session actor owns the applicant's home (what GET /v1/home, flags and the summary said).
// Journeys (onboarding, agreement, mandate, post-approval) read it from there instead of keeping a
// second copy, and tell the session when a step answer moved the application on, so the next
// reader (the dashboard, or onboarding after a decision) gets it read again instead of the copy
// from before. The app's, not a journey's (ADR 037).

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const SAME_FIELDS = ['id', 'status', 'subStatus', 'nextAction', 'percentCompleted'] as const;

export function positionOfHome(home: HomeResponse): ApplicationPosition {
  const { application } = home;
  return {
    id: application.id,
    status: application.status.value,
    subStatus: application.subStatus,
    nextAction: application.nextAction,
    percentCompleted: home.percentCompleted,
  };
}

/** Whether the lender has the application somewhere other than where `home` says. */
export function movedSince(position: ApplicationPosition, home: HomeResponse | null): boolean {
  if (home === null) return true;
  const read = positionOfHome(home);
  return SAME_FIELDS.some((field) => read[field] !== position[field]);
}

/** A journey's latest position: the session's home goes stale when it says otherwise. */
export function reportPosition(session: SessionActorRef, position: ApplicationPosition): void {
  const snapshot = session.getSnapshot();
  if (snapshot.context.homeStale || !snapshot.matches('loggedIn')) return;
  if (movedSince(position, snapshot.context.home)) session.send({ type: 'APPLICATION_CHANGED' });
}

/**
 * Home from the session, read again first when `known` (the last step answer) is newer than
 * it. Rejects with the session's message when home cannot be read, or when the session ended.
 */
export function homeFromSession(session: SessionActorRef, known: ApplicationPosition | null): Promise<HomeBundle> {
  if (known) reportPosition(session, known);
  if (session.getSnapshot().matches({ loggedIn: 'homeFailed' })) session.send({ type: 'RETRY_HOME' });
  return new Promise((resolve, reject) => {
    let settled = false;
    const check = (snapshot: SessionSnapshot) => {
      if (settled) return;
      const { context } = snapshot;
      if (snapshot.matches({ loggedIn: 'ready' }) && context.home && context.flags && context.summary) {
        if (context.homeStale) {
          session.send({ type: 'HOME_NEEDED' });
          return;
        }
        settled = true;
        resolve({ home: context.home, flags: context.flags, summary: context.summary });
      } else if (!snapshot.matches({ loggedIn: 'loadingHome' }) && !snapshot.matches({ loggedIn: 'ready' })) {
        // Failed, signed out, or a guarantor's session (which never reads an applicant's home).
        settled = true;
        reject(new Error(context.homeError ?? ''));
      }
    };
    const subscription = session.subscribe({
      next: (snapshot) => {
        check(snapshot);
        if (settled) subscription.unsubscribe();
      },
    });
    check(session.getSnapshot());
    if (settled) subscription.unsubscribe();
  });
}
