import type { ApiClient, CallOptions } from '../client.ts';
import { consentStatusResponseSchema, type ConsentStatusRequest, type ConsentStatusResponse } from './schemas.ts';

/** GET /v1/consent-status (auth). */
export function getConsentStatus(client: ApiClient, options: CallOptions = {}): Promise<ConsentStatusResponse> {
  return client.get('/v1/consent-status', { ...options, schema: consentStatusResponseSchema });
}

/**
 * POST /v1/consent-status (auth). Its one use so far (§4: WhatsApp consent after
 * a first login) ignores errors, hence hidden by default.
 */
export function postConsentStatus(
  client: ApiClient,
  input: ConsentStatusRequest,
  options: CallOptions = {},
): Promise<ConsentStatusResponse> {
  return client.post('/v1/consent-status', input, {
    errors: 'hidden',
    ...options,
    schema: consentStatusResponseSchema,
  });
}
