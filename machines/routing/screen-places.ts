import { routeNameOf, type PlaceAddress, type RouteMeta, type ScreenSpec } from './screen-table.ts';

// The addresses of one row of a screen table (ADR 036): a single-address screen's one, or a placed
// screen's one per place. Apart from screen-table.ts, which the login route's bundle reads (through
// the guarantor's and the dashboard's entries): only the full app asks a row for its addresses.

/** One address a screen answers, with the place it is (null for a single-address screen), route name and metadata. */
export interface ScreenAddress {
  readonly place: string | null;
  readonly path: string;
  readonly routeName: string;
  readonly meta?: RouteMeta;
}

/** Every address a screen answers: its one, or one per place in the table's order. */
export function addressesOf(spec: ScreenSpec): ScreenAddress[] {
  if (spec.places === undefined) {
    return [{ place: null, path: spec.path, routeName: routeNameOf(spec), ...(spec.meta && { meta: spec.meta }) }];
  }
  return Object.entries(spec.places).map(([place, address]) => ({ place, ...address }));
}

/**
 * The address of a screen: a single-address screen's own (no place), or the address of the place
 * named. Asking a placed screen without a place, or a place it is not drawn in, is a mistake.
 */
export function addressAt(spec: ScreenSpec, place?: string): string {
  const found = addressesOf(spec).find((address) => address.place === (place ?? null));
  if (!found) throw new Error(`The screen ${spec.name} has no address ${place ? `in ${place}` : 'without a place'}`);
  return found.path;
}

/** A placed screen's address patterns by place (a chart's `meta.route.path` for it, ADR 030). */
export function placesOf<const P extends Readonly<Record<string, PlaceAddress>>>(spec: {
  readonly places: P;
}): { readonly [K in keyof P]: P[K]['path'] } {
  return Object.fromEntries(Object.entries(spec.places).map(([place, address]) => [place, address.path])) as {
    readonly [K in keyof P]: P[K]['path'];
  };
}
