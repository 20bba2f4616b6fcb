import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The supplier page's screens (§2 /supplier/:id? and its children; issue 30, ADR 047), written once:
// per screen state of the `supplierAccount` chart, its §2 name and address. Without an id they show
// every supplier's together (where the legacy /pendingbills and /pendingrequests land). Paying a
// supplier's dues is the payment chart's, in its supplier place (machines/payment/screens.ts).

export const SUPPLIER_ACCOUNT_SCREENS = {
  parent: { name: 'SupplierParent', routeName: 'Supplier', path: '/supplier/:id?', layout: 'Home', title: 'Supplier' },
  history: { name: 'SupplierPaymentHistory', path: '/supplier/:id?/payment-history', layout: 'Home' },
  pending: { name: 'SupplierPendingPayments', path: '/supplier/:id?/pending-payments', layout: 'Home' },
  dueDetails: { name: 'PendingPaymentDetails', path: '/supplier/:id?/pending-payments/details', layout: 'Home' },
  clearDue: { name: 'ClearPaymentDue', path: '/supplier/:id?/pending-payments/clear-payment-due', layout: 'Home' },
  requests: { name: 'PendingRequests', path: '/supplier/:id?/pending-requests', layout: 'Home' },
} as const satisfies ScreenTable;

export const SUPPLIER_ACCOUNT_PATHS = pathsOf(SUPPLIER_ACCOUNT_SCREENS);

export type SupplierAccountScreen = keyof typeof SUPPLIER_ACCOUNT_SCREENS;
