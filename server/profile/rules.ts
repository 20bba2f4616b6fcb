import * as v from 'valibot';
import { VisibleText } from '../kit/validation.ts';

// The profile's own §8 codes (docs/api-contract.md "Profile") and the email rule it shares with the
// onboarding's personal details (server/onboarding/schemas.ts keeps the same pattern).

export const ProfileErrorCodes = {
  /** 409: the lender has not asked this customer for a re-KYC (or it is done). */
  noReKycDue: 'EPL-40950',
  /** 409: the re-KYC was not started (initiate-rekyc) or its OTP was not sent. */
  reKycNotStarted: 'EPL-40951',
  /** 400: no email code waits for this customer and email. */
  noEmailCode: 'EPL-40952',
  /** 422: the email is not one an email can be sent to. */
  emailInvalid: 'EPL-42250',
  /** 422: the Aadhaar number breaks its rules (12 digits, Verhoeff check digit). */
  aadhaarInvalid: 'EPL-42251',
  /** 422: the Aadhaar is not the one the lender holds (its last four digits differ). */
  aadhaarNotOnRecord: 'EPL-42252',
} as const;

/** An email as the onboarding takes it: trimmed, at most 254 characters, one @ and a dotted domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  VisibleText,
  v.maxLength(254, 'must be at most 254 characters'),
  v.regex(EMAIL, 'must be an email address'),
  v.toLowerCase(),
);

/** "a***@example.in": where a code went, as a screen or a log may show it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}***${email.slice(at)}`;
}
