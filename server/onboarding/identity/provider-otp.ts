import { createHmac, randomUUID } from 'node:crypto';
import type { HttpError } from '../../kit/errors.ts';
import { assertWaitedSince, checkCode, newCode, OTP_TTL_MS, rememberSandboxOtp } from '../../otp/otp-service.ts';
import type { OtpDeps, StoredCode } from '../../otp/otp-service.ts';

/**
 * OTPs the sandbox's identity providers send (GST portal, Udyam, Aadhaar). They keep the
 * login OTP's rules (docs/sandbox.md, "OTP"): 4 digits, 5 minutes, only the latest per
 * application and purpose works, 5 wrong tries lock it, a new one only after 30 s, stored
 * as an HMAC. The plaintext goes to `sandbox_latest_otps` under the phone it was "sent" to,
 * so `GET /__sandbox/otp/{phone}` reads it like a login code.
 */

export type OtpPurpose = 'aadhaar' | 'gst' | 'udyam';

export type ProviderOtpRow = StoredCode & {
  id: string;
  application_id: string;
  purpose: OtpPurpose;
  phone: string;
  payload_json: string;
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
  assertWaitedSince(deps, latestProviderOtp(deps, applicationId, purpose)?.issued_at_ms);
}

/** Issues a code (call inside a transaction); earlier codes of this purpose stop working. Answers the request id. */
export function issueProviderOtp(
  deps: OtpDeps,
  applicationId: string,
  purpose: OtpPurpose,
  phone: string,
  payload: unknown,
): string {
  const { code, salt } = newCode();
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
  rememberSandboxOtp(deps, phone, code, issuedAt);
  return id;
}

export type ProviderOtpCheck = { ok: true; row: ProviderOtpRow } | { ok: false; error: HttpError };

/**
 * Checks `code` against `row`, which must be the latest of its purpose to work. A wrong code
 * is counted: the caller commits that write and then throws the error.
 */
export function checkProviderOtp(deps: OtpDeps, row: ProviderOtpRow, code: string): ProviderOtpCheck {
  const check = checkCode(deps, row, hashCode(deps.secret, row.salt, code), (failed) =>
    deps.db.prepare('UPDATE provider_otps SET failed_attempts = ? WHERE id = ?').run(failed, row.id),
  );
  if (!check.ok) return check;
  const now = deps.now();
  deps.db.prepare('UPDATE provider_otps SET consumed_at_ms = ?, verified_at_ms = ? WHERE id = ?').run(now, now, row.id);
  return { ok: true, row: { ...row, consumed_at_ms: now, verified_at_ms: now } };
}

/** "XXXXXX3210": enough for the applicant to recognise the number, no more. */
export function maskPhone(phone: string): string {
  return `XXXXXX${phone.slice(-4)}`;
}
