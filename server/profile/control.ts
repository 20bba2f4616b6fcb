import { Hono } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { PhoneSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { findCustomerByPhone } from '../db/customers.ts';
import { statement } from '../db/statements.ts';
import { EmailSchema } from './rules.ts';
import { askForReKyc, findReKyc } from './store.ts';
import { reKycJson } from './present.ts';

// QA stands in for the lender and the mailbox here (docs/sandbox.md "Profile control"): the lender
// asks a customer for a re-KYC, and the latest code sent to an email is read like a phone's.

const ReKycSchema = v.strictObject({
  dueBy: v.optional(v.pipe(v.string(), v.isoDate('must be a date as YYYY-MM-DD'))),
});
const EmailParamsSchema = v.object({ email: EmailSchema });

const DAY_MS = 24 * 60 * 60 * 1000;

export function profileControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.put('/__sandbox/customers/:phone/rekyc', async (c) => {
    const { phone } = readParams(c, v.object({ phone: PhoneSchema }));
    const input = await readJsonBody(c, ReKycSchema);
    const customer = findCustomerByPhone(deps.db, phone);
    if (!customer) throw notFound(`No customer has the phone ${phone}.`);
    const now = deps.now();
    // RBI's periodic updation gives the customer time: 30 days unless QA says otherwise.
    const dueBy = input.dueBy ?? isoAt(now + 30 * DAY_MS).slice(0, 10);
    deps.db.transaction(() => askForReKyc(deps.db, customer.id, dueBy, isoAt(now)))();
    return c.json({ reKyc: reKycJson(findReKyc(deps.db, customer.id)) });
  });

  routes.get('/__sandbox/email-otp/:email', (c) => {
    const { email } = readParams(c, EmailParamsSchema);
    const sent = statement(deps.db, 'SELECT otp FROM sandbox_latest_email_otps WHERE email = ?').pluck().get(email);
    if (typeof sent !== 'string') throw notFound(`No OTP has been sent to ${email}.`);
    return c.json({ otp: sent });
  });

  return routes;
}
