import { callsWith } from '../../../api/call.ts';
import {
  aadhaarSentSchema,
  emailAnswerSchema,
  emailSentSchema,
  profileAnswerSchema,
  reKycAnswerSchema,
} from './schemas.ts';

// The profile's calls (ADR 052). §8: their failures come back to the screen that made them, beside
// Retry or the field (no popup); 'hidden' keeps the 401 logout.
const own = callsWith({ errors: 'hidden' });

/** GET /v1/customer/profile: who the customer is and what the lender holds. */
export const getProfile = own.bare('get', profileAnswerSchema, '/v1/customer/profile');

/** POST /v1/customer/send-email-otp (a resend is the same call). */
export const sendEmailOtp = own.call('post', emailSentSchema, (input: { email: string }) => ({
  path: '/v1/customer/send-email-otp',
  body: { email: input.email },
}));

/** POST /v1/customer/verify-email-otp: the verified email. */
export const verifyEmailOtp = own.call('post', emailAnswerSchema, (input: { email: string; otp: string }) => ({
  path: '/v1/customer/verify-email-otp',
  body: input,
}));

/** PATCH /v1/customer/initiate-rekyc: the re-KYC the lender asked for, started. */
export const initiateReKyc = own.bare('patch', reKycAnswerSchema, '/v1/customer/initiate-rekyc');

/** POST /v1/customer/rekyc/aadhaar-otp (a resend is the same call). */
export const sendReKycOtp = own.call('post', aadhaarSentSchema, (input: { aadhaarNumber: string }) => ({
  path: '/v1/customer/rekyc/aadhaar-otp',
  body: input,
}));

/** POST /v1/customer/rekyc/verify-aadhaar-otp: the re-KYC, done. */
export const verifyReKycOtp = own.call('post', reKycAnswerSchema, (input: { requestId: string; otp: string }) => ({
  path: '/v1/customer/rekyc/verify-aadhaar-otp',
  body: input,
}));
