import type { SandboxJourney } from '../kit/journey.ts';
import { profileRoutes } from './routes.ts';
import { profileControlRoutes } from './control.ts';
import { profileMigrations } from './migrations.ts';

/** The customer's profile (issue 32): what the lender holds, the verified email, re-KYC and the support id. */
export const profileJourney: SandboxJourney = {
  name: 'profile',
  routes: [profileRoutes],
  controlRoutes: [profileControlRoutes],
  migrations: profileMigrations,
};
