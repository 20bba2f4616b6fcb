import { callsWith } from '../call.ts';
import { phoneBySessionResponseSchema } from './schemas.ts';

/**
 * GET /v1/customer/phone-by-session (no auth). §8: a failed lookup sends the
 * user back to Mobile No, so the failure is the caller's and shows no popup.
 */
export const getPhoneBySession = callsWith({ errors: 'hidden' }).call(
  'get',
  phoneBySessionResponseSchema,
  (input: { sessionId: string }) => ({
    path: '/v1/customer/phone-by-session',
    searchParams: { sessionId: input.sessionId },
  }),
);
