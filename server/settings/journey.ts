import type { SandboxJourney } from '../kit/journey.ts';
import { settingsMigrations } from './migrations.ts';
import { settingsRoutes } from './routes.ts';

/** The customer's settings (issue 32, ADR 053): language, notification channels and consents. */
export const settingsJourney: SandboxJourney = {
  name: 'settings',
  routes: [settingsRoutes],
  migrations: settingsMigrations,
};
