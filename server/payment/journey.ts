import type { SandboxJourney } from '../kit/journey.ts';
import { paymentRoutes } from './routes.ts';
import { paymentFeeRoutes } from './fee-routes.ts';
import { offerRoutes } from './offers.ts';
import { paymentControlRoutes } from './control.ts';
import { paymentMigrations } from './migrations.ts';

/** Payments, the processing fee and its coupon offers, the credit statement and its transactions. */
export const paymentJourney: SandboxJourney = {
  name: 'payment',
  routes: [paymentRoutes, paymentFeeRoutes, offerRoutes],
  controlRoutes: [paymentControlRoutes],
  migrations: paymentMigrations,
};
