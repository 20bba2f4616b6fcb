import { callsWith } from '../../../api/call.ts';
import type { AnySchema } from '../../../api/client.ts';
import {
  aadhaarSentSchema,
  emailAnswerSchema,
  emailSentSchema,
  profileAnswerSchema,
  reKycAnswerSchema,
} from './schemas.ts';

// The profile's calls (ADR 052; docs/api-contract.md "Profile"). §8: their failures come back to the
// screen that made them, beside Retry or the field (no popup); 'hidden' keeps the 401 logout.
const own = callsWith({ errors: 'hidden' });

/** A POST whose body is its input as it is. */
const posting = <I, S extends AnySchema>(path: string, schema: S) =>
  own.call<I, S>('post', schema, (input: I) => ({ path, body: input }));

export const getProfile = own.bare('get', profileAnswerSchema, '/v1/customer/profile');
export const initiateReKyc = own.bare('patch', reKycAnswerSchema, '/v1/customer/initiate-rekyc');

type Email = { email: string };
export const sendEmailOtp = posting<Email, typeof emailSentSchema>('/v1/customer/send-email-otp', emailSentSchema);
export const verifyEmailOtp = posting<Email & { otp: string }, typeof emailAnswerSchema>(
  '/v1/customer/verify-email-otp',
  emailAnswerSchema,
);
export const sendReKycOtp = posting<{ aadhaarNumber: string }, typeof aadhaarSentSchema>(
  '/v1/customer/rekyc/aadhaar-otp',
  aadhaarSentSchema,
);
export const verifyReKycOtp = posting<{ requestId: string; otp: string }, typeof reKycAnswerSchema>(
  '/v1/customer/rekyc/verify-aadhaar-otp',
  reKycAnswerSchema,
);
