// Indian mobile number (§5): ten digits, the first 6-9. The app's one statement of the rule:
// src/lib reads it for "logged in", src/api for request bodies, the charts for the login form.

export const MOBILE_NUMBER_LENGTH = 10;
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;

export function isValidMobile(value: string | null | undefined): value is string {
  return typeof value === 'string' && MOBILE_NUMBER_PATTERN.test(value);
}

const COUNTRY_CODE = '91';

/**
 * What a mobile field keeps of what was typed, pasted or autofilled: the national number.
 * Phones and address books hand over "+91 98765 00001", "919876500001" or "09876500001";
 * cutting those to ten characters first would keep the prefix and lose the last digits, so
 * the country code and the trunk 0 go before the length limit. Typed input never gets past
 * ten digits, so a number that really starts 91… is not clipped while it is being typed.
 */
export function normaliseMobileInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  const international = /^\s*(\+|00)\s*91/.test(raw);
  if (international) digits = digits.replace(/^(00)?91/, '');
  else if (digits.length === MOBILE_NUMBER_LENGTH + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE)) {
    digits = digits.slice(COUNTRY_CODE.length);
  }
  if (digits.length === MOBILE_NUMBER_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, MOBILE_NUMBER_LENGTH);
}
