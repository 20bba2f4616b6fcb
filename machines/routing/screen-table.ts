import { bestMatch } from './paths.ts';

// The shape of a journey's screen table (ADR 033): per screen state of a journey's machine, the
// one name of the screen and everything the app says about it (address, title, §2 route metadata,
// where the route table places it), plus the application statuses the journey takes over. Each
// journey writes its table once, in machines/<journey>/screens.ts; the route table, page titles,
// screen registry, status table and journey maps are derived from it. Pure: no xstate, no React.

/** The §2 route metadata a screen carries (src/routes/route-types.ts reads it from here). */
export interface RouteMeta {
  /** Defaults to true (§2: every route requires sign-in unless marked public); inherited by children. */
  requiresAuth?: boolean;
  displayName?: string;
  transitionName?: 'slide';
  totalSteps?: number;
  currentStep?: number;
  showRewardsBanner?: boolean;
  isEdit?: boolean;
  showSidebar?: boolean;
  isSupplierFlow?: boolean;
  isCreditStatementFlow?: boolean;
}

/** The layout route of §2 a screen sits in (by that layout route's name), or `page` for none. */
export type ScreenLayout = 'Login' | 'Onboarding' | 'Pre Approval' | 'Post Approval' | 'Guarantor' | 'Home' | 'page';

interface ScreenFacts {
  /** §2's name of the screen (PascalCase): its component's key and, spelt out, its route name. */
  readonly name: string;
  readonly layout: ScreenLayout;
  /** The page title people read, only where the route name or displayName does not read as one. */
  readonly title?: string;
}

/** A screen at one address: most screens. */
export interface SingleScreenSpec extends ScreenFacts {
  /** Absolute URL pattern, as §2 writes it (/signup/mandate/pending). */
  readonly path: string;
  /** §2's route name, only where §2 does not spell the screen name out ('Redirect Mandate'). */
  readonly routeName?: string;
  readonly meta?: RouteMeta;
  readonly places?: never;
}

/** One place's address of a screen drawn in several places (ADR 036). */
export interface PlaceAddress {
  /** Absolute URL pattern, as §2 writes it (/supplier/:id?/payment-history/pay-now). */
  readonly path: string;
  /** §2's route name at this address: route names are unique, so each place has its own ('Supplier Pay Now'). */
  readonly routeName: string;
  readonly meta?: RouteMeta;
}

/**
 * A screen drawn in several places (§2 nests the payment's screens under the dashboard, the credit
 * statement and a supplier's history; ADR 030 draws each once, its place in context): an address per
 * place, and none of its own, so nothing can ask for "the" address without naming the place (ADR 036).
 */
export interface PlacedScreenSpec extends ScreenFacts {
  readonly places: Readonly<Record<string, PlaceAddress>>;
  readonly path?: never;
  readonly routeName?: never;
  readonly meta?: never;
}

export type ScreenSpec = SingleScreenSpec | PlacedScreenSpec;

/** A journey's screens by machine state. */
export type ScreenTable = Readonly<Record<string, ScreenSpec>>;

/** A table of single-address screens only (every journey's but the payment's). */
export type SingleScreenTable = Readonly<Record<string, SingleScreenSpec>>;

/**
 * The route name of a screen: §2's own where it gives one, else the screen name spelt out, each
 * word capitalised as route names are ('PostApprovalStep1' → 'Post Approval Step 1', 'NACHSuccess'
 * → 'NACH Success', §2's one camel-case name 'downloadStatement' → 'Download Statement').
 */
export function routeNameOf(spec: { readonly name: string; readonly routeName?: string | undefined }): string {
  return (
    spec.routeName ??
    spec.name
      .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .replace(/([0-9])([A-Za-z])/g, '$1 $2')
      .replace(/^[a-z]/, (first) => first.toUpperCase())
  );
}

/** The addresses of a table's screens, by state. */
export function pathsOf<const T extends SingleScreenTable>(table: T): { readonly [K in keyof T]: T[K]['path'] } {
  return Object.fromEntries(Object.entries(table).map(([state, spec]) => [state, spec.path])) as {
    readonly [K in keyof T]: T[K]['path'];
  };
}

/** The state of a table whose address `pathname` is (the most specific pattern wins), or null. */
export function stateOfPath<const T extends SingleScreenTable>(table: T, pathname: string): keyof T | null {
  const states = Object.keys(table) as (keyof T & string)[];
  return bestMatch(states, (state) => table[state]?.path ?? '', pathname)?.candidate ?? null;
}
