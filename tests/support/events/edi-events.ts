import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  Disbursement,
  DisbursementStatus,
  EdiContext,
  EdiInput,
  EdiOfferRead,
  EdiQuote,
} from '../../../machines/edi/edi.machine.ts';
import { EDI_PATHS } from '../../../machines/edi/screens.ts';
import { DISBURSEMENT_STATUSES } from '../../../rules/edi/types.ts';
import { ediChoiceProblem } from '../../../rules/edi/choice.ts';
import type { Paise } from '../../../rules/money/paise.ts';
import { asPaise } from '../../../server/kit/money.ts';
import { ediCostOf, type EdiTerms } from '../../../server/kit/loan-cost/edi.ts';
import { ediKeyFactsOf } from '../../../server/edi/key-facts.ts';
import { termLoanKeyFactsSchema } from '../../../src/api/key-facts.ts';
import * as v from 'valibot';
import { named } from './named.ts';

// The EDI journey's sample events, for its machine paths (tests/paths/edi.paths.test.ts) and browser
// paths (tests/browser/paths/edi.spec.ts). The offer is the sandbox's default one (PUT
// /__sandbox/customers/:phone/edi-offer with no body: ₹10,000 to ₹2,00,000, 30 to 180 days, 24 %, a
// 2 % fee and ₹100 stamp duty) and every figure of a quote is the sandbox's own calculator's.

export const LOAD_FAILED = 'The lender is unavailable for a moment.';
export const REFUSED = 'You already have a payout on its way. Please wait for it.';
export const KEY_SEED = 'edi-test-seed';

const paise = (rupees: number) => Math.round(rupees * 100) as Paise;

export const OFFER = {
  id: 'offer-1',
  lenderName: 'Arthika Finance',
  minAmount: paise(10_000),
  maxAmount: paise(200_000),
  minTenureDays: 30,
  maxTenureDays: 180,
  ratePa: 24,
  processingFeePercent: 2,
  stampDuty: paise(100),
};

/** The choice the paths type: ₹1,00,000 over 90 days (the worked example of tests/server/loan-cost/edi.test.ts). */
export const CHOICE = { amount: paise(100_000), tenureDays: 90 };
/** An amount past the offer's largest. */
export const TOO_MUCH = paise(300_000);

const ACCOUNT = { last4: '5678', ifsc: 'HDFC0001234', holderName: 'Asha Traders' };

export const READS = {
  open: named<EdiOfferRead>('an offer, a verified account', {
    offer: OFFER,
    bankAccount: ACCOUNT,
    openRequest: null,
    overdue: false,
  }),
  busy: named<EdiOfferRead>('an offer with a payout on its way', {
    offer: OFFER,
    bankAccount: ACCOUNT,
    openRequest: { id: 'disbursement-0', status: 'requested' },
    overdue: false,
  }),
  none: named<EdiOfferRead>('no offer', { offer: null, bankAccount: null, openRequest: null, overdue: false }),
} as const;

/** When the sample quotes' KFS is issued: a Thursday, so it is valid to the next Tuesday. */
const KFS_ISSUED_AT = Date.UTC(2026, 0, 15, 9, 0, 0);

/** The quote's KFS as the sandbox builds it and the app parses it. */
function kfsFor(terms: EdiTerms): EdiQuote['kfs'] {
  const offer = {
    customer_id: 'customer-1',
    id: OFFER.id,
    lender_name: OFFER.lenderName,
    min_amount_paise: OFFER.minAmount,
    max_amount_paise: OFFER.maxAmount,
    min_tenure_days: OFFER.minTenureDays,
    max_tenure_days: OFFER.maxTenureDays,
    rate_pa: OFFER.ratePa,
    processing_fee_percent: OFFER.processingFeePercent,
    stamp_duty_paise: OFFER.stampDuty,
    collections_bounce: 0,
    created_at: new Date(KFS_ISSUED_AT).toISOString(),
  };
  return v.parse(termLoanKeyFactsSchema, ediKeyFactsOf({ customerId: offer.customer_id, offer, terms }, KFS_ISSUED_AT));
}

/** The lender's quote for a choice, from the sandbox's calculator. */
export function quoteFor(amount: Paise, tenureDays: number): EdiQuote {
  const terms = {
    principal: asPaise(amount),
    ratePa: OFFER.ratePa,
    tenureDays,
    processingFeePercent: OFFER.processingFeePercent,
    stampDuty: asPaise(OFFER.stampDuty),
  };
  const cost = ediCostOf(terms);
  const p = (value: number) => value as Paise;
  return {
    amount,
    tenureDays,
    ratePa: OFFER.ratePa,
    dailyInstalment: p(cost.instalment),
    totalInterest: p(cost.totalInterest),
    totalPayable: p(cost.totalPayable),
    netDisbursed: p(cost.netDisbursed),
    aprPercent: cost.aprPercent,
    fees: cost.fees.map((fee) => ({ name: fee.name, amount: p(fee.amount), gst: p(fee.gst) })),
    schedule: cost.schedule.map((row) => ({
      number: row.number,
      outstanding: p(row.outstanding),
      principal: p(row.principal),
      interest: p(row.interest),
      instalment: p(row.instalment),
    })),
    kfs: kfsFor(terms),
  };
}

