import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { PhoneSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { findCustomerByPhone } from '../db/customers.ts';
import { NOT_ELIGIBLE_REASONS, ReferralErrorCodes } from './rules.ts';
import { decideReferral, findReferral, referralCodeOf, referralsOf } from './store.ts';
import { referralJson } from './routes.ts';

// QA stands in for the lender's referral programme (docs/sandbox.md "Refer and earn control"): read a
// customer's code and referrals (someone joins with the code through the login, or through PUT
// /__sandbox/customers/:phone with referrerCode), and decide a pending referral: confirmed (the
// reward recorded on it) or not eligible with a reason. The sandbox confirms one by itself when
// the referred customer's credit line opens.

const ReferrerParams = v.object({ phone: PhoneSchema });
const ReferralParams = v.object({ phone: PhoneSchema, referredPhone: PhoneSchema });
const DecisionSchema = v.variant('status', [
  v.strictObject({ status: v.literal('confirmed') }),
  v.strictObject({ status: v.literal('notEligible'), reason: v.picklist(NOT_ELIGIBLE_REASONS) }),
]);

function customerAt(deps: SandboxDeps, phone: string) {
  const customer = findCustomerByPhone(deps.db, phone);
  if (!customer) throw notFound(`No customer has the phone ${phone}.`);
  return customer;
}

function listOf(deps: SandboxDeps, customerId: string) {
  const nowMs = deps.now();
  const rows = referralsOf(deps.db, customerId, nowMs);
  return {
    referralCode: referralCodeOf(deps.db, customerId, nowMs),
    referrals: rows.map((row) => referralJson(deps.db, row)),
  };
}

export function referAndEarnControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/__sandbox/customers/:phone/referrals', (c: Context<SandboxEnv>) => {
    const { phone } = readParams(c, ReferrerParams);
    const customer = customerAt(deps, phone);
    return c.json(deps.db.transaction(() => listOf(deps, customer.id))());
  });

  routes.post('/__sandbox/customers/:phone/referrals/:referredPhone', async (c: Context<SandboxEnv>) => {
    const { phone, referredPhone } = readParams(c, ReferralParams);
    const decision = await readJsonBody(c, DecisionSchema);
    const referrer = customerAt(deps, phone);
    const referred = customerAt(deps, referredPhone);
    const answer = deps.db.transaction(() => {
      referralsOf(deps.db, referrer.id, deps.now());
      const referral = findReferral(deps.db, referrer.id, referred.id);
      if (!referral) {
        throw new HttpError(404, ReferralErrorCodes.noReferral, `${referredPhone} did not join with this code.`);
      }
      if (referral.status !== 'pending') {
        throw new HttpError(409, ReferralErrorCodes.alreadyDecided, `This referral is already ${referral.status}.`);
      }
      decideReferral(deps.db, referral.id, decision, deps.now());
      return listOf(deps, referrer.id);
    })();
    return c.json(answer);
  });

  return routes;
}
