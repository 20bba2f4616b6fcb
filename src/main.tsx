import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css.ts';
import { App } from './app/App.tsx';
import { saveSupportId } from './app/support-id.ts';
import { storage } from './lib/storage.ts';
import { createAppRouter } from './app/router/router.tsx';
import { preloadMatches, preloadOnNavigation, routerReady } from './app/router/preload.ts';
import { carryOverShellInput } from './app/shell/shell-takeover.ts';
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

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  carryOverShellInput(container);

  // The modules were evaluated in this task; the router's set-up (matching the whole route
  // table) gets tasks of its own.
  await yieldToMain();
  saveSupportId(window.location.search, storage);
  const router = createAppRouter();
  router.subscribe((state) => saveSupportId(state.location.search, storage));
  preloadOnNavigation(router);

  // The first render waits for the guard's decision and the chunks of the page it lands on, so
  // it shows that page at once: no Loader, and the prerendered login shell (index.html) is
  // replaced by the same screen in one step.
  await routerReady(router);
  await yieldToMain();
  await preloadMatches(router.state.matches);

  const root = createRoot(container);
  // A transition lets React render in slices, so a slow phone keeps responding while it works.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void boot();
