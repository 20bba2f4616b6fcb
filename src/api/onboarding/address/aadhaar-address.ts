import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath, nullWhenMissing } from '../calls.ts';
import { aadhaarAddressReadSchema, type Address } from './schemas.ts';

/**
 * GET /v1/application/{id}/aadhar-address (the path's spelling is the lender's). Answers
 * null while there is none (404 until DigiLocker supplies it). Errors: hidden.
 */
export async function getAadhaarAddress(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<Address | null> {
  const read = await nullWhenMissing(
    client.get(applicationPath('v1', input.applicationId, 'aadhar-address'), {
      ...INLINE,
      ...options,
      schema: aadhaarAddressReadSchema,
    }),
  );
  return read?.aadhaarAddress ?? null;
}
