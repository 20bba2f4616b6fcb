import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError } from '../kit/errors.ts';
import { IDEMPOTENCY_HEADER, assertKeyShape, onceForKey } from '../kit/idempotency.ts';
import { RupeesAsPaiseSchema, rupeesFromPaise, asPaise } from '../kit/money.ts';
import { UuidSchema, readJsonBody, readParams, readQuery } from '../kit/validation.ts';
import { keyFactStatementPdf } from '../lenders/kfs-pdf.ts';
import { pdfAnswer } from '../pdf/answer.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { findApplicationOfCustomer } from '../db/customers.ts';
import { findBankAccount, type BankAccountRow } from '../db/post-approval.ts';
import { ediCostOf } from '../kit/loan-cost/edi.ts';
import { ediKeyFactsOf, isCurrentProposal } from './key-facts.ts';
import { collectDue, costJson, disbursementJson, hasOverdue, termsOf } from './collections.ts';
import { EdiErrorCodes, OPEN_STATUSES, assertWithinLimits } from './rules.ts';
import {
  findEdiOffer,
  findOwnDisbursement,
  insertDisbursement,
  latestDisbursement,
  type DisbursementRow,
  type EdiOfferRow,
} from './store.ts';

// EDI loans (issue 31; docs/api-contract.md "EDI loans"): the customer's offer with their verified
// bank account, a quote for an amount and tenure (calculate-edi), the disbursement request (once per
// Idempotency-Key) and the latest request with its schedule and collections. Every call reads the
// token's own customer only; a disbursement of another customer is 404, as one that does not exist.

