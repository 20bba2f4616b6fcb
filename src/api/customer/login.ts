import type { ApiClient, CallOptions } from '../client.ts';
import {
  loginResponseSchema,
  resendOtpResponseSchema,
  tokenResponseSchema,
  type LoginRequest,
  type LoginResponse,
  type ResendOtpRequest,
  type ResendOtpResponse,
  type TokenResponse,
  type VerifyOtpRequest,
} from './schemas.ts';

// §8: login and OTP errors are shown inline under the form, so they go to the caller only.
const INLINE: CallOptions = { errors: 'caller' };

/** POST /v2/customer/login (no auth): issues an OTP for the phone. */
export function login(client: ApiClient, input: LoginRequest, options: CallOptions = {}): Promise<LoginResponse> {
  return client.post('/v2/customer/login', input, { ...INLINE, ...options, schema: loginResponseSchema });
}

/** POST /v2/customer/otp (no auth): the answer's tokenType + accessToken are the session. */
export function verifyOtp(
  client: ApiClient,
  input: VerifyOtpRequest,
  options: CallOptions = {},
): Promise<TokenResponse> {
  return client.post('/v2/customer/otp', input, { ...INLINE, ...options, schema: tokenResponseSchema });
}

/** POST /v2/customer/resend-otp (no auth). */
export function resendOtp(
  client: ApiClient,
  input: ResendOtpRequest,
  options: CallOptions = {},
): Promise<ResendOtpResponse> {
  return client.post('/v2/customer/resend-otp', input, { ...INLINE, ...options, schema: resendOtpResponseSchema });
}

/** The stored Authorization value: §3 keeps tokenType and accessToken as one string. */
export function combinedToken(answer: TokenResponse): string {
  return `${answer.tokenType} ${answer.accessToken}`;
}
