import { PURCHASE_SCREENS } from '../../../machines/purchase/screens.ts';
import { defineJourney } from '../define-journey.ts';

// Spending the credit line (issue 30, ADR 040), declared once (ADR 033). One view draws whichever
// screen the purchase chart is on (screens/PurchaseView.tsx picks each screen's component), so
// every address loads it.
const view = () => import('./screens/PurchaseView.tsx');

export const purchaseJourney = defineJourney({
  id: 'purchase',
  components: {
    Suppliers: view,
    SelectSupplier: view,
    AddSupplier: view,
    InviteSupplier: view,
    SendInviteSupplier: view,
    QuickPayment: view,
    MakeInvoicePayment: view,
    UploadInvoice: view,
    ScanPay: view,
    PaymentReview: view,
    SpendBlocked: view,
    QuickPaymentOTP: view,
    ScanPayMpin: view,
    SetMpin: view,
    PaymentStatus: view,
    QuickPaymentSuccess: view,
    QuickPaymentFail: view,
  },
  screens: PURCHASE_SCREENS,
  runtime: async () => (await import('./runtime.ts')).purchaseRuntime,
});
