import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE } from '../../onboarding/calls.ts';
import { aadhaarOtpSentSchema, digiLockerAnswerSchema, type AadhaarOtpSent, type DigiLockerAnswer } from './schemas.ts';

/** The DigiLocker OTP provider's name in §7 paths. */
export const DIGILOCKER_OTP_PROVIDER = 'surepass';

// §8: EPL-10000 (no mobile linked to the Aadhaar number) reaches the caller as the code itself.
const PASS_CODE: CallOptions = { ...INLINE, passCodeToCaller: true };

/**
 * POST /v1/digilocker/surepass/otp: sends an OTP to the Aadhaar-linked mobile. Errors: hidden;
 * EPL-40020 on the number; EPL-10000 rejects with the code as its message.
 */
export function sendAadhaarOtp(
  client: ApiClient,
  input: { aadhaarNumber: string },
  options: CallOptions = {},
): Promise<AadhaarOtpSent> {
  return client.post(
    `/v1/digilocker/${DIGILOCKER_OTP_PROVIDER}/otp`,
    { aadhaarNumber: input.aadhaarNumber },
    {
      ...PASS_CODE,
      ...options,
      schema: aadhaarOtpSentSchema,
    },
  );
}

/**
 * POST /v2/digilocker/surepass/verify-otp (v1 is the same call; Saakh uses v2): the whole
 * answer, application and DigiLocker record (§7). Errors: hidden (wrong, expired, locked OTP).
 */
export function verifyAadhaarOtp(
  client: ApiClient,
  input: { requestId: string; otp: string },
  options: CallOptions = {},
): Promise<DigiLockerAnswer> {
  return client.post(
    `/v2/digilocker/${DIGILOCKER_OTP_PROVIDER}/verify-otp`,
    { requestId: input.requestId, otp: input.otp },
    {
      ...PASS_CODE,
      ...options,
      schema: digiLockerAnswerSchema,
    },
  );
}
