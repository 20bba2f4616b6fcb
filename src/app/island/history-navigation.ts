import { useMemo, useSyncExternalStore } from 'react';
import type { Navigation, NavigationAddress, UseNavigation } from '../../journeys/navigation.tsx';

// The login island's address bar: `history` to move it, `popstate` to hear Back and Forward.
// The full app's router replaces it when the island hands over (./boot-island.tsx).

export interface HistoryNavigation {
  readonly useNavigation: UseNavigation;
  readonly current: () => NavigationAddress;
  readonly navigate: Navigation['navigate'];
  /** Calls back after every move of the address, the island's own and the browser's. */
  readonly subscribe: (onChange: () => void) => () => void;
  /** Stops hearing the browser's moves (the full app's router hears them from then on). */
  readonly stop: () => void;
}

type HistoryWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

export function createHistoryNavigation(target: HistoryWindow = window): HistoryNavigation {
  const read = (): NavigationAddress => ({ pathname: target.location.pathname, search: target.location.search });
  let address = read();
  const listeners = new Set<() => void>();
  const changed = () => {
    const next = read();
    if (next.pathname === address.pathname && next.search === address.search) return;
    address = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  };
  const current = () => address;
  const navigate = (to: string, options?: { replace?: boolean }) => {
    if (options?.replace) target.history.replaceState(null, '', to);
    else target.history.pushState(null, '', to);
    changed();
  };
  target.addEventListener('popstate', changed);

  function useHistoryNavigation(): Navigation {
    const location = useSyncExternalStore(subscribe, current, current);
    return useMemo(() => ({ location, navigate }), [location]);
  }

  return {
    useNavigation: useHistoryNavigation,
    current,
    navigate,
    subscribe,
    stop: () => target.removeEventListener('popstate', changed),
  };
}

/** A navigation that stays at one address: the login shell prerendered at build time. */
export function staticNavigation(pathname: string): UseNavigation {
  const navigation: Navigation = { location: { pathname, search: '' }, navigate: () => {} };
  return () => navigation;
}
