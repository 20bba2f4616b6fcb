import type { Actor } from 'xstate';
import { dashboardPagesMachine } from '../../../machines/dashboard/pages.machine.ts';
import { OFFER_QUERY, type DashboardPagesInput } from '../../../machines/dashboard/pages-types.ts';
import { DASHBOARD_PATHS } from '../../../machines/dashboard/screens.ts';
import { matchPath } from '../../../machines/routing/paths.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { createDashboardPagesActors } from './pages-actors.ts';
import { provideDashboard, type DashboardLogic } from './provide.ts';

// The dashboard's actors (ADR 015). The active line's: one per showing of the dashboard, so every
// return to it (after a repayment, from another page) reads the line again from the lender. The
// dashboard page open now (the notifications, or one offer's details): created when the page opens
// and kept while the customer stays on it; a new one (a new read) for another page or offer, or
// once the last one handed over.

export type DashboardActorRef = Actor<DashboardLogic>;

export const dashboardJourney: JourneySpec<DashboardLogic> = {
  id: 'dashboard',
  key: () => 'line',
  logic: () => provideDashboard(apiClient),
  perPage: true,
  // Pay now is the customer's own step: the dashboard stays in the history, so Back returns to it.
  handOver: 'push',
  // The dashboard's own address is the route's; its chart only hands over.
  syncsUrl: () => false,
};

export function provideDashboardPages(client: ApiClient) {
  return dashboardPagesMachine.provide({ actors: createDashboardPagesActors(client) });
}

export type DashboardPagesLogic = ReturnType<typeof provideDashboardPages>;
export type DashboardPagesActorRef = Actor<DashboardPagesLogic>;

/** Which page an address asks for: the notifications (as the table gives them), or an offer's details by its id. */
export function pageInputOf(pathname: string, search: string): DashboardPagesInput {
  if (matchPath(DASHBOARD_PATHS.notifications, pathname) !== null) return { page: 'notifications', offerId: null };
  return { page: 'offer', offerId: new URLSearchParams(search).get(OFFER_QUERY) ?? '' };
}

export const dashboardPagesJourney: JourneySpec<DashboardPagesLogic> = {
  id: 'dashboardPages',
  key({ pathname, search }) {
    const input = pageInputOf(pathname, search);
    return `${input.page}:${input.offerId ?? ''}`;
  },
  logic: () => provideDashboardPages(apiClient),
  input: ({ entry }) => pageInputOf(entry.pathname, entry.search),
  over: (snapshot) => snapshot.status !== 'active',
  perPage: true,
};
