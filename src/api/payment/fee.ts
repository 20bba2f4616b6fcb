import * as v from 'valibot';
import { wirePaiseAtLeastZero } from '../wire-money.ts';
import { callsWith } from '../call.ts';
import { isApiError } from '../errors.ts';

// The processing fee (§7 apply-coupon, processing-fee-coupon-payment; docs/api-contract.md
// "Processing fee"). §8: these are payment calls and return their result to the caller.

const own = callsWith({ errors: 'hidden' });

/** The fee's breakup as the lender gives it: the fee, a coupon's discount, GST on the rest, the total. */
export const feeQuoteSchema = v.object({
  processingFeeId: v.pipe(v.string(), v.minLength(1)),
  amount: wirePaiseAtLeastZero,
  couponCode: v.nullable(v.string()),
  discount: wirePaiseAtLeastZero,
  gstPercent: v.number(),
  gst: wirePaiseAtLeastZero,
  total: wirePaiseAtLeastZero,
  paid: v.boolean(),
});
export type FeeQuote = v.InferOutput<typeof feeQuoteSchema>;

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

/** The lender's coupon answers (docs/api-contract.md), in the words the coupon field shows. */
export const COUPON_PROBLEMS: Readonly<Record<string, string>> = {
  'EPL-42220': 'This coupon code is not valid. Check it and try again.',
  'EPL-42221': 'This coupon has expired.',
  'EPL-42222': 'You have already used this coupon.',
  'EPL-40903': 'Your processing fee is already paid.',
  'EPL-40908': 'This coupon does not cover the whole fee. Pay the rest to finish.',
};

/** The sentence under the coupon field for a refused coupon; null for a failure that is not the coupon's. */
export function couponProblem(error: unknown): string | null {
  return isApiError(error) ? (COUPON_PROBLEMS[error.code ?? ''] ?? null) : null;
}

/** What a coupon code may look like before it is sent: letters and digits, up to 40. */
export function couponCodeProblem(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return 'Enter a coupon code.';
  return /^[A-Za-z0-9_-]{1,40}$/.test(trimmed) ? null : 'A coupon code has only letters and digits.';
}
