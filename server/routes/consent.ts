import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { readJsonBody } from '../validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { listConsents, upsertConsent } from '../db/consents.ts';

const ConsentSchema = v.object({
  consentType: v.pipe(v.string(), v.regex(/^[A-Z][A-Z_]{1,39}$/, 'must be an upper-case consent name such as WHATSAPP')),
  status: v.picklist(['granted', 'denied'], 'must be "granted" or "denied"'),
});

export function consentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const answer = (customerId: string) => ({
    consents: listConsents(deps.db, customerId).map((row) => ({
      consentType: row.consent_type,
      status: row.status,
      updatedAt: row.updated_at,
    })),
  });

  routes.get('/v1/consent-status', requireCustomer(deps), (c) => c.json(answer(c.get('auth').customer.id)));

  routes.post('/v1/consent-status', requireCustomer(deps), async (c) => {
    const body = await readJsonBody(c, ConsentSchema);
    const customerId = c.get('auth').customer.id;
    upsertConsent(deps.db, customerId, body.consentType, body.status, isoAt(deps.now()));
    return c.json(answer(customerId));
  });
  return routes;
}