const DISBURSED_AT = Date.UTC(2026, 0, 15, 10, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The request in a status: paid out two days ago, two instalments collected. */
export function disbursementIn(status: DisbursementStatus): Disbursement {
  const { schedule, ...cost } = quoteFor(CHOICE.amount, CHOICE.tenureDays);
  const paid = status === 'disbursed';
  const collected = paid ? 2 : 0;
  return named<Disbursement>(`a ${status} payout`, {
    ...cost,
    id: 'disbursement-1',
    status,
    reason: status === 'failed' ? 'Your bank could not receive the payout just now. Please request it again.' : null,
    account: { last4: ACCOUNT.last4, ifsc: ACCOUNT.ifsc },
    requestedAt: new Date(DISBURSED_AT - 3600_000).toISOString(),
    disbursedAt: paid ? new Date(DISBURSED_AT).toISOString() : null,
    schedule: schedule.map((row) => ({
      ...row,
      dueAt: paid ? new Date(DISBURSED_AT + row.number * DAY_MS).toISOString() : null,
      status: row.number <= collected ? ('collected' as const) : ('due' as const),
    })),
    collectedSoFar: (cost.dailyInstalment * collected) as Paise,
    overdue: 0 as Paise,
    nextCollection: paid
      ? { number: 3, dueAt: new Date(DISBURSED_AT + 3 * DAY_MS).toISOString(), amount: cost.dailyInstalment }
      : null,
  });
}

export const INPUTS: readonly EdiInput[] = [
  { place: 'offer', amount: null, tenureDays: null, keySeed: KEY_SEED },
  { place: 'request', ...CHOICE, keySeed: KEY_SEED },
  { place: 'request', amount: TOO_MUCH, tenureDays: 90, keySeed: KEY_SEED },
  { place: 'last', amount: null, tenureDays: null, keySeed: KEY_SEED },
];

export const TYPING_PAUSE: AnyEventObject = { type: 'xstate.after.typingPause.edi.offer.shown.waiting' };

const choiceInvalid = (context: EdiContext) =>
  context.read?.offer ? ediChoiceProblem(context.read.offer, context) !== null : true;

export function ediEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as EdiContext;
  return [
    ...Object.values(READS).map((output) => ({ type: 'xstate.done.actor.getEdiOffer', output })),
    { type: 'xstate.error.actor.getEdiOffer', error: new Error(LOAD_FAILED) },
    {
      type: 'xstate.done.actor.calculateEdi',
      output: named('the quote', { quote: quoteFor(context.amount ?? CHOICE.amount, context.tenureDays ?? 90) }),
    },
    { type: 'xstate.error.actor.calculateEdi', error: new Error(LOAD_FAILED) },
    { type: 'xstate.done.actor.requestDisbursement', output: { disbursement: disbursementIn('requested') } },
    { type: 'xstate.error.actor.requestDisbursement', error: new Error(REFUSED) },
    ...DISBURSEMENT_STATUSES.map((status) => ({
      type: 'xstate.done.actor.getLastDisbursement',
      output: { disbursement: disbursementIn(status) },
    })),
    { type: 'xstate.done.actor.getLastDisbursement', output: named('none yet', { disbursement: null }) },
    { type: 'xstate.error.actor.getLastDisbursement', error: new Error(LOAD_FAILED) },
    // A valid amount when the choice is not, an amount past the offer when it is: each way once.
    { type: 'SET_AMOUNT', amount: choiceInvalid(context) ? CHOICE.amount : TOO_MUCH },
    { type: 'SET_TENURE', tenureDays: CHOICE.tenureDays },
    TYPING_PAUSE,
    { type: 'CONSENT', given: !context.consent },
  ];
}

/**
 * A state is its value and what its page's guards read: on the offer, what the offer allows, whether
 * the choice holds and is quoted; on the request, the consent and a refusal too; on the last page,
 * the status. (What another page read is left out: each page reads it again when it opens.)
 */
export const serializeEdiState = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as EdiContext;
  const read = context.read === null ? null : JSON.stringify(context.read);
  if (snapshot.matches('last')) return JSON.stringify([snapshot.value, context.disbursement?.status ?? null]);
  const offer = [snapshot.value, read, choiceInvalid(context), context.quote !== null];
  if (snapshot.matches('offer')) return JSON.stringify(offer);
  return JSON.stringify([...offer, context.consent, context.consentMissing, context.error !== null]);
};

export { EDI_PATHS };
