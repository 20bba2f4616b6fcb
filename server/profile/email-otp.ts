import { createHmac } from 'node:crypto';
import type { SandboxDeps } from '../context.ts';
import { ErrorCodes, HttpError } from '../kit/errors.ts';
import { statement } from '../db/statements.ts';
import { OTP_MAX_WRONG_TRIES, assertWaitedSince, checkCode, newCode, type StoredCode } from '../otp/otp-service.ts';
import { blockedUntil, roomLeft, waitInWords, type RollingLimit } from '../otp/otp-policy.ts';
import { ProfileErrorCodes } from './rules.ts';

// An email's one-time code (ADR 052) keeps the phone's rules (ADR 018): 4 digits, the policy's life
// and resend wait, 5 wrong tries a code, and the same rolling budgets of codes sent and wrong tries,
// counted both per email and per customer, so neither a new address nor another account refills
// them. A refusal is the phone's code (EPL-42901/42902/42903, with Retry-After), which the app's
// OTP chart already reads. Stored as an HMAC; the plaintext only in sandbox_latest_email_otps (QA).

type EmailOtpRow = StoredCode & { id: number; customer_id: string; email: string };

const hashOf = (secret: string, salt: string, code: string) =>
  createHmac('sha256', secret).update(`email:${salt}:${code}`).digest('hex');

const longest = (limits: readonly RollingLimit[]) => Math.max(0, ...limits.map((limit) => limit.windowMs));

function timesOf(deps: SandboxDeps, sql: string, key: string, limits: readonly RollingLimit[]): number[] {
  const since = deps.now() - longest(limits);
  return (statement(deps.db, sql).all(key, since) as { at: number }[]).map((row) => row.at);
}

const SENT_BY_EMAIL = 'SELECT issued_at_ms AS at FROM profile_email_otps WHERE email = ? AND issued_at_ms > ?';
const SENT_BY_CUSTOMER = 'SELECT issued_at_ms AS at FROM profile_email_otps WHERE customer_id = ? AND issued_at_ms > ?';
const WRONG_BY_EMAIL = 'SELECT at_ms AS at FROM profile_email_wrong_tries WHERE email = ? AND at_ms > ?';
const WRONG_BY_CUSTOMER = 'SELECT at_ms AS at FROM profile_email_wrong_tries WHERE customer_id = ? AND at_ms > ?';

