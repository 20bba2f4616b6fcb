import { DASHBOARD_SCREENS } from '../../../machines/dashboard/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The dashboard and the pages it opens (§2 /dashboard, its notifications and an offer's details),
// declared once (ADR 033, ADR 036). The payment screens §2 nests under /dashboard are the payment's.
const dashboard = () => import('./screens/Dashboard.tsx');
const notifications = () => import('./screens/NotificationView.tsx');
const offer = () => import('./screens/OfferDetails.tsx');

export const dashboardJourney = defineJourney({
  id: 'dashboard',
  screens: DASHBOARD_SCREENS,
  runtime: async () => (await import('./runtime.ts')).dashboardJourney,
  components: { Dashboard: dashboard, NotificationView: notifications, OfferDetails: offer },
});
