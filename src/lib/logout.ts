import { storage as browserStorage, type BrowserStorage } from './storage.ts';

export interface LogoutDestinationInput {
  returnUrl: string | null;
  referralCallbackUrl: string | null;
  marketplaceName: string | null;
  currentHref: string;
}

/**
 * Where §4 logout (and every 401) lands. The spec's sentence lists "the stored
 * return URL, else the referral callback URL, else the current address (with
 * marketplace name and callback URL appended when a referral callback exists)".
 * Appending the callback URL only makes sense on an address that is not the
 * callback itself, so we read it as:
 *
 * 1. a stored return URL wins;
 * 2. else, when a referral callback URL is stored, the user stays in Saakh: the
 *    current address with `marketplaceName` and `callbackUrl` set in its query,
 *    which re-enters the referral flow, so the partner's callback stays the
 *    place the user eventually goes back to;
 * 3. else the current address as it is (a reload with storage empty).
 */
export function logoutDestination(input: LogoutDestinationInput): string {
  const returnUrl = input.returnUrl?.trim();
  if (returnUrl) return returnUrl;

  const callbackUrl = input.referralCallbackUrl?.trim();
  if (!callbackUrl) return input.currentHref;

  const url = new URL(input.currentHref);
  const marketplaceName = input.marketplaceName?.trim();
  if (marketplaceName) url.searchParams.set('marketplaceName', marketplaceName);
  url.searchParams.set('callbackUrl', callbackUrl);
  return url.toString();
}

export interface LocationLike {
  href: string;
  assign(url: string): void;
}

export interface LogoutDependencies {
  storage?: BrowserStorage;
  location?: LocationLike;
}

// Several calls can answer 401 at once. Only the first logout may choose where to
// go: later ones would read the already-cleared storage and send the user to the
// current address instead of the return URL. The page unloads, so this resets.
const leaving = new WeakMap<LocationLike, string>();

/**
 * The §4 logout sequence: read what the destination needs, clear all storage and
 * cookies, then navigate. A full navigation (not a router push) drops every bit
 * of in-memory state along with the stored one. Returns the destination.
 */
export function performLogout(dependencies: LogoutDependencies = {}): string {
  const storage = dependencies.storage ?? browserStorage;
  const location = dependencies.location ?? globalThis.location;
  const already = leaving.get(location);
  if (already !== undefined) return already;

  const destination = logoutDestination({
    returnUrl: storage.get('returnUrl'),
    referralCallbackUrl: storage.get('referralCallbackUrl'),
    marketplaceName: storage.get('marketplaceInfo')?.name ?? null,
    currentHref: location.href,
  });

  leaving.set(location, destination);
  storage.clearAll();
  location.assign(destination);
  return destination;
}
