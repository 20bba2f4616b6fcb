import { carriedQuery, parseLoginQuery } from '../../../machines/session/entry-query.ts';
import type { SessionInput } from '../../../machines/session/session.machine.ts';
import { decodeToken } from '../../lib/jwt.ts';
import type { BrowserStorage } from '../../lib/storage.ts';
import { readUtm } from '../../lib/utm.ts';
import { readNativeWrapper } from '../../routes/native-wrapper.ts';
import type { RedirectAddress } from '../../routes/route-lookup.ts';

/**
 * What the route table says of a ?redirect route name (src/routes/route-lookup.ts): where it leads
 * with the parameters the address carried, and whether it is a guarantor's screen. Passed in, so
 * the login island loads the table only when the address names a redirect.
 */
export interface RedirectRoutes {
  redirectAddress: (name: string, carried: Readonly<Record<string, string>>) => RedirectAddress;
  isGuarantorRoute: (name: string) => boolean;
}

/** An address with no ?redirect has nothing to resolve. */
export const NO_ROUTES: RedirectRoutes = {
  redirectAddress: () => ({ path: null, query: {} }),
  isGuarantorRoute: () => false,
};

/**
 * The session's input, read once when the app mounts: what storage holds (the guard has already
 * copied any web-view or native-wrapper credentials there) and what the address says, with the
 * ?redirect route name resolved to its address (machines cannot read the route table).
 */
export function readSessionInput(
  target: Pick<Window, 'location' | 'saakhNativeWrapper'>,
  storage: Pick<BrowserStorage, 'get'>,
  routes: RedirectRoutes,
): SessionInput {
  const search = new URLSearchParams(target.location.search);
  const loginQuery = parseLoginQuery(search);
  const token = storage.get('token');
  const decoded = storage.get('decodedToken') ?? decodeToken(token);
  const utm = readUtm(search);
  const carried = carriedQuery(search);
  const redirect = loginQuery.redirect
    ? routes.redirectAddress(loginQuery.redirect, carried)
    : { path: null, query: {} };
  return {
    stored: {
      token,
      phone: storage.get('phone'),
      sessionId: storage.get('sessionId'),
      onBoardingType: decoded?.onBoardingType ?? null,
      isReferralFlow: storage.get('isReferralFlow') ?? false,
      isWebView: storage.get('isWebView') ?? false,
      guarantor: decoded?.isGuarantor ?? false,
    },
    nativeWrapper: readNativeWrapper(target) !== null,
    entry: {
      sessionId: loginQuery.session ?? null,
      marketplaceName: loginQuery.marketplaceName ?? null,
      callbackUrl: loginQuery.callbackUrl ?? null,
      utm: { source: utm.source, medium: utm.medium, campaign: utm.campaign },
      redirectPath: redirect.path,
      redirectQuery: redirect.query,
      guarantorEntry: loginQuery.redirect ? routes.isGuarantorRoute(loginQuery.redirect) : false,
      carry: loginQuery.redirect ? { redirect: loginQuery.redirect, ...carried } : {},
    },
    loginQuery,
  };
}
