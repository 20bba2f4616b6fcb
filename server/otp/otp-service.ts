import type { Database } from 'better-sqlite3';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpError, ErrorCodes } from '../errors.ts';
import { statement } from '../db/statements.ts';

export const OTP_LENGTH = 4;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
/** §9 resend wait. */
export const OTP_RESEND_AFTER_MS = 30 * 1000;

/** The columns every stored code has, login or provider: what the rules below read. */
export type StoredCode = {
  code_hash: string;
  salt: string;
  issued_at_ms: number;
  expires_at_ms: number;
  failed_attempts: number;
  consumed_at_ms: number | null;
};

type OtpRow = StoredCode & { id: number; session_id: string; phone: string };

export type OtpDeps = { db: Database; secret: string; sandbox: boolean; now: () => number };

// Four digits are easy to enumerate from a bare hash; keying the hash with the server
// secret means a leaked table alone does not reveal codes.
function hashCode(secret: string, salt: string, code: string): string {
  return createHmac('sha256', secret).update(`${salt}:${code}`).digest('hex');
}

function latestOtp(db: Database, sessionId: string): OtpRow | undefined {
  return statement(db, 'SELECT * FROM otps WHERE session_id = ? ORDER BY id DESC LIMIT 1').get(sessionId) as
    OtpRow | undefined;
}

/** Issues a fresh code for this session; earlier codes of the session stop working. Call inside a transaction. */
export function issueOtp(deps: OtpDeps, sessionId: string, phone: string): void {
  const { code, salt } = newCode();
  const issuedAt = deps.now();
  statement(deps.db, 'UPDATE otps SET consumed_at_ms = ? WHERE session_id = ? AND consumed_at_ms IS NULL').run(
    issuedAt,
    sessionId,
  );
  statement(
    deps.db,
    `INSERT INTO otps (session_id, phone, code_hash, salt, issued_at_ms, expires_at_ms)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(sessionId, phone, hashCode(deps.secret, salt, code), salt, issuedAt, issuedAt + OTP_TTL_MS);
  rememberSandboxOtp(deps, phone, code, issuedAt);
}

/** Throws 429 EPL-42901 when the session's last code is younger than 30 s. */
export function assertResendAllowed(deps: OtpDeps, sessionId: string): void {
  assertWaitedSince(deps, latestOtp(deps.db, sessionId)?.issued_at_ms);
}

export type OtpCheck = { ok: true; phone: string } | { ok: false; error: HttpError };

/**
 * Checks a code against the session's latest OTP. A wrong code is counted (the caller must
 * commit that write even though the request fails); a right one is consumed.
 */
export function checkOtp(deps: OtpDeps, sessionId: string, code: string): OtpCheck {
  const otp = latestOtp(deps.db, sessionId);
  if (!otp) {
    return {
      ok: false,
      error: new HttpError(400, ErrorCodes.badRequest, 'No OTP was sent for this session. Please log in first.'),
    };
  }
  const given = hashCode(deps.secret, otp.salt, code);
  const check = checkCode(deps, otp, given, (failed) =>
    statement(deps.db, 'UPDATE otps SET failed_attempts = ? WHERE id = ?').run(failed, otp.id),
  );
  if (!check.ok) return check;
  statement(deps.db, 'UPDATE otps SET consumed_at_ms = ? WHERE id = ?').run(deps.now(), otp.id);
  return { ok: true, phone: otp.phone };
}

/** A fresh code and the salt its hash is keyed with. */
export function newCode(): { code: string; salt: string } {
  return {
    code: String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'),
    salt: randomBytes(16).toString('hex'),
  };
}

/** Throws 429 EPL-42901 while the last code, issued at `issuedAtMs`, is younger than 30 s. */
export function assertWaitedSince(deps: OtpDeps, issuedAtMs: number | undefined): void {
  if (issuedAtMs === undefined) return;
  const waitMs = issuedAtMs + OTP_RESEND_AFTER_MS - deps.now();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(
      429,
      ErrorCodes.resendTooSoon,
      `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new OTP.`,
    );
  }
}

/** In the sandbox the plaintext is kept under the phone, for `GET /__sandbox/otp/{phone}`. */
export function rememberSandboxOtp(deps: OtpDeps, phone: string, code: string, issuedAt: number): void {
  if (!deps.sandbox) return;
  statement(
    deps.db,
    `INSERT INTO sandbox_latest_otps (phone, otp, issued_at_ms) VALUES (?, ?, ?)
       ON CONFLICT (phone) DO UPDATE SET otp = excluded.otp, issued_at_ms = excluded.issued_at_ms`,
  ).run(phone, code, issuedAt);
}

/**
 * The rules every OTP keeps: locked after 5 wrong tries, expired once consumed or past its 5
 * minutes, else compared with `givenHash`. A wrong code is counted through `countWrong` (the
 * caller commits that write even though the request fails); a right one is the caller's to consume.
 */
export function checkCode(
  deps: OtpDeps,
  stored: StoredCode,
  givenHash: string,
  countWrong: (failed: number) => void,
): { ok: true } | { ok: false; error: HttpError } {
  if (stored.failed_attempts >= OTP_MAX_WRONG_TRIES) return { ok: false, error: lockedError() };
  if (stored.consumed_at_ms !== null || stored.expires_at_ms <= deps.now()) {
    return {
      ok: false,
      error: new HttpError(422, ErrorCodes.otpExpired, 'This OTP has expired. Please ask for a new one.'),
    };
  }
  if (!timingSafeEqual(Buffer.from(stored.code_hash, 'hex'), Buffer.from(givenHash, 'hex'))) {
    const failed = stored.failed_attempts + 1;
    countWrong(failed);
    if (failed >= OTP_MAX_WRONG_TRIES) return { ok: false, error: lockedError() };
    const left = OTP_MAX_WRONG_TRIES - failed;
    return {
      ok: false,
      error: new HttpError(
        422,
        ErrorCodes.wrongOtp,
        `The OTP is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      ),
    };
  }
  return { ok: true };
}

function lockedError(): HttpError {
  return new HttpError(
    422,
    ErrorCodes.otpLocked,
    `Too many wrong tries (${OTP_MAX_WRONG_TRIES}). This OTP is locked; please ask for a new one.`,
  );
}
