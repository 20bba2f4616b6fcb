import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';

// How journey machines own the address bar (ADR 003):
// - A screen state declares `meta.route = { path, params?, query?, replace? }`. Descendant states
//   (e.g. `submitting` inside a screen) inherit it, so busy states keep the screen's URL.
// - A screen that the user may reach by URL (back button, deep link) also has an `id` and XState's
//   routable-state config `route: { guard? }`. The URL becomes the event
//   `{ type: 'xstate.route', to: '#id', params, query }` and the machine decides; a state without
//   `route` cannot be entered by URL.
// - The URL is always derived from the snapshot (`routeOf`); the app navigates only when the
//   derived URL differs from the current one, so a refused route event re-derives the old URL
//   instead of looping.

type ParamValue = string | number | null | undefined;

export interface RouteMeta<TContext = never> {
  /** Path pattern: static segments, `:name` and optional `:name?` parameters. */
  path: string;
  /** Values for the path parameters; by default each `:name` is read from `context[name]`. */
  params?: (context: TContext) => Record<string, ParamValue>;
  /** Query parameters to show for this screen; empty or nullish values are left out. */
  query?: (context: TContext) => Record<string, ParamValue>;
  /** Replace the history entry on entry (hand-offs the back button should skip). */
  replace?: boolean;
}

/** The state meta type journeys pass as `setup({ types: { meta: {} as ScreenMeta<Context> } })`. */
export interface ScreenMeta<TContext = never> {
  route?: RouteMeta<TContext>;
}

export interface RouteEvent {
  type: 'xstate.route';
  to: `#${string}`;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface UrlMatch {
  stateId: string;
  node: AnyStateNode;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Whether the state opted in to URL entry with XState's `route` config. */
  routable: boolean;
}

interface RoutedNode {
  node: AnyStateNode;
  route: RouteMeta<unknown>;
}

function routeMetaOf(node: AnyStateNode): RouteMeta<unknown> | undefined {
  const meta = node.meta as ScreenMeta<unknown> | undefined;
  return meta?.route;
}

/** Every state node that declares a route, in document order. */
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

/** The deepest active state that declares a route, or undefined in a state with no screen. */
export function activeRoute(snapshot: AnyMachineSnapshot): RoutedNode | undefined {
  let deepest: RoutedNode | undefined;
  for (const node of snapshot._nodes) {
    const route = routeMetaOf(node);
    if (route && (!deepest || node.order > deepest.node.order)) deepest = { node, route };
  }
  return deepest;
}

interface Segment {
  kind: 'static' | 'param';
  name: string;
  optional: boolean;
}

function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith(':')
        ? { kind: 'param', name: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') }
        : { kind: 'static', name: part, optional: false },
    );
}

function present(value: ParamValue): value is string | number {
  return value !== null && value !== undefined && value !== '';
}

/** Fills a path pattern; a missing required parameter is a machine bug, so it throws. */
export function buildPath(pattern: string, params: Record<string, ParamValue>): string {
  const parts: string[] = [];
  for (const segment of parsePattern(pattern)) {
    if (segment.kind === 'static') {
      parts.push(segment.name);
      continue;
    }
    const value = params[segment.name];
    if (present(value)) parts.push(encodeURIComponent(String(value)));
    else if (!segment.optional) throw new Error(`Route ${pattern} needs a value for :${segment.name}`);
  }
  return `/${parts.join('/')}`;
}

/** Matches a pathname against a pattern; returns the decoded parameters or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const segments = parsePattern(pattern);
  const parts = pathname.split('/').filter((part) => part !== '');
  const params: Record<string, string> = {};
  let index = 0;
  for (const segment of segments) {
    const part = parts[index];
    if (segment.kind === 'static') {
      if (part !== segment.name) return null;
      index += 1;
    } else if (part !== undefined) {
      try {
        params[segment.name] = decodeURIComponent(part);
      } catch {
        return null;
      }
      index += 1;
    } else if (!segment.optional) {
      return null;
    }
  }
  return index === parts.length ? params : null;
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

function toQueryString(query: Record<string, ParamValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (present(value)) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL (path + query) of the active screen, or null while no state declares one. */
export function routeOf(snapshot: AnyMachineSnapshot): string | null {
  const active = activeRoute(snapshot);
  if (!active) return null;
  const { route } = active;
  const params = route.params ? route.params(snapshot.context as never) : defaultParams(route.path, snapshot.context);
  const query = route.query ? route.query(snapshot.context as never) : {};
  return buildPath(route.path, params) + toQueryString(query);
}

/** Whether entering the active screen should replace the current history entry. */
export function replacesHistory(snapshot: AnyMachineSnapshot): boolean {
  return activeRoute(snapshot)?.route.replace === true;
}

function splitUrl(url: string): { pathname: string; query: Record<string, string> } {
  const parsed = new URL(url, 'http://journey.invalid');
  return { pathname: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

// Static segments beat parameters, so '/login/mobile-no' wins over '/login/:step'.
function specificity(pattern: string): number[] {
  return parsePattern(pattern).map((segment) => (segment.kind === 'static' ? 2 : segment.optional ? 0 : 1));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (b[i] ?? -1) - (a[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The screen state whose route matches `url`, most specific pattern first; null when none does. */
export function stateForUrl(machine: AnyStateMachine, url: string): UrlMatch | null {
  const { pathname, query } = splitUrl(url);
  const candidates = routedNodes(machine).sort((a, b) =>
    compareSpecificity(specificity(a.route.path), specificity(b.route.path)),
  );
  for (const { node, route } of candidates) {
    const params = matchPath(route.path, pathname);
    if (params) return { stateId: node.id, node, params, query, routable: Boolean(node.config.route) };
  }
  return null;
}

/** The event to send when the address bar changes outside the machine; null when no routable screen matches. */
export function routeEventFor(machine: AnyStateMachine, url: string): RouteEvent | null {
  const match = stateForUrl(machine, url);
  if (!match?.routable) return null;
  return { type: 'xstate.route', to: `#${match.stateId}`, params: match.params, query: match.query };
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
