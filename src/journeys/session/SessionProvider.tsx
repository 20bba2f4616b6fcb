import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import { sessionMachine, type SessionInput } from '../../../machines/session/session.machine.ts';
import type { SignedOutLogic } from '../../../machines/session/signed-out.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient, setUnauthorizedHandler } from '../api-client.ts';
import { notePosition, positionOfHome } from '../application-position.ts';
import { getInspect } from '../inspect.ts';
import { useJourneyHandOver } from '../journey-routing.tsx';
import { createSessionActions } from './actions.ts';
import { createSessionActors } from './actors.ts';

// The one session actor of the app (ADR 004, 037: the app's, not a journey). Screens take it from
// here; the login journey takes its child from it (src/journeys/login/use-login-actor.ts).

// Actors (not bare refs): the URL sync reads the machine from `logic` (src/journeys/journey-routing.tsx).
export type SessionActorRef = Actor<typeof sessionMachine>;

const SessionActorContext = createContext<SessionActorRef | null>(null);

/**
 * The session machine with the app's real API actors and browser actions, running `loginJourney`
 * while signed out (the app plugs the login journey in: src/app/session-logic.ts).
 */
export function createSessionLogic(loginJourney: SignedOutLogic, client: ApiClient = apiClient) {
  return sessionMachine.provide({
    actors: { ...createSessionActors(client), loginJourney },
    actions: createSessionActions(),
  });
}

export type SessionLogic = ReturnType<typeof createSessionLogic>;

/**
 * The app's session actor, started outside React: the login island starts it, or the full app
 * when it boots without the island; the full app takes the island's over. A boot that builds the
 * logic in an earlier task passes it in (building it re-creates the session and login charts).
 */
export function startAppSession(input: SessionInput, logic: SessionLogic): SessionActorRef {
  return createActor(logic, { input, inspect: getInspect() }).start();
}

export interface SessionProviderProps {
  children: ReactNode;
  /** The session's logic (the app's, or tests' fakes); needed unless a live session is above. */
  logic?: typeof sessionMachine;
  /** The session's input (tests, the prerendered login shell); needed unless a live session is above. */
  input?: SessionInput;
}

const LiveSessionContext = createContext<SessionActorRef | null>(null);

/**
 * A session actor started outside React, for the SessionProvider below to use instead of
 * creating its own: the login island starts it, and the full app takes the same live actor over
 * when the session hands over (no second login, no lost state). Its owner stops it, not React.
 */
export const LiveSession = LiveSessionContext.Provider;

/**
 * Mount below a navigation (the router's, or the login island's). The session's logged-in state
 * hands the address over to the landing a login chose (ADR 004), followed like every journey's
 * hand-over; a boot from storage has no landing and leaves the address alone.
 */
export function SessionProvider(props: SessionProviderProps) {
  // Taken once: a provider never swaps its actor.
  const [live] = useState(useContext(LiveSessionContext));
  if (live) return <SessionScope actorRef={live}>{props.children}</SessionScope>;
  return <OwnSession {...props} />;
}

function OwnSession({ children, logic, input }: SessionProviderProps) {
  const [own] = useState(() => {
    if (!logic || !input) throw new Error('SessionProvider needs a <LiveSession> above it, or its logic and input');
    return { logic, input };
  });
  const actorRef = useActorRef(own.logic, { input: own.input, inspect: getInspect() });
  return <SessionScope actorRef={actorRef}>{children}</SessionScope>;
}

function SessionScope({ actorRef, children }: { actorRef: SessionActorRef; children: ReactNode }) {
  useEffect(() => {
    setUnauthorizedHandler(() => actorRef.send({ type: 'UNAUTHORIZED' }));
    return () => setUnauthorizedHandler(null);
  }, [actorRef]);

  useJourneyHandOver(actorRef);
  useHomePosition(actorRef);

  return <SessionActorContext.Provider value={actorRef}>{children}</SessionActorContext.Provider>;
}

/** Tells the guard where the lender has the application, each time the session loads home. */
function useHomePosition(actorRef: SessionActorRef): void {
  useEffect(() => {
    let home: unknown = null;
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.context.home === home) return;
      home = snapshot.context.home;
      if (snapshot.context.home) notePosition(positionOfHome(snapshot.context.home));
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
}

export function useSessionActor(): SessionActorRef {
  const actorRef = useContext(SessionActorContext);
  if (!actorRef) throw new Error('useSessionActor needs a <SessionProvider> above it');
  return actorRef;
}
