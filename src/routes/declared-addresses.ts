import { bestMatch } from '../../machines/routing/paths.ts';
import { DECLARED_SCREENS, type DeclaredScreenName } from '../journeys/registry.ts';

// Another journey's addresses, asked of the declarations (ADR 033) instead of imported from that
// journey's screen table: a journey links to a screen by its name and never imports another journey.

/** The address pattern of a declared screen. */
export function screenAddress(name: DeclaredScreenName): string {
  const found = DECLARED_SCREENS.find((screen) => screen.spec.name === name);
  if (!found) throw new Error(`No journey declares the screen ${name}`);
  return found.spec.path;
}

/** The journey whose declared screen an address opens (matched as the router matches), or null. */
export function journeyOfAddress(pathname: string): string | null {
  return bestMatch(DECLARED_SCREENS, (screen) => screen.spec.path, pathname)?.candidate.journey ?? null;
}
