import { isValidElement, type ReactNode } from 'react';
import type { AppRouter } from './router.tsx';

// Layouts and screens are lazy chunks (./lazy-screen.tsx). Fetching them only when they render
// would chain the requests (the layout's chunk, then the screen's inside it) and show a Loader
// in between; these start every chunk an address needs at once, before it renders.

type Preloadable = { preload: () => Promise<unknown> };

function preloadOf(element: ReactNode): Preloadable['preload'] | null {
  if (!isValidElement(element)) return null;
  const type = element.type as Partial<Preloadable>;
  return typeof type.preload === 'function' ? type.preload : null;
}

/** Fetches the chunks of the matched routes' elements; settles when all have (a failed one shows its retry screen). */
export async function preloadMatches(matches: readonly { route: { element?: ReactNode } }[]): Promise<void> {
  const loads = matches.map(({ route }) => preloadOf(route.element)?.()).filter((load) => load !== undefined);
  await Promise.allSettled(loads);
}

/**
 * From now on, each new page's chunks are all requested as soon as the router has matched it,
 * before React renders it (the matches it already had are loaded, so asking again costs nothing).
 */
export function preloadOnNavigation(router: AppRouter): () => void {
  return router.subscribe((state) => void preloadMatches(state.matches));
}

/** Resolves once the router has run the guard for the address the app was opened with (and any redirect). */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
