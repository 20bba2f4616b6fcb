import { callsWith } from '../call.ts';
import {
  loginResponseSchema,
  resendOtpResponseSchema,
  tokenResponseSchema,
  type LoginRequest,
  type ResendOtpRequest,
  type TokenResponse,
  type VerifyOtpRequest,
} from './schemas.ts';

// §8: login and OTP errors are shown inline under the form, so they go to the caller only.
const inline = callsWith({ errors: 'caller' });

/** POST /v2/customer/login (no auth): issues an OTP for the phone. */
export const login = inline.call('post', loginResponseSchema, (input: LoginRequest) => ({
  path: '/v2/customer/login',
  body: input,
}));

/** POST /v2/customer/otp (no auth): the answer's tokenType + accessToken are the session. */
export const verifyOtp = inline.call('post', tokenResponseSchema, (input: VerifyOtpRequest) => ({
  path: '/v2/customer/otp',
  body: input,
}));

/** POST /v2/customer/resend-otp (no auth). */
export const resendOtp = inline.call('post', resendOtpResponseSchema, (input: ResendOtpRequest) => ({
  path: '/v2/customer/resend-otp',
  body: input,
}));

/** The stored Authorization value: §3 keeps tokenType and accessToken as one string. */
export function combinedToken(answer: TokenResponse): string {
  return `${answer.tokenType} ${answer.accessToken}`;
}
