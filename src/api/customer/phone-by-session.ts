import type { ApiClient, CallOptions } from '../client.ts';
import { phoneBySessionResponseSchema, type PhoneBySessionResponse } from './schemas.ts';

/**
 * GET /v1/customer/phone-by-session (no auth). §8: a failed lookup sends the
 * user back to Mobile No, so the failure is the caller's and shows no popup.
 */
export function getPhoneBySession(
  client: ApiClient,
  input: { sessionId: string },
  options: CallOptions = {},
): Promise<PhoneBySessionResponse> {
  return client.get('/v1/customer/phone-by-session', {
    errors: 'hidden',
    ...options,
    searchParams: { sessionId: input.sessionId },
    schema: phoneBySessionResponseSchema,
  });
}
