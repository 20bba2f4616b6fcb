import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { rupeesFromPaise } from '../kit/money.ts';
import { UuidSchema, VisibleText, readJsonBody, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { askJson, asksOf, decideAsk, openAsk, openLink, ownAsk, type AskKind } from './asks.ts';
import { startSpendOnce } from './spend-flow.ts';
import { supplierFor, payoutMethodsOf } from './suppliers.ts';

// What suppliers raise, from the customer's side: pending payments (a due: its details, and
// clear-payment-due, which starts a spend of the due to that supplier, confirmed as any spend is),
// pending requests (approve starts a spend; decline ends the request), and a payment link, which
// answers the spend it prefills.

const IdParams = v.object({ id: UuidSchema });
const DeclineSchema = v.strictObject({
  reason: v.optional(v.pipe(v.string(), VisibleText, v.trim(), v.maxLength(200))),
});
const LinkSchema = v.strictObject({ linkId: UuidSchema });

export function askRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const { db } = deps;

  const listOf = (kind: AskKind, customerId: string) =>
    asksOf(db, customerId, kind).map((row) => askJson(row, supplierFor(db, customerId, row.supplier_id)));

  /** One ask's routes: list, details, and the spend that pays it (clear-payment-due / approve). */
  const askRoutesOf = (kind: AskKind, base: string, payPath: string) => {
    routes.get(base, customer, (c) =>
      c.json({ [kind === 'due' ? 'payments' : 'requests']: listOf(kind, c.var.auth.customer.id) }),
    );
    routes.get(`${base}/:id`, customer, (c) => {
      const { id } = readParams(c, IdParams);
      const owner = c.var.auth.customer.id;
      const row = ownAsk(db, owner, kind, id);
      const supplier = supplierFor(db, owner, row.supplier_id);
      return c.json({ [kind]: { ...askJson(row, supplier), payoutMethods: payoutMethodsOf(supplier) } });
    });
    routes.post(`${base}/:id/${payPath}`, customer, (c) => {
      const { id } = readParams(c, IdParams);
      const owner = c.var.auth.customer.id;
      const answer = startSpendOnce(
        deps,
        c,
        { id, payPath },
        () => {
          const row = openAsk(db, ownAsk(db, owner, kind, id));
          const supplier = supplierFor(db, owner, row.supplier_id);
          const invoice = row.invoice_number;
          return {
            customerId: owner,
            supplierId: supplier.id,
            payeeName: supplier.name,
            vpa: supplier.vpa,
            merchantCode: null,
            marketplaceId: supplier.marketplaceId,
            channel: kind,
            amount: row.amount_paise,
            invoices:
              invoice === null
                ? []
                : [{ number: invoice, date: row.raised_at.slice(0, 10), amount: row.amount_paise, file: null }],
            note: row.note,
          };
        },
        (spend) => decideAsk(db, id, 'approved', spend.id, deps.now()),
      );
      return c.json(answer);
    });
  };
  askRoutesOf('due', '/v1/customer/pending-payments', 'clear-payment-due');
  askRoutesOf('request', '/v1/customer/pending-requests', 'approve');

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
      channel: 'link',
      supplier: { id: supplier.id, name: supplier.name, marketplaceId: supplier.marketplaceId },
      amount: rupeesFromPaise(link.amount_paise),
      invoiceNumber: link.invoice_number,
      note: link.note,
    });
  });

  return routes;
}
