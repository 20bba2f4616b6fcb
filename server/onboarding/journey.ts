import type { SandboxJourney } from '../kit/journey.ts';
import { onboardingRoutes } from './routes/index.ts';
import { identityRoutes } from './identity/routes/index.ts';
import { onboardingMigrations } from './migrations.ts';
import { identityMigrations } from './identity/migrations.ts';

/** Onboarding, its identity steps (DigiLocker, GST, Udyam, declarations) included. */
export const onboardingJourney: SandboxJourney = {
  name: 'onboarding',
  routes: [onboardingRoutes, identityRoutes],
  migrations: [...onboardingMigrations, ...identityMigrations],
};
