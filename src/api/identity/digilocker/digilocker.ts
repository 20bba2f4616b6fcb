import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE } from '../../onboarding/calls.ts';
import { digiLockerAnswerSchema, digiLockerUrlSchema, type DigiLockerAnswer, type DigiLockerUrl } from './schemas.ts';

/** The identity provider's name in §7 paths. */
export const IDENTITY_PROVIDER = 'idfy';

/**
 * GET /v1/idfy/digilocker-url?redirectUrl=: the provider page to open, which comes back to
 * `redirectUrl` with ?status=&requestId=. Errors: hidden, shown on the KYC screen.
 */
export function getDigiLockerUrl(
  client: ApiClient,
  input: { redirectUrl: string },
  options: CallOptions = {},
): Promise<DigiLockerUrl> {
  return client.get(`/v1/${IDENTITY_PROVIDER}/digilocker-url`, {
    ...INLINE,
    ...options,
    searchParams: { redirectUrl: input.redirectUrl },
    schema: digiLockerUrlSchema,
  });
}

/**
 * GET /v1/idfy/digilocker-status?requestId=: the provider's outcome, applied to the application
 * once. Errors: hidden.
 */
export function getDigiLockerStatus(
  client: ApiClient,
  input: { requestId: string },
  options: CallOptions = {},
): Promise<DigiLockerAnswer> {
  return client.get(`/v1/${IDENTITY_PROVIDER}/digilocker-status`, {
    ...INLINE,
    ...options,
    searchParams: { requestId: input.requestId },
    schema: digiLockerAnswerSchema,
  });
}

/**
 * POST /v1/digiLocker/submit-details: the same outcome for what the redirect brought back; the
 * claimed status is only a hint, the provider's record decides. Errors: hidden.
 */
export function submitDigiLockerDetails(
  client: ApiClient,
  input: { requestId: string; status?: 'success' | 'failure' },
  options: CallOptions = {},
): Promise<DigiLockerAnswer> {
  const body = input.status ? { requestId: input.requestId, status: input.status } : { requestId: input.requestId };
  return client.post('/v1/digiLocker/submit-details', body, { ...INLINE, ...options, schema: digiLockerAnswerSchema });
}
