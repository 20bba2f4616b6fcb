import { callsWith } from '../../call.ts';
import { cityAndStateSchema } from './schemas.ts';

/**
 * GET /v1/application/city-and-state/{pincode} (no auth). Errors: caller only (no token,
 * so no 401 to act on): EPL-40014 is a malformed pincode, EPL-40402 an unknown one, after
 * which the form lets the applicant type city and state.
 */
export const getCityAndState = callsWith({ errors: 'caller' }).call(
  'get',
  cityAndStateSchema,
  (input: { pincode: string }) => ({ path: `/v1/application/city-and-state/${encodeURIComponent(input.pincode)}` }),
);
