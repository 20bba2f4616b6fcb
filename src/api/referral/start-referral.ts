import type { ApiClient, CallOptions } from '../client.ts';
import { referralStartResponseSchema, type ReferralStartRequest, type ReferralStartResponse } from './schemas.ts';

/** POST /v1/referral/start (no auth): multipart, the JSON travels in field `data`. */
export function startReferral(
  client: ApiClient,
  input: ReferralStartRequest,
  options: CallOptions = {},
): Promise<ReferralStartResponse> {
  const form = new FormData();
  form.append('data', JSON.stringify(input));
  return client.postMultipart('/v1/referral/start', form, { ...options, schema: referralStartResponseSchema });
}
