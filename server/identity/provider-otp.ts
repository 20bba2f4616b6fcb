import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ErrorCodes, HttpError } from '../errors.ts';
import { OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_RESEND_AFTER_MS, OTP_TTL_MS } from '../otp/otp-service.ts';
import type { OtpDeps } from '../otp/otp-service.ts';

/**
 * OTPs the sandbox's identity providers send (GST portal, Udyam, Aadhaar). They keep the
 * login OTP's rules (docs/sandbox.md, "OTP"): 4 digits, 5 minutes, only the latest per
 * application and purpose works, 5 wrong tries lock it, a new one only after 30 s, stored
 * as an HMAC. The plaintext goes to `sandbox_latest_otps` under the phone it was "sent" to,
 * so `GET /__sandbox/otp/{phone}` reads it like a login code.
 */

export type OtpPurpose = 'aadhaar' | 'gst' | 'udyam';

export type ProviderOtpRow = {
  id: string;
  application_id: string;
  purpose: OtpPurpose;
  phone: string;
  payload_json: string;
  code_hash: string;
  salt: string;
  issued_at_ms: number;
  expires_at_ms: number;
  failed_attempts: number;
  consumed_at_ms: number | null;
  verified_at_ms: number | null;
};

function hashCode(secret: string, salt: string, code: string): string {
  return createHmac('sha256', secret).update(`provider:${salt}:${code}`).digest('hex');
}

export function latestProviderOtp(
  deps: OtpDeps,
  applicationId: string,
  purpose: OtpPurpose,
): ProviderOtpRow | undefined {
  return deps.db
    .prepare(
      `SELECT * FROM provider_otps WHERE application_id = ? AND purpose = ?
       ORDER BY issued_at_ms DESC, rowid DESC LIMIT 1`,
    )
    .get(applicationId, purpose) as ProviderOtpRow | undefined;
}

export function findProviderOtp(deps: OtpDeps, id: string): ProviderOtpRow | undefined {
  return deps.db.prepare('SELECT * FROM provider_otps WHERE id = ?').get(id) as ProviderOtpRow | undefined;
}

/** 429 EPL-42901 while the latest code of this purpose is younger than 30 s. */
export function assertProviderResendAllowed(deps: OtpDeps, applicationId: string, purpose: OtpPurpose): void {
  const last = latestProviderOtp(deps, applicationId, purpose);
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

/** Issues a code (call inside a transaction); earlier codes of this purpose stop working. Answers the request id. */
export function issueProviderOtp(
  deps: OtpDeps,
  applicationId: string,
  purpose: OtpPurpose,
  phone: string,
  payload: unknown,
): string {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const id = randomUUID();
  const issuedAt = deps.now();
  deps.db
    .prepare(
      'UPDATE provider_otps SET consumed_at_ms = ? WHERE application_id = ? AND purpose = ? AND consumed_at_ms IS NULL',
    )
    .run(issuedAt, applicationId, purpose);
  deps.db
    .prepare(
      `INSERT INTO provider_otps
         (id, application_id, purpose, phone, payload_json, code_hash, salt, issued_at_ms, expires_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      applicationId,
      purpose,
      phone,
      JSON.stringify(payload),
      hashCode(deps.secret, salt, code),
      salt,
      issuedAt,
      issuedAt + OTP_TTL_MS,
    );
  if (deps.sandbox) {
    deps.db
      .prepare(
        `INSERT INTO sandbox_latest_otps (phone, otp, issued_at_ms) VALUES (?, ?, ?)
         ON CONFLICT (phone) DO UPDATE SET otp = excluded.otp, issued_at_ms = excluded.issued_at_ms`,
      )
      .run(phone, code, issuedAt);
  }
  return id;
}

export type ProviderOtpCheck = { ok: true; row: ProviderOtpRow } | { ok: false; error: HttpError };

/**
 * Checks `code` against `row`, which must be the latest of its purpose to work. A wrong code
 * is counted: the caller commits that write and then throws the error.
 */
export function checkProviderOtp(deps: OtpDeps, row: ProviderOtpRow, code: string): ProviderOtpCheck {
  if (row.failed_attempts >= OTP_MAX_WRONG_TRIES) return { ok: false, error: lockedError() };
  if (row.consumed_at_ms !== null || row.expires_at_ms <= deps.now()) {
    return {
      ok: false,
      error: new HttpError(422, ErrorCodes.otpExpired, 'This OTP has expired. Please ask for a new one.'),
    };
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(deps.secret, row.salt, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const failed = row.failed_attempts + 1;
    deps.db.prepare('UPDATE provider_otps SET failed_attempts = ? WHERE id = ?').run(failed, row.id);
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
  const now = deps.now();
  deps.db.prepare('UPDATE provider_otps SET consumed_at_ms = ?, verified_at_ms = ? WHERE id = ?').run(now, now, row.id);
  return { ok: true, row: { ...row, consumed_at_ms: now, verified_at_ms: now } };
}

function lockedError(): HttpError {
  return new HttpError(
    422,
    ErrorCodes.otpLocked,
    `Too many wrong tries (${OTP_MAX_WRONG_TRIES}). This OTP is locked; please ask for a new one.`,
  );
}

/** "XXXXXX3210": enough for the applicant to recognise the number, no more. */
export function maskPhone(phone: string): string {
  return `XXXXXX${phone.slice(-4)}`;
}
