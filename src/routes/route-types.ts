import type { LayoutName, ScreenName } from './screen-names.ts';

/**
 * The route metadata fields of §2 "Route metadata", but allowedStatus: §2's per-route status
 * lists were intent only; which statuses may open which screen is the one status table that the
 * guard and the journeys enforce (machines/routing/status-access.ts, ADR 006). Written beside the
 * journeys' screen tables, which carry it (ADR 033).
 */
export type { RouteMeta } from '../../machines/routing/screen-table.ts';
import type { RouteMeta } from '../../machines/routing/screen-table.ts';

/** Metadata after inheritance from the enclosing routes, so requiresAuth is always known. */
export type EffectiveRouteMeta = RouteMeta & { requiresAuth: boolean };

interface RouteBase {
  /** Unique across the table; the redirect query and journey navigation refer to routes by it. */
  readonly name: string;
  /**
   * Relative to the parent (Vue-router style, as §2 writes them), '' for the parent's own
   * address (an index child), or absolute when it starts with '/'.
   */
  readonly path: string;
  readonly meta?: RouteMeta;
}

/** A leaf or parent screen; a parent screen shows its matched child where its journey decides. */
export interface ScreenRoute extends RouteBase {
  readonly kind: 'screen';
  readonly screen: ScreenName;
  readonly children?: readonly RouteNode[];
}

/** A structural shell around its children (§2 layouts); it has no address of its own. */
export interface LayoutRoute extends RouteBase {
  readonly kind: 'layout';
  readonly layout: LayoutName;
  readonly children: readonly RouteNode[];
}

/** A path prefix with no screen of its own (e.g. documents, whose default child is the page). */
export interface GroupRoute extends RouteBase {
  readonly kind: 'group';
  readonly children: readonly RouteNode[];
}

/** Sends the browser elsewhere in the app; `to` is an absolute path, optionally with a query. */
export interface RedirectRoute extends RouteBase {
  readonly kind: 'redirect';
  readonly to: string;
}

/** Leaves the app for a configured external page (/help → support). */
export interface ExternalRoute extends RouteBase {
  readonly kind: 'external';
  readonly destination: 'support';
}

/** An address only the navigation guard handles (/web-view, §4); it never renders. */
export interface GuardOnlyRoute extends RouteBase {
  readonly kind: 'guard-only';
}

export type RouteNode = ScreenRoute | LayoutRoute | GroupRoute | RedirectRoute | ExternalRoute | GuardOnlyRoute;
