import type { ApiClient, CallOptions } from '../../client.ts';
import { atApplication, inline, nullWhenMissing, type ApplicationRef } from '../calls.ts';
import { aadhaarAddressReadSchema, type Address } from './schemas.ts';

const readAadhaarAddress = inline.call('get', aadhaarAddressReadSchema, atApplication('v1', 'aadhar-address'));

/**
 * GET /v1/application/{id}/aadhar-address (the path's spelling is the lender's). Answers
 * null while there is none (404 until DigiLocker supplies it). Errors: hidden.
 */
export async function getAadhaarAddress(
  client: ApiClient,
  input: ApplicationRef,
  options: CallOptions = {},
): Promise<Address | null> {
  const read = await nullWhenMissing(readAadhaarAddress(client, input, options));
  return read?.aadhaarAddress ?? null;
}
