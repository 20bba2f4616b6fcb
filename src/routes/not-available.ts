import { DECLARED_SCREENS, type DeclaredScreenName } from '../journeys/registry.ts';
import { SPEC_LISTED_SCREENS, type ScreenName, type SpecListedScreen } from './screen-names.ts';

// The screens whose journey is not built yet. Each renders the plain "This page is not available
// yet" page. Derived, so building a journey never edits this file: §2's screens that no journey
// declares (screen-names.ts), minus the few the app drew from the route table before journeys were
// declared. screen-registry.ts's type makes the list and the registry a partition, so a screen
// cannot be both missing and built, or neither.

/** §2's screens the app draws although no journey declares them: the route table's own rows. */
const BUILT_UNDECLARED = ['Failure', 'GSTINVerification', 'Signup'] as const satisfies readonly SpecListedScreen[];

export type NotAvailableScreen = Exclude<SpecListedScreen, DeclaredScreenName | (typeof BUILT_UNDECLARED)[number]>;

const declared: ReadonlySet<string> = new Set(DECLARED_SCREENS.map(({ spec }) => spec.name));

const builtUndeclared: ReadonlySet<string> = new Set(BUILT_UNDECLARED);

export const NOT_AVAILABLE_SCREENS: readonly NotAvailableScreen[] = SPEC_LISTED_SCREENS.filter(
  (screen): screen is NotAvailableScreen => !declared.has(screen) && !builtUndeclared.has(screen),
).sort();

/** How many screens are still to be built: zero once every journey is. */
export const NOT_AVAILABLE_COUNT: number = NOT_AVAILABLE_SCREENS.length;

const notAvailable: ReadonlySet<ScreenName> = new Set(NOT_AVAILABLE_SCREENS);

export function isNotAvailable(screen: ScreenName): screen is NotAvailableScreen {
  return notAvailable.has(screen);
}
