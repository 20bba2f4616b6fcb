import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { RupeesAsPaiseSchema } from '../kit/money.ts';
import { PhoneSchema, UuidSchema, VisibleText, readJsonBody, readParams } from '../kit/validation.ts';
import { findCustomerByPhone } from '../db/customers.ts';
import { statement } from '../db/statements.ts';
import { createLink, raiseAsk } from './asks.ts';
import { findInvitation, invitationJson, moveInvitation } from './invitations.ts';
import { moveSpend, spendNow, spendsNow } from './rails.ts';
import { MINIMUM_SPEND } from './rules.ts';
import { createSpend, findSpend, spendJson } from './spends.ts';
import { addSupplier, supplierFor } from './suppliers.ts';

// QA plays the rails, the suppliers and the marketplaces here (docs/sandbox.md, "Spending control").

const PhoneParams = v.object({ phone: PhoneSchema });
const Text = (max: number) => v.pipe(v.string(), VisibleText, v.trim(), v.minLength(1), v.maxLength(max));
const RailsSchema = v.strictObject({
  action: v.picklist(['settle', 'fail', 'hold', 'release'], 'must be settle, fail, hold or release'),
  reason: v.optional(Text(200)),
});
const InvitationStateSchema = v.strictObject({
  state: v.picklist(['opened', 'joined', 'expired'], 'must be opened, joined or expired'),
  vpa: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9._-]{2,64}@[a-z]{2,32}$/, 'must be a UPI id'))),
});
const BlockSchema = v.strictObject({ reason: Text(200) });
// A supplier's due is a drawdown made at it (ADR 047), never raised on its own: only requests are.
const AskSchema = v.strictObject({
  kind: v.picklist(['request'], 'must be request (a due is a drawdown: book a marketplace order)'),
  supplierId: UuidSchema,
  amount: v.pipe(RupeesAsPaiseSchema, v.minValue(MINIMUM_SPEND, 'must be at least ₹1')),
  note: v.optional(Text(200)),
  invoiceNumber: v.optional(Text(40)),
  dueDate: v.optional(v.pipe(v.string(), v.isoDate('must be a date, YYYY-MM-DD'))),
});
const OrderSchema = v.strictObject({
  supplierId: UuidSchema,
  amount: v.pipe(RupeesAsPaiseSchema, v.minValue(MINIMUM_SPEND, 'must be at least ₹1')),
  invoiceNumber: v.optional(Text(40)),
  state: v.optional(v.picklist(['settled', 'on_hold'], 'must be settled or on_hold'), 'settled'),
});
const LinkSchema = v.strictObject({
  supplierId: UuidSchema,
  amount: v.pipe(RupeesAsPaiseSchema, v.minValue(MINIMUM_SPEND, 'must be at least ₹1')),
  invoiceNumber: v.optional(Text(40)),
  note: v.optional(Text(200)),
  validForHours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 30)), 72),
});

const DEFAULT_FAIL_REASON =
  'The supplier’s bank returned the payment (account closed). Nothing was drawn on your line.';
const DEFAULT_HOLD_REASON = 'The payment is under the bank’s routine review.';

