import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import { MOBILE_NUMBER_PATTERN } from '../../../rules/mobile.ts';

export const phoneSchema = v.pipe(v.string(), v.regex(MOBILE_NUMBER_PATTERN, 'Enter a valid 10 digit mobile number'));
export const otpSchema = v.pipe(v.string(), v.regex(/^\d{4}$/, 'Enter the 4 digit OTP'));

export const loginRequestSchema = v.object({
  phone: phoneSchema,
  sessionId: v.string(),
  referrerCode: v.optional(v.string()),
});

export const loginResponseSchema = v.object({
  tncId: v.nullable(v.string()),
  tncAccepted: v.boolean(),
  tncLink: v.nullable(v.string()),
  showReferrerCode: v.boolean(),
});

export const verifyOtpRequestSchema = v.object({
  otp: otpSchema,
  sessionId: v.string(),
  referrerCode: v.optional(v.string()),
  tncId: v.optional(v.string()),
});

export const tokenResponseSchema = v.object({
  tokenType: nonEmptyString,
  accessToken: nonEmptyString,
});

export const resendOtpRequestSchema = v.object({ sessionId: v.string() });

export const resendOtpResponseSchema = v.object({
  resent: v.boolean(),
  retryAfterSeconds: v.number(),
});

// Beyond §3's phone: what Verify Otp needs after a reload. Optional, so a lender that answers
// only the phone still parses.
export const phoneBySessionResponseSchema = v.object({
  phone: v.string(),
  tncId: v.optional(v.nullable(v.string())),
  tncLink: v.optional(v.nullable(v.string())),
  tncAccepted: v.optional(v.boolean()),
  showReferrerCode: v.optional(v.boolean()),
  guarantorId: v.optional(v.nullable(nonEmptyString)),
});

export const emptyResponseSchema = v.undefined();

export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;
export type VerifyOtpRequest = v.InferOutput<typeof verifyOtpRequestSchema>;
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>;
export type ResendOtpRequest = v.InferOutput<typeof resendOtpRequestSchema>;
