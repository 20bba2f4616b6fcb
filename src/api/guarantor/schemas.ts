import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import { phoneSchema, otpSchema } from '../customer/schemas.ts';

// §3 "Guarantor login" and §7 /v1/guarantor: the guarantor logs in with the same mobile + OTP
// pattern as a customer, but against their own guarantor record.

export const guarantorLoginRequestSchema = v.object({
  phoneNumber: phoneSchema,
  sessionId: v.string(),
});

export const guarantorLoginResponseSchema = v.object({
  guarantorId: nonEmptyString,
  tncAccepted: v.boolean(),
  isGuarantor: v.boolean(),
  // Not in §3, but sent by the sandbox so the terms box can link the document as for customers.
  tncId: v.optional(v.string()),
  tncLink: v.optional(v.string()),
});

export const guarantorVerifyOtpRequestSchema = v.object({ otp: otpSchema, tncId: v.optional(v.string()) });

export const guarantorResendOtpResponseSchema = v.object({
  resent: v.boolean(),
  retryAfterSeconds: v.number(),
});

export type GuarantorLoginRequest = v.InferOutput<typeof guarantorLoginRequestSchema>;
export type GuarantorVerifyOtpRequest = v.InferOutput<typeof guarantorVerifyOtpRequestSchema>;
