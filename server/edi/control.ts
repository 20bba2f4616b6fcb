import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { RupeesAsPaiseSchema } from '../kit/money.ts';
import { PhoneSchema, VisibleText, readJsonBody, readParams } from '../kit/validation.ts';
import { findApplicationOfCustomer, findCustomerByPhone } from '../db/customers.ts';
import { saveBankAccount } from '../db/post-approval.ts';
import { collectDue, disbursementJson } from './collections.ts';
import { DECISIONS, EdiErrorCodes, FAILURE_REASONS, type FailureReason } from './rules.ts';
import {
  findEdiOffer,
  latestDisbursement,
  moveDisbursement,
  saveEdiOffer,
  setCollectionsBounce,
  settleMissed,
} from './store.ts';

// QA stands in for the lender and the borrower's bank here (docs/sandbox.md, "EDI control"): an EDI
// offer for a customer (with a verified bank account when asked), the lender's decision on the latest
// disbursement request (approve, pay out, fail with a reason, cancel) and whether the mandate's daily
// debits are collected or bounce. The clock that brings collections due is POST /__sandbox/clock.

const PhoneParamsSchema = v.object({ phone: PhoneSchema });
const Days = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650));

// Defaults are what the wire would send (rupees): the schema turns them into paise like any amount.
const OfferSchema = v.pipe(
  v.strictObject({
    lenderName: v.optional(v.pipe(v.string(), VisibleText, v.minLength(2), v.maxLength(100)), 'Arthika Finance'),
    minAmount: v.optional(RupeesAsPaiseSchema, 10_000),
    maxAmount: v.optional(RupeesAsPaiseSchema, 2_00_000),
    minTenureDays: v.optional(Days, 30),
    maxTenureDays: v.optional(Days, 180),
    ratePa: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60)), 24),
    processingFeePercent: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10)), 2),
    stampDuty: v.optional(RupeesAsPaiseSchema, 100),
    bankAccount: v.optional(
      v.strictObject({
        ifsc: v.pipe(v.string(), v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC code')),
        accountNumber: v.pipe(v.string(), v.regex(/^\d{9,18}$/, 'must be 9 to 18 digits')),
        holderName: v.pipe(v.string(), VisibleText, v.minLength(2), v.maxLength(100)),
      }),
    ),
  }),
  v.check((offer) => offer.minAmount > 0 && offer.minAmount <= offer.maxAmount, 'minAmount must be 0 < min ≤ max'),
  v.check((offer) => offer.minTenureDays <= offer.maxTenureDays, 'minTenureDays must not pass maxTenureDays'),
);

const DecisionSchema = v.strictObject({
  decision: v.picklist(Object.keys(DECISIONS) as (keyof typeof DECISIONS)[]),
  reason: v.optional(v.picklist(Object.keys(FAILURE_REASONS) as FailureReason[])),
});

const CollectionsSchema = v.strictObject({ bounce: v.optional(v.boolean()), settleMissed: v.optional(v.boolean()) });

/** The customer the address names and the body, read in the call's order (a bad body before an unknown phone). */
async function customerAndBody<TSchema extends v.GenericSchema>(deps: SandboxDeps, c: Context, schema: TSchema) {
  const { phone } = readParams(c, PhoneParamsSchema);
  const input = await readJsonBody(c, schema);
  const customer = findCustomerByPhone(deps.db, phone);
  if (!customer) throw notFound(`No customer has the phone ${phone}.`);
  return { customer, input };
}

export function ediControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.put('/__sandbox/customers/:phone/edi-offer', async (c) => {
    const { customer, input } = await customerAndBody(deps, c, OfferSchema);
    const at = isoAt(deps.now());
    deps.db.transaction(() => {
      const kept = findEdiOffer(deps.db, customer.id);
      saveEdiOffer(deps.db, {
        customer_id: customer.id,
        id: randomUUID(),
        lender_name: input.lenderName,
        min_amount_paise: input.minAmount,
        max_amount_paise: input.maxAmount,
        min_tenure_days: input.minTenureDays,
        max_tenure_days: input.maxTenureDays,
        rate_pa: input.ratePa,
        processing_fee_percent: input.processingFeePercent,
        stamp_duty_paise: input.stampDuty,
        collections_bounce: kept?.collections_bounce ?? 0,
        created_at: at,
      });
      const application = findApplicationOfCustomer(deps.db, customer.id);
      if (input.bankAccount && application) {
        saveBankAccount(deps.db, {
          application_id: application.id,
          ifsc: input.bankAccount.ifsc,
          account_number: input.bankAccount.accountNumber,
          account_type: 'current',
          holder_name: input.bankAccount.holderName,
          verified_at: at,
        });
      }
    })();
    return c.json({ offerId: findEdiOffer(deps.db, customer.id)?.id });
  });

  routes.post('/__sandbox/customers/:phone/edi-disbursement', async (c) => {
    const { customer, input } = await customerAndBody(deps, c, DecisionSchema);
    const nowMs = deps.now();
    const answer = deps.db.transaction(() => {
      const latest = latestDisbursement(deps.db, customer.id);
      if (!latest) throw new HttpError(404, EdiErrorCodes.noDisbursement, 'This customer has no disbursement request.');
      const rule = DECISIONS[input.decision];
      if (!(rule.from as readonly string[]).includes(latest.status)) {
        throw new HttpError(
          409,
          EdiErrorCodes.notAllowedNow,
          `A ${latest.status} request cannot be moved to ${rule.to}.`,
        );
      }
      moveDisbursement(deps.db, latest.id, {
        status: rule.to,
        reason: rule.to === 'failed' ? (input.reason ?? 'bankDown') : null,
        disbursedAtMs: rule.to === 'disbursed' ? nowMs : null,
        at: isoAt(nowMs),
      });
      const moved = latestDisbursement(deps.db, customer.id);
      return { disbursement: moved ? disbursementJson(deps.db, moved) : null };
    })();
    return c.json(answer);
  });

  routes.put('/__sandbox/customers/:phone/edi-collections', async (c) => {
    const { customer, input } = await customerAndBody(deps, c, CollectionsSchema);
    deps.db.transaction(() => {
      if (!findEdiOffer(deps.db, customer.id)) throw notFound('This customer has no EDI offer.');
      // What fell due under the old setting is presented under it before the setting changes.
      collectDue(deps.db, customer.id, deps.now());
      if (input.bounce !== undefined) setCollectionsBounce(deps.db, customer.id, input.bounce);
      if (input.settleMissed) settleMissed(deps.db, customer.id);
    })();
    return c.json({ bounce: findEdiOffer(deps.db, customer.id)?.collections_bounce === 1 });
  });

  return routes;
}
