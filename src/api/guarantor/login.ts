import { callsWith } from '../call.ts';
import { tokenResponseSchema } from '../customer/schemas.ts';
import {
  guarantorLoginResponseSchema,
  guarantorResendOtpResponseSchema,
  type GuarantorLoginRequest,
  type GuarantorVerifyOtpRequest,
} from './schemas.ts';

// §8: login and OTP errors are shown inline under the form, so they go to the caller only.
const inline = callsWith({ errors: 'caller' });

const guarantorPath = (guarantorId: string, action: string): string =>
  `/v1/guarantor/${encodeURIComponent(guarantorId)}/${action}`;

/** POST /v1/guarantor/login (no auth): issues an OTP to the guarantor's phone. */
export const guarantorLogin = inline.call('post', guarantorLoginResponseSchema, (input: GuarantorLoginRequest) => ({
  path: '/v1/guarantor/login',
  body: input,
}));

/** POST /v1/guarantor/{id}/resend-otp (no auth). */
export const guarantorResendOtp = inline.call(
  'post',
  guarantorResendOtpResponseSchema,
  (input: { guarantorId: string }) => ({ path: guarantorPath(input.guarantorId, 'resend-otp') }),
);

/** POST /v1/guarantor/{id}/verify-otp (no auth): the answer is the guarantor's session. */
export const guarantorVerifyOtp = inline.call(
  'post',
  tokenResponseSchema,
  (input: { guarantorId: string } & GuarantorVerifyOtpRequest) => ({
    path: guarantorPath(input.guarantorId, 'verify-otp'),
    body: input.tncId ? { otp: input.otp, tncId: input.tncId } : { otp: input.otp },
  }),
);
