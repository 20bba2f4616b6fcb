import { useEffect } from 'react';
import type { ApplicationPosition } from '../../rules/onboarding/position.ts';
import { notePosition } from './application-position.ts';
import { reportPosition } from './session/session-home.ts';
import type { SessionActorRef } from './session/SessionProvider.tsx';

// What every applicant journey does with the lender's answers: each new position tells the
// navigation guard where the application is (./application-position.ts) and the session that its
// home is out of date (./session/session-home.ts). Only a changed position is passed on.

interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/** `positionOf` reads the position from the journey's snapshot; keep it stable (module level). */
export function usePositionReport<TSnapshot>(
  actor: Observable<TSnapshot> | null,
  session: SessionActorRef,
  positionOf: (snapshot: TSnapshot) => ApplicationPosition | null,
): void {
  useEffect(() => {
    if (!actor) return;
    let last: ApplicationPosition | null = null;
    const note = (snapshot: TSnapshot) => {
      const position = positionOf(snapshot);
      if (position === last) return;
      last = position;
      if (!position) return;
      notePosition(position);
      reportPosition(session, position);
    };
    note(actor.getSnapshot());
    const subscription = actor.subscribe(note);
    return () => subscription.unsubscribe();
  }, [actor, session, positionOf]);
}
