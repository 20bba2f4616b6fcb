import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { badRequest, notFound } from '../../kit/errors.ts';
import { PhoneSchema, readJsonBody, readParams } from '../../kit/validation.ts';
import { findApplicationOfCustomer, findCustomerByPhone } from '../../db/customers.ts';
import { CONSENT_STATUSES, FETCH_STATUSES, STATEMENT_WAYS } from './rules.ts';
import { latestSession, lenderRequest, saveLenderRequest, updateSession } from './store.ts';

// QA stands in for the lender and the Account Aggregator here (docs/sandbox.md): which ways the
// lender takes statements, whether it allows a skip or asks for additional documents, and a
// consent that changes after the applicant approved it (revoked, paused, data arrived).

const PhoneParamsSchema = v.object({ phone: PhoneSchema });
const LenderRequestSchema = v.strictObject({
  ways: v.optional(v.pipe(v.array(v.picklist(STATEMENT_WAYS)), v.minLength(1))),
  canSkip: v.optional(v.boolean()),
  asksAdditional: v.optional(v.boolean()),
});
const ConsentChangeSchema = v.strictObject({
  status: v.optional(v.picklist(CONSENT_STATUSES)),
  fetch: v.optional(v.nullable(v.picklist(FETCH_STATUSES))),
});

function applicationOfPhone(deps: SandboxDeps, phone: string) {
  const customer = findCustomerByPhone(deps.db, phone);
  const application = customer ? findApplicationOfCustomer(deps.db, customer.id) : undefined;
  if (!application) throw notFound(`No customer has the phone ${phone}.`);
  return application;
}

export function statementControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.put('/__sandbox/customers/:phone/lender-requests', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, LenderRequestSchema);
    const application = applicationOfPhone(deps, phone);
    const request = lenderRequest(deps.db, application.id);
    const next = {
      ...request,
      ways: input.ways ? [...new Set(input.ways)] : request.ways,
      canSkip: input.canSkip ?? request.canSkip,
      asksAdditional: input.asksAdditional ?? request.asksAdditional,
    };
    saveLenderRequest(deps.db, application.id, next);
    return c.json(next);
  });

  routes.post('/__sandbox/customers/:phone/consent', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, ConsentChangeSchema);
    if (input.status === undefined && input.fetch === undefined) throw badRequest('body: give status or fetch');
    const application = applicationOfPhone(deps, phone);
    const consent = latestSession(deps.db, application.id, 'accountAggregator');
    if (!consent) throw notFound('This customer has no consent.');
    const changed = {
      state: input.status ?? consent.state,
      fetch: input.fetch === undefined ? consent.fetch : input.fetch,
      reason: consent.reason,
    };
    updateSession(deps.db, consent.id, changed);
    return c.json({ consentHandle: consent.id, status: changed.state, fetch: changed.fetch });
  });

  return routes;
}
