import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { bestMatch, buildPath, parsePattern, presentEntries, splitUrl, toQueryString } from './routing/paths.ts';
import type { ParamValue } from './routing/paths.ts';

// How journey machines own the address bar (ADR 003):
// - A screen state declares `meta.route = { path, params?, query?, replace? }`. Descendant states
//   (e.g. `submitting` inside a screen) inherit it, so busy states keep the screen's URL.
// - A screen that the user may reach by URL (back button, deep link) also has an `id` and XState's
//   routable-state config `route: { guard? }`. The URL becomes the event
//   `{ type: 'xstate.route', to: '#id', params, query }` and the machine decides; a state without
//   `route` cannot be entered by URL.
// - A screen drawn once for several places (the payment's Pay Now under /dashboard, /credit-statement
//   and a supplier's history, ADR 030) gives one pattern per place and says, from its context, which
//   place it stands in. An address of any of them maps to the state, and its route event names the
//   place, so the machine's route guard can refuse an address of another place.
// - A state that hands the user to another journey (the landing after login, a later journey's
//   status) declares `meta.route = { handOver: (context) => url }`: the address of a screen this
//   machine does not own, so the address bar is sent there (replacing the entry) and no address
//   ever leads back to the state.
// - The URL is always derived from the snapshot (`routeOf`); the app navigates only when the
//   derived URL differs from the current one, so a refused route event re-derives the old URL
//   instead of looping.

export interface ScreenRouteMeta<TContext = never> {
  /**
   * Path pattern: static segments, `:name` and optional `:name?` parameters; or, for a screen drawn
   * once for several places, one pattern per place (`place` says which one the context stands in).
   */
  path: string | Readonly<Record<string, string>>;
  /** With a pattern per place: the place the context stands in, a key of `path`. */
  place?: (context: TContext) => string;
  /** Values for the path parameters; by default each `:name` is read from `context[name]`. */
  params?: (context: TContext) => Record<string, ParamValue>;
  /** Query parameters to show for this screen; empty or nullish values are left out. */
  query?: (context: TContext) => Record<string, ParamValue>;
  /** Replace the history entry on entry (hand-offs the back button should skip). */
  replace?: boolean;
}

export interface HandOverRouteMeta<TContext = never> {
  /** The whole address (path and query) of another journey's screen, or null to leave the URL alone. */
  handOver: (context: TContext) => string | null;
}

export type RouteMeta<TContext = never> = ScreenRouteMeta<TContext> | HandOverRouteMeta<TContext>;

/** The state meta type journeys pass as `setup({ types: { meta: {} as ScreenMeta<Context> } })`. */
export interface ScreenMeta<TContext = never> {
  route?: RouteMeta<TContext>;
}

export interface RouteEvent {
  type: 'xstate.route';
  to: `#${string}`;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The place whose address it is, for a screen with a pattern per place. */
  place?: string;
}

export interface UrlMatch {
  stateId: string;
  node: AnyStateNode;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Whether the state opted in to URL entry with XState's `route` config. */
  routable: boolean;
  /** The place whose pattern matched, for a screen with a pattern per place; else null. */
  place: string | null;
}

/** One address pattern of a screen: its only one, or one place's. */
export interface ScreenPattern {
  node: AnyStateNode;
  route: ScreenRouteMeta<unknown>;
  path: string;
  place: string | null;
}

interface RoutedNode {
  node: AnyStateNode;
  route: RouteMeta<unknown>;
}

export function isHandOver(route: RouteMeta<never>): route is HandOverRouteMeta<never> {
  return 'handOver' in route;
}

function routeMetaOf(node: AnyStateNode): RouteMeta<unknown> | undefined {
  const meta = node.meta as ScreenMeta<unknown> | undefined;
  return meta?.route;
}

