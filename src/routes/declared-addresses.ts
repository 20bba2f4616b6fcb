import { bestMatch } from '../../machines/routing/paths.ts';
import { addressOfScreen } from '../../machines/routing/screen-addresses.ts';
import { addressesOf } from '../../machines/routing/screen-places.ts';
import { DECLARED_SCREENS, type DeclaredScreenName } from '../journeys/registry.ts';

// Another journey's addresses, asked by screen name (ADR 033) instead of imported from that
// journey's screen table: a journey links to a screen by its name and never imports another journey.
// A screen drawn in several places (the payment's) is asked for in one place (ADR 036).

/**
 * The address pattern of a declared screen (in `place`, for a screen drawn in several), from the one
 * lookup the charts use too (ADR 038). A declared journey whose table is missing from that lookup's
 * generated list fails to typecheck here.
 */
export function screenAddress(name: DeclaredScreenName, place?: string): string {
  return addressOfScreen(name, place);
}

const ADDRESSES = DECLARED_SCREENS.flatMap(({ journey, spec }) =>
  addressesOf(spec).map(({ path }) => ({ journey, path })),
);

/** The journey whose declared screen an address opens (matched as the router matches), or null. */
export function journeyOfAddress(pathname: string): string | null {
  return bestMatch(ADDRESSES, (address) => address.path, pathname)?.candidate.journey ?? null;
}
