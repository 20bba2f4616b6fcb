import { createHmac } from 'node:crypto';
import { HttpError } from '../kit/errors.ts';
import { statement } from '../db/statements.ts';
import { assertWaitedSince, checkCode, newCode, OTP_TTL_MS, rememberSandboxOtp } from '../otp/otp-service.ts';
import type { OtpDeps, StoredCode } from '../otp/otp-service.ts';
import { PaymentErrorCodes } from './rules.ts';

// The card payment's OTP (the bank's 3-D Secure code). It keeps the login OTP's rules: 4 digits,
// 5 minutes, 5 wrong tries lock it, a new one after 30 s, stored as an HMAC; the plaintext goes to
// `sandbox_latest_otps` under the customer's phone, so `GET /__sandbox/otp/{phone}` reads it.

type PaymentOtpRow = StoredCode & { payment_id: string };

const hashCode = (secret: string, salt: string, code: string): string =>
  createHmac('sha256', secret).update(`payment:${salt}:${code}`).digest('hex');

function otpOf(deps: OtpDeps, paymentId: string): PaymentOtpRow | undefined {
  return statement(deps.db, 'SELECT * FROM payment_otps WHERE payment_id = ?').get(paymentId) as
    PaymentOtpRow | undefined;
}

export function issuePaymentOtp(deps: OtpDeps, paymentId: string, phone: string): void {
  const { code, salt } = newCode();
  const issuedAt = deps.now();
  statement(
    deps.db,
    `INSERT INTO payment_otps (payment_id, code_hash, salt, issued_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (payment_id) DO UPDATE SET code_hash = excluded.code_hash, salt = excluded.salt,
       issued_at_ms = excluded.issued_at_ms, expires_at_ms = excluded.expires_at_ms, failed_attempts = 0,
       consumed_at_ms = NULL`,
  ).run(paymentId, hashCode(deps.secret, salt, code), salt, issuedAt, issuedAt + OTP_TTL_MS);
  rememberSandboxOtp(deps, phone, code, issuedAt);
}

export function resendPaymentOtp(deps: OtpDeps, paymentId: string, phone: string): void {
  const otp = otpOf(deps, paymentId);
  if (!otp) throw notAwaiting();
  assertWaitedSince(deps, otp.issued_at_ms);
  issuePaymentOtp(deps, paymentId, phone);
}

/** Throws the §8 error for a wrong, expired or locked code (after counting it); consumes a right one. */
export function checkPaymentOtp(deps: OtpDeps, paymentId: string, code: string): void {
  const otp = otpOf(deps, paymentId);
  if (!otp) throw notAwaiting();
  const check = checkCode(deps, otp, hashCode(deps.secret, otp.salt, code), (failed) =>
    statement(deps.db, 'UPDATE payment_otps SET failed_attempts = ? WHERE payment_id = ?').run(failed, paymentId),
  );
  if (!check.ok) throw check.error;
  statement(deps.db, 'UPDATE payment_otps SET consumed_at_ms = ? WHERE payment_id = ?').run(deps.now(), paymentId);
}

function notAwaiting(): HttpError {
  return new HttpError(409, PaymentErrorCodes.notAwaitingOtp, 'This payment is not waiting for an OTP.');
}