/** Every state node that declares a route (a screen or a hand-over), in document order. */
export function routedNodes(machine: AnyStateMachine): RoutedNode[] {
  const found: RoutedNode[] = [];
  const visit = (node: AnyStateNode): void => {
    const route = routeMetaOf(node);
    if (route) found.push({ node, route });
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}

/** A screen's path patterns with the place each is for (null for a screen with one pattern). */
export function routePatterns(route: ScreenRouteMeta<unknown>): { path: string; place: string | null }[] {
  const { path } = route;
  if (typeof path === 'string') return [{ path, place: null }];
  return Object.entries(path).map(([place, pattern]) => ({ path: pattern, place }));
}

/** The pattern of the place the context stands in. */
function patternFor(route: ScreenRouteMeta<unknown>, context: unknown): string {
  const { path } = route;
  if (typeof path === 'string') return path;
  const place = route.place?.(context);
  const pattern = place === undefined ? undefined : path[place];
  if (pattern === undefined) throw new Error(`No address for place ${String(place)}`);
  return pattern;
}

/** The state nodes that show one of this machine's screens: one entry per path pattern. */
export function screenNodes(machine: AnyStateMachine): ScreenPattern[] {
  return routedNodes(machine).flatMap(({ node, route }) =>
    isHandOver(route) ? [] : routePatterns(route).map(({ path, place }) => ({ node, route, path, place })),
  );
}

/**
 * The deepest active state that declares a route, or undefined in a state with no screen. The
 * active states are found by walking `snapshot.value` down the machine's own tree (public API:
 * `snapshot.machine.root` and each node's `states`), parents before children.
 */
export function activeRoute(snapshot: AnyMachineSnapshot): RoutedNode | undefined {
  let deepest: RoutedNode | undefined;
  const visit = (node: AnyStateNode | undefined, value: unknown): void => {
    if (!node) return;
    const route = routeMetaOf(node);
    // Parallel regions: the one later in the chart wins, as a child wins over its parent.
    if (route && (!deepest || node.order > deepest.node.order)) deepest = { node, route };
    const inner = (typeof value === 'string' ? { [value]: 0 } : value) as Record<string, unknown> | undefined;
    for (const key in inner) visit(node.states[key], inner[key]);
  };
  visit(snapshot.machine.root, snapshot.value);
  return deepest;
}

function defaultParams(pattern: string, context: unknown): Record<string, ParamValue> {
  const source = (context ?? {}) as Record<string, unknown>;
  const params: Record<string, ParamValue> = {};
  for (const segment of parsePattern(pattern)) {
    if (segment.kind !== 'param') continue;
    const value = source[segment.name];
    params[segment.name] = typeof value === 'string' || typeof value === 'number' ? value : undefined;
  }
  return params;
}

/** The URL (path + query) of the active screen or hand-over, or null while no state declares one. */
export function routeOf(snapshot: AnyMachineSnapshot): string | null {
  const active = activeRoute(snapshot);
  if (!active) return null;
  const { route } = active;
  const context = snapshot.context as never;
  if (isHandOver(route)) return route.handOver(context);
  const pattern = patternFor(route, snapshot.context);
  const params = route.params ? route.params(context) : defaultParams(pattern, snapshot.context);
  const query = route.query ? route.query(context) : {};
  return buildPath(pattern, params) + toQueryString(presentEntries(query));
}

/** The address the active state hands the address bar over to, or null when it shows a screen (or nothing). */
export function handOverOf(snapshot: AnyMachineSnapshot): string | null {
  const route = activeRoute(snapshot)?.route;
  return route !== undefined && isHandOver(route) ? route.handOver(snapshot.context as never) : null;
}

/** Whether entering the active screen should replace the current history entry (always, for a hand-over). */
export function replacesHistory(snapshot: AnyMachineSnapshot): boolean {
  const route = activeRoute(snapshot)?.route;
  return route !== undefined && (isHandOver(route) || route.replace === true);
}

/** The screen state whose route matches `url`, most specific pattern first; null when none does. */
export function stateForUrl(machine: AnyStateMachine, url: string): UrlMatch | null {
  const { pathname, query } = splitUrl(url);
  const found = bestMatch(screenNodes(machine), ({ path }) => path, pathname);
  if (!found) return null;
  const { node, place } = found.candidate;
  return { stateId: node.id, node, params: found.params, query, routable: Boolean(node.config.route), place };
}

/** The event to send when the address bar changes outside the machine; null when no routable screen matches. */
export function routeEventFor(machine: AnyStateMachine, url: string): RouteEvent | null {
  const match = stateForUrl(machine, url);
  if (!match?.routable) return null;
  const event: RouteEvent = { type: 'xstate.route', to: `#${match.stateId}`, params: match.params, query: match.query };
  return match.place === null ? event : { ...event, place: match.place };
}

/**
 * Whether the current address already shows `derived`: same path, and every query parameter the
 * machine derives is present with the same value (unrelated parameters such as `?inspect` are kept).
 */
export function showsRoute(derived: string, current: string): boolean {
  const want = splitUrl(derived);
  const have = splitUrl(current);
  if (want.pathname !== have.pathname) return false;
  return Object.entries(want.query).every(([key, value]) => have.query[key] === value);
}
