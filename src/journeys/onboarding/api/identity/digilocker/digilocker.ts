import { inline } from '../../../../../api/onboarding/calls.ts';
import { digiLockerAnswerSchema, digiLockerUrlSchema } from './schemas.ts';

/** The identity provider's name in §7 paths. */
export const IDENTITY_PROVIDER = 'idfy';

/**
 * GET /v1/idfy/digilocker-url?redirectUrl=: the provider page to open, which comes back to
 * `redirectUrl` with ?status=&requestId=. Errors: hidden, shown on the KYC screen.
 */
export const getDigiLockerUrl = inline.call('get', digiLockerUrlSchema, (input: { redirectUrl: string }) => ({
  path: `/v1/${IDENTITY_PROVIDER}/digilocker-url`,
  searchParams: { redirectUrl: input.redirectUrl },
}));

/**
 * GET /v1/idfy/digilocker-status?requestId=: the provider's outcome, applied to the application
 * once. Errors: hidden.
 */
export const getDigiLockerStatus = inline.call('get', digiLockerAnswerSchema, (input: { requestId: string }) => ({
  path: `/v1/${IDENTITY_PROVIDER}/digilocker-status`,
  searchParams: { requestId: input.requestId },
}));

/**
 * POST /v1/digiLocker/submit-details: the same outcome for what the redirect brought back; the
 * claimed status is only a hint, the provider's record decides. Errors: hidden.
 */
export const submitDigiLockerDetails = inline.call(
  'post',
  digiLockerAnswerSchema,
  (input: { requestId: string; status?: 'success' | 'failure' }) => ({
    path: '/v1/digiLocker/submit-details',
    body: input.status ? { requestId: input.requestId, status: input.status } : { requestId: input.requestId },
  }),
);
