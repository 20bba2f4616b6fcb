import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { acceptedTermsOf } from './accepted-terms.ts';

// The customer's corner, offers and terms: the terms they accepted. Their offers are the
// payment's GET /v1/offers (server/payment/offers.ts), which the offers list reads as it is.
// Every call reads the token's own customer only.

export function acceptedTermsRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get('/v1/customer/tnc', requireCustomer(deps), (c) =>
    c.json({ terms: acceptedTermsOf(c.get('auth').customer) }),
  );
  return routes;
}
