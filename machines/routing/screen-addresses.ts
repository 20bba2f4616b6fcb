import type { ScreenTable } from './screen-table.ts';
import { STATEMENT_SCREENS } from '../statement/screens.ts';

// Another journey's addresses for a chart (ADR 033): a chart that starts from or hands over to
// another journey's screen names it, and its address is read off that journey's screen table here,
// in the shared routing folder, since a chart never imports another journey's folder (ADR 035).
// The charts' counterpart of src/routes/declared-addresses.ts; a table joins the list the day a
// chart first names one of its screens.

const TABLES = [STATEMENT_SCREENS] as const;

type NamesOf<T> = T extends ScreenTable ? T[keyof T]['name'] : never;

/** A screen a chart may name in another journey. */
export type NamedScreen = NamesOf<(typeof TABLES)[number]>;

const ADDRESSES: ReadonlyMap<string, string> = new Map(
  TABLES.flatMap((table) => Object.values(table).map((spec: ScreenTable[string]) => [spec.name, spec.path] as const)),
);

/** The address pattern of another journey's screen, by its name. */
export function addressOfScreen(name: NamedScreen): string {
  const address = ADDRESSES.get(name);
  if (address === undefined) throw new Error(`No screen table names the screen ${name}`);
  return address;
}
