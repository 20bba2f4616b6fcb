import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { UuidSchema, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { supplierAccount } from './supplier-account.ts';

// The supplier page's one read (ADR 047): one supplier's account (404 for a supplier the customer
// may not see), or every supplier's together (the page without a supplier: /supplier/pending-payments).

const IdParams = v.object({ id: UuidSchema });

export function accountRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const { db } = deps;
  const read = (customerId: string, supplierId: string | null) =>
    db.transaction(() => supplierAccount(db, customerId, supplierId, deps.now())).immediate();

  routes.get('/v1/customer/supplier-accounts', customer, (c) =>
    c.json({ account: read(c.var.auth.customer.id, null) }),
  );
  routes.get('/v1/customer/supplier-accounts/:id', customer, (c) => {
    const { id } = readParams(c, IdParams);
    return c.json({ account: read(c.var.auth.customer.id, id) });
  });
  return routes;
}
