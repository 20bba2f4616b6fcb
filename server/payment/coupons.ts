import type { Database } from 'better-sqlite3';
import { HttpError } from '../kit/errors.ts';
import { statement } from '../db/statements.ts';
import { asPaise, rupeesFromPaise, type Paise } from '../kit/money.ts';
import { FEE_GST_PERCENT, gstOn } from '../kit/loan-cost/upfront-fees.ts';
import { findFee, type FeeRow } from '../ledger/processing-fees.ts';

// The processing fee and its coupons (docs/sandbox.md, "Processing fee and coupons"). A coupon is
// valid, unknown (invalid), past its end date (expired), or already redeemed by this customer
// (used). Applying one is a quote: nothing is kept until the fee is paid, by the payment that
// carries the coupon or by a coupon that covers the whole fee. GST is charged on the fee after
// the coupon's discount. Every amount is paise (GST rounded to the nearest paisa); the JSON is rupees.

export const CouponErrorCodes = {
  invalid: 'EPL-42220',
  expired: 'EPL-42221',
  used: 'EPL-42222',
  feePaid: 'EPL-40903',
  /** The tax invoice of a fee not paid yet. */
  feeNotPaid: 'EPL-40909',
  /** processing-fee-coupon-payment with a coupon that leaves something to pay. */
  notCovered: 'EPL-40908',
} as const;

type Coupon = { code: string; percentOff?: number; amountOff?: Paise; endsOn: string };

/** The sandbox's coupon book: codes are case-insensitive. */
export const COUPONS: readonly Coupon[] = [
  { code: 'FEE50', percentOff: 50, endsOn: '2099-12-31' },
  { code: 'FLAT500', amountOff: asPaise(50_000), endsOn: '2099-12-31' },
  { code: 'FREEFEE', percentOff: 100, endsOn: '2099-12-31' },
  { code: 'OLD2025', percentOff: 25, endsOn: '2025-12-31' },
];

/** The customer's newest fee not yet paid: what home's processingFeeDetails shows. */
export function dueFeeOf(db: Database, customerId: string): FeeRow | undefined {
  return statement(
    db,
    'SELECT * FROM processing_fees WHERE customer_id = ? AND paid_at IS NULL ORDER BY created_at DESC, rowid DESC',
  ).get(customerId) as FeeRow | undefined;
}

/** Marks coupons as redeemed by this customer before (QA's way to an "already used" coupon). */
export function markRedeemed(db: Database, customerId: string, codes: readonly string[], at: string): void {
  for (const code of codes) {
    statement(db, 'INSERT OR IGNORE INTO coupon_redemptions (customer_id, code, fee_id, at) VALUES (?, ?, ?, ?)').run(
      customerId,
      code.trim().toUpperCase(),
      'seeded',
      at,
    );
  }
}

const couponOf = (code: string) => COUPONS.find((one) => one.code === code.trim().toUpperCase());

/** What the rules read of a fee: its id, its amount and whether it is paid. */
type FeeFigures = Pick<FeeRow, 'id' | 'amount_paise' | 'paid_at'>;

/** What a coupon takes off this fee, whether or not it may still be used (a payment's own coupon). */
function couponDiscount(fee: FeeFigures, coupon: Coupon): Paise {
  const off =
    coupon.percentOff !== undefined
      ? Math.round((fee.amount_paise * coupon.percentOff) / 100)
      : (coupon.amountOff ?? 0);
  return asPaise(Math.min(fee.amount_paise, off));
}

/** What the coupon takes off this fee, or the §8 error saying why it does not apply. */
export function discountOf(db: Database, fee: FeeRow, code: string, today: string): Paise {
  if (fee.paid_at !== null) throw new HttpError(409, CouponErrorCodes.feePaid, 'This fee is already paid.');
  const coupon = couponOf(code);
  if (!coupon) throw new HttpError(422, CouponErrorCodes.invalid, 'This coupon code is not valid.');
  if (coupon.endsOn < today) throw new HttpError(422, CouponErrorCodes.expired, 'This coupon has expired.');
  const used = statement(db, 'SELECT 1 FROM coupon_redemptions WHERE customer_id = ? AND code = ?').get(
    fee.customer_id,
    coupon.code,
  );
  if (used) throw new HttpError(422, CouponErrorCodes.used, 'You have already used this coupon.');
  return couponDiscount(fee, coupon);
}

export type FeeQuote = {
  processingFeeId: string;
  amount: Paise;
  couponCode: string | null;
  discount: Paise;
  gstPercent: number;
  gst: Paise;
  total: Paise;
  paid: boolean;
};

/** The breakup: the fee, the coupon's discount, GST on what is left, and the total to pay. */
export function feeQuote(fee: FeeFigures, couponCode: string | null, discount: Paise): FeeQuote {
  const base = Math.max(0, fee.amount_paise - discount);
  const gst = gstOn(asPaise(base));
  return {
    processingFeeId: fee.id,
    amount: fee.amount_paise,
    couponCode,
    discount,
    gstPercent: FEE_GST_PERCENT,
    gst,
    total: asPaise(base + gst),
    paid: fee.paid_at !== null,
  };
}

/**
 * The breakup with a code from the coupon book taken off (an unknown code, or none, takes nothing off),
 * pure: what a coupon that applies is quoted at. Whether it may be used is discountOf's question.
 */
export function quoteWith(fee: FeeFigures, code: string | null): FeeQuote {
  const coupon = code === null ? undefined : couponOf(code);
  return feeQuote(fee, coupon?.code ?? null, coupon ? couponDiscount(fee, coupon) : asPaise(0));
}

/** The breakup as the wire carries it: rupees with at most two decimals. */
export function quoteJson(quote: FeeQuote) {
  return {
    ...quote,
    amount: rupeesFromPaise(quote.amount),
    discount: rupeesFromPaise(quote.discount),
    gst: rupeesFromPaise(quote.gst),
    total: rupeesFromPaise(quote.total),
  };
}

/** The fee as it stands: with the coupon it was paid with, or none while unpaid. */
export function feeOf(fee: FeeRow): FeeQuote {
  return feeQuote(fee, fee.coupon_code, fee.discount_paise);
}

/** The fee as the wire carries it. */
export function feeJson(fee: FeeRow) {
  return quoteJson(feeOf(fee));
}

/** The breakup with this coupon applied (a quote: nothing is kept). */
export function quoteWithCoupon(db: Database, fee: FeeRow, code: string, today: string): FeeQuote {
  return feeQuote(fee, code.trim().toUpperCase(), discountOf(db, fee, code, today));
}

/** Marks the fee paid (with the coupon it was paid with) and the coupon used. */
export function settleFee(db: Database, fee: FeeRow, couponCode: string | null, at: string): FeeRow {
  if (fee.paid_at !== null) return fee;
  const coupon = couponCode ? couponOf(couponCode) : undefined;
  const discount = coupon ? couponDiscount(fee, coupon) : 0;
  statement(db, 'UPDATE processing_fees SET paid_at = ?, coupon_code = ?, discount_paise = ? WHERE id = ?').run(
    at,
    coupon?.code ?? null,
    discount,
    fee.id,
  );
  if (coupon) {
    statement(db, 'INSERT OR IGNORE INTO coupon_redemptions (customer_id, code, fee_id, at) VALUES (?, ?, ?, ?)').run(
      fee.customer_id,
      coupon.code,
      fee.id,
      at,
    );
  }
  return findFee(db, fee.id) as FeeRow;
}
