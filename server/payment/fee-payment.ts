import type { Database } from 'better-sqlite3';
import { HttpError, notFound } from '../kit/errors.ts';
import { rupees, ZERO_PAISE, type Paise } from '../kit/money.ts';
import { PaymentErrorCodes } from './rules.ts';
import { expireStale, feePaymentInFlight } from './in-flight.ts';
import { CouponErrorCodes, discountOf, feeQuote, settleFee } from './coupons.ts';
import { findFee, type FeeRow } from '../ledger/processing-fees.ts';

// A processing fee paid through the payment chart (purpose processingFee): the payment names the
// fee and the coupon it goes with, must ask for exactly the fee's total with that coupon, and
// settles the fee (and uses the coupon) when it succeeds. One payment of a fee is in flight at a
// time (initiate refuses a second with EPL-40940), and a fee is settled once: settleFeeOfPayment
// says when a success found it already paid, so the store refunds that payment instead.

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
  amount: Paise,
  at: string,
): void {
  const today = at.slice(0, 10);
  if (!reference) {
    throw new HttpError(400, 'EPL-40000', 'body.processingFee: required for a processing fee payment');
  }
  const fee = ownFee(db, customerId, reference.processingFeeId);
  if (fee.paid_at !== null) throw new HttpError(409, CouponErrorCodes.feePaid, 'This fee is already paid.');
  assertNoFeePaymentInFlight(db, fee, at);
  const coupon = reference.couponCode;
  const quote = feeQuote(fee, coupon, coupon ? discountOf(db, fee, coupon, today) : ZERO_PAISE);
  if (amount !== quote.total) {
    throw new HttpError(
      422,
      PaymentErrorCodes.amountOutOfRange,
      `body.repaymentDTO.amount: must be the fee's total, ${rupees(quote.total)}`,
    );
  }
}

/** Refuses a second way of paying this fee while a payment of it is created or pending (409 EPL-40940). */
function assertNoFeePaymentInFlight(db: Database, fee: FeeRow, at: string): void {
  expireStale(db, fee.customer_id, at);
  if (!feePaymentInFlight(db, fee.customer_id, fee.id)) return;
  throw new HttpError(
    409,
    PaymentErrorCodes.feePaymentInFlight,
    'A payment of this processing fee is already in progress. Please wait for its result in your ' +
      'transactions before paying again.',
  );
}

/**
 * A fee payment succeeded: the fee is paid with the payment's coupon. False when the fee was
 * already paid (by another payment or a coupon): this payment's money is then owed back.
 */
export function settleFeeOfPayment(db: Database, feeId: string | null, couponCode: string | null, at: string): boolean {
  const fee = feeId ? findFee(db, feeId) : undefined;
  if (!fee || fee.paid_at !== null) return false;
  settleFee(db, fee, couponCode, at);
  return true;
}
