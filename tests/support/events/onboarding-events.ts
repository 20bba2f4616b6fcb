import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { SCREEN_PATHS, allowedScreens, screenFor } from '../../../machines/onboarding/onboarding.machine.ts';
import type {
  ApplicationLoad,
  OnboardingContext,
  OnboardingScreen,
} from '../../../machines/onboarding/onboarding.machine.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import { NOT_ELIGIBLE_REASON, POSITIONS, loadAt } from '../../fixtures/onboarding-positions.ts';
import type { PositionName } from '../../fixtures/onboarding-positions.ts';

// The sample events of the `onboarding` parent, for both runners: the application's loads, the
// serviceability check, each step's answer, the addresses a user brings and the review's edit
// links. What the lender answers comes from a lender: the machine-level paths plan against
// `modelLender` below (every position the lender can send an applicant to); the browser plans
// against the sandbox's answers for its seeded customers (tests/browser/support/onboarding-parent-plan.ts).

export const LOAD_FAILED = 'Your application is being updated. Please try again.';
export const CHECK_FAILED = 'The serviceability check is down for a moment.';

/** The lender's answers the events carry. */
export interface OnboardingLender {
  /** The first load, for the address the app was opened on. */
  firstLoads(entry: string): ApplicationLoad[];
  /** A later load (Retry, the refresh after Submit) of an application at this position. */
  reloads(position: ApplicationPosition): ApplicationLoad[];
  /** The serviceability check's answers for this position. */
  checks(position: ApplicationPosition): ApplicationPosition[];
  /** The answers to the step the state runs (a step's save, an edit, the review's submit). */
  stepAnswers(context: OnboardingContext, value: string): object[];
}

const UNROUTED = new Set<OnboardingScreen>(['serviceability', 'laterJourney', 'underReview', 'notEligible']);
const BACK_ORDER: OnboardingScreen[] = ['personalInfo', 'kycSelection', 'panKyc', 'personalAddress', 'businessProfile'];

/**
 * The addresses a user would bring from a screen: Forward to where the lender is, Back one
 * form step, a review's edit links, the congratulations after the result (and, while loading,
 * the first step, which is refused). Every route transition is among them, and the model stays
 * small enough to run (all twenty from every state would multiply the paths tenfold).
 */
export function routesFrom(context: OnboardingContext, value: string): OnboardingScreen[] {
  if (!context.application || context.screen === null) return ['personalInfo'];
  const back = BACK_ORDER.filter(
    (screen) => allowedScreens(context.application!).has(screen) && screen !== context.screen,
  ).at(-1);
  const wanted: OnboardingScreen[] = [screenFor(context.application), ...(back ? [back] : [])];
  if (value === 'review') wanted.push('editPersonalInfo', 'editPanKyc', 'editBusinessProfile');
  if (value === 'result') wanted.push('congratulations');
  return [...new Set(wanted)].filter((screen) => !UNROUTED.has(screen));
}

export const onboardingContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as OnboardingContext;
export const stateNameOf = (snapshot: AnyMachineSnapshot) => (typeof snapshot.value === 'string' ? snapshot.value : '');

export function onboardingEvents(lender: OnboardingLender): (snapshot: AnyMachineSnapshot) => AnyEventObject[] {
  return (snapshot) => {
    const context = onboardingContextOf(snapshot);
    const value = stateNameOf(snapshot);
    const position = context.application;
    const loads = position ? lender.reloads(position) : lender.firstLoads(context.entry?.pathname ?? '');
    return [
      ...loads.map((output) => ({ type: 'xstate.done.actor.loadApplication', output })),
      { type: 'xstate.error.actor.loadApplication', error: new Error(LOAD_FAILED) },
      ...(position ? lender.checks(position) : []).map((application) => ({
        type: 'xstate.done.actor.checkServiceability',
        output: { application },
      })),
      { type: 'xstate.error.actor.checkServiceability', error: new Error(CHECK_FAILED) },
      ...lender.stepAnswers(context, value).map((output) => ({ type: 'xstate.done.actor.step', output })),
      ...routesFrom(context, value).map((to) => ({ type: 'xstate.route', to: `#${to}` })),
      { type: 'EDIT_STEP', step: 'personalInfo' },
      { type: 'EDIT_STEP', step: 'panKyc' },
      { type: 'EDIT_STEP', step: 'businessProfile' },
    ];
  };
}

// What the lender answers when a step is saved at its own position (sandbox.md progression).
const SUCCESSORS: Partial<Record<string, PositionName[]>> = {
  personalInfo: ['kycSelection'],
  kycSelection: ['digiLocker', 'panKyc'],
  digiLocker: ['panKyc'],
  panKyc: ['dualNameDeclaration', 'personalAddress'],
  dualNameDeclaration: ['dualDobDeclaration'],
  dualDobDeclaration: ['personalAddress'],
  personalAddress: ['businessProfile'],
  businessProfile: ['gstin', 'udyam', 'serviceability'],
  gstin: ['serviceability'],
  udyam: ['serviceability'],
  videoVerification: ['review'],
  review: ['result', 'underReview', 'notEligible'],
  // An edit usually returns to review; a new PAN name can ask for the declaration first.
  editPersonalInfo: ['review', 'dualNameDeclaration'],
  editPanKyc: ['review', 'dualNameDeclaration'],
  editBusinessProfile: ['review', 'dualNameDeclaration'],
  // The last answer releases the hold: back where the application stood.
  discrepancy: ['underReview', 'result'],
};

const ALL_POSITIONS = Object.keys(POSITIONS) as PositionName[];
const ENTRY_LOADS: Partial<Record<string, PositionName[]>> = {
  [SCREEN_PATHS.editPersonalInfo]: ['review', 'personalInfo'],
  [SCREEN_PATHS.editPanKyc]: ['review', 'personalInfo'],
  [SCREEN_PATHS.editBusinessProfile]: ['review', 'personalInfo'],
  [SCREEN_PATHS.congratulations]: ['result', 'personalInfo'],
};

const samePlace = (position: ApplicationPosition) =>
  ALL_POSITIONS.filter(
    (name) => POSITIONS[name].status === position.status && POSITIONS[name].nextAction === position.nextAction,
  );

/**
 * The lender as a model: every position it can send an applicant to (fixtures/onboarding-positions.ts).
 * A first load may find any position (an entry address: the one that allows it and one that
 * does not); a refresh after submit finds the decided one. A step saved again from Back keeps
 * the later position: the status never moves back.
 */
export const modelLender: OnboardingLender = {
  firstLoads: (entry) => (ENTRY_LOADS[entry] ?? ALL_POSITIONS).map(loadAt),
  reloads: (position) => samePlace(position).map(loadAt),
  checks: () => (['videoVerification', 'notServiceable', 'review'] as const).map((name) => POSITIONS[name]),
  stepAnswers: (context, value) => {
    const current = context.application;
    const answers =
      current && context.screen !== null && screenFor(current) !== context.screen && !value.startsWith('edit')
        ? samePlace(current)
        : (SUCCESSORS[value] ?? []);
    // The review's answer carries the lender's reason when it refuses.
    return answers.map((name) => ({
      application: POSITIONS[name],
      ...(value === 'review' ? { reason: name === 'notEligible' ? NOT_ELIGIBLE_REASON : null } : {}),
    }));
  },
};
