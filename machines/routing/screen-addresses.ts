import { addressAt } from './screen-places.ts';
import type { ScreenSpec, ScreenTable } from './screen-table.ts';
import { SCREEN_TABLES } from './screen-tables.ts';

// A screen's address by its name, the one lookup (ADR 038): a chart that starts from or hands over
// to another journey's screen, and a screen that links to one (src/routes/declared-addresses.ts),
// name it, and its address is read off that journey's screen table in the generated list of every
// table, here in the shared routing folder: neither imports another journey's folder (ADR 035). A
// screen drawn in several places (the payment's) is asked for in one place (ADR 036).

type NamesOf<T> = T extends ScreenTable ? T[keyof T]['name'] : never;

/** A screen named in some journey's screen table. */
export type NamedScreen = NamesOf<(typeof SCREEN_TABLES)[keyof typeof SCREEN_TABLES]>;

// Built on first use: a screen table may itself name another journey's screen while the tables load.
let specs: ReadonlyMap<string, ScreenSpec> | undefined;
const specsByName = (): ReadonlyMap<string, ScreenSpec> =>
  (specs ??= new Map(
    Object.values<ScreenTable>(SCREEN_TABLES).flatMap((table) =>
      Object.values(table).map((spec: ScreenSpec) => [spec.name, spec] as const),
    ),
  ));

/** The address pattern of a screen, by its name (and the place, for a screen drawn in several). */
export function addressOfScreen(name: NamedScreen, place?: string): string {
  const spec = specsByName().get(name);
  if (spec === undefined) throw new Error(`No screen table names the screen ${name}`);
  return addressAt(spec, place);
}
