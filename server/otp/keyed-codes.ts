import { createHmac } from 'node:crypto';
import type { HttpError } from '../kit/errors.ts';
import { statement } from '../db/statements.ts';
import { assertWaitedSince, checkCode, newCode, OTP_TTL_MS, rememberSandboxOtp } from './otp-service.ts';
import type { OtpDeps, StoredCode } from './otp-service.ts';

// A code that confirms one money movement (a card's 3-D Secure code, a spend's confirmation). It
// keeps the login OTP's rules: 4 digits, 5 minutes, 5 wrong tries lock it, a new one after 30 s,
// stored as an HMAC; the plaintext goes to `sandbox_latest_otps` under the customer's phone, so
// `GET /__sandbox/otp/{phone}` reads it. Each kind keeps its codes in its own table, one row a key.

export type KeyedCodeTable = {
  /** The table, with the columns of StoredCode and the key's column (a constant, never input). */
  table: string;
  keyColumn: string;
  /** Mixed into the hash, so a code of one kind never matches another's. */
  purpose: string;
  /** The §8 error when no code waits for this key. */
  notAwaiting: () => HttpError;
};

export type KeyedCodes = {
  issue(deps: OtpDeps, key: string, phone: string): void;
  /** 429 before the resend wait is over; otherwise a new code replaces the old one. */
  resend(deps: OtpDeps, key: string, phone: string): void;
  /** Throws the §8 error for a wrong, expired or locked code (after counting it); consumes a right one. */
  check(deps: OtpDeps, key: string, code: string): void;
};

export function keyedCodes(kind: KeyedCodeTable): KeyedCodes {
  const { table, keyColumn } = kind;
  const hashCode = (secret: string, salt: string, code: string): string =>
    createHmac('sha256', secret).update(`${kind.purpose}:${salt}:${code}`).digest('hex');
  const otpOf = (deps: OtpDeps, key: string) =>
    statement(deps.db, `SELECT * FROM ${table} WHERE ${keyColumn} = ?`).get(key) as StoredCode | undefined;

  const issue = (deps: OtpDeps, key: string, phone: string): void => {
    const { code, salt } = newCode();
    const issuedAt = deps.now();
    statement(
      deps.db,
      `INSERT INTO ${table} (${keyColumn}, code_hash, salt, issued_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (${keyColumn}) DO UPDATE SET code_hash = excluded.code_hash, salt = excluded.salt,
         issued_at_ms = excluded.issued_at_ms, expires_at_ms = excluded.expires_at_ms, failed_attempts = 0,
         consumed_at_ms = NULL`,
    ).run(key, hashCode(deps.secret, salt, code), salt, issuedAt, issuedAt + OTP_TTL_MS);
    rememberSandboxOtp(deps, phone, code, issuedAt);
  };

  return {
    issue,
    resend(deps, key, phone) {
      const otp = otpOf(deps, key);
      if (!otp) throw kind.notAwaiting();
      assertWaitedSince(deps, otp.issued_at_ms);
      issue(deps, key, phone);
    },
    check(deps, key, code) {
      const otp = otpOf(deps, key);
      if (!otp) throw kind.notAwaiting();
      const check = checkCode(deps, otp, hashCode(deps.secret, otp.salt, code), (failed) =>
        statement(deps.db, `UPDATE ${table} SET failed_attempts = ? WHERE ${keyColumn} = ?`).run(failed, key),
      );
      if (!check.ok) throw check.error;
      statement(deps.db, `UPDATE ${table} SET consumed_at_ms = ? WHERE ${keyColumn} = ?`).run(deps.now(), key);
    },
  };
}
