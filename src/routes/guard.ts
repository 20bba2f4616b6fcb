import { accessTo, type StatusPosition } from '../../machines/routing/access.ts';
import { matchPath, toQueryString } from '../../machines/routing/paths.ts';
import { isLoggedIn } from '../../machines/routing/logged-in.ts';
import { GUARANTOR_ENTRY, isGuarantorAddress } from '../../machines/routing/guarantor-status.ts';
import { LOGIN_PATHS } from '../../machines/login/screens.ts';
import { decodeToken, type DecodedToken } from '../lib/jwt.ts';
import { screenAddress } from './declared-addresses.ts';
import { NAMED_ROUTES } from './named-routes.ts';
import { findRouteByName, pathForName } from './route-lookup.ts';

// The navigation guard of §4 as a pure function: it reads what it is given and returns
// what to do. guard-runtime.ts gathers the input from storage and the window and applies the
// decision; keeping the two apart lets every rule be tested as a table. Besides §4's rules it
// applies the status table (machines/routing/access.ts) to every route a signed-in user opens.

/** Values the guard asks the runtime to save before it proceeds or redirects. */
export interface GuardStore {
  phone?: string;
  /** The combined "<tokenType> <accessToken>" string the API client sends. */
  token?: string;
  tokenType?: string;
  decodedToken?: DecodedToken;
  homeData?: unknown;
  isWebView?: true;
}

export type GuardDecision =
  { kind: 'proceed'; store?: GuardStore } | { kind: 'redirect'; to: string; replace: true; store?: GuardStore };

export interface GuardInput {
  pathname: string;
  /** The query string, with or without the leading '?'. */
  search: string;
  /** The table route the address matched, or null for an unknown address (the not-found page). */
  route: { name: string; requiresAuth: boolean } | null;
  stored: {
    token: string | null;
    phone: string | null;
    isReferralFlow: boolean;
    decodedToken: DecodedToken | null;
  };
  /** Credentials a native app wrapper hands over; null when the app is not inside one. */
  nativeWrapper: { token: string | null; phone: string | null } | null;
  /**
   * Where the lender last put the application, as this page heard it (null before it has: the
   * journeys then decide on their own fresh answer). Never a copy kept from an earlier visit.
   */
  position: StatusPosition | null;
}

// The /web-view handoff parameters; they carry the token, so none of them survive the redirect.
const HANDOFF_PARAMS = new Set(['mobileNo', 'tokenType', 'accessToken', 'webViewHomeData', 'redirect']);
const LOGIN_SCREENS = new Set<string>([NAMED_ROUTES.mobileNo, NAMED_ROUTES.verifyOtp]);

type QueryEntries = [string, string][];

function queryEntries(search: string): QueryEntries {
  return [...new URLSearchParams(search).entries()];
}

/**
 * The address's path parameters (/supplier/7/payment-history's supplierId), which ?redirect's route
 * name cannot carry: they travel beside it as query parameters and fill the name's path again after
 * login (src/journeys/session/session-input.ts).
 */
function pathParams(routeName: string, pathname: string): QueryEntries {
  const pattern = findRouteByName(routeName)?.fullPath;
  return Object.entries((pattern && matchPath(pattern, pathname)) || {});
}

function redirectTo(to: string, store?: GuardStore): GuardDecision {
  return store ? { kind: 'redirect', to, replace: true, store } : { kind: 'redirect', to, replace: true };
}

function loginWithRedirect(intendedName: string, otherParams: QueryEntries, store?: GuardStore): GuardDecision {
  const mobileNo = pathForName(NAMED_ROUTES.mobileNo) ?? LOGIN_PATHS.mobileEntry;
  const rest = otherParams.filter(([key]) => key !== 'redirect');
  return redirectTo(`${mobileNo}${toQueryString([['redirect', intendedName], ...rest])}`, store);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function webViewHandoff(input: GuardInput): GuardDecision {
  const query = new URLSearchParams(input.search);
  const store: GuardStore = { isWebView: true };
  const phone = query.get('mobileNo');
  if (phone) store.phone = phone;
  const accessToken = query.get('accessToken');
  if (accessToken) {
    const tokenType = query.get('tokenType') || 'Bearer';
    store.token = `${tokenType} ${accessToken}`;
    store.tokenType = tokenType;
    const decoded = decodeToken(accessToken);
    if (decoded) store.decodedToken = decoded;
  }
  const homeJson = query.get('webViewHomeData');
  if (homeJson) {
    const homeData = parseJson(homeJson);
    if (homeData !== undefined) store.homeData = homeData;
  }

  const requested = query.get('redirect');
  const targetName = requested && pathForName(requested) ? requested : NAMED_ROUTES.dashboard;
  const rest = queryEntries(input.search).filter(([key]) => !HANDOFF_PARAMS.has(key));
  if (!isLoggedIn({ token: store.token ?? input.stored.token, phone: store.phone ?? input.stored.phone })) {
    return loginWithRedirect(targetName, rest, store);
  }
  return redirectTo(`${pathForName(targetName)}${toQueryString(rest)}`, store);
}

function isReferral(stored: GuardInput['stored']): boolean {
  return stored.isReferralFlow || stored.decodedToken?.onBoardingType === 'referral';
}

/** The status table's verdict for a signed-in user; null when the address is open to this position. */
function statusRedirect(input: GuardInput): GuardDecision | null {
  if (input.route === null || input.position === null) return null;
  const access = accessTo(input.position, input.pathname, input.search);
  return access.kind === 'handOver' ? redirectTo(access.to) : null;
}

/**
 * §6 roles: a guarantor sees only the guarantor screens and a customer none of them; a deep link
 * into the other role's screens goes to the role's own entry. Null when the address is the role's.
 */
function roleRedirect(input: GuardInput, dashboard: string): GuardDecision | null {
  if (input.route === null || !input.route.requiresAuth) return null;
  const guarantor = input.stored.decodedToken?.isGuarantor === true;
  if (guarantor === isGuarantorAddress(input.pathname)) return null;
  return redirectTo(guarantor ? GUARANTOR_ENTRY : dashboard);
}

export function guard(input: GuardInput): GuardDecision {
  const { route, stored } = input;
  if (route?.name === NAMED_ROUTES.webView) return webViewHandoff(input);

  const dashboard = screenAddress('Dashboard');
  const onLoginScreen = route !== null && LOGIN_SCREENS.has(route.name);

  if (input.nativeWrapper) {
    const store: GuardStore = {};
    if (input.nativeWrapper.token) store.token = input.nativeWrapper.token;
    if (input.nativeWrapper.phone) store.phone = input.nativeWrapper.phone;
    const withStore = Object.keys(store).length > 0 ? store : undefined;
    if (onLoginScreen) return redirectTo(dashboard, withStore);
    const byStatus = statusRedirect(input);
    if (byStatus) return withStore ? { ...byStatus, store: withStore } : byStatus;
    return withStore ? { kind: 'proceed', store: withStore } : { kind: 'proceed' };
  }

  const loggedIn = isLoggedIn(stored);
  if (loggedIn && onLoginScreen) {
    if (stored.decodedToken?.isGuarantor === true) return redirectTo(GUARANTOR_ENTRY);
    return redirectTo(isReferral(stored) ? (pathForName(NAMED_ROUTES.signup) ?? '/signup') : dashboard);
  }
  if (route?.requiresAuth && !loggedIn) {
    return loginWithRedirect(route.name, [...pathParams(route.name, input.pathname), ...queryEntries(input.search)]);
  }
  return (loggedIn && (roleRedirect(input, dashboard) ?? statusRedirect(input))) || { kind: 'proceed' };
}
