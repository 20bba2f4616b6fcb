import { isValidMobile } from './mobile.ts';

// §5 rules for the login forms, and the sentences the user reads when a rule is broken. The
// code's own rule is every OTP's (machines/kit/otp-code.ts).

export const MOBILE_REQUIRED_MESSAGE = 'Please enter your mobile number';
export const MOBILE_INVALID_MESSAGE = 'Please enter a valid 10-digit mobile number';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions to continue';

/** null when the number may be sent; else the message shown under the field. */
export function mobileError(value: string): string | null {
  if (value.trim() === '') return MOBILE_REQUIRED_MESSAGE;
  return isValidMobile(value) ? null : MOBILE_INVALID_MESSAGE;
}

/** §5: the box is required only while the terms are not yet accepted. */
export function termsError(terms: { tncAccepted: boolean; termsChecked: boolean }): string | null {
  return terms.tncAccepted || terms.termsChecked ? null : TERMS_REQUIRED_MESSAGE;
}

/** §5 "numeric keys only": what a mobile or OTP field keeps of what was typed or pasted. */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}
