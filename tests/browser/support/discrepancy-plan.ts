import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { responseProblem } from '../../../machines/onboarding/discrepancy.machine.ts';
import type { DiscrepancyContext } from '../../../machines/onboarding/discrepancy.machine.ts';
import { ANSWER, discrepancyContextOf, openComments } from '../../support/events/discrepancy-events.ts';
import { SEEDS } from '../../fixtures/applicant.ts';

// The discrepancy plan for the browser: an applicant the lender sent to credit review, then the
// journey's two ops comments (tests/support/events/discrepancy-events.ts) raised through the
// control API (which park the application at readyForOps). The applicant answers each on
// /signup/discrepancy; this file says which of the sample events the screen lets them cause.

/** Decided at submit as croReview, as the sandbox's rule would for a ₹5 crore+ turnover. */
export const DISCREPANCY_SEED = {
  ...SEEDS.review,
  status: 'croReview',
  subStatus: 'creditReview',
  nextAction: 'underReview',
};

/**
 * Where the screen lets an answer be typed or sent: the full answer only into a field that
 * does not hold it, a too-short one only into an empty field (once is enough to show its
 * message), and Mark resolved once something is typed (so the refused press is the one-letter
 * answer; an empty one gets the same message, and the machine-level paths press it empty too).
 */
export function discrepancyInBrowser(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (event.type !== 'CHANGE' && event.type !== 'RESOLVE') return true;
  const response = discrepancyContextOf(snapshot).responses[event.commentId as string];
  if (event.type === 'RESOLVE') return response !== undefined;
  return event.value === ANSWER ? response !== ANSWER : response === undefined;
}

export function serializeDiscrepancyState(snapshot: AnyMachineSnapshot): string {
  const context = discrepancyContextOf(snapshot);
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
