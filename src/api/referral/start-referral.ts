import { plain } from '../call.ts';
import { referralStartResponseSchema, type ReferralStartRequest } from './schemas.ts';

/** POST /v1/referral/start (no auth): multipart, the JSON travels in field `data`. */
export const startReferral = plain.call('post', referralStartResponseSchema, (input: ReferralStartRequest) => {
  const form = new FormData();
  form.append('data', JSON.stringify(input));
  return { path: '/v1/referral/start', form };
});
