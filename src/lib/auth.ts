/** §5 mobile number: ten digits, the first 6-9. */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;

export function isValidMobileNumber(phone: string | null | undefined): phone is string {
  return typeof phone === 'string' && MOBILE_NUMBER_PATTERN.test(phone);
}

/**
 * §4 "Logged-in means a stored token plus a stored phone matching ten digits
 * starting with 6 to 9". Expiry is not part of the rule: an expired token gets a
 * 401 and the logout sequence.
 */
export function isLoggedIn(input: { token: string | null | undefined; phone: string | null | undefined }): boolean {
  return typeof input.token === 'string' && input.token.trim() !== '' && isValidMobileNumber(input.phone);
}
