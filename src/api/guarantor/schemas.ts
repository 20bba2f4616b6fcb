import * as v from 'valibot';
import { phoneSchema, otpSchema } from '../customer/schemas.ts';

// §3 "Guarantor login" and §7 /v1/guarantor: the guarantor logs in with the same mobile + OTP
// pattern as a customer, but against their own guarantor record.

export const guarantorLoginRequestSchema = v.object({
  phoneNumber: phoneSchema,
  sessionId: v.string(),
});

export const guarantorLoginResponseSchema = v.object({
  guarantorId: v.pipe(v.string(), v.minLength(1)),
  tncAccepted: v.boolean(),
  isGuarantor: v.boolean(),
});

export const guarantorVerifyOtpRequestSchema = v.object({ otp: otpSchema });

export const guarantorResendOtpResponseSchema = v.object({
  resent: v.boolean(),
  retryAfterSeconds: v.number(),
});

export type GuarantorLoginRequest = v.InferOutput<typeof guarantorLoginRequestSchema>;
export type GuarantorLoginResponse = v.InferOutput<typeof guarantorLoginResponseSchema>;
export type GuarantorVerifyOtpRequest = v.InferOutput<typeof guarantorVerifyOtpRequestSchema>;
export type GuarantorResendOtpResponse = v.InferOutput<typeof guarantorResendOtpResponseSchema>;
