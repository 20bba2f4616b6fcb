// The §2 Mobile No query parameters, read once from the address the app opens on: the session
// (the app's, ADR 037) reads its partner session, utm and redirect from them and hands them to the
// journey it runs while signed out (login). Parsing is pure so the screen, the session and the
// tests agree on what a URL means.

export const LOGIN_QUERY_KEYS = [
  'session',
  'otpSent',
  'redirect',
  'mobile',
  'gid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'marketplaceName',
  'callbackUrl',
  'referral_code',
  'section',
  'action',
] as const;

export type LoginQueryKey = (typeof LOGIN_QUERY_KEYS)[number];

/** Each §2 parameter, present only when the URL carries a non-blank value. */
export type LoginQuery = Partial<Record<LoginQueryKey, string>>;

/** Reads the §2 parameters from a query string ('?a=b' or 'a=b') or URLSearchParams; blanks are dropped. */
export function parseLoginQuery(search: string | URLSearchParams): LoginQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: LoginQuery = {};
  for (const key of LOGIN_QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** ?session=<id>&otpSent=true: an OTP was already sent for this session elsewhere (e.g. a partner app). */
export function resumesSentOtp(query: LoginQuery): query is LoginQuery & { session: string } {
  return query.session !== undefined && query.otpSent?.toLowerCase() === 'true';
}

/** Parameters that only steer the login itself; everything else travels on to the redirect target. */
const LOGIN_ONLY: ReadonlySet<string> = new Set<LoginQueryKey>(['redirect', 'session', 'otpSent']);

/** The query the redirect target receives: the incoming one without the login-only parameters. */
export function redirectQuery(query: LoginQuery): Record<string, string> {
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (!LOGIN_ONLY.has(key) && value !== undefined) rest[key] = value;
  return rest;
}

/**
 * Like redirectQuery, for every parameter of the address, §2's or not: the deep link's own query
 * (/credit-statement's ?from=) and its path parameters, which the guard moved onto Mobile No beside
 * ?redirect, travel back to the redirect target.
 */
export function carriedQuery(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rest: Record<string, string> = {};
  for (const [key, value] of params) if (!LOGIN_ONLY.has(key) && value.trim() !== '') rest[key] = value.trim();
  return rest;
}
