import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError, notFound } from '../errors.ts';
import { readJsonBody } from '../validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { applyCoupon, CouponErrorCodes, feeJson, findFee, settleFee } from '../payments/coupons.ts';

// §7 apply-coupon and processing-fee-coupon-payment (docs/sandbox.md, "Processing fee and coupons").

const CouponBodySchema = v.strictObject({ couponCode: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });

function ownFee(deps: SandboxDeps, c: Context<SandboxEnv>) {
  const fee = findFee(deps.db, c.req.param('id') ?? '');
  if (!fee || fee.customer_id !== c.var.auth.customer.id) throw notFound('There is no such processing fee.');
  return fee;
}

export function paymentFeeRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const today = () => isoAt(deps.now()).slice(0, 10);

  routes.get('/v1/repayment/processing-fee/:id', customer, (c) => c.json(feeJson(ownFee(deps, c))));

  routes.get('/v1/repayment/:id/apply-coupon/:code', customer, (c) => {
    const applied = deps.db.transaction(() => applyCoupon(deps.db, ownFee(deps, c), c.req.param('code'), today()))();
    return c.json(feeJson(applied));
  });

  // A coupon that covers the whole fee pays it with no payment; otherwise the fee is paid through
  // the payment chart (purpose processingFee) for what is left.
  routes.patch('/v1/repayment/:id/processing-fee-coupon-payment', customer, async (c) => {
    const { couponCode } = await readJsonBody(c, CouponBodySchema);
    const settled = deps.db.transaction(() => {
      const fee = applyCoupon(deps.db, ownFee(deps, c), couponCode, today());
      if (feeJson(fee).payable > 0) {
        throw new HttpError(409, CouponErrorCodes.feePaid, 'This coupon does not cover the whole fee: pay the rest.');
      }
      return settleFee(deps.db, fee, isoAt(deps.now()));
    })();
    return c.json(feeJson(settled));
  });

  return routes;
}
