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
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { decidedScreens } from '../support/decided-screen.ts';
import { APPLICATION_ID, NOT_ELIGIBLE_REASON } from '../fixtures/onboarding-positions.ts';
import { CHECK_FAILED, LOAD_FAILED, modelLender, onboardingEvents } from '../support/events/onboarding-events.ts';

// Every transition of the onboarding parent. Its children (the steps) and its two calls are
// settled by the harness with the lender's sample answers: the steps are tested on their own
// (onboarding-form-step, onboarding-document-upload, onboarding-review paths). What this file
// proves is the routing: each answer leads to the screen screenFor names, an address is
// honoured only when allowedScreens allows it, and no state ever shows a screen its position
// does not allow.

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
const screen = decidedScreens<OnboardingContext, OnboardingScreen>({
  allows: (context, name) => context.application !== null && allowedScreens(context.application).has(name),
  pathOf: (_, name) =>
    name === 'underReview'
      ? `/${APPLICATION_ID}/signup-under-review`
      : ((SCREEN_PATHS as Record<string, string>)[name] ?? null),
  always: (context, name) => expect(context.editing).toBe(name.startsWith('edit')),
});

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
      expect(context.home?.bestApprovedAmount).toBe(36_000_000); // ₹3,60,000 in paise
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

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const context = on(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    at: context.application ? `${context.application.status}/${context.application.nextAction}` : null,
    entry: context.entry?.pathname ?? null,
  });
};

runMachinePaths(provided, handlers, {
  events: onboardingEvents(modelLender),
  inputs,
  serializeState,
  name: 'onboarding',
});
