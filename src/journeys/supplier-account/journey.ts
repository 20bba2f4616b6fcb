import { SUPPLIER_ACCOUNT_SCREENS } from '../../../machines/supplier-account/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The supplier page (§2 /supplier/:id? and its children; issue 30, ADR 047), declared once (ADR 033).
// One view draws whichever screen the chart is on, so every address loads it.
const view = () => import('./screens/SupplierAccountView.tsx');

export const supplierAccountJourney = defineJourney({
  id: 'supplier-account',
  components: {
    SupplierParent: view,
    SupplierPaymentHistory: view,
    SupplierPendingPayments: view,
    PendingPaymentDetails: view,
    ClearPaymentDue: view,
    PendingRequests: view,
  },
  screens: SUPPLIER_ACCOUNT_SCREENS,
  runtime: async () => (await import('./runtime.ts')).supplierAccountJourney,
});
