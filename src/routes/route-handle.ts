import { useMatches } from 'react-router-dom';
import type { EffectiveRouteMeta } from './route-types.ts';

/** What every table route carries as its react-router `handle`. */
export interface RouteHandle {
  name: string;
  meta: EffectiveRouteMeta;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'meta' in value;
}

/** The deepest matched table route (its name and §2 metadata), e.g. for a step indicator. */
export function useCurrentRoute(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
