import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { CHOOSE_LANGUAGE_MESSAGE, reviewStepMachine } from '../../machines/onboarding/review-step.machine.ts';
import type { ReviewStepContext, VernacularLoad } from '../../machines/onboarding/review-step.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { APPLICATION_ID, NOT_ELIGIBLE_REASON, POSITIONS } from '../fixtures/onboarding-positions.ts';

// Every transition of the review step: the profile loads (or fails, Retry), Submit asks the
// lender for a decision (or shows its message), and the decision, with a refusal's reason, is
// the step's answer. Inside the ready review the vernacular declaration loads on its own (its
// failure has its own Retry), takes a language and records it, without ever holding up Submit.

const LOAD_FAILED = 'Sandbox fault: profile unavailable.';
const SUBMIT_FAILED = 'Please complete Video Verification first.';
const VERNACULAR_FAILED = 'Sandbox fault: declarations unavailable.';
const DECLARE_FAILED = 'Sandbox fault: declaration not recorded.';
const PROFILE = { personalInfo: { firstName: 'Asha', lastName: 'Verma' } };
const TEXTS = [
  { language: 'en', label: 'English', text: 'I have had this application explained to me in English.' },
  { language: 'hi', label: 'हिन्दी', text: 'मुझे यह आवेदन हिन्दी में समझाया गया है।' },
];
const DECLARED = { language: 'hi', declaredAt: '2025-06-01T10:00:00.000Z' };

type Context = MachineStateContext<typeof reviewStepMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as ReviewStepContext;

function screen(check: (context: ReviewStepContext) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBeNull();
    expect(on(snapshot).applicationId).toBe(APPLICATION_ID);
    check(on(snapshot));
  };
}

/** The ready review: its profile, and Submit's error only from a failed submit. */
function ready(check: (context: ReviewStepContext) => void = () => {}) {
  return screen((context) => {
    expect(context.profile).toEqual(PROFILE);
    if (context.serverError !== null) expect(context.serverError).toBe(SUBMIT_FAILED);
    check(context);
  });
}

const handlers = {
  states: {
    loading: screen((context) => expect(context.profile).toBeNull()),
    loadFailed: screen((context) => expect(context.serverError).toBe(LOAD_FAILED)),
    'ready.vernacularLoading': ready((context) => expect(context.vernacularError).toBeNull()),
    'ready.vernacularFailed': ready((context) => expect(context.vernacularError).toBe(VERNACULAR_FAILED)),
    'ready.vernacular': ready((context) => {
      expect(context.texts).toEqual(TEXTS);
      if (context.language !== null) expect(TEXTS.map((text) => text.language)).toContain(context.language);
      if (context.vernacularError !== null)
        expect([CHOOSE_LANGUAGE_MESSAGE, DECLARE_FAILED]).toContain(context.vernacularError);
      if (context.vernacularError === CHOOSE_LANGUAGE_MESSAGE) expect(context.language).toBeNull();
      if (context.declared !== null) expect(context.declared).toEqual(DECLARED);
    }),
    'ready.declaring': ready((context) => {
      expect(context.language).not.toBeNull();
      expect(context.vernacularError).toBeNull();
    }),
    submitting: screen((context) => expect(context.serverError).toBeNull()),
    done: ({ snapshot }: Context) => {
      expect(snapshot.status).toBe('done');
      expect([
        { application: POSITIONS.result, reason: null },
        { application: POSITIONS.notEligible, reason: NOT_ELIGIBLE_REASON },
      ]).toContainEqual(snapshot.output);
    },
  },
  events: {
    SUBMIT: sendEvent,
    RETRY: sendEvent,
    CHOOSE_LANGUAGE: sendEvent,
    DECLARE: sendEvent,
    RETRY_DECLARATION: sendEvent,
  },
} satisfies MachineHandlers<typeof reviewStepMachine>;

const loaded = (declared: VernacularLoad['declared']): VernacularLoad => ({ texts: TEXTS, declared });

const events = [
  { type: 'xstate.done.actor.load', output: PROFILE },
  { type: 'xstate.error.actor.load', error: new Error(LOAD_FAILED) },
  { type: 'xstate.done.actor.submit', output: { application: POSITIONS.result, reason: null } },
  { type: 'xstate.done.actor.submit', output: { application: POSITIONS.notEligible, reason: NOT_ELIGIBLE_REASON } },
  { type: 'xstate.error.actor.submit', error: new Error(SUBMIT_FAILED) },
  { type: 'xstate.done.actor.loadVernacular', output: loaded(null) },
  { type: 'xstate.done.actor.loadVernacular', output: loaded(DECLARED) },
  { type: 'xstate.error.actor.loadVernacular', error: new Error(VERNACULAR_FAILED) },
  { type: 'xstate.done.actor.declareVernacular', output: DECLARED },
  { type: 'xstate.error.actor.declareVernacular', error: new Error(DECLARE_FAILED) },
  { type: 'CHOOSE_LANGUAGE', language: 'hi' },
  // A language the lender does not offer is ignored.
  { type: 'CHOOSE_LANGUAGE', language: 'ta' },
  { type: 'DECLARE' },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'RETRY_DECLARATION' },
];

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = on(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    error: context.serverError !== null,
    language: context.language,
    declared: context.declared !== null,
    vernacularError: context.vernacularError !== null,
  });
};

const plan = runMachinePaths(reviewStepMachine, handlers, {
  events,
  input: { applicationId: APPLICATION_ID },
  serializeState,
  name: 'reviewStep',
});
console.info(
  `reviewStep paths: ${plan.paths.length} paths, transitions ${plan.transitions.covered}/${plan.transitions.total}, states ${plan.states.covered}/${plan.states.total}`,
);
