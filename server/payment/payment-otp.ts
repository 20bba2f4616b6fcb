import { HttpError } from '../kit/errors.ts';
import { keyedCodes } from '../otp/keyed-codes.ts';
import type { OtpDeps } from '../otp/otp-service.ts';
import { PaymentErrorCodes } from './rules.ts';

// The card payment's OTP (the bank's 3-D Secure code), with the rules of every keyed code
// (server/otp/keyed-codes.ts); "payment" in its hash, as before, so codes issued earlier still match.

const codes = keyedCodes({
  table: 'payment_otps',
  keyColumn: 'payment_id',
  purpose: 'payment',
  notAwaiting: () => new HttpError(409, PaymentErrorCodes.notAwaitingOtp, 'This payment is not waiting for an OTP.'),
});

export const issuePaymentOtp = (deps: OtpDeps, paymentId: string, phone: string): void =>
  codes.issue(deps, paymentId, phone);
export const resendPaymentOtp = (deps: OtpDeps, paymentId: string, phone: string): void =>
  codes.resend(deps, paymentId, phone);
export const checkPaymentOtp = (deps: OtpDeps, paymentId: string, code: string): void =>
  codes.check(deps, paymentId, code);
