import { bestMatch } from '../../machines/routing/paths.ts';
import { FLAT_ROUTES, isAddressable, type FlatRoute } from './route-lookup.ts';

// Redirects go last so an address that is both a screen and its index redirect is judged as
// the screen; the redirect still runs once the guard lets it through.
const candidates = FLAT_ROUTES.filter(isAddressable).sort(
  (a, b) => Number(a.node.kind === 'redirect') - Number(b.node.kind === 'redirect'),
);

/** The table route an address belongs to (the one the router renders), or null when none answers it. */
export function matchTableRoute(pathname: string): FlatRoute | null {
  return bestMatch(candidates, (route) => route.fullPath, pathname)?.candidate ?? null;
}