const TenureSchema = v.pipe(v.number(), v.integer('must be a whole number of days'), v.minValue(1), v.maxValue(3650));
const QuoteSchema = v.strictObject({ amount: RupeesAsPaiseSchema, tenureDays: TenureSchema });
/** The KFS's query: the quote's amount and tenure as the address carries them. */
const KfsQuerySchema = v.object({
  amount: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in rupees'),
    v.transform(Number),
    RupeesAsPaiseSchema,
  ),
  tenureDays: v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, 'must be a whole number of days'),
    v.transform(Number),
    TenureSchema,
  ),
});
const RequestSchema = v.strictObject({
  offerId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  amount: RupeesAsPaiseSchema,
  tenureDays: TenureSchema,
  consent: v.boolean(),
  // The proposal number of the KFS the borrower read (ADR 049): recorded with the request.
  proposalNumber: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
const IdParamsSchema = v.object({ id: UuidSchema });

const money = (paise: number) => rupeesFromPaise(asPaise(paise));

function offerJson(offer: EdiOfferRow) {
  return {
    id: offer.id,
    lenderName: offer.lender_name,
    minAmount: money(offer.min_amount_paise),
    maxAmount: money(offer.max_amount_paise),
    minTenureDays: offer.min_tenure_days,
    maxTenureDays: offer.max_tenure_days,
    ratePa: offer.rate_pa,
    processingFeePercent: offer.processing_fee_percent,
    stampDuty: money(offer.stamp_duty_paise),
  };
}

function accountJson(account: BankAccountRow) {
  return { last4: account.account_number.slice(-4), ifsc: account.ifsc, holderName: account.holder_name };
}

const limitsOf = (offer: EdiOfferRow) => ({
  minAmount: offer.min_amount_paise,
  maxAmount: offer.max_amount_paise,
  minTenureDays: offer.min_tenure_days,
  maxTenureDays: offer.max_tenure_days,
});

/** The loan's terms for an amount and tenure of the customer's offer. */
function termsOfQuote(offer: EdiOfferRow, input: { amount: number; tenureDays: number }) {
  return termsOf({
    amount_paise: input.amount,
    tenure_days: input.tenureDays,
    rate_pa: offer.rate_pa,
    processing_fee_percent: offer.processing_fee_percent,
    stamp_duty_paise: offer.stamp_duty_paise,
  });
}

function requireOffer(deps: SandboxDeps, customerId: string): EdiOfferRow {
  const offer = findEdiOffer(deps.db, customerId);
  if (!offer) throw new HttpError(404, EdiErrorCodes.noOffer, 'You have no EDI loan offer right now.');
  return offer;
}

function verifiedAccount(deps: SandboxDeps, customerId: string): BankAccountRow | undefined {
  const application = findApplicationOfCustomer(deps.db, customerId);
  return application ? findBankAccount(deps.db, application.id) : undefined;
}

/** The request's rules, checked inside the transaction that records it. */
function checkRequest(
  deps: SandboxDeps,
  customerId: string,
  offer: EdiOfferRow,
  input: v.InferOutput<typeof RequestSchema>,
) {
  if (input.offerId !== offer.id) {
    throw new HttpError(409, EdiErrorCodes.notAllowedNow, 'This offer has changed. Please look at it again.');
  }
  assertWithinLimits(limitsOf(offer), input.amount, input.tenureDays);
  if (!input.consent) {
    throw new HttpError(422, EdiErrorCodes.consentMissing, 'consent: please agree to the Key Fact Statement.');
  }
  const { proposalNumber } = input;
  const quote = { customerId, offer, terms: termsOfQuote(offer, input) };
  if (proposalNumber !== undefined && !isCurrentProposal(quote, proposalNumber, deps.now())) {
    throw new HttpError(
      409,
      EdiErrorCodes.kfsReplaced,
      'The Key Fact Statement you read has lapsed. Please read the new one and request again.',
    );
  }
  const account = verifiedAccount(deps, customerId);
  if (!account) {
    throw new HttpError(409, EdiErrorCodes.noVerifiedAccount, 'Please verify your bank account before a payout.');
  }
  const latest = latestDisbursement(deps.db, customerId);
  if (latest && OPEN_STATUSES.includes(latest.status)) {
    throw new HttpError(409, EdiErrorCodes.openRequest, 'You already have a payout on its way. Please wait for it.');
  }
  if (hasOverdue(deps.db, customerId)) {
    throw new HttpError(409, EdiErrorCodes.overdue, 'An instalment is overdue. Please pay it before a new payout.');
  }
  return account;
}

export function ediRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/customer/edi-offer', requireCustomer(deps), (c) => {
    const customerId = c.var.auth.customer.id;
    const answer = deps.db.transaction(() => {
      collectDue(deps.db, customerId, deps.now());
      const offer = findEdiOffer(deps.db, customerId);
      const account = verifiedAccount(deps, customerId);
      const latest = latestDisbursement(deps.db, customerId);
      return {
        offer: offer ? offerJson(offer) : null,
        bankAccount: account ? accountJson(account) : null,
        openRequest: latest && OPEN_STATUSES.includes(latest.status) ? { id: latest.id, status: latest.status } : null,
        overdue: hasOverdue(deps.db, customerId),
      };
    })();
    return c.json(answer);
  });

  routes.post('/v1/customer/calculate-edi', requireCustomer(deps), async (c) => {
    const input = await readJsonBody(c, QuoteSchema);
    const customerId = c.var.auth.customer.id;
    const offer = requireOffer(deps, customerId);
    assertWithinLimits(limitsOf(offer), input.amount, input.tenureDays);
    const terms = termsOfQuote(offer, input);
    const kfs = ediKeyFactsOf({ customerId, offer, terms }, deps.now());
    const cost = ediCostOf(terms);
    const schedule = cost.schedule.map((row) => ({
      number: row.number,
      outstanding: money(row.outstanding),
      principal: money(row.principal),
      interest: money(row.interest),
      instalment: money(row.instalment),
    }));
    return c.json({ quote: { ...costJson(terms, cost), schedule, kfs } });
  });

  // The quote's KFS as a PDF, the same lines and figures as calculate-edi's `kfs` (tests/server/edi).
  routes.get('/v1/customer/edi-kfs', requireCustomer(deps), async (c) => {
    const input = readQuery(c, KfsQuerySchema);
    const customer = c.var.auth.customer;
    const offer = requireOffer(deps, customer.id);
    assertWithinLimits(limitsOf(offer), input.amount, input.tenureDays);
    const facts = ediKeyFactsOf({ customerId: customer.id, offer, terms: termsOfQuote(offer, input) }, deps.now());
    const parties = {
      loanReference: facts.proposalNumber,
      borrowerName: [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.phone,
      businessName: customer.business_name ?? 'the borrower’s business',
    };
    return pdfAnswer(c, await keyFactStatementPdf(facts, parties), 'key-fact-statement.pdf');
  });

  routes.post('/v1/customer/request-disbursement', requireCustomer(deps), async (c) => {
    const key = assertKeyShape(c.req.header(IDEMPOTENCY_HEADER));
    const input = await readJsonBody(c, RequestSchema);
    const customerId = c.var.auth.customer.id;
    const nowMs = deps.now();
    const at = isoAt(nowMs);
    const call = { db: deps.db, secret: deps.secret, customerId, key, input, at };
    const answer = deps.db
      .transaction(() =>
        onceForKey(call, () => {
          collectDue(deps.db, customerId, nowMs);
          const offer = requireOffer(deps, customerId);
          const account = checkRequest(deps, customerId, offer, input);
          const row: DisbursementRow = {
            id: randomUUID(),
            customer_id: customerId,
            offer_id: offer.id,
            amount_paise: input.amount,
            tenure_days: input.tenureDays,
            rate_pa: offer.rate_pa,
            processing_fee_percent: offer.processing_fee_percent,
            stamp_duty_paise: offer.stamp_duty_paise,
            account_last4: account.account_number.slice(-4),
            ifsc: account.ifsc,
            kfs_proposal: input.proposalNumber ?? null,
            status: 'requested',
            reason: null,
            requested_at: at,
            disbursed_at_ms: null,
            updated_at: at,
          };
          insertDisbursement(deps.db, row);
          return { disbursement: disbursementJson(deps.db, row) };
        }),
      )
      .immediate();
    return c.json(answer, 201);
  });

  routes.get('/v1/customer/edi-disbursement', requireCustomer(deps), (c) => {
    const customerId = c.var.auth.customer.id;
    const answer = deps.db.transaction(() => {
      collectDue(deps.db, customerId, deps.now());
      const latest = latestDisbursement(deps.db, customerId);
      return { disbursement: latest ? disbursementJson(deps.db, latest) : null };
    })();
    return c.json(answer);
  });

  routes.get('/v1/customer/edi-disbursement/:id', requireCustomer(deps), (c) => {
    const { id } = readParams(c, IdParamsSchema);
    const customerId = c.var.auth.customer.id;
    const answer = deps.db.transaction(() => {
      collectDue(deps.db, customerId, deps.now());
      const row = findOwnDisbursement(deps.db, customerId, id);
      if (!row) throw new HttpError(404, EdiErrorCodes.noDisbursement, 'We could not find this payout.');
      return { disbursement: disbursementJson(deps.db, row) };
    })();
    return c.json(answer);
  });

  return routes;
}
