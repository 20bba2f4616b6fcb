import { PERIODS_A_YEAR, scheduleOf, totalInterestOf, type LoanTerms, type ScheduleRow } from './schedule.ts';
import { aprPercentOf } from './apr.ts';
import { netDisbursedOf, upfrontTotalOf, type UpfrontFee } from './upfront-fees.ts';
import { asPaise, type Paise } from '../money.ts';

// The one cost calculator (issue 31, ADR 044): what a loan costs a borrower, from its terms and its
// upfront fees. The offers, the KFS (screen and PDF) and the sanction letter all read it.

export interface LoanCost {
  /** The level instalment (the last one may differ: see the schedule). */
  instalment: Paise;
  schedule: ScheduleRow[];
  totalInterest: Paise;
  /** Every upfront fee with its GST and every third-party charge. */
  upfrontTotal: Paise;
  netDisbursed: Paise;
  /** Sanctioned amount plus total interest plus upfront fees (Annex B's "total amount to be paid"). */
  totalPayable: Paise;
  /** Annualised IRR on the net disbursed amount, per cent to two decimals. */
  aprPercent: number;
}

export function loanCostOf(terms: LoanTerms, fees: readonly UpfrontFee[]): LoanCost {
  const schedule = scheduleOf(terms);
  const totalInterest = totalInterestOf(schedule);
  const upfrontTotal = upfrontTotalOf(fees);
  const netDisbursed = netDisbursedOf(terms.principal, fees);
  const payments = schedule.map((row) => row.instalment);
  return {
    instalment: schedule[0]?.instalment ?? terms.principal,
    schedule,
    totalInterest,
    upfrontTotal,
    netDisbursed,
    totalPayable: asPaise(terms.principal + totalInterest + upfrontTotal),
    aprPercent: aprPercentOf({ received: netDisbursed, payments }, PERIODS_A_YEAR[terms.frequency]),
  };
}
