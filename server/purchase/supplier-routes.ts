import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError, badRequest } from '../kit/errors.ts';
import { PhoneSchema, UuidSchema, VisibleText, readJsonBody, readParams, readQuery } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { checkGstin } from '../identifiers/gstin.ts';
import { isKnownVpa } from '../providers/upi.ts';
import { pennyDrop } from './penny-drop.ts';
import { readOwnSpend } from './spend-flow.ts';
import { blockOf, creditLineOf, spendJson, spendsOf } from './spends.ts';
import { spendsNow } from './rails.ts';
import { rupeesFromPaise } from '../kit/money.ts';
import { addSupplier, payoutMethodsOf, supplierFor, suppliersOf, unknownVpa, type Supplier } from './suppliers.ts';
import { INVITE_CHANNELS } from './rules.ts';
import { invitationJson, invitationsOf, ownInvitation, resendInvitation, sendInvitation } from './invitations.ts';

// Suppliers (§7 "Suppliers list (phone header, query), supplier transaction, supplier transaction
// details by uuid", transaction-supplier/{id}): the listed and the customer's own, adding one, and
// inviting one who is not on the platform. Another customer's supplier or invitation is a 404.

const IdParams = v.object({ id: UuidSchema });
const ListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  source: v.optional(v.picklist(['marketplace', 'own'], 'must be marketplace or own')),
});
const NameSchema = v.pipe(
  v.string(),
  VisibleText,
  v.trim(),
  v.minLength(2, 'must be at least 2 characters'),
  v.maxLength(100),
);
const AddSchema = v.strictObject({
  name: NameSchema,
  gstin: v.optional(v.string()),
  phone: v.optional(PhoneSchema),
  bankAccount: v.optional(
    v.strictObject({
      accountNumber: v.pipe(v.string(), v.regex(/^\d{9,18}$/, 'must be 9 to 18 digits')),
      ifsc: v.pipe(v.string(), v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC code like HDFC0001234')),
    }),
  ),
  vpa: v.optional(v.pipe(v.string(), v.maxLength(255))),
});
const InviteSchema = v.strictObject({
  name: NameSchema,
  phone: PhoneSchema,
  channel: v.picklist(INVITE_CHANNELS, 'must be SMS or WHATSAPP'),
});

/** §7: the suppliers list carries the saved phone as x-phone-number; it must be the token's own. */
function requirePhoneHeader(c: Context<SandboxEnv>): void {
  const phone = c.req.header('x-phone-number');
  if (!phone) throw badRequest('header.x-phone-number: required');
  if (phone.trim() !== c.var.auth.customer.phone) {
    throw new HttpError(403, 'EPL-40300', 'x-phone-number is not the phone you logged in with.');
  }
}

const supplierJson = (supplier: Supplier) => ({ ...supplier, payoutMethods: payoutMethodsOf(supplier) });

export function supplierRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const { db } = deps;
  /** `read`, once the customer's spends are brought up to the clock, in one transaction. */
  const afterSpendsNow = <T>(owner: string, read: () => T): T =>
    db.transaction(() => {
      spendsNow(db, owner, deps.now());
      return read();
    })();

  routes.get('/v1/customer/suppliers', customer, (c) => {
    requirePhoneHeader(c);
    const query = readQuery(c, ListQuery);
    const { customer: me } = c.var.auth;
    const needle = query.search?.trim().toLowerCase() ?? '';
    const suppliers = suppliersOf(db, me.id, me.marketplace_name).filter(
      (supplier) =>
        (query.source === undefined || supplier.source === query.source) &&
        (needle === '' ||
          supplier.name.toLowerCase().includes(needle) ||
          (supplier.gstin ?? '').toLowerCase().includes(needle)),
    );
    return c.json({ suppliers: suppliers.map(supplierJson) });
  });

  routes.post('/v1/customer/suppliers', customer, async (c) => {
    const input = await readJsonBody(c, AddSchema);
    if (input.bankAccount === undefined && input.vpa === undefined) {
      throw badRequest('body: a bank account or a UPI id is needed to pay the supplier');
    }
    const gstin = input.gstin === undefined || input.gstin.trim() === '' ? null : checkGstin(input.gstin, 'body.gstin');
    const vpa = input.vpa === undefined ? null : input.vpa.trim().toLowerCase();
    if (vpa !== null && !isKnownVpa(vpa)) throw unknownVpa();
    const bank = input.bankAccount
      ? { ...input.bankAccount, ...pennyDrop(input.bankAccount.accountNumber, input.name) }
      : null;
    const supplier = db
      .transaction(() =>
        addSupplier(
          db,
          c.var.auth.customer.id,
          { name: input.name, gstin, phone: input.phone ?? null, bank, vpa },
          isoAt(deps.now()),
        ),
      )
      .immediate();
    return c.json({ supplier: supplierJson(supplier) }, 201);
  });

  routes.get('/v1/customer/suppliers/invitations', customer, (c) =>
    c.json({ invitations: invitationsOf(db, c.var.auth.customer.id, deps.now()).map(invitationJson) }),
  );

  routes.post('/v1/customer/suppliers/send-invite', customer, async (c) => {
    const input = await readJsonBody(c, InviteSchema);
    const row = db.transaction(() => sendInvitation(db, c.var.auth.customer.id, input, deps.now())).immediate();
    return c.json({ invitation: invitationJson(row) });
  });

  routes.post('/v1/customer/suppliers/invitations/:id/resend', customer, (c) => {
    const { id } = readParams(c, IdParams);
    const row = db
      .transaction(() => resendInvitation(db, ownInvitation(db, c.var.auth.customer.id, id, deps.now()), deps.now()))
      .immediate();
    return c.json({ invitation: invitationJson(row) });
  });

  routes.get('/v1/customer/suppliers/:id', customer, (c) => {
    const { id } = readParams(c, IdParams);
    return c.json({ supplier: supplierJson(supplierFor(db, c.var.auth.customer.id, id)) });
  });

  // The supplier's transactions: the customer's spends to that supplier, newest first.
  routes.get('/v1/customer/suppliers/:id/transactions', customer, (c) => {
    const { id } = readParams(c, IdParams);
    const owner = c.var.auth.customer.id;
    const supplier = supplierFor(db, owner, id);
    const rows = afterSpendsNow(owner, () => spendsOf(db, owner, supplier.id));
    return c.json({ supplier: supplierJson(supplier), transactions: rows.map((row) => spendJson(db, row)) });
  });

  // A spend's details by its id, as the supplier page opens one.
  routes.get('/v1/customer/supplier-transactions/:id', customer, (c) => {
    const id = c.req.param('id');
    return c.json({ transaction: spendJson(db, readOwnSpend(deps, c, id)) });
  });

  // What a spend to this supplier needs before it starts: the supplier, how it can be paid, whether
  // its marketplace has paused payments, and the limit available now.
  routes.get('/v1/customer/transaction-supplier/:id', customer, (c) => {
    const { id } = readParams(c, IdParams);
    const owner = c.var.auth.customer.id;
    const supplier = supplierFor(db, owner, id);
    const line = afterSpendsNow(owner, () => creditLineOf(db, owner, deps.now()));
    const block = supplier.marketplaceId ? blockOf(db, owner, supplier.marketplaceId) : undefined;
    return c.json({
      supplier: supplierJson(supplier),
      blocked: block !== undefined,
      blockedReason: block?.reason ?? null,
      available: line ? rupeesFromPaise(line.dues.available) : null,
    });
  });

  return routes;
}
