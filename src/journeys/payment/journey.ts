import { PAYMENT_SCREENS } from '../../../machines/payment/screens.ts';
import { defineJourney } from '../define-journey.ts';

// A payment (§2: a repayment from the dashboard, the credit statement or a supplier's history, and
// the processing fee), declared once (ADR 033); a repayment's screens have an address per place
// (ADR 036). One view draws whichever screen the payment chart is on, so every address loads it.
const view = () => import('./screens/PaymentView.tsx').then((m) => ({ default: m.PaymentView }));

export const paymentJourney = defineJourney({
  id: 'payment',
  components: {
    PayNow: view,
    PaymentMethods: view,
    PaymentSuccess: view,
    PaymentFailure: view,
    TransactionDetails: view,
    ProcessingFee: view,
    ProcessingFeeResult: view,
  },
  screens: PAYMENT_SCREENS,
  runtime: async () => (await import('./runtime.ts')).paymentJourney,
});
