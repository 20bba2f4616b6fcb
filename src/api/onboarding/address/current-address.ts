import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../calls.ts';
import { currentAddressAnswerSchema, type CurrentAddressAnswer, type CurrentAddressRequest } from './schemas.ts';

/**
 * POST /v1/application/{id}/current-address. Errors: hidden, shown inline (EPL-40014
 * pincode; EPL-40900 "same as Aadhaar" without an Aadhaar address).
 */
export function saveCurrentAddress(
  client: ApiClient,
  input: { applicationId: string } & CurrentAddressRequest,
  options: CallOptions = {},
): Promise<CurrentAddressAnswer> {
  const { applicationId, ...body } = input;
  return client.post(applicationPath('v1', applicationId, 'current-address'), body, {
    ...INLINE,
    ...options,
    schema: currentAddressAnswerSchema,
  });
}
