import type { SandboxJourney } from '../kit/journey.ts';
import { consentRoutes } from './consent-routes.ts';
import { homeRoutes } from './home-routes.ts';
import { applicationRoutes } from './summary-routes.ts';
import { notificationRoutes } from './notification-routes.ts';
import { dashboardMigrations } from './migrations.ts';

/** The dashboard: home, flags, the application's summary, consents and notifications. */
export const dashboardJourney: SandboxJourney = {
  name: 'dashboard',
  routes: [consentRoutes, homeRoutes, applicationRoutes, notificationRoutes],
  migrations: dashboardMigrations,
};
