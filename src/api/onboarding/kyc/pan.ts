import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath, nullWhenMissing } from '../calls.ts';
import { panAnswerSchema, panDetailsSchema, type PanAnswer, type PanDetails, type PanRequest } from './schemas.ts';

/** PATCH /v1/application/{id}/pan. Errors: hidden, shown inline (EPL-40010 on the PAN field). */
export function savePan(
  client: ApiClient,
  input: { applicationId: string } & PanRequest,
  options: CallOptions = {},
): Promise<PanAnswer> {
  return client.patch(
    applicationPath('v1', input.applicationId, 'pan'),
    { pan: input.pan },
    {
      ...INLINE,
      ...options,
      schema: panAnswerSchema,
    },
  );
}

/**
 * GET /v1/customer/application/{id}/pan-details: the name on the PAN record. Answers null
 * before a PAN is saved (the lender's 404). Errors: hidden.
 */
export function getPanDetails(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<PanDetails | null> {
  return nullWhenMissing(
    client.get(`/v1/customer/application/${encodeURIComponent(input.applicationId)}/pan-details`, {
      ...INLINE,
      ...options,
      schema: panDetailsSchema,
    }),
  );
}
