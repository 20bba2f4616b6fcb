import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  onboardingMachine,
  allowedScreens,
  screenFor,
  SCREEN_PATHS,
} from '../../machines/onboarding/onboarding.machine.ts';
import type {
  OnboardingContext,
  OnboardingDrafts,
  OnboardingInput,
  OnboardingScreen,
} from '../../machines/onboarding/onboarding.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../harness/machine-runner.ts';
import {
  APPLICATION_ID,
  NOT_ELIGIBLE_REASON,
  POSITIONS,
  loadAt,
  type PositionName,
} from './support/onboarding-positions.ts';

// Every transition of the onboarding parent. Its children (the steps) and its two calls are
// settled by the harness with the lender's sample answers: the steps are tested on their own
// (onboarding-form-step, onboarding-document-upload, onboarding-review paths). What this file
// proves is the routing: each answer leads to the screen screenFor names, an address is
// honoured only when allowedScreens allows it, and no state ever shows a screen its position
// does not allow.

const LOAD_FAILED = 'Sandbox fault: home unavailable.';
const CHECK_FAILED = 'Sandbox fault: serviceability check failed.';

const drafts: OnboardingDrafts = {
  version: 1,
  applicationId: APPLICATION_ID,
  steps: { personalInfo: { firstName: 'Asha' }, panKyc: { pan: 'ABCPV12' } },
};
const entry = (pathname: string) => ({ pathname, search: '' });
const inputs: OnboardingInput[] = [
  { entry: entry('/signup'), drafts },
  { entry: entry(SCREEN_PATHS.editPersonalInfo), drafts: null },
  { entry: entry(SCREEN_PATHS.editPanKyc), drafts: null },
  { entry: entry(SCREEN_PATHS.editBusinessProfile), drafts: null },
  { entry: entry(SCREEN_PATHS.congratulations), drafts: null },
];

let draftReads = 0;
const provided = onboardingMachine.provide({
  actions: {
    refreshDrafts: () => {
      draftReads += 1;
    },
  },
});

type Context = MachineStateContext<typeof provided>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as OnboardingContext;

/** A screen state: its address, its screen name, and the §2 rule that its position allows it. */
function screen(
  name: OnboardingScreen,
  checks: (context: OnboardingContext, snapshot: AnyMachineSnapshot) => void = () => {},
) {
  return ({ snapshot }: Context) => {
    const context = on(snapshot);
    expect(context.screen).toBe(name);
    expect(context.entry).toBeNull();
    expect(context.application).not.toBeNull();
    if (context.application) expect(allowedScreens(context.application).has(name)).toBe(true);
    const path =
      name === 'underReview'
        ? `/${APPLICATION_ID}/signup-under-review`
        : (SCREEN_PATHS as Record<string, string>)[name];
    expect(routeOf(snapshot)).toBe(path ?? null);
    expect(context.editing).toBe(name.startsWith('edit'));
    checks(context, snapshot);
  };
}

/** A step screen also runs its step as child 'step'. */
function step(name: OnboardingScreen) {
  return screen(name, (_, snapshot) => {
    expect(snapshot.children.step).toBeDefined();
  });
}

