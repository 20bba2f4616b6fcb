import { asPaise, paiseOfWholeRupees, rupeesFromPaise, type Paise } from '../kit/money.ts';
import { instalmentOf, type ScheduleRow } from '../kit/loan-cost/schedule.ts';
import type { UpfrontFee } from '../kit/loan-cost/upfront-fees.ts';
import { costOfLine, lenderNamed, type Offer } from './lenders.ts';

// The key fact statement's facts for one offer, in the order of RBI's template (KFS circular,
// 15 April 2024): Annex A Part 1 (the loan's figures and charges), Part 2 (its qualitative terms)
// and Annex C (the repayment schedule). Every figure is the one calculator's (ADR 044): the line
// is illustrated as drawn in full on day one and repaid in equal monthly instalments over the tenure.
// Amounts are rupees, as the wire carries them.

const wire = (amount: Paise) => rupeesFromPaise(amount);

/** Annex A's fee heads a lender lists even when it charges nothing under them. */
const NIL_HEADS = [
  { name: 'Insurance charges', payableTo: 'thirdParty' },
  { name: 'Valuation fees', payableTo: 'thirdParty' },
] as const;

/** What RBI's 25 basis points rise of a floating rate's benchmark does to the instalment (Annex A item 4). */
const BENCHMARK_STEP_PA = 0.25;

function benchmarkOf(offer: Offer) {
  const floating = lenderNamed(offer.nbfcName)?.floating ?? null;
  if (!floating) return null;
  const principal = paiseOfWholeRupees(offer.limit);
  const emi = (ratePa: number) =>
    instalmentOf({ principal, ratePa, instalments: offer.tenureMonths, frequency: 'monthly' });
  return {
    name: floating.benchmark,
    benchmarkRatePa: floating.benchmarkRatePa,
    // The spread is what the rate is over the benchmark, in per cent to two decimals.
    spreadPa: Math.round((offer.interestRatePa - floating.benchmarkRatePa) * 100) / 100,
    resetEveryMonths: floating.resetEveryMonths,
    // The lender keeps the tenure and resets the EMI, so the number of EMIs does not change.
    emiChangePer25Bps: wire(asPaise(emi(offer.interestRatePa + BENCHMARK_STEP_PA) - emi(offer.interestRatePa))),
  };
}

/**
 * The KFS's charges and Part 2 clauses every Saakh loan shares (a credit line's switching charge
 * aside): written once, so the credit line's KFS and the EDI loan's say the same.
 */
export const KFS_TERMS = {
  penalCharges: '2% a month on the overdue amount',
  otherPenalCharges: 'None',
  foreclosureCharges: 'None',
  switchingCharges: 'None',
  otherCharges: 'None',
  coolingOffDays: 3,
  recoveryAgents: false,
  recoveryAgentsClause:
    'The lender does not engage recovery agents for this loan. Should it ever, it will name them to you ' +
    'before they contact you, and they follow the RBI fair practices code.',
  grievanceClause:
    'Write to the grievance redressal officer below, who answers within 30 days. If you are not satisfied, ' +
    'or have no answer in 30 days, you may complain to the RBI Ombudsman at cms.rbi.org.in.',
  transferable: false,
  coLending: 'None: the loan is not under a co-lending or outsourcing arrangement',
  lspRecoveryAgent: 'None: Saakh, the lending service provider, does not act as a recovery agent',
};

/** Part 1's fee lines: the upfront fees charged, then Annex A's heads not charged, as Nil. */
export function kfsFeesOf(fees: readonly UpfrontFee[]) {
  return [
    ...fees.map((fee) => ({
      name: fee.name,
      payableTo: fee.payableTo,
      amount: wire(fee.amount),
      gst: wire(fee.gst),
      recurrence: 'oneTime' as const,
    })),
    ...NIL_HEADS.map((head) => ({ ...head, amount: 0, gst: 0, recurrence: 'oneTime' as const })),
  ];
}

/** Annex C's rows in wire rupees. */
export function kfsScheduleOf(schedule: readonly ScheduleRow[]) {
  return schedule.map((row) => ({
    number: row.number,
    outstanding: wire(row.outstanding),
    principal: wire(row.principal),
    interest: wire(row.interest),
    instalment: wire(row.instalment),
  }));
}

/** The key fact statement's facts for one offer at its limit. */
export function loanDetailsOf(offer: Offer) {
  const lender = lenderNamed(offer.nbfcName);
  const { fees, cost } = costOfLine(offer, offer.limit);
  const last = cost.schedule.at(-1);
  const benchmark = benchmarkOf(offer);
  return {
    ...offer,
    loanType: 'Business credit line (revolving)',
    disbursalSchedule: 'Drawn as you need it, in one or more parts up to the limit, during the tenure',
    instalments: {
      type: 'Equated monthly instalments (EMI)',
      count: cost.schedule.length,
      amount: wire(cost.instalment),
      lastAmount: last ? wire(last.instalment) : 0,
      firstDue: 'One month after the amount is drawn',
    },
    rateType: benchmark ? ('floating' as const) : ('fixed' as const),
    benchmark,
    fees: kfsFeesOf(fees),
    netDisbursed: wire(cost.netDisbursed),
    totalInterest: wire(cost.totalInterest),
    totalPayable: wire(cost.totalPayable),
    ...KFS_TERMS,
    switchingCharges: benchmark ? 'None: switching between floating and fixed rates is free' : 'None',
    grievanceOfficer: lender?.grievanceOfficer ?? null,
    schedule: kfsScheduleOf(cost.schedule),
  };
}

export type LoanDetails = ReturnType<typeof loanDetailsOf>;
