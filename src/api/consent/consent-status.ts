import { callsWith, plain } from '../call.ts';
import { consentStatusResponseSchema, type ConsentStatusRequest } from './schemas.ts';

/** GET /v1/consent-status (auth). */
export const getConsentStatus = plain.bare('get', consentStatusResponseSchema, '/v1/consent-status');

/**
 * POST /v1/consent-status (auth). Its one use so far (§4: WhatsApp consent after
 * a first login) ignores errors, hence hidden by default.
 */
export const postConsentStatus = callsWith({ errors: 'hidden' }).call(
  'post',
  consentStatusResponseSchema,
  (input: ConsentStatusRequest) => ({ path: '/v1/consent-status', body: input }),
);
