import * as v from 'valibot';
import { wirePaiseAtLeastZero } from './wire-money.ts';
import type { KeyFacts, TermLoanKeyFacts } from '../../rules/kfs.ts';
import type { Assert, Equal } from './same-type.ts';

// The Key Fact Statement as a lender sends it (docs/api-contract.md, "Loan agreement" and "EDI loans"):
// the credit line's, tenure in months, and a term loan's, tenure in days; amounts wire rupees read as paise.

const money = wirePaiseAtLeastZero;

/** The Key Fact Statement as the lender sends it (docs/api-contract.md, "Loan agreement"). */
const keyFactsEntries = {
  registeredName: v.string(),
  proposalNumber: v.string(),
  issuedAt: v.string(),
  validUntil: v.string(),
  loanType: v.string(),
  creditLimit: money,
  disbursalSchedule: v.string(),
  instalments: v.object({
    type: v.string(),
    count: v.number(),
    amount: money,
    lastAmount: money,
    firstDue: v.string(),
  }),
  rateType: v.picklist(['fixed', 'floating']),
  interestRatePa: v.number(),
  benchmark: v.nullable(
    v.object({
      name: v.string(),
      benchmarkRatePa: v.number(),
      spreadPa: v.number(),
      resetEveryMonths: v.number(),
      emiChangePer25Bps: money,
    }),
  ),
  fees: v.array(
    v.object({
      name: v.string(),
      payableTo: v.string(),
      amount: money,
      gst: money,
      recurrence: v.picklist(['oneTime', 'recurring']),
    }),
  ),
  netDisbursed: money,
  totalInterest: money,
  totalPayable: money,
  aprPercent: v.number(),
  penalCharges: v.string(),
  otherPenalCharges: v.string(),
  foreclosureCharges: v.string(),
  switchingCharges: v.string(),
  otherCharges: v.string(),
  recoveryAgents: v.boolean(),
  recoveryAgentsClause: v.string(),
  grievanceClause: v.string(),
  grievanceOfficer: v.nullable(v.object({ name: v.string(), email: v.string(), phone: v.string() })),
  transferable: v.boolean(),
  coLending: v.string(),
  coolingOffDays: v.number(),
  lspRecoveryAgent: v.string(),
  schedule: v.array(
    v.object({ number: v.number(), outstanding: money, principal: money, interest: money, instalment: money }),
  ),
};

export const keyFactsSchema = v.object({ ...keyFactsEntries, tenureMonths: v.number() });
export const termLoanKeyFactsSchema = v.object({ ...keyFactsEntries, tenureDays: v.number() });

type _CreditLineIsRules = Assert<Equal<KeyFacts, v.InferOutput<typeof keyFactsSchema>>>;
type _TermLoanIsRules = Assert<Equal<TermLoanKeyFacts, v.InferOutput<typeof termLoanKeyFactsSchema>>>;
