import { useCallback } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router/router.tsx';
import { ToastProvider } from '../ui/index.ts';
import { ErrorPopupHost } from './ErrorPopupHost.tsx';
import { AppTheme } from './theme.tsx';

export function App({ router }: { router: AppRouter }) {
  const onNavigation = useCallback((listener: () => void) => router.subscribe(listener), [router]);
  return (
    <AppTheme subscribe={onNavigation}>
      <ToastProvider>
        <RouterProvider router={router} />
        <ErrorPopupHost />
      </ToastProvider>
    </AppTheme>
  );
}
