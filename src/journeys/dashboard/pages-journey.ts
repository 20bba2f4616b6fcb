import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { createActor, type Actor } from 'xstate';
import { dashboardPagesMachine } from '../../../machines/dashboard/pages.machine.ts';
import { OFFER_QUERY, type DashboardPagesInput } from '../../../machines/dashboard/pages-types.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { createDashboardPagesActors } from './pages-actors.ts';

// The actor of the dashboard page open now (the notifications, or one offer's details), created
// when the page opens and kept while the customer stays on it; a new one (a new read) for another
// page or offer, or once the last one handed over.

export function provideDashboardPages(client: ApiClient) {
  return dashboardPagesMachine.provide({ actors: createDashboardPagesActors(client) });
}

export type DashboardPagesActorRef = Actor<ReturnType<typeof provideDashboardPages>>;

/** Which page an address asks for: /dashboard/notification, or an offer's details by its id. */
export function pageInputOf(pathname: string, search: string): DashboardPagesInput {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (last === 'notification') return { page: 'notifications', offerId: null };
  return { page: 'offer', offerId: new URLSearchParams(search).get(OFFER_QUERY) ?? '' };
}

const holder = createLazyJourneyHolder<DashboardPagesActorRef, string>();

/** The dashboard pages' actor for the address open now; stopped when the page closes. */
export function useDashboardPages(): DashboardPagesActorRef | null {
  const location = useLocation();
  const input = pageInputOf(location.pathname, location.search);
  const key = `${input.page}:${input.offerId ?? ''}`;
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);

  useEffect(() => {
    // The last one finished (Use this offer handed over): coming back here starts a new one.
    const current = holder.current();
    if (current && current.getSnapshot().status !== 'active') holder.stop();
    holder.ensure(() => createActor(provideDashboardPages(apiClient), { input, inspect: getInspect() }), key);
    // `input` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => () => holder.stop(), []);

  return actor && holder.key() === key ? actor : null;
}
