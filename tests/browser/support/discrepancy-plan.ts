import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { responseProblem } from '../../../machines/onboarding/discrepancy.machine.ts';
import type { DiscrepancyContext } from '../../../machines/onboarding/discrepancy.machine.ts';
import type { OpsComment } from '../../../src/api/identity/discrepancy/schemas.ts';
import { SEEDS } from '../../fixtures/applicant.ts';

// The discrepancy plan for the browser: an applicant the lender sent to credit review, then two
// ops comments raised through the control API (which park the application at readyForOps).
// The applicant answers each on /signup/discrepancy; the lender keeps the hold after the first
// and releases it after the last. Planned comment ids stand for the comment at the same place
// in the list ("planned-2" is Question 2 on screen).

/** Decided at submit as croReview, as the sandbox's rule would for a ₹5 crore+ turnover. */
export const DISCREPANCY_SEED = {
  ...SEEDS.review,
  status: 'croReview',
  subStatus: 'creditReview',
  nextAction: 'underReview',
};
export const COMMENTS = [
  'The GST certificate is not readable. Please upload it again.',
  'Please confirm the business address pincode.',
] as const;
export const ANSWER = 'Uploaded a clearer copy of the certificate.';
/** One character: under the lender's minimum, so the answer's own message shows. */
export const SHORT = 'x';
export const LOAD_FAULT = 'Sandbox fault: the questions are not available.';
export const RESOLVE_FAULT = 'Sandbox fault: your answer was not recorded.';

export const numberOf = (commentId: string): number => Number(commentId.replace('planned-', ''));

const named = <T extends object>(name: string, output: T): T => Object.assign(output, { toJSON: () => name });

const planned = (index: number, resolved = false): OpsComment => ({
  id: `planned-${index + 1}`,
  comment: COMMENTS[index] ?? '',
  raisedBy: 'ops',
  createdAt: '2026-01-01T00:00:00.000Z',
  resolved,
  response: resolved ? ANSWER : null,
  resolvedAt: resolved ? '2026-01-01T00:00:00.000Z' : null,
});

const position = (released: boolean) =>
  released
    ? named('released', {
        id: 'planned',
        status: 'croReview',
        subStatus: 'creditReview',
        nextAction: 'underReview',
        percentCompleted: 100,
      })
    : named('still held', {
        id: 'planned',
        status: 'readyForOps',
        subStatus: 'opsCommentsRaised',
        nextAction: 'discrepancy',
        percentCompleted: 100,
      });

const on = (snapshot: AnyMachineSnapshot) => snapshot.context as DiscrepancyContext;
export const openComments = (context: DiscrepancyContext) => context.comments.filter((comment) => !comment.resolved);

/** What can happen on the screen in each state: the last answer releases the hold. */
export function discrepancyEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = on(snapshot);
  if (snapshot.matches('loading')) {
    return [
      {
        type: 'xstate.done.actor.loadComments',
        output: named(
          'two open comments',
          COMMENTS.map((_, index) => planned(index)),
        ),
      },
      { type: 'xstate.error.actor.loadComments', error: new Error(LOAD_FAULT) },
    ];
  }
  if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (snapshot.matches('resolving')) {
    const index = context.comments.findIndex((comment) => comment.id === context.resolvingId);
    const stillOpen = openComments(context).length - 1;
    return [
      {
        type: 'xstate.done.actor.resolveComment',
        output: named('recorded', {
          application: position(stillOpen === 0),
          comment: planned(index, true),
          openComments: stillOpen,
        }),
      },
      { type: 'xstate.error.actor.resolveComment', error: new Error(RESOLVE_FAULT) },
    ];
  }
  if (snapshot.matches('list')) {
    return openComments(context).flatMap(({ id: commentId }) => [
      ...(context.responses[commentId] === ANSWER ? [] : [{ type: 'CHANGE', commentId, value: ANSWER }]),
      // A too-short answer is typed only into an empty field: once is enough to show its message.
      ...(context.responses[commentId] === undefined ? [{ type: 'CHANGE', commentId, value: SHORT }] : []),
      // Pressed once something is typed, so the refused press is the one-letter answer (an
      // empty one gets the same message; the machine-level paths press it empty too).
      ...(context.responses[commentId] === undefined ? [] : [{ type: 'RESOLVE', commentId }]),
    ]);
  }
  return [];
}

export function serializeDiscrepancyState(snapshot: AnyMachineSnapshot): string {
  const context = on(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    open: openComments(context).map((comment) => [
      comment.id,
      context.responses[comment.id] ?? null,
      comment.id in context.errors,
    ]),
    failed: context.serverError !== null,
  });
}

/** The message the plan expects under an open comment's field, if any. */
export const plannedProblem = (context: DiscrepancyContext, commentId: string): string | null =>
  commentId in context.errors ? responseProblem(context.responses[commentId]) : null;
