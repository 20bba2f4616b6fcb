import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Navigation } from './navigation.tsx';

/** The full app's navigation: react-router's location and navigate (the app provides it in App.tsx). */
export function useRouterNavigation(): Navigation {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      location: { pathname, search },
      navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options),
    }),
    [pathname, search, navigate],
  );
}
