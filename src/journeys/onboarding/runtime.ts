import type { Actor } from 'xstate';
import type { onboardingMachine, OnboardingInput } from '../../../machines/onboarding/onboarding.machine.ts';
import { isOnboardingAddress } from '../../../machines/routing/onboarding-screens.ts';
import { isPostApprovalAddress } from '../../../machines/routing/post-approval-screens.ts';
import { journeyOfAddress } from '../../routes/declared-addresses.ts';
import type { NavigationAddress } from '../navigation.tsx';
import type { JourneySpec } from '../runtime/spec.ts';
import { isApplicant } from '../runtime/applicant.ts';
import { homeFromSession } from '../session/session-home.ts';

// The one onboarding actor of a logged-in applicant (ADR 006). Created lazily, the first time an
// onboarding address is open while the session is logged in (not as a guarantor), and kept until
// the session logs out, so Back and Forward between onboarding and the dashboard do not reload
// the journey. The journey's machines, steps, calls and drafts load with the first onboarding
// address (./onboarding-logic.ts), so the login route's bundle does not carry them.

export type OnboardingActorRef = Actor<typeof onboardingMachine>;

/**
 * Post-approval's, the mandate's and the agreement's screens under /signup are those journeys':
 * onboarding started there would hand the address over to the position's entry, overruling a
 * screen the position allows beside it (opened on the NACH confirmation, the page flashed to the
 * mandate's pending screen and back). The account for bank transfers is a profile page at any
 * status, whose hand-over would leave it.
 */
function startsOnboarding({ pathname }: NavigationAddress): boolean {
  // Another declared journey's address (mandate, with redirect-mandate's bank-transfers mode; agreement).
  const owner = journeyOfAddress(pathname);
  const declaredElsewhere = owner !== null && owner !== 'onboarding';
  return isOnboardingAddress(pathname) && !isPostApprovalAddress(pathname) && !declaredElsewhere;
}

export const onboardingJourney: JourneySpec<typeof onboardingMachine> = {
  id: 'onboarding',
  key(where) {
    if (!isApplicant(where.session)) return null;
    return startsOnboarding(where) ? 'applicant' : undefined;
  },
  async logic({ session }) {
    const { browserDrafts } = await import('./drafts.ts');
    // Home is the session's: onboarding reads it from there, not a copy of its own.
    const env = { readHome: (known: Parameters<typeof homeFromSession>[1]) => homeFromSession(session, known) };
    return (await import('./onboarding-logic.ts')).createAppOnboardingLogic({ drafts: browserDrafts, env });
  },
  async input({ entry }): Promise<OnboardingInput> {
    const { browserDrafts } = await import('./drafts.ts');
    return { entry, drafts: browserDrafts.read() };
  },
  // Its screens sit in several layouts (/signup's, and pages of their own such as
  // /not-service-area): the frame that draws them keeps the address in step (OnBoardingLayout,
  // OnboardingPage). Its hand-overs to a later journey are followed everywhere.
  syncsUrl: () => false,
  // Each answer of the lender tells the guard where the application is, and the session that its
  // home is out of date.
  position: (snapshot) => snapshot.context.application,
};
