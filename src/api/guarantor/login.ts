import type { ApiClient, CallOptions } from '../client.ts';
import { tokenResponseSchema, type TokenResponse } from '../customer/schemas.ts';
import {
  guarantorLoginResponseSchema,
  guarantorResendOtpResponseSchema,
  type GuarantorLoginRequest,
  type GuarantorLoginResponse,
  type GuarantorResendOtpResponse,
  type GuarantorVerifyOtpRequest,
} from './schemas.ts';

// §8: login and OTP errors are shown inline under the form, so they go to the caller only.
const INLINE: CallOptions = { errors: 'caller' };

const guarantorPath = (guarantorId: string, action: string): string =>
  `/v1/guarantor/${encodeURIComponent(guarantorId)}/${action}`;

/** POST /v1/guarantor/login (no auth): issues an OTP to the guarantor's phone. */
export function guarantorLogin(
  client: ApiClient,
  input: GuarantorLoginRequest,
  options: CallOptions = {},
): Promise<GuarantorLoginResponse> {
  return client.post('/v1/guarantor/login', input, { ...INLINE, ...options, schema: guarantorLoginResponseSchema });
}

/** POST /v1/guarantor/{id}/resend-otp (no auth). */
export function guarantorResendOtp(
  client: ApiClient,
  input: { guarantorId: string },
  options: CallOptions = {},
): Promise<GuarantorResendOtpResponse> {
  return client.post(
    guarantorPath(input.guarantorId, 'resend-otp'),
    {},
    {
      ...INLINE,
      ...options,
      schema: guarantorResendOtpResponseSchema,
    },
  );
}

/** POST /v1/guarantor/{id}/verify-otp (no auth): the answer is the guarantor's session. */
export function guarantorVerifyOtp(
  client: ApiClient,
  input: { guarantorId: string } & GuarantorVerifyOtpRequest,
  options: CallOptions = {},
): Promise<TokenResponse> {
  const body = input.tncId ? { otp: input.otp, tncId: input.tncId } : { otp: input.otp };
  return client.post(guarantorPath(input.guarantorId, 'verify-otp'), body, {
    ...INLINE,
    ...options,
    schema: tokenResponseSchema,
  });
}
