import { Hono } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { PhoneSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { findApplicationOfCustomer, findCustomerByPhone } from '../db/customers.ts';
import { statusJson } from './answers.ts';
import { answerAttempt, currentAttempt, followLatest } from './progression.ts';
import { BANK_CONFIRMATION_MS, FAILURE_REASONS, MANDATE_MODES, PENDING_OUTCOMES } from './rules.ts';
import { latestMandate, mandateSetup, saveMandateSetup } from './store.ts';

// QA stands in for the applicant's bank here (docs/sandbox.md, "Mandate control"): which modes it
// supports, what a pending mandate resolves to, a KYC check that fails (EPL-10000), and the
// bank's answer on the latest attempt (approve, reject with a reason, leave pending, expire).

const PhoneParamsSchema = v.object({ phone: PhoneSchema });
const SetupSchema = v.strictObject({
  modes: v.optional(v.array(v.picklist(MANDATE_MODES))),
  pendingOutcome: v.optional(v.picklist(PENDING_OUTCOMES)),
  kycFails: v.optional(v.boolean()),
  upiBlocked: v.optional(v.literal(false, 'can only be false (lifts the 24-hour block)')),
});
const DecisionSchema = v.strictObject({
  decision: v.picklist(['approve', 'reject', 'pending', 'expire']),
  reason: v.optional(v.picklist(FAILURE_REASONS)),
});

function applicationOfPhone(deps: SandboxDeps, phone: string) {
  const customer = findCustomerByPhone(deps.db, phone);
  const application = customer ? findApplicationOfCustomer(deps.db, customer.id) : undefined;
  if (!application) throw notFound(`No customer has the phone ${phone}.`);
  return application;
}

export function mandateControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.put('/__sandbox/customers/:phone/mandate-setup', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, SetupSchema);
    const application = applicationOfPhone(deps, phone);
    // The default row and QA's choices are one write: a failed update leaves no default behind.
    const next = deps.db.transaction(() => {
      const setup = mandateSetup(deps.db, application.id);
      const chosen = {
        modes: input.modes ? MANDATE_MODES.filter((mode) => input.modes?.includes(mode)) : setup.modes,
        pendingOutcome: input.pendingOutcome ?? setup.pendingOutcome,
        kycFails: input.kycFails ?? setup.kycFails,
        upiBlockedUntilMs: input.upiBlocked === false ? null : setup.upiBlockedUntilMs,
      };
      saveMandateSetup(deps.db, application.id, chosen);
      return chosen;
    })();
    return c.json({ modes: next.modes, pendingOutcome: next.pendingOutcome, kycFails: next.kycFails });
  });

  routes.post('/__sandbox/customers/:phone/mandate', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, DecisionSchema);
    const application = applicationOfPhone(deps, phone);
    const now = deps.now();
    deps.db.transaction(() => {
      const latest = latestMandate(deps.db, application.id);
      if (!latest) throw notFound('This customer has no mandate attempt.');
      if (input.decision === 'approve') answerAttempt(deps.db, latest, { state: 'success' }, now);
      if (input.decision === 'reject') {
        answerAttempt(deps.db, latest, { state: 'failure', reason: input.reason ?? 'authenticationFailed' }, now);
      }
      if (input.decision === 'pending') {
        answerAttempt(deps.db, latest, { state: 'pending', decideAtMs: now + BANK_CONFIRMATION_MS }, now);
      }
      if (input.decision === 'expire') answerAttempt(deps.db, latest, { state: 'expired' }, now);
      followLatest(deps.db, application.id, isoAt(now));
    })();
    return c.json(statusJson(deps, application.id, currentAttempt(deps.db, application.id, now, isoAt(now)), now));
  });

  return routes;
}
