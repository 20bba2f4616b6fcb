import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { Loader } from '../../ui/index.ts';
import { PlainShell } from '../../screens/layouts/PlainShell.tsx';
import { NotAvailable } from '../../screens/NotAvailable.tsx';
import NotFound from '../../screens/NotFound.tsx';
import { supportUrl } from './config.ts';
import { knownPosition } from '../../journeys/application-position.ts';
import { browserGuardDeps, createGuardLoader } from '../../routes/guard-runtime.ts';
import { lazyScreen, type LazyScreenOptions } from './lazy-screen.tsx';
import { LAYOUT_MODULES, type LayoutComponent } from './layout-registry.ts';
import { LeavingForSupport } from './LeavingForSupport.tsx';
import { isNotAvailable } from '../../routes/not-available.ts';
import { pageTitle } from '../../routes/page-titles.ts';
import { RootFrame } from './RootFrame.tsx';
import type { RouteHandle } from '../../routes/route-handle.ts';
import { joinPath } from '../../../machines/routing/paths.ts';
import { findRouteByName, type FlatRoute } from '../../routes/route-lookup.ts';
import { ROUTE_TABLE } from '../../routes/route-table.ts';
import type { RouteNode, ScreenRoute } from '../../routes/route-types.ts';
import { RouteError } from './RouteError.tsx';
import { SCREEN_MODULES, type ScreenProps } from './screen-registry.ts';
import type { LayoutName, ScreenName } from '../../routes/screen-names.ts';

// Turns the data-only route table into react-router routes. Every route gets its absolute
// path and layouts become pathless wrappers, which is what lets §2's absolute children (the
// guarantor screens) keep their layout. The guard is the root loader, so it runs before any
// screen renders, on every navigation.

const NOT_FOUND_HANDLE: RouteHandle = { name: 'Page not found', meta: { requiresAuth: false } };

/** The pathless route that frames every top-level route without a layout of its own. */
export const PAGE_FRAME_ID = 'page-frame';

export interface AppRoutesOptions {
  /** Replaces the storage-backed guard, for tests. */
  guardLoader?: LoaderFunction;
  /** Sends the browser to the support page (/help). */
  leaveForSupport?: (url: string) => void;
  lazy?: LazyScreenOptions;
  /**
   * Which screens draw the not-available page. The derived list (routes/not-available.ts) by default;
   * a test names its own once every §2 screen is built, so the page stays tested.
   */
  notAvailable?: (screen: ScreenName) => boolean;
}

function flat(name: string): FlatRoute {
  const route = findRouteByName(name);
  if (!route) throw new Error(`Route "${name}" is missing from the flattened table`);
  return route;
}

/**
 * Like Vue Router's string redirects, a target without its own query keeps the incoming
 * query and hash, so e.g. a supportId on a legacy address survives.
 */
export function redirectTarget(to: string, incoming: URL): string {
  return to.includes('?') || to.includes('#') ? to : `${to}${incoming.search}${incoming.hash}`;
}

export function createAppRoutes(options: AppRoutesOptions = {}): RouteObject[] {
  const leave = options.leaveForSupport ?? ((url: string) => window.location.assign(url));
  const screens = new Map<ScreenName, ComponentType<ScreenProps>>();
  const layouts = new Map<LayoutName, LayoutComponent>();

  const layoutComponent = (layout: LayoutName): LayoutComponent => {
    let component = layouts.get(layout);
    if (!component) {
      component = lazyScreen(LAYOUT_MODULES[layout], options.lazy);
      layouts.set(layout, component);
    }
    return component;
  };

  const unbuilt = options.notAvailable ?? isNotAvailable;
  const screenComponent = (screen: ScreenName): ComponentType<ScreenProps> | null => {
    if (unbuilt(screen)) return null;
    let component = screens.get(screen);
    if (!component) {
      component = lazyScreen(SCREEN_MODULES[screen], options.lazy);
      screens.set(screen, component);
    }
    return component;
  };

  const screenElement = (node: ScreenRoute, route: FlatRoute) => {
    const Screen = screenComponent(node.screen);
    if (Screen) return <Screen />;
    const title = pageTitle(node.name, route.meta.displayName);
    return <NotAvailable screen={node.screen} title={title} requiresAuth={route.meta.requiresAuth} />;
  };

  const convert = (node: RouteNode, parentPath: string, parentHasPath: boolean): RouteObject => {
    const route = flat(node.name);
    const fullPath = joinPath(parentPath, node.path);
    const handle: RouteHandle = { name: node.name, meta: route.meta };
    // An index child shares its parent's address; under a pathless wrapper it simply takes it.
    const at: Pick<RouteObject, 'path'> | { index: true } =
      parentHasPath && fullPath === parentPath ? { index: true } : { path: fullPath };
    const children = (nested: readonly RouteNode[], hasPath: boolean): RouteObject[] =>
      nested.map((child) => convert(child, fullPath, hasPath));

    switch (node.kind) {
      case 'layout': {
        const Layout = layoutComponent(node.layout);
        return { id: node.name, handle, element: <Layout />, children: children(node.children, false) };
      }
      case 'group':
        return { id: node.name, handle, children: children(node.children, false) };
      case 'screen': {
        const element = screenElement(node, route);
        if ('index' in at) return { id: node.name, handle, index: true, element };
        return { id: node.name, handle, ...at, element, children: children(node.children ?? [], true) };
      }
      case 'redirect':
        // It never renders: its loader always redirects. Saying so (null, not no element) spares
        // react-router's "empty page" warning while the first navigation is still matching it.
        return {
          id: node.name,
          handle,
          ...at,
          element: null,
          loader: ({ request }) => {
            throw replace(redirectTarget(node.to, new URL(request.url)));
          },
        } as RouteObject;
      case 'external': {
        const href = supportUrl();
        return {
          id: node.name,
          handle,
          ...at,
          element: <LeavingForSupport href={href} leave={leave} />,
        } as RouteObject;
      }
      case 'guard-only':
        // The guard always redirects away from it; should it ever not, say where the user is.
        return { id: node.name, handle, ...at, element: <NotFound /> } as RouteObject;
    }
  };

  return [
    {
      id: 'root',
      path: '/',
      loader: options.guardLoader ?? createGuardLoader(() => ({ ...browserGuardDeps(), position: knownPosition })),
      // The guard must see every navigation, not only those that change the root's params.
      shouldRevalidate: () => true,
      element: <RootFrame />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Loader fullScreen />,
      children: [
        ...ROUTE_TABLE.filter((node) => node.kind === 'layout').map((node) => convert(node, '/', true)),
        // Every other top-level route (the Udyam pages, the public outcome pages, not found, and
        // any added later) gets the same page frame as the layouts give theirs: side padding and
        // one main landmark, so no route can be drawn edge to edge.
        {
          id: PAGE_FRAME_ID,
          element: <PlainShell />,
          children: [
            ...ROUTE_TABLE.filter((node) => node.kind !== 'layout').map((node) => convert(node, '/', true)),
            { id: 'not-found', path: '*', handle: NOT_FOUND_HANDLE, element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(options?: AppRoutesOptions) {
  return createBrowserRouter(createAppRoutes(options));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
