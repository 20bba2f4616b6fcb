import type { Database } from 'better-sqlite3';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpError, ErrorCodes } from '../kit/errors.ts';
import { statement } from '../db/statements.ts';
import { DEFAULT_OTP_POLICY, blockedUntil, roomLeft, waitInWords } from './otp-policy.ts';
import type { OtpPolicy } from './otp-policy.ts';

export const OTP_LENGTH = 4;
/** §9 code life and resend wait, for the provider and payment codes (login codes take theirs from OtpPolicy). */
export const OTP_TTL_MS = DEFAULT_OTP_POLICY.codeLifeMs;
/** Wrong tries one code takes; a login code's phone may have fewer left (OtpPolicy.wrongTriesPerPhone). */
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_AFTER_MS = DEFAULT_OTP_POLICY.resendWaitMs;

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

/** A login code's deps: the policy decides its life, the resend wait and the phone's budgets. */
export type LoginOtpDeps = OtpDeps & { otpPolicy: OtpPolicy };

// Four digits are easy to enumerate from a bare hash; keying the hash with the server
// secret means a leaked table alone does not reveal codes.
function hashCode(secret: string, salt: string, code: string): string {
  return createHmac('sha256', secret).update(`${salt}:${code}`).digest('hex');
}

function latestOtp(db: Database, sessionId: string): OtpRow | undefined {
  return statement(db, 'SELECT * FROM otps WHERE session_id = ? ORDER BY id DESC LIMIT 1').get(sessionId) as
    OtpRow | undefined;
}

const timesOf = (rows: unknown[]): number[] => (rows as { at: number }[]).map((row) => row.at);

// Every login code ever sent is a row of otps, whichever session asked: the phone's sent codes.
function codesSentTo(deps: LoginOtpDeps, phone: string): number[] {
  const since = deps.now() - longestWindow(deps.otpPolicy.codesPerPhone);
  return timesOf(
    statement(deps.db, 'SELECT issued_at_ms AS at FROM otps WHERE phone = ? AND issued_at_ms > ?').all(phone, since),
  );
}

function wrongTriesOf(deps: LoginOtpDeps, phone: string): number[] {
  const since = deps.now() - longestWindow(deps.otpPolicy.wrongTriesPerPhone);
  return timesOf(
    statement(deps.db, 'SELECT at_ms AS at FROM otp_wrong_tries WHERE phone = ? AND at_ms > ?').all(phone, since),
  );
}

const longestWindow = (limits: OtpPolicy['codesPerPhone']): number =>
  Math.max(0, ...limits.map((limit) => limit.windowMs));

