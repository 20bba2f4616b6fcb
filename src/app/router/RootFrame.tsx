import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '../../journeys/session/SessionProvider.tsx';
import { DeclaredHosts } from './DeclaredHosts.tsx';
import { pageTitle } from '../../routes/page-titles.ts';
import { useCurrentRoute } from '../../routes/route-handle.ts';

const APP_NAME = 'Saakh';

/**
 * The root route's element: keeps the tab title naming the page, for tabs and screen readers,
 * and holds the app's one session actor inside the router (its hand-over to the landing after a
 * login moves the address), with the hosts of the applicant journeys whose hand-overs are followed
 * wherever the applicant is (ADR 034): a declared journey's when its declaration says `hostAtRoot`.
 * The guard has run before this renders, so stored credentials are already in place.
 */
export function RootFrame() {
  const current = useCurrentRoute();
  const title = current ? pageTitle(current.name, current.meta.displayName) : null;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return (
    <SessionProvider>
      <Outlet />
      {/* After the page: its effects (a layout's URL sync) run first, as when these were providers around it. */}
      <DeclaredHosts />
    </SessionProvider>
  );
}
