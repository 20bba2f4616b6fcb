import type { SandboxJourney } from '../kit/journey.ts';
import { agreementRoutes } from './routes.ts';
import { agreementControlRoutes } from './control.ts';
import { agreementMigrations } from './migrations.ts';

/** The loan agreement: KFS, documents, Aadhaar e-sign, review, the credit line. */
export const agreementJourney: SandboxJourney = {
  name: 'agreement',
  routes: [agreementRoutes],
  controlRoutes: [agreementControlRoutes],
  migrations: agreementMigrations,
};
