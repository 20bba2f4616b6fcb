// Shared vitest setup. DOM matchers and cleanup are registered only where a DOM exists.
import { afterEach } from 'vitest';
import { setDefaultNavigation } from '../../src/journeys/navigation.tsx';
import { useRouterNavigation } from '../../src/journeys/router-navigation.ts';

// Component tests mount their own react-router (MemoryRouter): the journeys' URL sync reads and
// moves the address through it, as the full app's does (src/app/App.tsx provides the same hook).
setDefaultNavigation(useRouterNavigation);

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // Testing Library unmounts between tests by itself only when vitest globals are on;
  // they are off here, so register it explicitly.
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(cleanup);
  // findBy* waits 1 s by default; a lazily imported screen on a busy 2-core CI machine can take
  // longer to resolve, which is a slow machine, not a wrong screen.
  configure({ asyncUtilTimeout: 4000 });
}
