import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { startAppSession, type SessionActorRef } from '../journeys/session/SessionProvider.tsx';
import { readSessionInput } from '../journeys/session/session-input.ts';
import { createAppSessionLogic } from './session-logic.ts';
import { storage } from '../lib/storage.ts';
import { isGuarantorRoute, redirectAddress } from '../routes/route-lookup.ts';
import { App } from './App.tsx';
import { preloadMatches, preloadOnNavigation, routerReady } from './router/preload.ts';
import { createAppRouter } from './router/router.tsx';
import { renderOverShell } from './shell/shell-takeover.ts';
import { saveSupportId } from './support-id.ts';
import { yieldToMain } from './yield-to-main.ts';

/** What the login island hands the full app: its live session actor, and its root to replace. */
export interface IslandHandOver {
  readonly session: SessionActorRef;
  readonly islandRoot: Root;
}

/**
 * Starts the full app (router, route table, guard, every journey) in `container`: on a boot at
 * any address outside the login island, or when the island hands its session over.
 */
export async function startApp(container: HTMLElement, handOver?: IslandHandOver): Promise<void> {
  // The router's set-up (matching the whole route table) gets a task of its own.
  await yieldToMain();
  saveSupportId(window.location.search, storage);
  const router = createAppRouter();
  router.subscribe((state) => saveSupportId(state.location.search, storage));
  preloadOnNavigation(router);

  // The first render waits for the guard's decision and the chunks of the page it lands on, so
  // it shows that page at once: no Loader, and the prerendered login shell (index.html) is
  // replaced by the same screen in one step.
  await routerReady(router);
  // After the guard: it copies web-view and native-wrapper credentials into storage, which the
  // session's input reads. The island's session is the one it already runs.
  const session =
    handOver?.session ??
    startAppSession(readSessionInput(window, storage, { redirectAddress, isGuarantorRoute }), createAppSessionLogic());
  await yieldToMain();
  await preloadMatches(router.state.matches);

  const app = (
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>
  );
  if (handOver) {
    // The island's last screen stays until the app's first page replaces it in the same task,
    // so nothing blank paints in between.
    handOver.islandRoot.unmount();
    const root = createRoot(container);
    flushSync(() => root.render(app));
    return;
  }
  renderOverShell(container, createRoot(container), app);
}
