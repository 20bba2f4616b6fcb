import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError } from '../kit/errors.ts';
import { readJsonBody } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { CouponErrorCodes, feeJson, quoteJson, quoteWithCoupon, settleFee } from './coupons.ts';
import { ownFee } from './fee-payment.ts';
import { cancelFeePayments } from './in-flight.ts';
import { feeInvoicePdf } from './fee-invoice.ts';

// §7 apply-coupon and processing-fee-coupon-payment (docs/sandbox.md, "Processing fee and coupons").

const CouponBodySchema = v.strictObject({ couponCode: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });

const feeOfCaller = (deps: SandboxDeps, c: Context<SandboxEnv>) =>
  ownFee(deps.db, c.var.auth.customer.id, c.req.param('id') ?? '');

export function paymentFeeRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const today = () => isoAt(deps.now()).slice(0, 10);

  routes.get('/v1/repayment/processing-fee/:id', customer, (c) => c.json(feeJson(feeOfCaller(deps, c))));

  // The fee's tax invoice, once it is paid (ADR 049): a PDF the borrower keeps.
  routes.get('/v1/repayment/processing-fee/:id/invoice', customer, async (c) => {
    const fee = feeOfCaller(deps, c);
    if (fee.paid_at === null) {
      throw new HttpError(409, CouponErrorCodes.feeNotPaid, 'The tax invoice is issued once the fee is paid.');
    }
    const bytes = await feeInvoicePdf(deps.db, c.var.auth.customer, fee);
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', `attachment; filename="tax-invoice-${fee.id}.pdf"`);
    c.header('cache-control', 'no-store');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
  });

  // A quote: the breakup with the coupon, or why it does not apply. The payment carries the coupon.
  routes.get('/v1/repayment/:id/apply-coupon/:code', customer, (c) =>
    c.json(quoteJson(quoteWithCoupon(deps.db, feeOfCaller(deps, c), c.req.param('code'), today()))),
  );

  // A coupon that covers the whole fee (GST included) pays it with no payment; otherwise the fee is
  // paid through the payment chart (purpose processingFee) for what is left.
  routes.patch('/v1/repayment/:id/processing-fee-coupon-payment', customer, async (c) => {
    const { couponCode } = await readJsonBody(c, CouponBodySchema);
    const settled = deps.db.transaction(() => {
      const fee = feeOfCaller(deps, c);
      const quote = quoteWithCoupon(deps.db, fee, couponCode, today());
      if (quote.total > 0) {
        throw new HttpError(
          409,
          CouponErrorCodes.notCovered,
          'This coupon does not cover the whole fee: pay the rest.',
        );
      }
      // A payment of the fee still in flight (a card's OTP left unanswered) is cancelled, not charged.
      cancelFeePayments(deps.db, fee.customer_id, fee.id, isoAt(deps.now()));
      return settleFee(deps.db, fee, quote.couponCode, isoAt(deps.now()));
    })();
    return c.json(feeJson(settled));
  });

  return routes;
}
