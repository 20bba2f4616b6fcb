import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../../onboarding/calls.ts';
import {
  opsCommentsSchema,
  resolveCommentAnswerSchema,
  type OpsComments,
  type ResolveCommentAnswer,
} from './schemas.ts';

/** GET /v1/application/{id}/comments: every ops comment, open and resolved. Errors: hidden (load error with Retry). */
export function getOpsComments(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<OpsComments> {
  return client.get(applicationPath('v1', input.applicationId, 'comments'), {
    ...INLINE,
    ...options,
    schema: opsCommentsSchema,
  });
}

/**
 * PATCH /v1/application/{id}/resolve-comment: the applicant's answer; the last one releases the
 * hold. Errors: hidden.
 */
export function resolveOpsComment(
  client: ApiClient,
  input: { applicationId: string; commentId: string; response: string },
  options: CallOptions = {},
): Promise<ResolveCommentAnswer> {
  return client.patch(
    applicationPath('v1', input.applicationId, 'resolve-comment'),
    { commentId: input.commentId, response: input.response },
    {
      ...INLINE,
      ...options,
      schema: resolveCommentAnswerSchema,
    },
  );
}
