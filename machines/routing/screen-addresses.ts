import type { ScreenTable } from './screen-table.ts';
import { SCREEN_TABLES } from './screen-tables.ts';

// A screen's address by its name, the one lookup (ADR 038): a chart that starts from or hands over
// to another journey's screen, and a screen that links to one (src/routes/declared-addresses.ts),
// name it, and its address is read off that journey's screen table in the generated list of every
// table, here in the shared routing folder: neither imports another journey's folder (ADR 035).

type NamesOf<T> = T extends ScreenTable ? T[keyof T]['name'] : never;

/** A screen named in some journey's screen table. */
export type NamedScreen = NamesOf<(typeof SCREEN_TABLES)[keyof typeof SCREEN_TABLES]>;

const ADDRESSES: ReadonlyMap<string, string> = new Map(
  Object.values<ScreenTable>(SCREEN_TABLES).flatMap((table) =>
    Object.values(table).map((spec) => [spec.name, spec.path] as const),
  ),
);

/** The address pattern of a screen, by its name. */
export function addressOfScreen(name: NamedScreen): string {
  const address = ADDRESSES.get(name);
  if (address === undefined) throw new Error(`No screen table names the screen ${name}`);
  return address;
}
