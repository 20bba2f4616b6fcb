import type { SandboxJourney } from '../kit/journey.ts';
import { ediRoutes } from './routes.ts';
import { ediControlRoutes } from './control.ts';
import { ediMigrations } from './migrations.ts';

/** EDI loans (issue 31): offers, quotes, disbursement requests and the daily collections. */
export const ediJourney: SandboxJourney = {
  name: 'edi',
  routes: [ediRoutes],
  controlRoutes: [ediControlRoutes],
  migrations: ediMigrations,
};
