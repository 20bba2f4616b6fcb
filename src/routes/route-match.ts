import { matchRoutes } from 'react-router-dom';
import { FLAT_ROUTES, isAddressable, type FlatRoute } from './route-lookup.ts';

// Redirects go last so an address that is both a screen and its index redirect (/rewards)
// is judged as the screen; the redirect still runs once the guard lets it through.
const candidates = FLAT_ROUTES.filter(isAddressable).sort(
  (a, b) => Number(a.node.kind === 'redirect') - Number(b.node.kind === 'redirect'),
);
const byId = new Map(candidates.map((route) => [route.name, route]));
const patterns = candidates.map((route) => ({ id: route.name, path: route.fullPath }));

/** The table route an address belongs to, or null when no route answers it (not found). */
export function matchTableRoute(pathname: string): FlatRoute | null {
  const matches = matchRoutes(patterns, pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  return (id !== undefined && byId.get(id)) || null;
}
