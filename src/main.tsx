import './styles/global.css.ts';
import { bootIsland, islandServes } from './app/island/boot-island.tsx';
import { importFullApp } from './app/full-app.ts';
import { yieldToMain } from './app/yield-to-main.ts';

async function boot(): Promise<void> {
  // Dev only, and only on request: the dynamic import keeps the inspector out of the
  // production bundle, and it must be live before journey actors are created.
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    try {
      const { startInspector } = await import('./app/inspector.ts');
      await startInspector();
    } catch (error) {
      // A debugging aid must never keep the app from starting.
      console.warn('[inspector] could not start', error);
    }
  }

  // Test builds only (VITE_JOURNEY_OBSERVER=1, set by the browser suite): the journeys' transitions are
  // reported to Playwright. The constant condition drops the import, chunk and all, from a production build.
  if (import.meta.env.VITE_JOURNEY_OBSERVER === '1') {
    const { startJourneyObserver } = await import('./app/journey-observer.ts');
    startJourneyObserver(window);
  }

  // The entry's modules were evaluated in this task; the boot starts in the next one, so neither
  // is a long task on a slow phone (Lighthouse's TBT counts what a task takes over 50 ms at 4×).
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // A signed-out visitor on a login address gets the login island alone; everyone else, and
  // the island's session once it hands over, the full app (router, route table, guard, journeys).
  if (islandServes(window)) {
    await bootIsland(container);
    return;
  }
  const { startApp } = await importFullApp();
  await startApp(container);
}

void boot();
