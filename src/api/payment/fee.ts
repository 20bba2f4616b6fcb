import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import { wirePaiseAtLeastZero } from '../wire-money.ts';
import { callsWith } from '../call.ts';
import type { FeeQuote } from '../../../rules/payment/types.ts';
import type { Assert, Equal } from '../same-type.ts';

// The processing fee (§7 apply-coupon, processing-fee-coupon-payment; docs/api-contract.md
// "Processing fee"). §8: these are payment calls and return their result to the caller.

const own = callsWith({ errors: 'hidden' });

/** The fee's breakup as the lender gives it: the fee, a coupon's discount, GST on the rest, the total. */
export const feeQuoteSchema = v.object({
  processingFeeId: nonEmptyString,
  amount: wirePaiseAtLeastZero,
  couponCode: v.nullable(v.string()),
  discount: wirePaiseAtLeastZero,
  gstPercent: v.number(),
  gst: wirePaiseAtLeastZero,
  total: wirePaiseAtLeastZero,
  paid: v.boolean(),
});
type _FeeQuoteIsRules = Assert<Equal<FeeQuote, v.InferOutput<typeof feeQuoteSchema>>>;

/** GET /v1/repayment/processing-fee/{id}: the fee as it stands. */
export const getProcessingFee = own.call('get', feeQuoteSchema, (input: { processingFeeId: string }) => ({
  path: `/v1/repayment/processing-fee/${encodeURIComponent(input.processingFeeId)}`,
}));

/** GET /v1/repayment/{processingFeeId}/apply-coupon/{couponCode}: the breakup with the coupon (a quote). */
export const applyCoupon = own.call('get', feeQuoteSchema, (input: { processingFeeId: string; couponCode: string }) => {
  const [fee, code] = [input.processingFeeId, input.couponCode].map(encodeURIComponent);
  return { path: `/v1/repayment/${fee}/apply-coupon/${code}` };
});

/** PATCH /v1/repayment/{id}/processing-fee-coupon-payment: a coupon that covers the whole fee pays it. */
export const payFeeWithCoupon = own.call(
  'patch',
  feeQuoteSchema,
  (input: { processingFeeId: string; couponCode: string }) => ({
    path: `/v1/repayment/${encodeURIComponent(input.processingFeeId)}/processing-fee-coupon-payment`,
    body: { couponCode: input.couponCode },
  }),
);
