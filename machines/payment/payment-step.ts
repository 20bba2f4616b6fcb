import type { PaymentStatus } from '../../rules/payment/types.ts';

// What a payment status read means for the journey (docs/sandbox.md, "Credit account and
// payments"): a created or pending payment is waited on (the processing screen reads again,
// never guesses), success and failure are results.

export type PaymentStep = 'wait' | 'succeeded' | 'failed';

export function paymentStep(status: PaymentStatus): PaymentStep {
  switch (status) {
    case 'created':
    case 'pending':
      return 'wait';
    case 'success':
      return 'succeeded';
    case 'failed':
      return 'failed';
  }
}
