import * as v from 'valibot';
import { wirePaiseAtLeastZero } from '../../../api/wire-money.ts';
import { termLoanKeyFactsSchema } from '../../../api/key-facts.ts';
import type { Assert, Equal } from '../../../api/same-type.ts';
import {
  DISBURSEMENT_STATUSES,
  type Disbursement,
  type EdiOfferRead,
  type EdiQuote,
} from '../../../../rules/edi/types.ts';

// The EDI calls' answers (docs/api-contract.md "EDI loans"): amounts are wire rupees read as paise,
// statuses only those of the contract; each schema parses into the chart's plain type exactly.

const id = v.pipe(v.string(), v.minLength(1));
const money = wirePaiseAtLeastZero;
const days = v.pipe(v.number(), v.integer(), v.minValue(1));
const status = v.picklist(DISBURSEMENT_STATUSES);
const instant = v.pipe(v.string(), v.isoTimestamp());

export const ediOfferReadSchema = v.object({
  offer: v.nullable(
    v.object({
      id,
      lenderName: v.string(),
      minAmount: money,
      maxAmount: money,
      minTenureDays: days,
      maxTenureDays: days,
      ratePa: v.number(),
      processingFeePercent: v.number(),
      stampDuty: money,
    }),
  ),
  bankAccount: v.nullable(v.object({ last4: v.string(), ifsc: v.string(), holderName: v.string() })),
  openRequest: v.nullable(v.object({ id, status })),
  overdue: v.boolean(),
});

const costEntries = {
  amount: money,
  tenureDays: days,
  ratePa: v.number(),
  dailyInstalment: money,
  totalInterest: money,
  totalPayable: money,
  netDisbursed: money,
  aprPercent: v.number(),
  fees: v.array(v.object({ name: v.string(), amount: money, gst: money })),
};

const lineEntries = {
  number: days,
  outstanding: money,
  principal: money,
  interest: money,
  instalment: money,
};

export const quoteSchema = v.object({
  quote: v.object({ ...costEntries, schedule: v.array(v.object(lineEntries)), kfs: termLoanKeyFactsSchema }),
});

const disbursementSchema = v.object({
  ...costEntries,
  id,
  status,
  reason: v.nullable(v.string()),
  account: v.object({ last4: v.string(), ifsc: v.string() }),
  requestedAt: instant,
  disbursedAt: v.nullable(instant),
  schedule: v.array(
    v.object({ ...lineEntries, dueAt: v.nullable(instant), status: v.picklist(['collected', 'missed', 'due']) }),
  ),
  collectedSoFar: money,
  overdue: money,
  nextCollection: v.nullable(v.object({ number: days, dueAt: instant, amount: money })),
});

export const disbursementAnswerSchema = v.object({ disbursement: disbursementSchema });
export const lastDisbursementSchema = v.object({ disbursement: v.nullable(disbursementSchema) });

type _OfferIsRules = Assert<Equal<EdiOfferRead, v.InferOutput<typeof ediOfferReadSchema>>>;
type _QuoteIsRules = Assert<Equal<EdiQuote, v.InferOutput<typeof quoteSchema>['quote']>>;
type _DisbursementIsRules = Assert<Equal<Disbursement, v.InferOutput<typeof disbursementSchema>>>;
