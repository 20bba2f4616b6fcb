import type { SandboxJourney } from '../kit/journey.ts';
import { paymentRoutes } from './routes.ts';
import { paymentFeeRoutes } from './fee-routes.ts';
import { paymentControlRoutes } from './control.ts';
import { paymentMigrations } from './migrations.ts';

/** Payments, the processing fee, the credit statement and its transactions. */
export const paymentJourney: SandboxJourney = {
  name: 'payment',
  routes: [paymentRoutes, paymentFeeRoutes],
  controlRoutes: [paymentControlRoutes],
  migrations: paymentMigrations,
};
