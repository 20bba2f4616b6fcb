import { loanCostOf, type LoanCost } from './loan-cost.ts';
import { lenderFee, thirdPartyCharge, type UpfrontFee } from './upfront-fees.ts';
import { asPaise, type Paise } from '../money.ts';

// An equated daily instalment (EDI) loan costed by the one calculator (ADR 044, ADR 050): the amount
// reaches the borrower on day 0 less the upfront fees, then one instalment is collected from the
// mandate each day for the tenure in days. Daily rate = yearly rate / 365 (Actual/365 fixed), interest
// to the nearest paisa on the outstanding principal, the instalment rounded up to the paisa and the
// last one absorbing every rounding; APR = 365 × the daily IRR on the net disbursed amount.

export interface EdiTerms {
  principal: Paise;
  ratePa: number;
  tenureDays: number;
  /** The lender's processing fee, per cent of the amount; 18 % GST is charged on it. */
  processingFeePercent: number;
  /** Stamp duty, a third party's charge passed through at cost. */
  stampDuty: Paise;
}

/** The processing fee on an amount: its share, to the nearest paisa (a half paisa up). */
export function ediProcessingFee(principal: Paise, percent: number): Paise {
  return asPaise(Math.round((principal * percent) / 100));
}

/** The upfront charges of an EDI loan, as the KFS lists them. */
export function ediFeesOf(terms: EdiTerms): UpfrontFee[] {
  const fees = [lenderFee('Processing fee', ediProcessingFee(terms.principal, terms.processingFeePercent))];
  return terms.stampDuty > 0 ? [...fees, thirdPartyCharge('Stamp duty', terms.stampDuty)] : fees;
}

export interface EdiCost extends LoanCost {
  fees: UpfrontFee[];
}

export function ediCostOf(terms: EdiTerms): EdiCost {
  const fees = ediFeesOf(terms);
  const loan = { principal: terms.principal, ratePa: terms.ratePa, instalments: terms.tenureDays };
  return { ...loanCostOf({ ...loan, frequency: 'daily' }, fees), fees };
}

/** A day in milliseconds: collection k falls k days after the payout, on the sandbox's clock. */
export const DAY_MS = 24 * 60 * 60 * 1000;
