import type { ApiClient, CallOptions } from '../../client.ts';
import { atApplication, inline, nullWhenMissing, type ApplicationRef } from '../calls.ts';
import { panAnswerSchema, panDetailsSchema, type PanDetails, type PanRequest } from './schemas.ts';

/** PATCH /v1/application/{id}/pan. Errors: hidden, shown inline (EPL-40010 on the PAN field). */
export const savePan = inline.call(
  'patch',
  panAnswerSchema,
  atApplication('v1', 'pan', (input: ApplicationRef & PanRequest) => ({ pan: input.pan })),
);

const readPanDetails = inline.call('get', panDetailsSchema, (input: ApplicationRef) => ({
  path: `/v1/customer/application/${encodeURIComponent(input.applicationId)}/pan-details`,
}));

/**
 * GET /v1/customer/application/{id}/pan-details: the name on the PAN record. Answers null
 * before a PAN is saved (the lender's 404). Errors: hidden.
 */
export function getPanDetails(
  client: ApiClient,
  input: ApplicationRef,
  options: CallOptions = {},
): Promise<PanDetails | null> {
  return nullWhenMissing(readPanDetails(client, input, options));
}
