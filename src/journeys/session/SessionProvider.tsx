import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, SnapshotFrom } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import { sessionMachine, type SessionInput } from '../../../machines/session/session.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { storage as browserStorage } from '../../lib/storage.ts';
import { apiClient, setUnauthorizedHandler } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { createLoginActions, createSessionActions } from './actions.ts';
import { createLoginActors, createSessionActors } from './actors.ts';
import { landingPath } from './landing.ts';
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

/** Mount inside the router: it navigates once, to the landing, when a login finishes. */
export function SessionProvider({ children, logic, input }: SessionProviderProps) {
  const [machine] = useState(() => logic ?? createAppSessionLogic());
  const [sessionInput] = useState(() => input ?? readSessionInput(window, browserStorage));
  const actorRef = useActorRef(machine, { input: sessionInput, inspect: getInspect() });

  useEffect(() => {
    setUnauthorizedHandler(() => actorRef.send({ type: 'UNAUTHORIZED' }));
    return () => setUnauthorizedHandler(null);
  }, [actorRef]);

  useSessionLanding(actorRef);

  return <SessionActorContext.Provider value={actorRef}>{children}</SessionActorContext.Provider>;
}

/**
 * The only navigation the session makes: from the login screens to the landing the login
 * journey chose, replacing the OTP screen in history. A reload that boots logged in stays put.
 */
function useSessionLanding(actorRef: SessionActorRef): void {
  const navigate = useNavigate();
  useEffect(() => {
    let previous = actorRef.getSnapshot();
    const subscription = actorRef.subscribe((snapshot) => {
      const arrived = previous.matches('anonymous') && snapshot.matches('loggedIn');
      previous = snapshot;
      if (arrived && snapshot.context.landing) void navigate(landingPath(snapshot.context.landing), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, navigate]);
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
