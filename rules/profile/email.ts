// An email the customer adds to their profile (issue 32): the rule the screen shows under the field,
// the sandbox's (server/profile/rules.ts) as a sentence. At most 254 characters (RFC 5321's path
// limit), one @, a dotted domain ending in two letters or more; compared in lower case.

export const EMAIL_MAX_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address, like name@example.com';
export const EMAIL_LENGTH_MESSAGE = `An email address has at most ${EMAIL_MAX_LENGTH} characters`;

/** The address as it is sent: trimmed, lower case. */
export function tidyEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** null when the address may be sent a code; else the sentence shown under the field. */
export function emailError(value: string): string | null {
  const email = tidyEmail(value);
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_LENGTH_MESSAGE;
  return EMAIL.test(email) ? null : EMAIL_FORMAT_MESSAGE;
}
