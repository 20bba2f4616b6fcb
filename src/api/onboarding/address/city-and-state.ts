import type { ApiClient, CallOptions } from '../../client.ts';
import { cityAndStateSchema, type CityAndState } from './schemas.ts';

/**
 * GET /v1/application/city-and-state/{pincode} (no auth). Errors: caller only (no token,
 * so no 401 to act on): EPL-40014 is a malformed pincode, EPL-40402 an unknown one, after
 * which the form lets the applicant type city and state.
 */
export function getCityAndState(
  client: ApiClient,
  input: { pincode: string },
  options: CallOptions = {},
): Promise<CityAndState> {
  return client.get(`/v1/application/city-and-state/${encodeURIComponent(input.pincode)}`, {
    errors: 'caller',
    ...options,
    schema: cityAndStateSchema,
  });
}
