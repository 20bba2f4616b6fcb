import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { readJsonBody } from '../kit/validation.ts';
import { requireAccount } from '../auth/require-customer.ts';
import { listConsents, upsertConsent } from './consent-store.ts';
import type { ConsentOwner } from './consent-store.ts';

const ConsentSchema = v.object({
  consentType: v.pipe(
    v.string(),
    v.regex(/^[A-Z][A-Z_]{1,39}$/, 'must be an upper-case consent name such as WHATSAPP'),
  ),
  status: v.picklist(['granted', 'denied'], 'must be "granted" or "denied"'),
});

// Guarantors log in through the same screens, which post the WhatsApp consent after a first
// login (§4), so consents answer both kinds of token.
export function consentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const answer = (owner: ConsentOwner) => ({
    consents: listConsents(deps.db, owner).map((row) => ({
      consentType: row.consent_type,
      status: row.status,
      updatedAt: row.updated_at,
    })),
  });

  routes.get('/v1/consent-status', requireAccount(deps), (c) => c.json(answer(c.get('account'))));

  routes.post('/v1/consent-status', requireAccount(deps), async (c) => {
    const body = await readJsonBody(c, ConsentSchema);
    const owner = c.get('account');
    upsertConsent(deps.db, owner, body.consentType, body.status, isoAt(deps.now()));
    return c.json(answer(owner));
  });
  return routes;
}