function retryLater(code: string, message: string, untilMs: number, now: number): HttpError {
  const waitMs = untilMs - now;
  return new HttpError(429, code, `${message} ${waitInWords(waitMs)}.`, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

/** 429 EPL-42903 while the phone's wrong tries are spent: no code is sent or checked for it. */
function phoneLockedError(deps: LoginOtpDeps, phone: string): HttpError | null {
  const now = deps.now();
  const until = blockedUntil(wrongTriesOf(deps, phone), deps.otpPolicy.wrongTriesPerPhone, now);
  return until === null
    ? null
    : retryLater(ErrorCodes.otpPhoneLocked, 'Too many wrong OTPs for this number. You can try again in', until, now);
}

/**
 * Throws 429 when this phone may not be sent a code now: its wrong tries are spent
 * (EPL-42903) or its codes are (EPL-42902). Login and resend ask before anything is written.
 */
export function assertPhoneMayGetCode(deps: LoginOtpDeps, phone: string): void {
  const locked = phoneLockedError(deps, phone);
  if (locked) throw locked;
  const now = deps.now();
  const until = blockedUntil(codesSentTo(deps, phone), deps.otpPolicy.codesPerPhone, now);
  if (until !== null) {
    throw retryLater(
      ErrorCodes.otpCodesSpent,
      'Too many OTPs were sent to this number. You can ask for a new one in',
      until,
      now,
    );
  }
}

/**
 * Issues a fresh code to the phone of this session: every earlier code of the phone, in any
 * session, stops working. Call inside a transaction, after assertPhoneMayGetCode.
 */
export function issueOtp(deps: LoginOtpDeps, sessionId: string, phone: string): void {
  const { code, salt } = newCode();
  const issuedAt = deps.now();
  statement(deps.db, 'UPDATE otps SET consumed_at_ms = ? WHERE phone = ? AND consumed_at_ms IS NULL').run(
    issuedAt,
    phone,
  );
  statement(
    deps.db,
    `INSERT INTO otps (session_id, phone, code_hash, salt, issued_at_ms, expires_at_ms)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(sessionId, phone, hashCode(deps.secret, salt, code), salt, issuedAt, issuedAt + deps.otpPolicy.codeLifeMs);
  rememberSandboxOtp(deps, phone, code, issuedAt);
}

/** Throws 429 EPL-42901 when the session's last code is younger than the resend wait. */
export function assertResendAllowed(deps: LoginOtpDeps, sessionId: string): void {
  assertWaitedSince(deps, latestOtp(deps.db, sessionId)?.issued_at_ms, deps.otpPolicy.resendWaitMs);
}

export type OtpCheck = { ok: true; phone: string } | { ok: false; error: HttpError };

/**
 * Checks a code against the session's latest OTP. A wrong code is counted against the code and
 * the phone (the caller must commit those writes even though the request fails); a right one is
 * consumed and clears the phone's wrong tries.
 */
export function checkOtp(deps: LoginOtpDeps, sessionId: string, code: string): OtpCheck {
  const otp = latestOtp(deps.db, sessionId);
  if (!otp) {
    return {
      ok: false,
      error: new HttpError(400, ErrorCodes.badRequest, 'No OTP was sent for this session. Please log in first.'),
    };
  }
  // Locked means locked: even the right code waits for the lock to end.
  const locked = phoneLockedError(deps, otp.phone);
  if (locked) return { ok: false, error: locked };
  if (otp.consumed_at_ms !== null && supersededAt(deps, otp)) {
    return {
      ok: false,
      error: new HttpError(
        422,
        ErrorCodes.otpExpired,
        'A newer OTP was sent to this number. Please enter the latest one, or ask for a new one.',
      ),
    };
  }
  const given = hashCode(deps.secret, otp.salt, code);
  const check = checkCode(deps, otp, given, (failed) => {
    statement(deps.db, 'UPDATE otps SET failed_attempts = ? WHERE id = ?').run(failed, otp.id);
    statement(deps.db, 'INSERT INTO otp_wrong_tries (phone, at_ms) VALUES (?, ?)').run(otp.phone, deps.now());
  });
  if (!check.ok) return { ok: false, error: afterWrongTry(deps, otp, check.error) };
  statement(deps.db, 'UPDATE otps SET consumed_at_ms = ? WHERE id = ?').run(deps.now(), otp.id);
  statement(deps.db, 'DELETE FROM otp_wrong_tries WHERE phone = ?').run(otp.phone);
  return { ok: true, phone: otp.phone };
}

/** True when a later code of the same phone replaced this one (any session). */
function supersededAt(deps: LoginOtpDeps, otp: OtpRow): boolean {
  return (
    statement(deps.db, 'SELECT 1 FROM otps WHERE phone = ? AND id > ? LIMIT 1').get(otp.phone, otp.id) !== undefined
  );
}

/** A refused code as the phone's budget sees it: the try that spends it locks; else the tries left are the fewer. */
function afterWrongTry(deps: LoginOtpDeps, otp: OtpRow, error: HttpError): HttpError {
  const locked = phoneLockedError(deps, otp.phone);
  if (locked) return locked;
  if (error.code !== ErrorCodes.wrongOtp) return error;
  const now = deps.now();
  const phoneLeft = roomLeft(wrongTriesOf(deps, otp.phone), deps.otpPolicy.wrongTriesPerPhone, now);
  const codeLeft = OTP_MAX_WRONG_TRIES - (otp.failed_attempts + 1);
  return wrongOtpError(Math.min(phoneLeft, codeLeft));
}

/** A fresh code and the salt its hash is keyed with. */
export function newCode(): { code: string; salt: string } {
  return {
    code: String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'),
    salt: randomBytes(16).toString('hex'),
  };
}

/** Throws 429 EPL-42901 while the last code, issued at `issuedAtMs`, is younger than the wait (30 s). */
export function assertWaitedSince(
  deps: OtpDeps,
  issuedAtMs: number | undefined,
  waitAfterMs: number = OTP_RESEND_AFTER_MS,
): void {
  if (issuedAtMs === undefined) return;
  const waitMs = issuedAtMs + waitAfterMs - deps.now();
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
    return { ok: false, error: wrongOtpError(OTP_MAX_WRONG_TRIES - failed) };
  }
  return { ok: true };
}

function wrongOtpError(left: number): HttpError {
  return new HttpError(422, ErrorCodes.wrongOtp, `The OTP is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
}

function lockedError(): HttpError {
  return new HttpError(
    422,
    ErrorCodes.otpLocked,
    `Too many wrong tries (${OTP_MAX_WRONG_TRIES}). This OTP is locked; please ask for a new one.`,
  );
}
