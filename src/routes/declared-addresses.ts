import { bestMatch } from '../../machines/routing/paths.ts';
import { addressOfScreen } from '../../machines/routing/screen-addresses.ts';
import { DECLARED_SCREENS, type DeclaredScreenName } from '../journeys/registry.ts';

// Another journey's addresses, asked by screen name (ADR 033) instead of imported from that
// journey's screen table: a journey links to a screen by its name and never imports another journey.

/**
 * The address pattern of a declared screen, from the one lookup the charts use too (ADR 038). A
 * declared journey whose table is missing from that lookup's generated list fails to typecheck here.
 */
export function screenAddress(name: DeclaredScreenName): string {
  return addressOfScreen(name);
}

/** The journey whose declared screen an address opens (matched as the router matches), or null. */
export function journeyOfAddress(pathname: string): string | null {
  return bestMatch(DECLARED_SCREENS, (screen) => screen.spec.path, pathname)?.candidate.journey ?? null;
}
