import * as v from 'valibot';
import { nonEmptyString } from '../../../../../api/non-empty.ts';
import { addressSchema } from '../../../../../api/onboarding/address/schemas.ts';
import { applicationPositionSchema } from '../../../../../api/onboarding/position.ts';
import type {
  AadhaarOtpSent,
  DigiLockerAnswer,
  DigiLockerUrl,
  VerifiedDigiLocker,
} from '../../../../../../rules/onboarding/identity.ts';
import type { Assert, Equal } from '../../../../../api/same-type.ts';

/** What DigiLocker (or the Aadhaar OTP) reported: pending, failed with a reason, or verified with the record. */
export const digiLockerOutcomeSchema = v.variant('status', [
  v.object({ status: v.literal('pending'), requestId: v.string() }),
  v.object({ status: v.literal('failed'), requestId: v.string(), reason: v.picklist(['denied', 'expired']) }),
  v.object({
    status: v.literal('verified'),
    requestId: v.string(),
    source: v.picklist(['digiLocker', 'aadhaarOtp']),
    name: v.string(),
    dateOfBirth: v.string(),
    gender: v.string(),
    maskedAadhaar: v.string(),
    aadhaarAddress: addressSchema,
  }),
]);

export const digiLockerUrlSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  requestId: nonEmptyString,
  expiresAt: v.string(),
});

/** digilocker-status, submit-details and surepass verify-otp all answer this (§7: the whole response). */
export const digiLockerAnswerSchema = v.object({
  application: applicationPositionSchema,
  digiLocker: digiLockerOutcomeSchema,
});

export const aadhaarOtpSentSchema = v.object({
  requestId: nonEmptyString,
  otpSentTo: v.string(),
  retryAfterSeconds: v.pipe(v.number(), v.minValue(0)),
});

/** Field a failed Aadhaar OTP request is about. */
export const AADHAAR_FIELD_CODES = { 'EPL-40020': 'aadhaarNumber' } as const;

export type DigiLockerOutcome = v.InferOutput<typeof digiLockerOutcomeSchema>;
type _VerifiedDigiLockerIsRules = Assert<Equal<VerifiedDigiLocker, Extract<DigiLockerOutcome, { status: 'verified' }>>>;
type _DigiLockerUrlIsRules = Assert<Equal<DigiLockerUrl, v.InferOutput<typeof digiLockerUrlSchema>>>;
type _DigiLockerAnswerIsRules = Assert<Equal<DigiLockerAnswer, v.InferOutput<typeof digiLockerAnswerSchema>>>;
type _AadhaarOtpSentIsRules = Assert<Equal<AadhaarOtpSent, v.InferOutput<typeof aadhaarOtpSentSchema>>>;
