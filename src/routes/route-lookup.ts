import { fillPath, joinPath } from '../../machines/routing/paths.ts';
import { ROUTE_TABLE } from './route-table.ts';
import type { EffectiveRouteMeta, RouteMeta, RouteNode } from './route-types.ts';

/** One route of the table with its absolute address and its metadata after inheritance. */
export interface FlatRoute {
  readonly name: string;
  /** Absolute path pattern, e.g. '/shop/:id?/orders'. */
  readonly fullPath: string;
  readonly node: RouteNode;
  readonly meta: EffectiveRouteMeta;
  /** Names of the enclosing routes, outermost first. */
  readonly ancestors: readonly string[];
}

// Fields that describe a whole subtree (a flow, a wizard, a layout); the rest describe one screen,
// e.g. a parent's displayName must not become its child's.
const INHERITED: readonly (keyof RouteMeta)[] = [
  'requiresAuth',
  'transitionName',
  'totalSteps',
  'showSidebar',
  'isSupplierFlow',
  'isCreditStatementFlow',
];

function inherit(parent: EffectiveRouteMeta): EffectiveRouteMeta {
  const inherited: EffectiveRouteMeta = { requiresAuth: parent.requiresAuth };
  for (const key of INHERITED) {
    if (parent[key] !== undefined) Object.assign(inherited, { [key]: parent[key] });
  }
  return inherited;
}

export function flattenRoutes(table: readonly RouteNode[] = ROUTE_TABLE): FlatRoute[] {
  const out: FlatRoute[] = [];
  const visit = (
    nodes: readonly RouteNode[],
    parentPath: string,
    parentMeta: EffectiveRouteMeta,
    ancestors: string[],
  ) => {
    for (const node of nodes) {
      const fullPath = joinPath(parentPath, node.path);
      const meta: EffectiveRouteMeta = { ...inherit(parentMeta), ...node.meta };
      // A redirect only forwards; the guard judges the address it lands on.
      if (node.kind === 'redirect') meta.requiresAuth = false;
      out.push({ name: node.name, fullPath, node, meta, ancestors });
      if ('children' in node && node.children) visit(node.children, fullPath, meta, [...ancestors, node.name]);
    }
  };
  // §2: every route requires sign-in unless marked public.
  visit(table, '/', { requiresAuth: true }, []);
  return out;
}

export const FLAT_ROUTES: readonly FlatRoute[] = flattenRoutes();

const byName = new Map(FLAT_ROUTES.map((route) => [route.name, route]));

/** Layouts and groups only wrap other routes; everything else answers an address. */
export function isAddressable(route: FlatRoute): boolean {
  return route.node.kind !== 'layout' && route.node.kind !== 'group';
}

export function findRouteByName(name: string): FlatRoute | undefined {
  return byName.get(name);
}

/** Where a ?redirect leads back to after login. */
export interface RedirectAddress {
  path: string | null;
  query: Record<string, string>;
}

/**
 * A ?redirect route name's address, filled with the path parameters the guard carried beside it
 * (guard.ts, pathParams), and the rest of the carried query (the deep link's own, e.g.
 * /credit-statement's ?from=). A parameter belongs to the path when leaving it out changes the address.
 */
export function redirectAddress(name: string, carried: Readonly<Record<string, string>>): RedirectAddress {
  const path = pathForName(name, carried);
  const query = Object.fromEntries(
    Object.entries(carried).filter(([key]) => {
      const { [key]: _left, ...without } = carried;
      return pathForName(name, without) === path;
    }),
  );
  return { path, query };
}

/** The guarantor journey's layout (§2 /guarantor): the screens under it are a guarantor's, whatever their names. */
const guarantorLayout = FLAT_ROUTES.find((route) => route.node.kind === 'layout' && route.fullPath === '/guarantor');

/**
 * Whether a named route belongs to the guarantor journey, by its layout or its address under
 * /guarantor: a ?redirect to it starts the guarantor login (§4 chose by the word "guarantor" in the
 * name, which Loan Information lacks, issue 35).
 */
export function isGuarantorRoute(name: string): boolean {
  const route = byName.get(name);
  if (!route || !guarantorLayout) return false;
  return route.ancestors.includes(guarantorLayout.name) || /^\/guarantor(\/|$)/.test(route.fullPath);
}

/**
 * The address of a named route with its parameters filled in; optional parameters may be
 * left out. Returns null for an unknown name, a wrapper route, or a missing required parameter.
 */
export function pathForName(name: string, params: Readonly<Record<string, string>> = {}): string | null {
  const route = byName.get(name);
  if (!route || !isAddressable(route)) return null;
  return fillPath(route.fullPath, params);
}
