import type { SandboxJourney } from '../kit/journey.ts';
import { supplierRoutes } from './supplier-routes.ts';
import { spendRoutes } from './spend-routes.ts';
import { confirmRoutes } from './confirm-routes.ts';
import { scanpayRoutes } from './scanpay-routes.ts';
import { askRoutes } from './ask-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { purchaseControlRoutes } from './control.ts';
import { purchaseMigrations } from './migrations.ts';

/**
 * Spending the credit line (issue 30): suppliers, invitations, spends and their confirmation,
 * scan-and-pay, what suppliers raise. Listed before payment: the paths it shares with repayments
 * answer a spend's id here and hand every other call on to payment's routes.
 */
export const purchaseJourney: SandboxJourney = {
  name: 'purchase',
  routes: [supplierRoutes, spendRoutes, confirmRoutes, scanpayRoutes, askRoutes, accountRoutes],
  controlRoutes: [purchaseControlRoutes],
  migrations: purchaseMigrations,
};
