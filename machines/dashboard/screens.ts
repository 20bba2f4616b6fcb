import { DASHBOARD_ENTRY } from '../routing/dashboard-entry.ts';
import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The dashboard journey's screens (§2 /dashboard and the pages it opens; ADR 033, ADR 036), written
// once. `dashboard` is what every screen state of the `dashboard` chart draws (its failure, owing,
// clear, unused); `notifications` and `offer` are the `dashboardPages` chart's states. The payment
// screens §2 nests under /dashboard are the payment chart's (machines/payment/screens.ts). The offer
// details have one address here: §2's /offers/details is a redirect to it (ADR 036). Every signed-in
// customer may open them, whatever the application's status, so the journey takes no status over.

export const DASHBOARD_SCREENS = {
  notifications: {
    name: 'NotificationView',
    routeName: 'Notification',
    path: '/dashboard/notification',
    layout: 'Home',
  },
  // Its title, "Offer details", is its route name without the parent's (src/routes/page-titles.ts).
  offer: { name: 'OfferDetails', routeName: 'Dashboard Offer Details', path: '/dashboard/details', layout: 'Home' },
  dashboard: { name: 'Dashboard', path: DASHBOARD_ENTRY, layout: 'Home' },
} as const satisfies ScreenTable;

export const DASHBOARD_PATHS = pathsOf(DASHBOARD_SCREENS);

export type DashboardScreen = keyof typeof DASHBOARD_SCREENS;
