import { carriedQuery, parseLoginQuery } from '../../../machines/login/query.ts';
import type { SessionInput } from '../../../machines/session/session.machine.ts';
import { decodeToken } from '../../lib/jwt.ts';
import type { BrowserStorage } from '../../lib/storage.ts';
import { readUtm } from '../../lib/utm.ts';
import { readNativeWrapper } from '../../routes/native-wrapper.ts';

/**
 * A ?redirect route name's address, its parameters filled: the route table's pathForName
 * (src/routes/route-lookup.ts). Passed in, so the login island loads the table only when the
 * address names a redirect.
 */
export type RouteNameResolver = (name: string, params?: Readonly<Record<string, string>>) => string | null;

/**
 * Where ?redirect leads back to: the route's address with the path parameters the guard carried
 * beside it (guard.ts, pathParams), and the rest of the address's query. A parameter belongs to the
 * path when leaving it out changes the address.
 */
function redirectTarget(name: string, carried: Record<string, string>, pathForName: RouteNameResolver) {
  const path = pathForName(name, carried);
  const query = Object.fromEntries(
    Object.entries(carried).filter(([key]) => {
      const { [key]: _left, ...without } = carried;
      return pathForName(name, without) === path;
    }),
  );
  return { path, query };
}

/**
 * The session's input, read once when the app mounts: what storage holds (the guard has already
 * copied any web-view or native-wrapper credentials there) and what the address says, with the
 * ?redirect route name resolved to its address (machines cannot read the route table).
 */
export function readSessionInput(
  target: Pick<Window, 'location' | 'saakhNativeWrapper'>,
  storage: Pick<BrowserStorage, 'get'>,
  pathForName: RouteNameResolver,
): SessionInput {
  const search = new URLSearchParams(target.location.search);
  const loginQuery = parseLoginQuery(search);
  const token = storage.get('token');
  const decoded = storage.get('decodedToken') ?? decodeToken(token);
  const utm = readUtm(search);
  const redirect = loginQuery.redirect
    ? redirectTarget(loginQuery.redirect, carriedQuery(search), pathForName)
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
    },
    loginQuery,
  };
}
