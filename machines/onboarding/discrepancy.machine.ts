import { assign, setup } from 'xstate';
import type { OpsComment, ResolveCommentAnswer } from '../../rules/onboarding/discrepancy.ts';
import { RESPONSE_MAX_LENGTH, RESPONSE_MIN_LENGTH } from '../../rules/onboarding/discrepancy.ts';
import type { StepAnswer } from '../../rules/onboarding/position.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { applicationInput, withError, withOutput } from '../kit/event-params.ts';

// The discrepancy screen (§2 /signup/discrepancy, status readyForOps): the lender's ops team
// raised comments on the application; the applicant answers each open one. The lender holds
// the application until the last is answered, then puts it back where it stood, so the step
// ends when an answer's position is no longer `discrepancy`, never on a count kept here.

export interface DiscrepancyInput {
  applicationId: string;
}

export interface ResolveInput {
  applicationId: string;
  commentId: string;
  response: string;
}

export interface DiscrepancyContext {
  applicationId: string;
  comments: OpsComment[];
  /** What the applicant typed per open comment id. */
  responses: Record<string, string>;
  /** A bad answer's message per comment id. */
  errors: Record<string, string>;
  /** The comment whose answer is on its way. */
  resolvingId: string | null;
  serverError: string | null;
  answer: StepAnswer | null;
}

export type DiscrepancyEvent =
  { type: 'CHANGE'; commentId: string; value: string } | { type: 'RESOLVE'; commentId: string } | { type: 'RETRY' };

export const RESPONSE_REQUIRED_MESSAGE =
  'Please tell us what you did about this comment ' + `(at least ${RESPONSE_MIN_LENGTH} characters).`;
export const RESPONSE_TOO_LONG_MESSAGE = `Please keep your answer within ${RESPONSE_MAX_LENGTH} characters.`;

/** The message for a typed answer, or null when the lender will accept it. */
export function responseProblem(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed.length < RESPONSE_MIN_LENGTH) return RESPONSE_REQUIRED_MESSAGE;
  if (trimmed.length > RESPONSE_MAX_LENGTH) return RESPONSE_TOO_LONG_MESSAGE;
  return null;
}

const isOpen = (context: DiscrepancyContext, commentId: string) =>
  context.comments.some((comment) => comment.id === commentId && !comment.resolved);

export const discrepancyMachine = setup({
  types: {
    context: {} as DiscrepancyContext,
    events: {} as DiscrepancyEvent,
    input: {} as DiscrepancyInput,
    output: {} as StepAnswer,
  },
  actors: {
    // Real implementations: src/journeys/onboarding/discrepancy-actors.ts.
    loadComments: appCall<OpsComment[], DiscrepancyInput>('loadComments'),
    resolveComment: appCall<ResolveCommentAnswer, ResolveInput>('resolveComment'),
  },
  guards: {
    canResolve: ({ context }, params: { commentId: string }) =>
      isOpen(context, params.commentId) && responseProblem(context.responses[params.commentId]) === null,
    isOpenComment: ({ context }, params: { commentId: string }) => isOpen(context, params.commentId),
    // The lender released the hold: the application is back where it stood.
    released: (_, params: ResolveCommentAnswer) => params.application.nextAction !== 'discrepancy',
  },
  actions: {
    keepComments: assign((_, params: { comments: OpsComment[] }) => ({ comments: params.comments, serverError: null })),
    showCallError: assign((_, params: { error: unknown }) => ({
      serverError: messageOf(params.error),
      resolvingId: null,
    })),
    typeResponse: assign(({ context }, params: { commentId: string; value: string }) => {
      const { [params.commentId]: _fixed, ...errors } = context.errors;
      return { responses: { ...context.responses, [params.commentId]: params.value }, errors };
    }),
    showResponseProblem: assign(({ context }, params: { commentId: string }) => ({
      errors: {
        ...context.errors,
        [params.commentId]: responseProblem(context.responses[params.commentId]) ?? RESPONSE_REQUIRED_MESSAGE,
      },
    })),
    startResolving: assign((_, params: { commentId: string }) => ({
      resolvingId: params.commentId,
      serverError: null,
    })),
    acceptResolution: assign(({ context }, params: ResolveCommentAnswer) => {
      const { [params.comment.id]: _sent, ...responses } = context.responses;
      return {
        comments: context.comments.map((comment) => (comment.id === params.comment.id ? params.comment : comment)),
        responses,
        resolvingId: null,
        answer: { application: params.application },
      };
    }),
  },
}).createMachine({
  id: 'discrepancy',
  initial: 'loading',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    comments: [],
    responses: {},
    errors: {},
    resolvingId: null,
    serverError: null,
    answer: null,
  }),
  states: {
    // The Loader while the comments load.
    loading: {
      invoke: {
        id: 'loadComments',
        src: 'loadComments',
        input: applicationInput,
        onDone: {
          target: 'list',
          actions: { type: 'keepComments', params: ({ event }) => ({ comments: event.output }) },
        },
        onError: { target: 'loadFailed', actions: withError('showCallError') },
      },
    },
    // The load error with Retry.
    loadFailed: { on: { RETRY: { target: 'loading' } } },
    // Every comment; each open one with its answer field and "Mark resolved".
    list: {
      on: {
        CHANGE: {
          guard: { type: 'isOpenComment', params: ({ event }) => ({ commentId: event.commentId }) },
          actions: {
            type: 'typeResponse',
            params: ({ event }) => ({ commentId: event.commentId, value: event.value }),
          },
        },
        RESOLVE: [
          {
            guard: { type: 'canResolve', params: ({ event }) => ({ commentId: event.commentId }) },
            target: 'resolving',
            actions: { type: 'startResolving', params: ({ event }) => ({ commentId: event.commentId }) },
          },
          {
            guard: { type: 'isOpenComment', params: ({ event }) => ({ commentId: event.commentId }) },
            actions: { type: 'showResponseProblem', params: ({ event }) => ({ commentId: event.commentId }) },
          },
        ],
      },
    },
    // "Mark resolved" is busy while the lender records the answer.
    resolving: {
      invoke: {
        id: 'resolveComment',
        src: 'resolveComment',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          commentId: context.resolvingId ?? '',
          response: (context.responses[context.resolvingId ?? ''] ?? '').trim(),
        }),
        onDone: [
          { guard: withOutput('released'), target: 'done', actions: withOutput('acceptResolution') },
          { target: 'list', actions: withOutput('acceptResolution') },
        ],
        onError: { target: 'list', actions: withError('showCallError') },
      },
    },
    // Every comment answered: the parent reads the released position.
    done: { type: 'final' },
  },
  output: ({ context }) => {
    if (!context.answer) throw new Error('The discrepancy step finishes only with the lender’s released position');
    return context.answer;
  },
});
