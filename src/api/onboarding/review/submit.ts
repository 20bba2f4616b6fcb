import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../calls.ts';
import { submitAnswerSchema, type SubmitAnswer } from './schemas.ts';

/**
 * POST /v2/application/{id}/submit: only at review (else EPL-40900); answers the decision.
 * Errors: hidden, shown inline.
 */
export function submitApplication(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<SubmitAnswer> {
  return client.post(
    applicationPath('v2', input.applicationId, 'submit'),
    {},
    {
      ...INLINE,
      ...options,
      schema: submitAnswerSchema,
    },
  );
}
