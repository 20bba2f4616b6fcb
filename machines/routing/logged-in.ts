import { isValidMobile } from '../../rules/mobile.ts';

/**
 * §4 "Logged-in means a stored token plus a stored phone matching ten digits starting with 6 to
 * 9". Expiry is not part of the rule: an expired token gets a 401 and the logout sequence. One
 * rule for the route guard and the session machine, so they cannot disagree on who is logged in.
 */
export function isLoggedIn(input: { token: string | null | undefined; phone: string | null | undefined }): boolean {
  return typeof input.token === 'string' && input.token.trim() !== '' && isValidMobile(input.phone);
}
