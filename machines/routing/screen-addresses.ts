import { addressAt } from './screen-places.ts';
import type { ScreenSpec, ScreenTable } from './screen-table.ts';
import { DASHBOARD_SCREENS } from '../dashboard/screens.ts';
import { PAYMENT_SCREENS } from '../payment/screens.ts';
import { STATEMENT_SCREENS } from '../statement/screens.ts';

// Another journey's addresses for a chart (ADR 033): a chart that starts from or hands over to
// another journey's screen names it, and its address is read off that journey's screen table here,
// in the shared routing folder, since a chart never imports another journey's folder (ADR 035).
// The charts' counterpart of src/routes/declared-addresses.ts; a table joins the list the day a
// chart first names one of its screens. A screen drawn in several places (the payment's) is asked
// for in one place (ADR 036).

const TABLES = [STATEMENT_SCREENS, DASHBOARD_SCREENS, PAYMENT_SCREENS] as const;

type NamesOf<T> = T extends ScreenTable ? T[keyof T]['name'] : never;

/** A screen a chart may name in another journey. */
export type NamedScreen = NamesOf<(typeof TABLES)[number]>;

const SPECS: ReadonlyMap<string, ScreenSpec> = new Map(
  TABLES.flatMap((table) => Object.values(table).map((spec: ScreenSpec) => [spec.name, spec] as const)),
);

/** The address pattern of another journey's screen, by its name (and the place, for a screen drawn in several). */
export function addressOfScreen(name: NamedScreen, place?: string): string {
  const spec = SPECS.get(name);
  if (spec === undefined) throw new Error(`No screen table names the screen ${name}`);
  return addressAt(spec, place);
}
