import { callsWith } from '../../../../../api/call.ts';
import { INLINE } from '../../../../../api/onboarding/calls.ts';
import { aadhaarOtpSentSchema, digiLockerAnswerSchema } from './schemas.ts';

/** The DigiLocker OTP provider's name in §7 paths. */
export const DIGILOCKER_OTP_PROVIDER = 'surepass';

// §8: EPL-10000 (no mobile linked to the Aadhaar number) reaches the caller as the code itself.
const passCode = callsWith({ ...INLINE, passCodeToCaller: true });

/**
 * POST /v1/digilocker/surepass/otp: sends an OTP to the Aadhaar-linked mobile. Errors: hidden;
 * EPL-40020 on the number; EPL-10000 rejects with the code as its message.
 */
export const sendAadhaarOtp = passCode.call('post', aadhaarOtpSentSchema, (input: { aadhaarNumber: string }) => ({
  path: `/v1/digilocker/${DIGILOCKER_OTP_PROVIDER}/otp`,
  body: { aadhaarNumber: input.aadhaarNumber },
}));

/**
 * POST /v2/digilocker/surepass/verify-otp (v1 is the same call; Saakh uses v2): the whole
 * answer, application and DigiLocker record (§7). Errors: hidden (wrong, expired, locked OTP).
 */
export const verifyAadhaarOtp = passCode.call(
  'post',
  digiLockerAnswerSchema,
  (input: { requestId: string; otp: string }) => ({
    path: `/v2/digilocker/${DIGILOCKER_OTP_PROVIDER}/verify-otp`,
    body: { requestId: input.requestId, otp: input.otp },
  }),
);
