import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { StatusPosition } from '../../machines/routing/access.ts';
import { decodeToken } from '../lib/jwt.ts';
import { storage as browserStorage, type BrowserStorage } from '../lib/storage.ts';
import { guard, type GuardDecision, type GuardInput, type GuardStore } from './guard.ts';
import { matchTableRoute } from './route-match.ts';
import { readNativeWrapper, type NativeWrapperCredentials } from './native-wrapper.ts';

// The impure half of the navigation guard: gathers storage and window state for the pure
// `guard`, saves what it asks to save, and hands react-router the redirect. It runs as the
// root route's loader, so a redirect happens before anything renders (no flash of a
// protected page).

type GuardStorage = Pick<BrowserStorage, 'get' | 'set'>;

export interface GuardRuntimeDeps {
  storage: GuardStorage;
  nativeWrapper: () => NativeWrapperCredentials | null;
  /** The application's position as this page last heard it from the lender (the app's journeys keep it). */
  position?: () => StatusPosition | null;
}

/** The browser's storage and window; the app adds the position its journeys heard. */
export const browserGuardDeps = (): GuardRuntimeDeps => ({
  storage: browserStorage,
  nativeWrapper: () => readNativeWrapper(typeof window === 'undefined' ? undefined : window),
});

export function readStoredForGuard(storage: GuardStorage): GuardInput['stored'] {
  const token = storage.get('token');
  return {
    token,
    phone: storage.get('phone'),
    isReferralFlow: storage.get('isReferralFlow') ?? false,
    // Older sessions may hold the token without its decoded copy.
    decodedToken: storage.get('decodedToken') ?? decodeToken(token),
  };
}

export function applyGuardStore(store: GuardStore, storage: GuardStorage): void {
  if (store.phone !== undefined) storage.set('phone', store.phone);
  if (store.token !== undefined) storage.set('token', store.token);
  if (store.tokenType !== undefined) storage.set('tokenType', store.tokenType);
  if (store.decodedToken !== undefined) storage.set('decodedToken', store.decodedToken);
  if (store.homeData !== undefined) {
    storage.set('homeData', store.homeData);
    // The web-view handoff blob is also kept as it came, for screens that read the wrapper's copy.
    storage.set('webViewHomeData', store.homeData);
  }
  if (store.isWebView) storage.set('isWebView', true);
}

/** Decides for `url`, saves what the decision carries, and returns it. */
export function runGuard(url: URL, deps: GuardRuntimeDeps = browserGuardDeps()): GuardDecision {
  const route = matchTableRoute(url.pathname);
  const decision = guard({
    pathname: url.pathname,
    search: url.search,
    route: route ? { name: route.name, requiresAuth: route.meta.requiresAuth } : null,
    stored: readStoredForGuard(deps.storage),
    nativeWrapper: deps.nativeWrapper(),
    position: deps.position?.() ?? null,
  });
  if (decision.store) applyGuardStore(decision.store, deps.storage);
  return decision;
}

/** The root route's loader: every navigation passes through the guard first. */
export function createGuardLoader(deps?: () => GuardRuntimeDeps) {
  return ({ request }: LoaderFunctionArgs): null => {
    const decision = runGuard(new URL(request.url), deps?.());
    // `replace` keeps the guarded address (and any handed-over token) out of history.
    if (decision.kind === 'redirect') throw replace(decision.to);
    return null;
  };
}
