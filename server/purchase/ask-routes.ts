import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { rupeesFromPaise } from '../kit/money.ts';
import { UuidSchema, VisibleText, readJsonBody, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { askJson, asksOf, decideAsk, linkForRequest, openAsk, openLink, ownAsk } from './asks.ts';
import { supplierFor, payoutMethodsOf } from './suppliers.ts';

// What suppliers raise, from the customer's side: pending requests (approve gives the payment link
// that opens the spend, prefilled, in the purchase chart; decline ends the request), and a payment
// link, which answers the spend it prefills. A supplier's dues are its drawdowns (account-routes.ts).

const IdParams = v.object({ id: UuidSchema });
const DeclineSchema = v.strictObject({
  reason: v.optional(v.pipe(v.string(), VisibleText, v.trim(), v.maxLength(200))),
});
const LinkSchema = v.strictObject({ linkId: UuidSchema });

export function askRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const { db } = deps;

  routes.get('/v1/customer/pending-requests', customer, (c) => {
    const owner = c.var.auth.customer.id;
    const rows = asksOf(db, owner, 'request');
    return c.json({ requests: rows.map((row) => askJson(row, supplierFor(db, owner, row.supplier_id))) });
  });

  routes.get('/v1/customer/pending-requests/:id', customer, (c) => {
    const { id } = readParams(c, IdParams);
    const owner = c.var.auth.customer.id;
    const row = ownAsk(db, owner, 'request', id);
    const supplier = supplierFor(db, owner, row.supplier_id);
    return c.json({ request: { ...askJson(row, supplier), payoutMethods: payoutMethodsOf(supplier) } });
  });

  // Approve: the link that pays this request (the same one while it is open). Nothing is drawn
  // until the customer reviews and confirms the spend it opens (no drawdown without consent).
  routes.post('/v1/customer/pending-requests/:id/approve', customer, (c) => {
    const { id } = readParams(c, IdParams);
    const owner = c.var.auth.customer.id;
    const linkId = db
      .transaction(() => linkForRequest(db, openAsk(db, ownAsk(db, owner, 'request', id)), deps.now()))
      .immediate();
    return c.json({ linkId });
  });

  routes.post('/v1/customer/pending-requests/:id/decline', customer, async (c) => {
    const { id } = readParams(c, IdParams);
    await readJsonBody(c, DeclineSchema);
    const owner = c.var.auth.customer.id;
    const row = db
      .transaction(() => {
        openAsk(db, ownAsk(db, owner, 'request', id));
        decideAsk(db, id, 'declined', null, deps.now());
        return ownAsk(db, owner, 'request', id);
      })
      .immediate();
    return c.json({ request: askJson(row, supplierFor(db, owner, row.supplier_id)) });
  });

  // A payment link from a supplier or a marketplace: the spend it opens, filled in.
  routes.post('/v1/customer/payment/link', customer, async (c) => {
    const { linkId } = await readJsonBody(c, LinkSchema);
    const owner = c.var.auth.customer.id;
    const link = openLink(db, owner, linkId, deps.now());
    const supplier = supplierFor(db, owner, link.supplier_id);
    return c.json({
      linkId,
      channel: link.ask_id === null ? 'link' : 'request',
      supplier: { id: supplier.id, name: supplier.name, marketplaceId: supplier.marketplaceId },
      amount: rupeesFromPaise(link.amount_paise),
      invoiceNumber: link.invoice_number,
      note: link.note,
    });
  });

  return routes;
}
