import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { reviewStepMachine } from '../../machines/onboarding/review-step.machine.ts';
import type { ReviewStepContext } from '../../machines/onboarding/review-step.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../harness/machine-runner.ts';
import { APPLICATION_ID, POSITIONS } from './support/onboarding-positions.ts';

// Every transition of the review step: the profile loads (or fails, Retry), Submit asks the
// lender for a decision (or shows its message), and the decision is the step's answer.

const LOAD_FAILED = 'Sandbox fault: profile unavailable.';
const SUBMIT_FAILED = 'Please complete Video Verification first.';
const PROFILE = { personalInfo: { firstName: 'Asha', lastName: 'Verma' } };

type Context = MachineStateContext<typeof reviewStepMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as ReviewStepContext;

function screen(check: (context: ReviewStepContext) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBeNull();
    expect(on(snapshot).applicationId).toBe(APPLICATION_ID);
    check(on(snapshot));
  };
}

const handlers = {
  states: {
    loading: screen((context) => expect(context.profile).toBeNull()),
    loadFailed: screen((context) => expect(context.serverError).toBe(LOAD_FAILED)),
    ready: screen((context) => {
      expect(context.profile).toEqual(PROFILE);
      if (context.serverError !== null) expect(context.serverError).toBe(SUBMIT_FAILED);
    }),
    submitting: screen((context) => expect(context.serverError).toBeNull()),
    done: ({ snapshot }: Context) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ application: POSITIONS.result });
    },
  },
  events: { SUBMIT: sendEvent, RETRY: sendEvent },
} satisfies MachineHandlers<typeof reviewStepMachine>;

const events = [
  { type: 'xstate.done.actor.load', output: PROFILE },
  { type: 'xstate.error.actor.load', error: new Error(LOAD_FAILED) },
  { type: 'xstate.done.actor.submit', output: { application: POSITIONS.result } },
  { type: 'xstate.error.actor.submit', error: new Error(SUBMIT_FAILED) },
];

const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, error: on(snapshot).serverError !== null });

const plan = runMachinePaths(reviewStepMachine, handlers, { events, input: { applicationId: APPLICATION_ID }, serializeState, name: 'reviewStep' });
console.info(`reviewStep paths: ${plan.paths.length} paths, transitions ${plan.transitions.covered}/${plan.transitions.total}, states ${plan.states.covered}/${plan.states.total}`);
