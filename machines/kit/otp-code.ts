// §5 and §9 rules for a one-time password, whichever journey asks for it.

export const OTP_PATTERN = /^\d{4}$/;
/** §9 OTP length. */
export const OTP_LENGTH = 4;
/** §9 wait before another code may be asked for. */
export const RESEND_WAIT_SECONDS = 30;

export const OTP_INVALID_MESSAGE = 'Please enter the 4-digit OTP';

/** null when the code may be verified; else the message shown under the boxes. */
export function otpError(value: string): string | null {
  return OTP_PATTERN.test(value) ? null : OTP_INVALID_MESSAGE;
}

/** §8 code of a one-time password the lender locked after too many wrong tries. */
export const OTP_LOCKED_CODE = 'EPL-42203';

/** True when a refused verify says the code is locked: more tries would be refused whatever they are. */
export function isOtpLocked(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === OTP_LOCKED_CODE;
}

/** §8 code of a phone the lender locked after too many wrong codes, in every session (ADR 018). */
export const PHONE_LOCKED_CODE = 'EPL-42903';
/** §8 code of a phone that was sent as many codes as the lender allows for now (ADR 018). */
export const CODES_SPENT_CODE = 'EPL-42902';
/** The wait assumed when the lender's refusal says none (no Retry-After): try again soon, it will say. */
export const LOCKOUT_FALLBACK_SECONDS = 60;

/** A refusal that holds the phone for a while: no tries (`locked`) or no new codes (`codesSpent`). */
export interface Lockout {
  kind: 'locked' | 'codesSpent';
  /** The lender's Retry-After; null when it sent none. */
  seconds: number | null;
}

/** The lockout a failed call reports, if it is one. */
export function lockoutOf(error: unknown): Lockout | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, retryAfterSeconds } = error as { code?: unknown; retryAfterSeconds?: unknown };
  const kind = code === PHONE_LOCKED_CODE ? 'locked' : code === CODES_SPENT_CODE ? 'codesSpent' : null;
  if (kind === null) return null;
  const seconds = typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? retryAfterSeconds : null;
  return { kind, seconds };
}

/** "25 minutes", "1 hour 5 minutes", "40 seconds": a wait as a sentence says it, rounded up. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const rest = minutes % 60;
  const hours = plural(Math.floor(minutes / 60), 'hour');
  return rest === 0 ? hours : `${hours} ${plural(rest, 'minute')}`;
}

/** The app's own words for a lockout, with the time left when the lender said it (never its text). */
export function lockoutMessage(lockout: Lockout, secondsLeft: number | null = lockout.seconds): string {
  const when = secondsLeft === null ? 'later' : `in ${waitInWords(secondsLeft)}`;
  return lockout.kind === 'locked'
    ? `Too many attempts. You can try again ${when}.`
    : `Too many OTP requests. You can ask for a new OTP ${when}.`;
}
