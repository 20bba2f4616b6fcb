import { Hono, type Next } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { RupeesAsPaiseSchema, rupeesFromPaise } from '../kit/money.ts';
import { parseOrThrow, requireJsonContentType } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { isKnownVpa } from '../providers/upi.ts';
import { UPI_MERCHANTS } from './catalog.ts';
import { spendsNow } from './rails.ts';
import { MINIMUM_SPEND, PurchaseErrorCodes, merchantRefusal } from './rules.ts';
import { creditLineOf, spendGate } from './spends.ts';
import { HttpError } from '../kit/errors.ts';
import { mpinState } from './mpin.ts';

// Scan-and-pay's checks (§5, §7 scanpay): the payee's UPI id, and whether the line may pay it now.
// validate-vpa is shared with the repayment's own check of the customer's UPI id: a body with
// `purpose: "scanpay"` is a payee to pay and is answered here; any other goes on (next()).

const VpaSchema = v.strictObject({
  purpose: v.literal('scanpay'),
  vpa: v.pipe(v.string(), v.maxLength(255)),
});
const EligibilitySchema = v.strictObject({
  vpa: v.pipe(v.string(), v.maxLength(255)),
  amount: v.pipe(RupeesAsPaiseSchema, v.minValue(MINIMUM_SPEND, 'must be at least ₹1')),
  // The QR's `mc`: absent for a person's UPI id.
  merchantCode: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a 4-digit merchant category code'))),
});

/** The directory's answer for a payee: whether it exists, its registered name and merchant code. */
function payeeOf(vpaGiven: string, codeFromQr: string | undefined) {
  const vpa = vpaGiven.trim().toLowerCase();
  const valid = isKnownVpa(vpa);
  const merchant = UPI_MERCHANTS[vpa];
  const merchantCode = merchant?.merchantCode ?? codeFromQr ?? null;
  return { vpa, valid, name: valid ? (merchant?.name ?? null) : null, merchantCode };
}

export function scanpayRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const { db } = deps;

  routes.post('/v1/scanpay/validate-vpa', customer, async (c, next: Next) => {
    requireJsonContentType(c);
    const body: unknown = await c.req.json().catch(() => undefined);
    if ((body as { purpose?: unknown } | undefined)?.purpose !== 'scanpay') return next();
    const input = parseOrThrow(VpaSchema, body, 'body');
    const payee = payeeOf(input.vpa, undefined);
    return c.json({ ...payee, allowed: payee.valid && merchantRefusal(payee.merchantCode) === null });
  });

  // Whether this payment may go ahead, every reason in words when not; the mPIN's state for the next step.
  routes.post('/v1/scanpay/eligibility-check', customer, async (c) => {
    requireJsonContentType(c);
    const input = parseOrThrow(EligibilitySchema, await c.req.json().catch(() => undefined), 'body');
    const owner = c.var.auth.customer.id;
    const payee = payeeOf(input.vpa, input.merchantCode);
    const nowMs = deps.now();
    const answer = db.transaction(() => {
      spendsNow(db, owner, nowMs);
      const reasons: { code: string; message: string }[] = [];
      if (!payee.valid) reasons.push({ code: PurchaseErrorCodes.unknownVpa, message: 'This UPI id does not exist.' });
      const refusal = merchantRefusal(payee.merchantCode);
      if (refusal !== null) reasons.push({ code: PurchaseErrorCodes.merchantNotAllowed, message: refusal });
      try {
        spendGate(db, owner, input.amount, null, nowMs);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        reasons.push({ code: error.code, message: error.message });
      }
      const line = creditLineOf(db, owner, nowMs);
      return {
        eligible: reasons.length === 0,
        reasons,
        payee,
        amount: rupeesFromPaise(input.amount),
        available: line ? rupeesFromPaise(line.dues.available) : null,
        mpin: mpinState(deps, owner),
      };
    })();
    return c.json(answer);
  });

  return routes;
}
