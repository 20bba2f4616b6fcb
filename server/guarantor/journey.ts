import type { SandboxJourney } from '../kit/journey.ts';
import { guarantorRoutes } from './login-routes.ts';
import { guarantorMigrations } from './migrations.ts';

/** The guarantor's login and journey (its login routes mount the journey's). */
export const guarantorJourney: SandboxJourney = {
  name: 'guarantor',
  routes: [guarantorRoutes],
  migrations: guarantorMigrations,
};