function retryLater(code: string, message: string, untilMs: number, now: number): HttpError {
  const waitMs = untilMs - now;
  return new HttpError(429, code, `${message} ${waitInWords(waitMs)}.`, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

/** The later of the two budgets' ends (email's, customer's), or null when both allow one more. */
function blockedBy(deps: SandboxDeps, sqls: [string, string], keys: [string, string], limits: readonly RollingLimit[]) {
  const now = deps.now();
  const ends = sqls
    .map((sql, index) => blockedUntil(timesOf(deps, sql, keys[index] ?? '', limits), limits, now))
    .filter((end): end is number => end !== null);
  return ends.length === 0 ? null : Math.max(...ends);
}

function lockedError(deps: SandboxDeps, customerId: string, email: string): HttpError | null {
  const until = blockedBy(
    deps,
    [WRONG_BY_EMAIL, WRONG_BY_CUSTOMER],
    [email, customerId],
    deps.otpPolicy.wrongTriesPerPhone,
  );
  return until === null
    ? null
    : retryLater(
        ErrorCodes.otpPhoneLocked,
        'Too many wrong OTPs for this email. You can try again in',
        until,
        deps.now(),
      );
}

function latestOf(deps: SandboxDeps, customerId: string): EmailOtpRow | undefined {
  return statement(deps.db, 'SELECT * FROM profile_email_otps WHERE customer_id = ? ORDER BY id DESC LIMIT 1').get(
    customerId,
  ) as EmailOtpRow | undefined;
}

/**
 * Sends a code to `email` for this customer (a resend is the same call): refused while the resend
 * wait runs for the same email, or a budget is spent. Call inside a transaction.
 */
export function sendEmailCode(deps: SandboxDeps, customerId: string, email: string): void {
  const locked = lockedError(deps, customerId, email);
  if (locked) throw locked;
  const latest = latestOf(deps, customerId);
  if (latest && latest.email === email) assertWaitedSince(deps, latest.issued_at_ms, deps.otpPolicy.resendWaitMs);
  const spent = blockedBy(deps, [SENT_BY_EMAIL, SENT_BY_CUSTOMER], [email, customerId], deps.otpPolicy.codesPerPhone);
  if (spent !== null) {
    const message = 'Too many OTPs were sent to this email. You can ask for a new one in';
    throw retryLater(ErrorCodes.otpCodesSpent, message, spent, deps.now());
  }
  const { code, salt } = newCode();
  const at = deps.now();
  statement(
    deps.db,
    'UPDATE profile_email_otps SET consumed_at_ms = ? WHERE customer_id = ? AND consumed_at_ms IS NULL',
  ).run(at, customerId);
  statement(
    deps.db,
    `INSERT INTO profile_email_otps (customer_id, email, code_hash, salt, issued_at_ms, expires_at_ms)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(customerId, email, hashOf(deps.secret, salt, code), salt, at, at + deps.otpPolicy.codeLifeMs);
  if (deps.sandbox) {
    statement(
      deps.db,
      `INSERT INTO sandbox_latest_email_otps (email, otp, issued_at_ms) VALUES (?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET otp = excluded.otp, issued_at_ms = excluded.issued_at_ms`,
    ).run(email, code, at);
  }
}

export type EmailCheck = { ok: true } | { ok: false; error: HttpError };

/**
 * Checks a code against the customer's latest one for `email`. A wrong code is counted against the
 * code, the email and the customer (the caller commits those writes though the call fails); a right
 * one is consumed and clears the wrong tries.
 */
export function checkEmailCode(deps: SandboxDeps, customerId: string, email: string, code: string): EmailCheck {
  const latest = latestOf(deps, customerId);
  if (!latest || latest.email !== email) {
    const message = 'No OTP was sent to this email. Please ask for one first.';
    return { ok: false, error: new HttpError(400, ProfileErrorCodes.noEmailCode, message) };
  }
  const locked = lockedError(deps, customerId, email);
  if (locked) return { ok: false, error: locked };
  const check = checkCode(deps, latest, hashOf(deps.secret, latest.salt, code), (failed) => {
    statement(deps.db, 'UPDATE profile_email_otps SET failed_attempts = ? WHERE id = ?').run(failed, latest.id);
    statement(deps.db, 'INSERT INTO profile_email_wrong_tries (customer_id, email, at_ms) VALUES (?, ?, ?)').run(
      customerId,
      email,
      deps.now(),
    );
  });
  if (!check.ok) {
    const nowLocked = lockedError(deps, customerId, email);
    if (nowLocked) return { ok: false, error: nowLocked };
    if (check.error.code !== ErrorCodes.wrongOtp) return check;
    const left = Math.min(
      roomLeft(
        timesOf(deps, WRONG_BY_EMAIL, email, deps.otpPolicy.wrongTriesPerPhone),
        deps.otpPolicy.wrongTriesPerPhone,
        deps.now(),
      ),
      roomLeft(
        timesOf(deps, WRONG_BY_CUSTOMER, customerId, deps.otpPolicy.wrongTriesPerPhone),
        deps.otpPolicy.wrongTriesPerPhone,
        deps.now(),
      ),
      OTP_MAX_WRONG_TRIES - (latest.failed_attempts + 1),
    );
    const tries = `${left} ${left === 1 ? 'try' : 'tries'} left`;
    return { ok: false, error: new HttpError(422, ErrorCodes.wrongOtp, `The OTP is incorrect. ${tries}.`) };
  }
  statement(deps.db, 'UPDATE profile_email_otps SET consumed_at_ms = ? WHERE id = ?').run(deps.now(), latest.id);
  statement(deps.db, 'DELETE FROM profile_email_wrong_tries WHERE customer_id = ? OR email = ?').run(customerId, email);
  return { ok: true };
}
