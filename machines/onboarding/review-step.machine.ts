import { assign, fromPromise, setup } from 'xstate';
import type { StepAnswer } from '../../src/api/onboarding/position.ts';
import { messageOf, notProvided } from './messages.ts';

// The review screen: everything the applicant entered (GET /v2/application/{id}/profile), edit
// links (EDIT_STEP, handled by the parent) and Submit (POST /v2/application/{id}/submit). The
// lender's decision comes back as the application's new position.

export interface ReviewStepInput {
  applicationId: string;
}

export interface ReviewStepContext {
  applicationId: string;
  /** The profile as the app's load actor parsed it; the screen reads it. */
  profile: unknown;
  serverError: string | null;
  answer: StepAnswer | null;
}

export type ReviewStepEvent = { type: 'SUBMIT' } | { type: 'RETRY' };

export const reviewStepMachine = setup({
  types: {
    context: {} as ReviewStepContext,
    events: {} as ReviewStepEvent,
    input: {} as ReviewStepInput,
    output: {} as StepAnswer,
  },
  actors: {
    load: fromPromise<unknown, ReviewStepInput>(async () => notProvided('load')),
    submit: fromPromise<StepAnswer, ReviewStepInput>(async () => notProvided('submit')),
  },
  actions: {
    keepProfile: assign((_, params: { profile: unknown }) => ({ profile: params.profile, serverError: null })),
    showCallError: assign((_, params: { error: unknown }) => ({ serverError: messageOf(params.error) })),
    clearServerError: assign({ serverError: null }),
    assignAnswer: assign((_, params: StepAnswer) => ({ answer: params })),
  },
}).createMachine({
  id: 'reviewStep',
  initial: 'loading',
  context: ({ input }) => ({ applicationId: input.applicationId, profile: null, serverError: null, answer: null }),
  states: {
    // The review's Loader while the profile loads.
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: { target: 'ready', actions: { type: 'keepProfile', params: ({ event }) => ({ profile: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'showCallError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The load error with Retry.
    loadFailed: { on: { RETRY: { target: 'loading' } } },
    // The profile with edit links and Submit.
    ready: { on: { SUBMIT: { target: 'submitting', actions: 'clearServerError' } } },
    // Submit is busy while the lender decides.
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: { target: 'done', actions: { type: 'assignAnswer', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'showCallError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Submitted: the parent shows the decision.
    done: { type: 'final' },
  },
  output: ({ context }) => {
    if (!context.answer) throw new Error('The review finishes only with the lender’s decision');
    return context.answer;
  },
});
