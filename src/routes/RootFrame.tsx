import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentRoute } from './route-handle.ts';

const APP_NAME = 'Saakh';

/** The root route's element: keeps the tab title naming the page, for tabs and screen readers. */
export function RootFrame() {
  const current = useCurrentRoute();
  const title = current ? (current.meta.displayName ?? current.name) : null;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return <Outlet />;
}
