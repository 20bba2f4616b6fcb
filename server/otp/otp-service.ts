import type { Database } from 'better-sqlite3';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpError, ErrorCodes } from '../errors.ts';
import { statement } from '../db/statements.ts';

export const OTP_LENGTH = 4;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
/** §9 resend wait. */
export const OTP_RESEND_AFTER_MS = 30 * 1000;

type OtpRow = {
  id: number;
  session_id: string;
  phone: string;
  code_hash: string;
  salt: string;
  issued_at_ms: number;
  expires_at_ms: number;
  failed_attempts: number;
  consumed_at_ms: number | null;
};

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
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
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
  if (deps.sandbox) {
    statement(
      deps.db,
      `INSERT INTO sandbox_latest_otps (phone, otp, issued_at_ms) VALUES (?, ?, ?)
         ON CONFLICT (phone) DO UPDATE SET otp = excluded.otp, issued_at_ms = excluded.issued_at_ms`,
    ).run(phone, code, issuedAt);
  }
}

/** Throws 429 EPL-42901 when the session's last code is younger than 30 s. */
export function assertResendAllowed(deps: OtpDeps, sessionId: string): void {
  const last = latestOtp(deps.db, sessionId);
  if (!last) return;
  const waitMs = last.issued_at_ms + OTP_RESEND_AFTER_MS - deps.now();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(
      429,
      ErrorCodes.resendTooSoon,
      `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new OTP.`,
    );
  }
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
  if (otp.failed_attempts >= OTP_MAX_WRONG_TRIES) return { ok: false, error: lockedError() };
  if (otp.consumed_at_ms !== null || otp.expires_at_ms <= deps.now()) {
    return {
      ok: false,
      error: new HttpError(422, ErrorCodes.otpExpired, 'This OTP has expired. Please ask for a new one.'),
    };
  }
  const expected = Buffer.from(otp.code_hash, 'hex');
  const given = Buffer.from(hashCode(deps.secret, otp.salt, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const failed = otp.failed_attempts + 1;
    statement(deps.db, 'UPDATE otps SET failed_attempts = ? WHERE id = ?').run(failed, otp.id);
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
  statement(deps.db, 'UPDATE otps SET consumed_at_ms = ? WHERE id = ?').run(deps.now(), otp.id);
  return { ok: true, phone: otp.phone };
}

function lockedError(): HttpError {
  return new HttpError(
    422,
    ErrorCodes.otpLocked,
    `Too many wrong tries (${OTP_MAX_WRONG_TRIES}). This OTP is locked; please ask for a new one.`,
  );
}