const handlers = {
  states: {
    loading: ({ snapshot }: Context) => {
      expect(routeOf(snapshot)).toBeNull();
      expect(on(snapshot).screen).toBeNull();
      expect(snapshot.children.loadApplication).toBeDefined();
      // After a refusal at submit the reason is kept while home is read again.
      if (on(snapshot).application?.nextAction === 'notEligible')
        expect(on(snapshot).notEligibleReason).toBe(NOT_ELIGIBLE_REASON);
    },
    loadFailed: ({ snapshot }: Context) => {
      expect(on(snapshot).loadError).toBe(LOAD_FAILED);
      expect(routeOf(snapshot)).toBeNull();
    },
    deciding: () => {
      throw new Error('deciding is transient and must never be observed');
    },
    personalInfo: screen('personalInfo', (context, snapshot) => {
      expect(snapshot.children.step).toBeDefined();
      expect(draftReads).toBeGreaterThan(0);
      // A draft typed for this application is still there until the step is saved.
      if (context.drafts) expect(context.drafts.applicationId).toBe(APPLICATION_ID);
    }),
    kycSelection: step('kycSelection'),
    digiLocker: step('digiLocker'),
    panKyc: step('panKyc'),
    dualNameDeclaration: step('dualNameDeclaration'),
    dualDobDeclaration: step('dualDobDeclaration'),
    personalAddress: step('personalAddress'),
    businessProfile: step('businessProfile'),
    gstin: step('gstin'),
    udyam: step('udyam'),
    serviceability: ({ snapshot }: Context) => {
      expect(on(snapshot).screen).toBe('serviceability');
      expect(routeOf(snapshot)).toBeNull();
      expect(snapshot.children.checkServiceability).toBeDefined();
    },
    serviceabilityFailed: ({ snapshot }: Context) => {
      expect(on(snapshot).loadError).toBe(CHECK_FAILED);
    },
    notServiceable: screen('notServiceable'),
    videoVerification: step('videoVerification'),
    review: step('review'),
    editPersonalInfo: step('editPersonalInfo'),
    editPanKyc: step('editPanKyc'),
    editBusinessProfile: step('editBusinessProfile'),
    result: screen('result', (context) => {
      expect(context.home?.bestApprovedAmount).toBe(360000);
    }),
    congratulations: screen('congratulations'),
    underReview: screen('underReview'),
    // The reason comes with the refusal: from the submit answer, or read again on load.
    notEligible: screen('notEligible', (context) => expect(context.notEligibleReason).toBe(NOT_ELIGIBLE_REASON)),
    discrepancy: step('discrepancy'),
    laterJourney: ({ snapshot }: Context) => {
      const context = on(snapshot);
      // emandatePending (the sample later status): handed over to the post-approval entry.
      expect(context.application?.status).toBe('emandatePending');
      expect(routeOf(snapshot)).toBe('/signup/post-approval/step-1');
      expect(context.application && screenFor(context.application)).toBe('laterJourney');
    },
  },
  events: {
    RETRY: sendEvent,
    CHANGE_ADDRESS: sendEvent,
    EDIT_STEP: sendEvent,
    CONTINUE: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

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

const UNROUTED = new Set<OnboardingScreen>(['serviceability', 'laterJourney', 'underReview', 'notEligible']);
const BACK_ORDER: OnboardingScreen[] = ['personalInfo', 'kycSelection', 'panKyc', 'personalAddress', 'businessProfile'];

/**
 * The addresses a user would bring from a screen: Forward to where the lender is, Back one
 * form step, a review's edit links, the congratulations after the result (and, while loading,
 * the first step, which is refused). Every route transition is among them, and the model stays
 * small enough to run (all twenty from every state would multiply the paths tenfold).
 */
function routesFrom(context: OnboardingContext, value: string): OnboardingScreen[] {
  if (!context.application || context.screen === null) return ['personalInfo'];
  const back = BACK_ORDER.filter(
    (screen) => allowedScreens(context.application!).has(screen) && screen !== context.screen,
  ).at(-1);
  const wanted: OnboardingScreen[] = [screenFor(context.application), ...(back ? [back] : [])];
  if (value === 'review') wanted.push('editPersonalInfo', 'editPanKyc', 'editBusinessProfile');
  if (value === 'result') wanted.push('congratulations');
  return [...new Set(wanted)].filter((screen) => !UNROUTED.has(screen));
}

function events(snapshot: AnyMachineSnapshot) {
  const context = on(snapshot);
  const value = typeof snapshot.value === 'string' ? snapshot.value : '';
  const current = context.application;
  // A step saved again from Back keeps the later position: the status never moves back.
  const answers: PositionName[] =
    current && context.screen !== null && screenFor(current) !== context.screen && !value.startsWith('edit')
      ? ALL_POSITIONS.filter(
          (name) => POSITIONS[name].nextAction === current.nextAction && POSITIONS[name].status === current.status,
        )
      : (SUCCESSORS[value] ?? []);
  // A first load may find any position (an entry address: the one that allows it and one that
  // does not); a refresh after submit finds the decided one.
  const loads: PositionName[] = current
    ? ALL_POSITIONS.filter(
        (name) => POSITIONS[name].status === current.status && POSITIONS[name].nextAction === current.nextAction,
      )
    : (ENTRY_LOADS[context.entry?.pathname ?? ''] ?? ALL_POSITIONS);
  return [
    ...loads.map((name) => ({ type: 'xstate.done.actor.loadApplication', output: loadAt(name) })),
    { type: 'xstate.error.actor.loadApplication', error: new Error(LOAD_FAILED) },
    ...(['videoVerification', 'notServiceable', 'review'] as const).map((name) => ({
      type: 'xstate.done.actor.checkServiceability',
      output: { application: POSITIONS[name] },
    })),
    { type: 'xstate.error.actor.checkServiceability', error: new Error(CHECK_FAILED) },
    // The review's answer carries the lender's reason when it refuses.
    ...answers.map((name) => ({
      type: 'xstate.done.actor.step',
      output: {
        application: POSITIONS[name],
        ...(value === 'review' ? { reason: name === 'notEligible' ? NOT_ELIGIBLE_REASON : null } : {}),
      },
    })),
    ...routesFrom(context, value).map((to) => ({ type: 'xstate.route', to: `#${to}` })),
    { type: 'EDIT_STEP', step: 'personalInfo' },
    { type: 'EDIT_STEP', step: 'panKyc' },
    { type: 'EDIT_STEP', step: 'businessProfile' },
  ];
}

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const context = on(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    at: context.application ? `${context.application.status}/${context.application.nextAction}` : null,
    entry: context.entry?.pathname ?? null,
  });
};

const plan = runMachinePaths(provided, handlers, { events, inputs, serializeState, name: 'onboarding' });
console.info(
  `onboarding paths: ${plan.paths.length} paths, transitions ${plan.transitions.covered}/${plan.transitions.total}, states ${plan.states.covered}/${plan.states.total}`,
);