export function purchaseControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const { db } = deps;
  const customerOf = (phone: string) => {
    const customer = findCustomerByPhone(db, phone);
    if (!customer) throw notFound(`No customer has the phone ${phone}.`);
    return customer;
  };

  // The rails' report on a spend: settled, failed (with the reason), held, released.
  routes.post('/__sandbox/purchases/:id/rails', async (c) => {
    const input = await readJsonBody(c, RailsSchema);
    const moved = db
      .transaction(() => {
        const found = findSpend(db, c.req.param('id'));
        if (!found) throw notFound('There is no such transaction.');
        const spend = spendNow(db, found, deps.now());
        const move =
          input.action === 'fail'
            ? { kind: 'fail' as const, reason: input.reason ?? DEFAULT_FAIL_REASON }
            : input.action === 'hold'
              ? { kind: 'hold' as const, reason: input.reason ?? DEFAULT_HOLD_REASON }
              : { kind: input.action };
        return moveSpend(db, spend, move, deps.now());
      })
      .immediate();
    return c.json({ transaction: spendJson(db, moved) });
  });

  routes.post('/__sandbox/invitations/:id/state', async (c) => {
    const input = await readJsonBody(c, InvitationStateSchema);
    const row = db
      .transaction(() => {
        const invitation = findInvitation(db, c.req.param('id'), deps.now());
        if (!invitation) throw notFound('There is no such invitation.');
        const supplier =
          input.state === 'joined'
            ? addSupplier(
                db,
                invitation.customer_id,
                {
                  name: invitation.name,
                  gstin: null,
                  phone: invitation.phone,
                  bank: null,
                  vpa: input.vpa ?? `${invitation.phone}@okaxis`,
                },
                isoAt(deps.now()),
              )
            : null;
        return moveInvitation(db, invitation, input.state, supplier?.id ?? null, deps.now());
      })
      .immediate();
    return c.json({ invitation: invitationJson(row) });
  });

  routes.put('/__sandbox/customers/:phone/purchase-blocks/:marketplaceId', async (c) => {
    const { phone } = readParams(c, PhoneParams);
    const { reason } = await readJsonBody(c, BlockSchema);
    const customer = customerOf(phone);
    statement(
      db,
      `INSERT INTO purchase_blocks (customer_id, marketplace_id, reason) VALUES (?, ?, ?)
         ON CONFLICT (customer_id, marketplace_id) DO UPDATE SET reason = excluded.reason`,
    ).run(customer.id, c.req.param('marketplaceId'), reason);
    return c.json({ marketplaceId: c.req.param('marketplaceId'), blocked: true, reason });
  });

  routes.delete('/__sandbox/customers/:phone/purchase-blocks/:marketplaceId', (c) => {
    const { phone } = readParams(c, PhoneParams);
    const customer = customerOf(phone);
    statement(db, 'DELETE FROM purchase_blocks WHERE customer_id = ? AND marketplace_id = ?').run(
      customer.id,
      c.req.param('marketplaceId'),
    );
    return c.json({ marketplaceId: c.req.param('marketplaceId'), blocked: false, reason: null });
  });

  // A supplier raises a request to be paid (pending requests).
  routes.post('/__sandbox/customers/:phone/supplier-asks', async (c) => {
    const { phone } = readParams(c, PhoneParams);
    const input = await readJsonBody(c, AskSchema);
    const customer = customerOf(phone);
    const supplier = supplierFor(db, customer.id, input.supplierId);
    const id = raiseAsk(
      db,
      {
        customerId: customer.id,
        supplierId: supplier.id,
        kind: input.kind,
        amount: input.amount,
        note: input.note ?? null,
        invoiceNumber: input.invoiceNumber ?? null,
        dueDate: input.dueDate ?? null,
      },
      isoAt(deps.now()),
    );
    return c.json({ id, kind: input.kind });
  });

  // A marketplace order the customer consented to at the marketplace's checkout (ADR 047): a spend at
  // that supplier, weighed against the available limit like any other, confirmed there, and either
  // held until delivery or delivered and settled, which books the drawdown (the supplier's due).
  routes.post('/__sandbox/customers/:phone/marketplace-orders', async (c) => {
    const { phone } = readParams(c, PhoneParams);
    const input = await readJsonBody(c, OrderSchema);
    const customer = customerOf(phone);
    const nowMs = deps.now();
    const spend = db
      .transaction(() => {
        const supplier = supplierFor(db, customer.id, input.supplierId);
        spendsNow(db, customer.id, nowMs);
        const invoice = input.invoiceNumber ?? `ORD-${randomBytes(4).toString('hex').toUpperCase()}`;
        let row = createSpend(
          db,
          {
            customerId: customer.id,
            supplierId: supplier.id,
            payeeName: supplier.name,
            vpa: supplier.vpa,
            merchantCode: null,
            marketplaceId: supplier.marketplaceId,
            channel: 'invoice',
            amount: input.amount,
            invoices: [{ number: invoice, date: isoAt(nowMs).slice(0, 10), amount: input.amount, file: null }],
            note: 'Marketplace order',
          },
          nowMs,
        );
        row = moveSpend(db, row, { kind: 'confirm', confirmWith: 'OTP' }, nowMs);
        if (input.state === 'on_hold' && row.status === 'on_hold') return row;
        if (row.status === 'on_hold') row = moveSpend(db, row, { kind: 'deliver' }, nowMs);
        return input.state === 'settled' ? moveSpend(db, row, { kind: 'settle' }, nowMs) : row;
      })
      .immediate();
    return c.json({ transaction: spendJson(db, spend) });
  });

  // A supplier or marketplace sends the customer a payment link.
  routes.post('/__sandbox/customers/:phone/payment-links', async (c) => {
    const { phone } = readParams(c, PhoneParams);
    const input = await readJsonBody(c, LinkSchema);
    const customer = customerOf(phone);
    const supplier = supplierFor(db, customer.id, input.supplierId);
    const linkId = createLink(db, {
      customerId: customer.id,
      supplierId: supplier.id,
      amount: input.amount,
      invoiceNumber: input.invoiceNumber ?? null,
      note: input.note ?? null,
      expiresAtMs: deps.now() + input.validForHours * 60 * 60 * 1000,
    });
    return c.json({ linkId });
  });

  return routes;
}
