import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css.ts';
import { App } from './app/App.tsx';
import { saveSupportId } from './app/support-id.ts';
import { storage } from './lib/storage.ts';
import { createAppRouter } from './app/router/router.tsx';

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

  saveSupportId(window.location.search, storage);
  const router = createAppRouter();
  router.subscribe((state) => saveSupportId(state.location.search, storage));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void boot();
