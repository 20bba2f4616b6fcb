// Indian mobile number (§5): ten digits, the first 6-9. The app's one statement of the rule:
// src/lib reads it for "logged in", src/api for request bodies, and machines, which may import
// only src/api, get it re-exported by src/api/customer/schemas.ts.

export const MOBILE_NUMBER_LENGTH = 10;
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;

export function isValidMobile(value: string | null | undefined): value is string {
  return typeof value === 'string' && MOBILE_NUMBER_PATTERN.test(value);
}
