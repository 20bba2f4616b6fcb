import { Hono, type Context, type Next } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { HttpError } from '../kit/errors.ts';
import { parseOrThrow, readJsonBody, requireJsonContentType } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { statement } from '../db/statements.ts';
import { keyedCodes } from '../otp/keyed-codes.ts';
import { checkMpin, mpinState, setMpin } from './mpin.ts';
import { moveSpend } from './rails.ts';
import {
  CONFIRMATIONS,
  MPIN_PATTERN,
  PAYOUT_METHODS,
  PurchaseErrorCodes,
  SPEND_ID_PATTERN,
  isSpendId,
} from './rules.ts';
import { readOwnSpend } from './spend-flow.ts';
import { spendJson, type SpendRow } from './spends.ts';
import { payoutMethodsOf, supplierFor } from './suppliers.ts';

// Confirming a spend (§7 process-payment, verify-payment-otp, resend-payment-otp; §5 mpin-verify):
// the customer picks how it reaches the payee and how they confirm it, then confirms with the OTP
// sent to their phone or their mPIN. Only then does it go on the rails. The OTP routes' paths are
// shared with repayments: a spend's id (PUR…) is answered here, any other goes on (next()).

const SpendId = v.pipe(v.string(), v.regex(SPEND_ID_PATTERN, 'must be a transaction id'));
const ProcessSchema = v.strictObject({
  transactionId: SpendId,
  paymentMethod: v.picklist(PAYOUT_METHODS, `must be one of ${PAYOUT_METHODS.join(', ')}`),
  confirmWith: v.picklist(CONFIRMATIONS, 'must be OTP or MPIN'),
});
const OtpSchema = v.strictObject({
  transactionId: SpendId,
  otp: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
});
const ResendSchema = v.strictObject({ transactionId: SpendId });
const MpinSchema = v.pipe(v.string(), v.regex(MPIN_PATTERN, 'must be 4 or 6 digits'));
const SetMpinSchema = v.strictObject({ mpin: MpinSchema });
const MpinVerifySchema = v.strictObject({ transactionId: SpendId, mpin: MpinSchema });

export const spendCodes = keyedCodes({
  table: 'purchase_otps',
  keyColumn: 'spend_id',
  purpose: 'spend',
  notAwaiting: () => notAwaiting(),
});

const notAwaiting = (): HttpError =>
  new HttpError(409, PurchaseErrorCodes.notAwaitingConfirmation, 'This payment is not waiting to be confirmed.');

/** The body's transactionId when it is a spend's; undefined sends the call on to repayments. */
async function spendIdOf(c: Context<SandboxEnv>): Promise<string | undefined> {
  requireJsonContentType(c);
  const body: unknown = await c.req.json().catch(() => undefined);
  const id = (body as { transactionId?: unknown } | undefined)?.transactionId;
  return isSpendId(id) ? id : undefined;
}

export function confirmRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const { db } = deps;

  routes.post('/v1/customer/process-payment', customer, async (c) => {
    const input = await readJsonBody(c, ProcessSchema);
    const owner = c.var.auth.customer;
    const answer = db
      .transaction(() => {
        const spend = readOwnSpend(deps, c, input.transactionId);
        if (spend.status !== 'created') throw notAwaiting();
        const payout =
          spend.supplier_id === null ? ['UPI'] : payoutMethodsOf(supplierFor(db, owner.id, spend.supplier_id));
        if (!payout.includes(input.paymentMethod)) {
          throw new HttpError(400, 'EPL-40000', 'body.paymentMethod: this payee cannot be paid that way');
        }
        if (input.confirmWith === 'MPIN') {
          const mpin = mpinState(deps, owner.id);
          if (!mpin.isSet) throw new HttpError(409, PurchaseErrorCodes.mpinNotSet, 'Please set your mPIN first.');
        } else {
          // Asked again (a reload), it is a resend: the 30 s wait applies.
          const issued = statement(db, 'SELECT 1 FROM purchase_otps WHERE spend_id = ?').get(spend.id);
          if (issued) spendCodes.resend(deps, spend.id, owner.phone);
          else spendCodes.issue(deps, spend.id, owner.phone);
        }
        statement(db, 'UPDATE purchase_spends SET payout_method = ?, confirm_with = ? WHERE id = ?').run(
          input.paymentMethod,
          input.confirmWith,
          spend.id,
        );
        return readOwnSpend(deps, c, spend.id);
      })
      .immediate();
    return c.json({
      transaction: spendJson(db, answer),
      sentTo: input.confirmWith === 'OTP' ? owner.phone : null,
    });
  });

  /** Confirms with `check` (OTP or mPIN); a wrong try is committed before its error is thrown. */
  const confirm = (c: Context<SandboxEnv>, id: string, confirmWith: 'OTP' | 'MPIN', check: () => HttpError | null) => {
    let failure: HttpError | null = null;
    const answer = db
      .transaction((): SpendRow => {
        const spend = readOwnSpend(deps, c, id);
        // Confirmed already (a replay after a lost answer): the result, not a second confirmation.
        if (spend.status !== 'created') return spend;
        if (spend.confirm_with !== confirmWith) throw notAwaiting();
        failure = check();
        return failure === null ? moveSpend(db, spend, { kind: 'confirm', confirmWith }, deps.now()) : spend;
      })
      .immediate();
    if (failure) throw failure;
    return c.json({ transaction: spendJson(db, answer) });
  };

  const caught = (run: () => void): HttpError | null => {
    try {
      run();
      return null;
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
  };

  routes.post('/v1/customer/verify-payment-otp', customer, async (c, next: Next) => {
    if ((await spendIdOf(c)) === undefined) return next();
    const input = parseOrThrow(OtpSchema, await c.req.json(), 'body');
    return confirm(c, input.transactionId, 'OTP', () =>
      caught(() => spendCodes.check(deps, input.transactionId, input.otp)),
    );
  });

  routes.post('/v1/customer/resend-payment-otp', customer, async (c, next: Next) => {
    if ((await spendIdOf(c)) === undefined) return next();
    const input = parseOrThrow(ResendSchema, await c.req.json(), 'body');
    const phone = c.var.auth.customer.phone;
    db.transaction(() => {
      const spend = readOwnSpend(deps, c, input.transactionId);
      if (spend.status !== 'created' || spend.confirm_with !== 'OTP') throw notAwaiting();
      spendCodes.resend(deps, spend.id, phone);
    }).immediate();
    return c.json({ sentTo: phone });
  });

  routes.get('/v1/scanpay/mpin', customer, (c) => c.json(mpinState(deps, c.var.auth.customer.id)));

  routes.post('/v1/scanpay/mpin', customer, async (c) => {
    const { mpin } = await readJsonBody(c, SetMpinSchema);
    db.transaction(() => setMpin(deps, c.var.auth.customer.id, mpin)).immediate();
    return c.json(mpinState(deps, c.var.auth.customer.id));
  });

  routes.post('/v1/scanpay/mpin-verify', customer, async (c) => {
    const input = await readJsonBody(c, MpinVerifySchema);
    return confirm(c, input.transactionId, 'MPIN', () => checkMpin(deps, c.var.auth.customer.id, input.mpin));
  });

  return routes;
}
