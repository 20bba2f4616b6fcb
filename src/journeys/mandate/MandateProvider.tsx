import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import type { mandateMachine, MandateInput } from '../../../machines/mandate/mandate.machine.ts';
import { BANK_TRANSFERS_MODE, isMandateAddress } from '../../../machines/routing/mandate-screens.ts';
import { notePosition } from '../application-position.ts';
import { getInspect } from '../inspect.ts';
import { JourneyUrl, useJourneyHandOver } from '../journey-routing.tsx';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { homeFromSession, reportPosition } from '../onboarding/session-home.ts';

// The one mandate actor of an applicant at the mandate (ADR 012), made like post-approval's:
// created the first time a mandate address is open while an applicant is logged in (the bank's
// return address too), kept until the session logs out. Its machine and calls load with it.

export type MandateActorRef = Actor<typeof mandateMachine>;

const MandateContext = createContext<MandateActorRef | null>(null);

export interface MandateProviderProps {
  children: ReactNode;
  /** Replaces the app's logic (tests provide fakes through it). */
  logic?: typeof mandateMachine;
}

function createHolder() {
  let actor: MandateActorRef | null = null;
  let pending: object | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    current: () => actor,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure(create: () => Promise<MandateActorRef>) {
      if (actor || pending) return;
      const ticket = (pending = {});
      void create().then((created) => {
        if (pending !== ticket) return;
        pending = null;
        actor = created;
        actor.start();
        changed();
      });
    },
    stop() {
      pending = null;
      if (!actor) return;
      actor.stop();
      actor = null;
      changed();
    },
  };
}

/** Mount inside SessionProvider (src/app/router/RootFrame.tsx). */
export function MandateProvider({ children, logic }: MandateProviderProps) {
  const session = useSessionActor();
  const location = useLocation();
  const applicant = useSelector(
    session,
    (snapshot) => snapshot.matches('loggedIn') && !snapshot.matches({ loggedIn: 'guarantor' }),
  );
  // redirect-mandate's bank-transfers mode is a profile page, not a mandate step.
  const onAddress =
    isMandateAddress(location.pathname) && new URLSearchParams(location.search).get('mode') !== BANK_TRANSFERS_MODE;
  const [holder] = useState(createHolder);
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);

  useEffect(() => {
    if (!applicant) {
      holder.stop();
      return;
    }
    if (!onAddress) return;
    const entry = { pathname: location.pathname, search: location.search };
    holder.ensure(async () => {
      const { browserMandateDrafts } = await import('./drafts.ts');
      const input: MandateInput = { entry, drafts: browserMandateDrafts.read() };
      // Every load after the first asks the lender: an answer moved the application.
      const readHome = async (known: Parameters<typeof homeFromSession>[1]) => {
        if (known) session.send({ type: 'APPLICATION_CHANGED' });
        return homeFromSession(session, known);
      };
      const machine = logic ?? (await import('./mandate-logic.ts')).createAppMandateLogic({ env: { readHome } });
      return createActor(machine, { input, inspect: getInspect() });
    });
  }, [holder, session, applicant, onAddress, location.pathname, location.search, logic]);

  useEffect(() => () => holder.stop(), [holder]);

  // The agreement next, or not this journey's position: the address goes where the table says.
  useJourneyHandOver(actor);

  // Each answer tells the guard where the application is, and the session that its home is stale.
  useEffect(() => {
    if (!actor) return;
    let application: unknown = null;
    const note = (snapshot: ReturnType<MandateActorRef['getSnapshot']>) => {
      if (snapshot.context.application === application) return;
      application = snapshot.context.application;
      if (!snapshot.context.application) return;
      notePosition(snapshot.context.application);
      reportPosition(session, snapshot.context.application);
    };
    note(actor.getSnapshot());
    const subscription = actor.subscribe(note);
    return () => subscription.unsubscribe();
  }, [actor, session]);

  return (
    <MandateContext.Provider value={actor}>
      {actor && onAddress ? <JourneyUrl actorRef={actor} /> : null}
      {children}
    </MandateContext.Provider>
  );
}

/** The applicant's mandate actor; null before it exists. */
export function useMandateActor(): MandateActorRef | null {
  return useContext(MandateContext);
}
