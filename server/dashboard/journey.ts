import type { SandboxJourney } from '../kit/journey.ts';
import { consentRoutes } from './consent-routes.ts';
import { applicationRoutes } from './summary-routes.ts';

/** The dashboard: the application's summary and consents (home and notifications are server/home/'s). */
export const dashboardJourney: SandboxJourney = {
  name: 'dashboard',
  routes: [consentRoutes, applicationRoutes],
};
