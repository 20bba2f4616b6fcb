import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The supplier page's screens (§2 /supplier/:id? and its children; issue 30, ADR 047), written once:
// per screen state of the `supplierAccount` chart, its §2 name and address. Without an id they show
// every supplier's together (where the legacy /pendingbills and /pendingrequests land). Paying a
// supplier's dues is the payment chart's, in its supplier place (machines/payment/screens.ts).

/** A screen at `path`, in the Home layout. */
const home = <const N extends string, const P extends string>(name: N, path: P) =>
  ({ name, path, layout: 'Home' }) as const;

export const SUPPLIER_ACCOUNT_SCREENS = {
  parent: { ...home('SupplierParent', '/supplier/:id?'), routeName: 'Supplier', title: 'Supplier' },
  history: home('SupplierPaymentHistory', '/supplier/:id?/payment-history'),
  pending: home('SupplierPendingPayments', '/supplier/:id?/pending-payments'),
  dueDetails: home('PendingPaymentDetails', '/supplier/:id?/pending-payments/details'),
  clearDue: home('ClearPaymentDue', '/supplier/:id?/pending-payments/clear-payment-due'),
  requests: home('PendingRequests', '/supplier/:id?/pending-requests'),
} as const satisfies ScreenTable;

export const SUPPLIER_ACCOUNT_PATHS = pathsOf(SUPPLIER_ACCOUNT_SCREENS);

export type SupplierAccountScreen = keyof typeof SUPPLIER_ACCOUNT_SCREENS;
