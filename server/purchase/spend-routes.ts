import { Hono, type Context, type Next } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError, badRequest, notFound } from '../kit/errors.ts';
import { RupeesAsPaiseSchema, asPaise, rupeesFromPaise } from '../kit/money.ts';
import { UuidSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { uploadBody } from '../http/body-limits.ts';
import { isKnownVpa } from '../providers/upi.ts';
import { markLinkSpent, openAsk, openLink, ownAsk } from './asks.ts';
import { UPI_MERCHANTS } from './catalog.ts';
import { canMove, moveSpend, spendsNow } from './rails.ts';
import { MINIMUM_SPEND, PurchaseErrorCodes, SPEND_FEE, SPEND_ID_PATTERN, isSpendId, merchantRefusal } from './rules.ts';
import { readOwnSpend, startSpendOnce } from './spend-flow.ts';
import { readSpend, type ReadSpend } from './spend-input.ts';
import { blockOf, creditLineOf, spendGate, spendJson, spendsOf, termsOn, type NewSpend } from './spends.ts';
import { mpinState } from './mpin.ts';
import { payoutMethodsOf, supplierFor, unknownVpa } from './suppliers.ts';

// The spend's calls (§7 Customer): create, the amount payable it would leave, its details, the
// ways to pay it out and confirm it, cancel, delivery-update, blocked-transactions. A few paths are
// shared with repayments (payments-details, payment-method, v2 transaction-details): a spend's id
// (PUR…) is answered here, anything else goes on to the payment journey's route (next()).

const SpendIdParams = v.object({ id: v.pipe(v.string(), v.regex(SPEND_ID_PATTERN, 'must be a transaction id')) });
const QuoteSchema = v.strictObject({
  amount: v.pipe(RupeesAsPaiseSchema, v.minValue(MINIMUM_SPEND, 'must be at least ₹1')),
  supplierId: v.optional(UuidSchema),
});

/** The refusal `gate` throws, as the review shows it, or null when the spend may go ahead. */
function refusalOf(gate: () => unknown): { code: string; message: string } | null {
  try {
    gate();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return { code: error.code, message: error.message };
    throw error;
  }
}

/** The new spend a request names, checked against the supplier, the link and the payee directory. */
function spendOf(deps: SandboxDeps, customerId: string, read: ReadSpend, nowMs: number): NewSpend {
  const { input, files } = read;
  const today = isoAt(nowMs).slice(0, 10);
  const late = input.invoices.find((invoice) => invoice.date > today);
  if (late) throw badRequest(`body.invoices: invoice ${late.number} is dated after today`);
  const invoices = input.invoices.map((invoice, index) => ({ ...invoice, file: files[index] ?? null }));
  const base = { customerId, amount: input.amount, invoices, note: input.note ?? null, merchantCode: null };
  if (input.channel === 'scanpay') {
    const vpa = (input.vpa ?? '').toLowerCase();
    if (!isKnownVpa(vpa)) throw unknownVpa();
    const merchant = UPI_MERCHANTS[vpa];
    const merchantCode = merchant?.merchantCode ?? input.merchantCode ?? null;
    const refusal = merchantRefusal(merchantCode);
    if (refusal !== null) throw new HttpError(409, PurchaseErrorCodes.merchantNotAllowed, refusal);
    return {
      ...base,
      supplierId: null,
      payeeName: merchant?.name ?? input.payeeName ?? vpa,
      vpa,
      merchantCode,
      marketplaceId: null,
      channel: 'scanpay',
    };
  }
  const supplier = supplierFor(deps.db, customerId, input.supplierId ?? '');
  let fromRequest = false;
  if (input.linkId !== undefined) {
    const link = openLink(deps.db, customerId, input.linkId, nowMs);
    if (link.supplier_id !== supplier.id || link.amount_paise !== input.amount) {
      throw badRequest('body: the supplier and amount must be the payment link’s');
    }
    // An approved request's link (ADR 047): the request must still be open when its spend is made.
    if (link.ask_id !== null) {
      openAsk(deps.db, ownAsk(deps.db, customerId, 'request', link.ask_id));
      fromRequest = true;
    }
  }
  return {
    ...base,
    supplierId: supplier.id,
    payeeName: supplier.name,
    vpa: supplier.vpa,
    marketplaceId: supplier.marketplaceId,
    channel: fromRequest ? 'request' : input.channel,
  };
}

export function spendRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const { db } = deps;

  routes.post('/v1/customer/multi-invoice-transaction', customer, uploadBody, async (c) => {
    const read = await readSpend(c);
    const owner = c.var.auth.customer.id;
    const input = { ...read.input, files: read.files.map((file) => file?.sha256 ?? null) };
    const answer = startSpendOnce(
      deps,
      c,
      input,
      () => spendOf(deps, owner, read, deps.now()),
      (spend) => {
        if (read.input.linkId !== undefined) markLinkSpent(db, read.input.linkId, spend.id, deps.now());
      },
    );
    return c.json(answer);
  });

  // The amount payable a spend would leave (the review): the limit before and after, the agreement's
  // interest-free days and due date, the fee, and the refusal (its reason in words) if any.
  routes.post('/v1/customer/transaction', customer, async (c) => {
    const input = await readJsonBody(c, QuoteSchema);
    const owner = c.var.auth.customer.id;
    const nowMs = deps.now();
    const marketplaceId = input.supplierId ? supplierFor(db, owner, input.supplierId).marketplaceId : null;
    const answer = db.transaction(() => {
      spendsNow(db, owner, nowMs);
      const line = creditLineOf(db, owner, nowMs);
      if (!line) return { refusal: refusalOf(() => spendGate(db, owner, input.amount, marketplaceId, nowMs)) };
      const refusal = refusalOf(() => spendGate(db, owner, input.amount, marketplaceId, nowMs));
      const available = line.dues.available;
      return {
        amount: rupeesFromPaise(input.amount),
        fee: rupeesFromPaise(SPEND_FEE),
        totalPayable: rupeesFromPaise(asPaise(input.amount + SPEND_FEE)),
        availableBefore: rupeesFromPaise(available),
        availableAfter: refusal === null ? rupeesFromPaise(asPaise(available - input.amount)) : null,
        ...termsOn(db, line.account, isoAt(nowMs).slice(0, 10)),
        refusal,
      };
    })();
    return c.json(answer);
  });

  const ownOrNext = async (
    c: Context<SandboxEnv>,
    next: Next,
    id: string | undefined,
    answer: (id: string) => object,
  ) => {
    if (!isSpendId(id)) return next();
    return c.json(answer(id));
  };

  routes.get('/v1/customer/transaction/:id/payments-details', customer, (c, next) =>
    ownOrNext(c, next, c.req.param('id'), (id) => ({ transaction: spendJson(db, readOwnSpend(deps, c, id)) })),
  );
  routes.get('/v2/customer/transaction-details', customer, (c, next) =>
    ownOrNext(c, next, c.req.query('transactionId'), (id) => ({
      transaction: spendJson(db, readOwnSpend(deps, c, id)),
    })),
  );

  // The ways a spend can reach its payee and be confirmed: a bank transfer where the supplier's
  // account is verified, UPI where it has a UPI id; the OTP always, the mPIN once it is set and unlocked.
  routes.get('/v1/customer/transaction/payment-method', customer, (c, next) =>
    ownOrNext(c, next, c.req.query('transactionId'), (id) => {
      const spend = readOwnSpend(deps, c, id);
      const owner = c.var.auth.customer.id;
      const payout = spend.supplier_id === null ? ['UPI'] : payoutMethodsOf(supplierFor(db, owner, spend.supplier_id));
      const mpin = mpinState(deps, owner);
      return {
        transactionId: spend.id,
        payoutMethods: payout,
        confirmations: [
          { code: 'OTP', available: true },
          { code: 'MPIN', available: mpin.isSet && mpin.lockedUntil === null },
        ],
      };
    }),
  );

  routes.get('/v1/customer/:uuid/transaction-details', customer, (c) => {
    const { uuid } = readParams(c, v.object({ uuid: UuidSchema }));
    if (uuid !== c.var.auth.customer.id) throw notFound('There is no such customer.');
    const rows = spendsOf(db, uuid).map((row) => readOwnSpend(deps, c, row.id));
    return c.json({ transactions: rows.map((row) => spendJson(db, row)) });
  });

  routes.patch('/v1/customer/:id/cancel', customer, (c) => {
    const { id } = readParams(c, SpendIdParams);
    const moved = db
      .transaction(() => {
        const spend = readOwnSpend(deps, c, id);
        if (!canMove(spend, 'cancel')) {
          const settled = spend.status === 'settled';
          throw new HttpError(
            409,
            PurchaseErrorCodes.notCancellable,
            settled
              ? 'This payment has reached the supplier and cannot be cancelled.'
              : 'This payment has already ended.',
          );
        }
        return moveSpend(db, spend, { kind: 'cancel' }, deps.now());
      })
      .immediate();
    return c.json({ transaction: spendJson(db, moved) });
  });

  // The buyer confirms a marketplace order arrived: the money held for it goes on to the supplier.
  routes.patch('/v1/customer/:id/delivery-update/:marketplaceId', customer, (c) => {
    const { id } = readParams(c, SpendIdParams);
    const marketplaceId = c.req.param('marketplaceId');
    const moved = db
      .transaction(() => {
        const spend = readOwnSpend(deps, c, id);
        if (spend.marketplace_id !== marketplaceId || !canMove(spend, 'deliver')) {
          throw new HttpError(
            409,
            PurchaseErrorCodes.notAwaitingDelivery,
            'This payment is not waiting for a delivery.',
          );
        }
        return moveSpend(db, spend, { kind: 'deliver' }, deps.now());
      })
      .immediate();
    return c.json({ transaction: spendJson(db, moved) });
  });

  routes.get('/v1/customer/blocked-transactions/:marketplaceId', customer, (c) => {
    const marketplaceId = c.req.param('marketplaceId');
    const block = blockOf(db, c.var.auth.customer.id, marketplaceId);
    return c.json({ marketplaceId, blocked: block !== undefined, reason: block?.reason ?? null });
  });

  return routes;
}
