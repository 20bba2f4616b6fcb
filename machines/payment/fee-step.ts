import { withError, withOutput } from '../event-params.ts';
import { paymentPath } from './paths.ts';
import type { PaymentContext } from './payment.machine.ts';

// The processing fee's first screen, in place of Pay Now (§2 /dashboard/processing-fee): the fee,
// GST on it and the total as the lender gives them; a coupon applied (the lender's quote) or
// removed; Continue to the payment methods, or, when a coupon leaves nothing to pay, the lender
// settles the fee with the coupon and no payment page. Not entered by URL: opening the address
// starts the place afresh, and Back from the result stays on the result (the fee shares its address
// with the methods, so the address cannot say which of the two it means).

type Ctx = { context: PaymentContext };

const couponInput = ({ context }: Ctx) => ({
  processingFeeId: context.fee?.processingFeeId ?? '',
  couponCode: context.couponTyped.trim(),
});

const appliedInput = ({ context }: Ctx) => ({
  processingFeeId: context.fee?.processingFeeId ?? '',
  couponCode: context.fee?.couponCode ?? '',
});

export const feeState = {
  meta: { route: { path: paymentPath('processingFee', 'payNow') } },
  initial: 'editing',
  states: {
    // The breakup, the coupon field (Apply, or Remove once one is applied) and Continue.
    editing: {
      on: {
        TYPE_COUPON: { actions: 'typeCoupon' },
        APPLY_COUPON: [
          { guard: 'couponTyped', target: 'applying', actions: 'clearError' },
          { actions: 'showCouponCodeProblem' },
        ],
        REMOVE_COUPON: { actions: 'removeCoupon' },
        CONTINUE: [
          { guard: 'feeCovered', target: 'settling', actions: 'clearError' },
          { guard: 'feeDue', target: '#methods', actions: ['clearError', 'keepFeeAmount'] },
        ],
        // Nothing is due (paid already, or no fee): back to the dashboard.
        DONE: { target: '#payment.finished' },
      },
    },
    // Apply is busy while the lender quotes the coupon.
    applying: {
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: couponInput,
        onDone: { target: 'editing', actions: withOutput('keepQuote') },
        onError: { target: 'editing', actions: withError('showCouponError') },
      },
    },
    // Continue is busy while the lender settles the fee with the coupon.
    settling: {
      invoke: {
        id: 'payFeeWithCoupon',
        src: 'payFeeWithCoupon',
        input: appliedInput,
        onDone: { target: '#payment.paidByCoupon', actions: withOutput('keepQuote') },
        onError: { target: 'editing', actions: withError('showCouponError') },
      },
    },
  },
} as const;
