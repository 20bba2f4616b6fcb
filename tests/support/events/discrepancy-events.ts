import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { DiscrepancyContext } from '../../../machines/onboarding/discrepancy.machine.ts';
import type { OpsComment } from '../../../rules/onboarding/discrepancy.ts';
import { named } from './named.ts';

// The sample events of the `discrepancy` journey, for both runners: two ops comments raised on
// an application in credit review; the applicant answers each, and the lender keeps the hold
// after the first and releases it after the last. Planned comment ids stand for the comment at
// the same place in the list ("planned-2" is Question 2 on screen).

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

export const discrepancyContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DiscrepancyContext;
export const openComments = (context: DiscrepancyContext) => context.comments.filter((comment) => !comment.resolved);

/** What can happen in each state: the lender's answer depends on what is still open. */
export function discrepancyEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = discrepancyContextOf(snapshot);
  const openIds = openComments(context).map((comment) => comment.id);
  const resolving = context.comments.findIndex((comment) => comment.id === context.resolvingId);
  return [
    {
      type: 'xstate.done.actor.loadComments',
      output: named(
        'two open comments',
        COMMENTS.map((_, index) => planned(index)),
      ),
    },
    { type: 'xstate.error.actor.loadComments', error: new Error(LOAD_FAULT) },
    ...(resolving >= 0
      ? [
          {
            type: 'xstate.done.actor.resolveComment',
            output: named('recorded', {
              application: position(openIds.length === 1),
              comment: planned(resolving, true),
              openComments: openIds.length - 1,
            }),
          },
        ]
      : []),
    { type: 'xstate.error.actor.resolveComment', error: new Error(RESOLVE_FAULT) },
    ...openIds.flatMap((commentId) => [
      { type: 'CHANGE', commentId, value: ANSWER },
      { type: 'CHANGE', commentId, value: SHORT },
      { type: 'RESOLVE', commentId },
    ]),
    { type: 'RETRY' },
  ];
}
