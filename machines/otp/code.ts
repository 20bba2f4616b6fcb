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
