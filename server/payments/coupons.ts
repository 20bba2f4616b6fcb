import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { HttpError } from '../errors.ts';
import { statement } from '../db/statements.ts';

// The processing fee and its coupons (docs/sandbox.md, "Processing fee and coupons"). A coupon is
// valid, unknown (invalid), past its end date (expired), or already redeemed by this customer
// (used); applying one never charges anything, it lowers what the fee payment asks for.

export const CouponErrorCodes = {
  invalid: 'EPL-42220',
  expired: 'EPL-42221',
  used: 'EPL-42222',
  feePaid: 'EPL-40903',
} as const;

type Coupon = { code: string; percentOff?: number; amountOff?: number; endsOn: string };

/** The sandbox's coupon book: codes are case-insensitive. */
export const COUPONS: readonly Coupon[] = [
  { code: 'FEE50', percentOff: 50, endsOn: '2099-12-31' },
  { code: 'FLAT500', amountOff: 500, endsOn: '2099-12-31' },
  { code: 'FREEFEE', percentOff: 100, endsOn: '2099-12-31' },
  { code: 'OLD2025', percentOff: 25, endsOn: '2025-12-31' },
];

export type FeeRow = {
  id: string;
  customer_id: string;
  amount: number;
  coupon_code: string | null;
  discount: number;
  paid_at: string | null;
  created_at: string;
};

export function createFee(db: Database, customerId: string, amount: number, at: string): FeeRow {
  const id = `PF-${randomUUID().slice(0, 8).toUpperCase()}`;
  statement(db, 'INSERT INTO processing_fees (id, customer_id, amount, created_at) VALUES (?, ?, ?, ?)').run(
    id,
    customerId,
    amount,
    at,
  );
  return findFee(db, id) as FeeRow;
}

export function findFee(db: Database, id: string): FeeRow | undefined {
  return statement(db, 'SELECT * FROM processing_fees WHERE id = ?').get(id) as FeeRow | undefined;
}

const toPaise = (amount: number) => Math.round(amount * 100);

/** What the coupon takes off this fee, or the §8 error saying why it does not apply. */
export function discountOf(db: Database, fee: FeeRow, code: string, today: string): number {
  const coupon = COUPONS.find((one) => one.code === code.trim().toUpperCase());
  if (!coupon) throw new HttpError(422, CouponErrorCodes.invalid, 'This coupon code is not valid.');
  if (coupon.endsOn < today) throw new HttpError(422, CouponErrorCodes.expired, 'This coupon has expired.');
  const used = statement(db, 'SELECT 1 FROM coupon_redemptions WHERE customer_id = ? AND code = ?').get(
    fee.customer_id,
    coupon.code,
  );
  if (used) throw new HttpError(422, CouponErrorCodes.used, 'You have already used this coupon.');
  const off =
    coupon.percentOff !== undefined ? (toPaise(fee.amount) * coupon.percentOff) / 100 : toPaise(coupon.amountOff ?? 0);
  return Math.min(toPaise(fee.amount), Math.round(off)) / 100;
}

/** Applies the coupon to the fee (replacing an earlier one); the redemption counts once the fee is paid. */
export function applyCoupon(db: Database, fee: FeeRow, code: string, today: string): FeeRow {
  if (fee.paid_at !== null) throw new HttpError(409, CouponErrorCodes.feePaid, 'This fee is already paid.');
  const discount = discountOf(db, fee, code, today);
  statement(db, 'UPDATE processing_fees SET coupon_code = ?, discount = ? WHERE id = ?').run(
    code.trim().toUpperCase(),
    discount,
    fee.id,
  );
  return findFee(db, fee.id) as FeeRow;
}

/** Marks the fee paid and its coupon used. */
export function settleFee(db: Database, fee: FeeRow, at: string): FeeRow {
  if (fee.paid_at !== null) return fee;
  statement(db, 'UPDATE processing_fees SET paid_at = ? WHERE id = ?').run(at, fee.id);
  if (fee.coupon_code) {
    statement(db, 'INSERT OR IGNORE INTO coupon_redemptions (customer_id, code, fee_id, at) VALUES (?, ?, ?, ?)').run(
      fee.customer_id,
      fee.coupon_code,
      fee.id,
      at,
    );
  }
  return findFee(db, fee.id) as FeeRow;
}

export function feeJson(fee: FeeRow) {
  const payable = Math.max(0, toPaise(fee.amount) - toPaise(fee.discount)) / 100;
  return {
    processingFeeId: fee.id,
    amount: fee.amount,
    couponCode: fee.coupon_code,
    discount: fee.discount,
    payable,
    paid: fee.paid_at !== null,
  };
}
