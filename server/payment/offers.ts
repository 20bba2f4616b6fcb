import { Hono } from 'hono';
import type { Database } from 'better-sqlite3';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { statement } from '../db/statements.ts';
import { COUPONS, dueFeeOf } from './coupons.ts';
import { rupeesFromPaise } from '../kit/money.ts';

// The customer's offers (GET /v1/offers; docs/sandbox.md, "Offers"): the processing fee coupons
// they can still use on the fee waiting to be paid. An offer exists only while it can be taken:
// no fee due, a coupon past its end date or one this customer already redeemed is no offer.

export type Offer = {
  id: string;
  kind: 'processingFeeCoupon';
  couponCode: string;
  /** Per cent off the fee, or null when the coupon takes a fixed amount off. */
  percentOff: number | null;
  /** Rupees off the fee, or null when the coupon takes a share off. */
  amountOff: number | null;
  /** The last day the coupon can be used (YYYY-MM-DD). */
  validUntil: string;
  processingFeeId: string;
  /** The fee before any coupon, in rupees (GST is charged on what is left). */
  feeAmount: number;
};

export function offersOf(db: Database, customerId: string, today: string): Offer[] {
  const fee = dueFeeOf(db, customerId);
  if (!fee) return [];
  const redeemed = new Set(
    (
      statement(db, 'SELECT code FROM coupon_redemptions WHERE customer_id = ?').all(customerId) as { code: string }[]
    ).map((row) => row.code),
  );
  return COUPONS.filter((coupon) => coupon.endsOn >= today && !redeemed.has(coupon.code)).map((coupon) => ({
    id: coupon.code.toLowerCase(),
    kind: 'processingFeeCoupon',
    couponCode: coupon.code,
    percentOff: coupon.percentOff ?? null,
    amountOff: coupon.amountOff === undefined ? null : rupeesFromPaise(coupon.amountOff),
    validUntil: coupon.endsOn,
    processingFeeId: fee.id,
    feeAmount: rupeesFromPaise(fee.amount_paise),
  }));
}

/** GET /v1/offers: the token's own customer's offers only. */
export function offerRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get('/v1/offers', requireCustomer(deps), (c) => {
    const today = isoAt(deps.now()).slice(0, 10);
    return c.json({ offers: offersOf(deps.db, c.get('auth').customer.id, today) });
  });
  return routes;
}
