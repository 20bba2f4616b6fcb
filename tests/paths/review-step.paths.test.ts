import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { CHOOSE_LANGUAGE_MESSAGE, reviewStepMachine } from '../../machines/onboarding/review-step.machine.ts';
import type { ReviewStepContext } from '../../machines/onboarding/review-step.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { APPLICATION_ID } from '../fixtures/onboarding-positions.ts';
import {
  APPROVED,
  DECLARED,
  DECLARE_FAULT,
  LOAD_FAULT,
  PROFILE,
  REFUSED,
  SUBMIT_FAULT,
  TEXTS,
  VERNACULAR_FAULT,
  reviewStepEvents,
} from '../support/events/review-step-events.ts';

// Every transition of the review step: the profile loads (or fails, Retry), Submit asks the
// lender for a decision (or shows its message), and the decision, with a refusal's reason, is
// the step's answer. Inside the ready review the vernacular declaration loads on its own (its
// failure has its own Retry), takes a language and records it, without ever holding up Submit.

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
    if (context.serverError !== null) expect(context.serverError).toBe(SUBMIT_FAULT);
    check(context);
  });
}

const handlers = {
  states: {
    loading: screen((context) => expect(context.profile).toBeNull()),
    loadFailed: screen((context) => expect(context.serverError).toBe(LOAD_FAULT)),
    'ready.vernacularLoading': ready((context) => expect(context.vernacularError).toBeNull()),
    'ready.vernacularFailed': ready((context) => expect(context.vernacularError).toBe(VERNACULAR_FAULT)),
    'ready.vernacular': ready((context) => {
      expect(context.texts).toEqual(TEXTS);
      if (context.language !== null) expect(TEXTS.map((text) => text.language)).toContain(context.language);
      if (context.vernacularError !== null)
        expect([CHOOSE_LANGUAGE_MESSAGE, DECLARE_FAULT]).toContain(context.vernacularError);
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
      expect([APPROVED, REFUSED]).toContainEqual(snapshot.output);
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

runMachinePaths(reviewStepMachine, handlers, {
  events: reviewStepEvents,
  input: { applicationId: APPLICATION_ID },
  serializeState,
  name: 'reviewStep',
});
