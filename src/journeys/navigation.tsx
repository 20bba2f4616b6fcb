import { createContext, useContext } from 'react';

// The address bar as the journeys see it (ADR 003): where the user is, and a way to move. The
// full app reads and moves it through react-router (./router-navigation.ts); the login island
// (src/app/island/), which boots without the router, through `history` and `popstate`. Both
// provide a hook here, so one implementation of the URL rules (./journey-routing.tsx) serves both.

export interface NavigationAddress {
  readonly pathname: string;
  readonly search: string;
}

export interface Navigation {
  readonly location: NavigationAddress;
  navigate(to: string, options?: { replace?: boolean }): void;
}

/** A hook that reads the address (re-rendering its caller when it changes) and returns the navigation. */
export type UseNavigation = () => Navigation;

const NavigationContext = createContext<UseNavigation | null>(null);

/** Provide the navigation hook of the tree below: the router's in the full app, history's in the login island. */
export const NavigationProvider = NavigationContext.Provider;

let fallback: UseNavigation | null = null;

/** The hook used where no NavigationProvider is above (component tests that mount a router of their own). */
export function setDefaultNavigation(hook: UseNavigation | null): void {
  fallback = hook;
}

/** The current address and a way to move it. */
export function useNavigation(): Navigation {
  const useProvided = useContext(NavigationContext) ?? fallback;
  if (!useProvided) throw new Error('useNavigation needs a <NavigationProvider> above it');
  return useProvided();
}
