import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, type Actor, type AnyActorRef } from 'xstate';
import type { onboardingMachine, OnboardingInput } from '../../../machines/onboarding/onboarding.machine.ts';
import { isOnboardingAddress } from '../../../machines/onboarding/screens.ts';
import { isPostApprovalAddress } from '../../../machines/routing/post-approval-screens.ts';
import { isAgreementAddress } from '../../../machines/agreement/screens.ts';
import { isBankTransfersAddress, isMandateAddress } from '../../../machines/mandate/screens.ts';
import { getInspect } from '../inspect.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { useJourneyHandOver } from '../journey-routing.tsx';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { usePositionReport } from '../use-position-report.ts';
import type { DraftStore } from './drafts.ts';
import { homeFromSession } from './session-home.ts';

// The one onboarding actor of a logged-in applicant (ADR 006). Created lazily, the first
// time an onboarding address is open while the session is logged in (not as a guarantor), and
// kept until the session logs out, so Back and Forward between onboarding and the dashboard do
// not reload the journey. Screens take it with useOnboardingActor() and the current step's
// child with useStepActor(). The journey's machines, steps and calls load with the first
// onboarding address (./onboarding-logic.ts), so the login route's bundle does not carry them.

export type OnboardingActorRef = Actor<typeof onboardingMachine>;

const OnboardingActorContext = createContext<OnboardingActorRef | null>(null);

const applicationOf = (snapshot: ReturnType<OnboardingActorRef['getSnapshot']>) => snapshot.context.application;

export interface OnboardingProviderProps {
  children: ReactNode;
  /** Replaces the app's onboarding logic (tests provide fakes through it). */
  logic?: typeof onboardingMachine;
  drafts?: DraftStore;
}

/** Mount inside SessionProvider (src/app/router/RootFrame.tsx). */
export function OnboardingProvider({ children, logic, drafts }: OnboardingProviderProps) {
  const session = useSessionActor();
  const location = useLocation();
  const applicant = useSelector(
    session,
    (snapshot) => snapshot.matches('loggedIn') && !snapshot.matches({ loggedIn: 'guarantor' }),
  );
  // Post-approval's, the mandate's and the agreement's screens under /signup are those journeys':
  // onboarding started there would hand the address over to the position's entry, overruling a
  // screen the position allows beside it (opened on the NACH confirmation, the page flashed to the
  // mandate's pending screen and back).
  const onOnboardingAddress =
    isOnboardingAddress(location.pathname) &&
    !isPostApprovalAddress(location.pathname) &&
    !isMandateAddress(location.pathname) &&
    !isAgreementAddress(location.pathname) &&
    // The account for bank transfers is a profile page at any status, whose hand-over would leave it.
    !isBankTransfersAddress(location.pathname, location.search);
  const [holder] = useState(createLazyJourneyHolder<OnboardingActorRef>);
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);

  // Created once per login, on an onboarding address; stopped when the session ends.
  useEffect(() => {
    if (!applicant) {
      holder.stop();
      return;
    }
    if (!onOnboardingAddress) return;
    const entry = { pathname: location.pathname, search: location.search };
    holder.ensure(async () => {
      // The browser's draft store loads with the journey, not with the login route.
      const store = drafts ?? (await import('./drafts.ts')).browserDrafts;
      const input: OnboardingInput = { entry, drafts: store.read() };
      // Home is the session's: onboarding reads it from there, not a copy of its own.
      const env = { readHome: (known: Parameters<typeof homeFromSession>[1]) => homeFromSession(session, known) };
      const machine = logic ?? (await import('./onboarding-logic.ts')).createAppOnboardingLogic({ drafts: store, env });
      return createActor(machine, { input, inspect: getInspect() });
    });
  }, [holder, session, applicant, onOnboardingAddress, location.pathname, location.search, logic, drafts]);

  useEffect(() => () => holder.stop(), [holder]);

  // A later journey's status: the machine's `laterJourney` hands the address over to that
  // journey's entry, wherever the applicant is.
  useJourneyHandOver(actor);

  // Each answer of the lender tells the guard where the application is, and the session that
  // its home is out of date.
  usePositionReport(actor, session, applicationOf);

  return <OnboardingActorContext.Provider value={actor}>{children}</OnboardingActorContext.Provider>;
}

/** The applicant's onboarding actor; null before it exists (not logged in, or not yet on onboarding). */
export function useOnboardingActor(): OnboardingActorRef | null {
  return useContext(OnboardingActorContext);
}

const noActor = { subscribe: () => () => {}, current: () => null };

/** The current step's child (`snapshot.children.step`), or null while there is none. */
export function useStepActor(): AnyActorRef | null {
  const actor = useOnboardingActor();
  const source = actor
    ? {
        subscribe: (notify: () => void) => {
          const subscription = actor.subscribe(notify);
          return () => subscription.unsubscribe();
        },
        current: () => (actor.getSnapshot().children as { step?: AnyActorRef }).step ?? null,
      }
    : noActor;
  return useSyncExternalStore(source.subscribe, source.current, source.current);
}
