import { atApplication, inline, type ApplicationRef } from '../../../../../api/onboarding/calls.ts';
import { opsCommentsSchema, resolveCommentAnswerSchema } from './schemas.ts';

/** GET /v1/application/{id}/comments: every ops comment, open and resolved. Errors: hidden (load error with Retry). */
export const getOpsComments = inline.call('get', opsCommentsSchema, atApplication('v1', 'comments'));

/**
 * PATCH /v1/application/{id}/resolve-comment: the applicant's answer; the last one releases the
 * hold. Errors: hidden.
 */
export const resolveOpsComment = inline.call(
  'patch',
  resolveCommentAnswerSchema,
  atApplication('v1', 'resolve-comment', (input: ApplicationRef & { commentId: string; response: string }) => ({
    commentId: input.commentId,
    response: input.response,
  })),
);
