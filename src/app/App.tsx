import { useCallback } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router/router.tsx';
import { NavigationProvider } from '../journeys/navigation.tsx';
import { useRouterNavigation } from '../journeys/router-navigation.ts';
import { JourneyRuntime } from '../journeys/runtime/JourneyRuntime.tsx';
import { LiveSession, type SessionActorRef } from '../journeys/session/SessionProvider.tsx';
import { ToastProvider } from '../ui/index.ts';
import { ErrorPopupHost } from './ErrorPopupHost.tsx';
import { AppTheme } from './theme.tsx';

export interface AppProps {
  router: AppRouter;
  /** The app's live session actor (the login island's, when the app takes over from it). */
  session: SessionActorRef;
}

export function App({ router, session }: AppProps) {
  const onNavigation = useCallback((listener: () => void) => router.subscribe(listener), [router]);
  return (
    <AppTheme subscribe={onNavigation}>
      <ToastProvider>
        <NavigationProvider value={useRouterNavigation}>
          <LiveSession value={session}>
            <JourneyRuntime>
              <RouterProvider router={router} />
            </JourneyRuntime>
          </LiveSession>
        </NavigationProvider>
        <ErrorPopupHost />
      </ToastProvider>
    </AppTheme>
  );
}
