import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, SnapshotFrom } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import { sessionMachine, type SessionInput } from '../../../machines/session/session.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { storage as browserStorage } from '../../lib/storage.ts';
import { apiClient, setUnauthorizedHandler } from '../api-client.ts';
import { notePosition, positionOfHome } from '../application-position.ts';
import { getInspect } from '../inspect.ts';
import { useJourneyHandOver } from '../journey-routing.tsx';
import { createLoginActions, createSessionActions } from './actions.ts';
import { createLoginActors, createSessionActors } from './actors.ts';
import { readSessionInput } from './session-input.ts';

// The one session actor of the app (ADR 004). Screens take it, or its login child, from here.

// Actors (not bare refs): the URL sync reads the machine from `logic` (src/journeys/journey-routing.tsx).
export type SessionActorRef = Actor<typeof sessionMachine>;
export type LoginActorRef = Actor<typeof loginMachine>;

const SessionActorContext = createContext<SessionActorRef | null>(null);

/** The session machine with the app's real API actors and browser actions. */
export function createAppSessionLogic(client: ApiClient = apiClient) {
  return sessionMachine.provide({
    actors: {
      ...createSessionActors(client),
      loginJourney: loginMachine.provide({ actors: createLoginActors(client), actions: createLoginActions() }),
    },
    actions: createSessionActions(),
  });
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Replaces the app's session logic (tests provide fakes through it). */
  logic?: typeof sessionMachine;
  /** Replaces what is read from storage and the address when the provider mounts. */
  input?: SessionInput;
}

/**
 * Mount inside the router. The session's logged-in state hands the address over to the landing a
 * login chose (ADR 004), followed like every journey's hand-over; a boot from storage has no
 * landing and leaves the address alone.
 */
export function SessionProvider({ children, logic, input }: SessionProviderProps) {
  const [machine] = useState(() => logic ?? createAppSessionLogic());
  const [sessionInput] = useState(() => input ?? readSessionInput(window, browserStorage));
  const actorRef = useActorRef(machine, { input: sessionInput, inspect: getInspect() });

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

const loginChild = (snapshot: SnapshotFrom<typeof sessionMachine>): LoginActorRef | null =>
  (snapshot.children as { login?: LoginActorRef }).login ?? null;

/** The running login journey, or null when the session is not anonymous. */
export function useLoginActor(): LoginActorRef | null {
  return useSelector(useSessionActor(), loginChild);
}
