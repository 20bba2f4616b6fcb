import type { Database } from 'better-sqlite3';
import { HttpError, notFound } from '../errors.ts';
import { PaymentErrorCodes } from './rules.ts';
import { CouponErrorCodes, discountOf, feeQuote, findFee, settleFee, type FeeRow } from './coupons.ts';

// A processing fee paid through the payment chart (purpose processingFee): the payment names the
// fee and the coupon it goes with, must ask for exactly the fee's total with that coupon, and
// settles the fee (and uses the coupon) when it succeeds.

/** The fee if it is this customer's; anyone else's is as unknown as a missing one. */
export function ownFee(db: Database, customerId: string, id: string): FeeRow {
  const fee = findFee(db, id);
  if (!fee || fee.customer_id !== customerId) throw notFound('There is no such processing fee.');
  return fee;
}

export type FeeReference = { processingFeeId: string; couponCode: string | null };

/** Checks a fee payment before it starts: the fee is the caller's, unpaid, and the amount is its total. */
export function assertFeePayment(
  db: Database,
  customerId: string,
  reference: FeeReference | undefined,
  amount: number,
  today: string,
): void {
  if (!reference) {
    throw new HttpError(400, 'EPL-40000', 'body.processingFee: required for a processing fee payment');
  }
  const fee = ownFee(db, customerId, reference.processingFeeId);
  if (fee.paid_at !== null) throw new HttpError(409, CouponErrorCodes.feePaid, 'This fee is already paid.');
  const coupon = reference.couponCode;
  const quote = feeQuote(fee, coupon, coupon ? discountOf(db, fee, coupon, today) : 0);
  if (Math.round(amount * 100) !== Math.round(quote.total * 100)) {
    throw new HttpError(
      422,
      PaymentErrorCodes.amountOutOfRange,
      `body.repaymentDTO.amount: must be the fee's total, ₹${quote.total}`,
    );
  }
}

/** A fee payment succeeded: the fee is paid with the payment's coupon. */
export function settleFeeOfPayment(db: Database, feeId: string | null, couponCode: string | null, at: string): void {
  const fee = feeId ? findFee(db, feeId) : undefined;
  if (fee) settleFee(db, fee, couponCode, at);
}
