import { asPaise, type Paise } from '../money.ts';

// Instalments by the reducing-balance method (ADR 044): each period's interest is the outstanding
// principal times the period rate, the rest of the instalment repays principal. Every figure is
// integer paise; the instalment is rounded up to its frequency's step so no instalment but the last
// is short, and the last one pays what is left with its interest, absorbing every rounding.

export type Frequency = 'monthly' | 'daily';

/** Periods a year: 12 months, or an Actual/365 year of days (the sandbox's interest is on a 365-day year). */
export const PERIODS_A_YEAR: Readonly<Record<Frequency, number>> = { monthly: 12, daily: 365 };

/**
 * The step an instalment is rounded up to: a monthly one to the whole rupee (RBI's Annex B prints
 * ₹8,885), a daily one to the paisa (a rupee step on a ₹7 daily instalment would be 14 %).
 */
const INSTALMENT_STEP: Readonly<Record<Frequency, number>> = { monthly: 100, daily: 1 };

export interface LoanTerms {
  principal: Paise;
  /** The nominal rate a year in per cent, e.g. 12 for 12 %. */
  ratePa: number;
  instalments: number;
  frequency: Frequency;
}

export interface ScheduleRow {
  /** 1 for the first instalment. */
  number: number;
  /** The principal outstanding before this instalment. */
  outstanding: Paise;
  principal: Paise;
  interest: Paise;
  instalment: Paise;
}

export function periodRate(terms: Pick<LoanTerms, 'ratePa' | 'frequency'>): number {
  return terms.ratePa / 100 / PERIODS_A_YEAR[terms.frequency];
}

/** One period's interest on an outstanding balance: to the nearest paisa, a half paisa up. */
export function interestFor(outstanding: Paise, rate: number): Paise {
  return asPaise(Math.round(outstanding * rate));
}

/** The equated instalment P·i·(1+i)^n / ((1+i)^n − 1), rounded up to its frequency's step. */
export function instalmentOf(terms: LoanTerms): Paise {
  const rate = periodRate(terms);
  const exact =
    rate === 0
      ? terms.principal / terms.instalments
      : (terms.principal * rate) / (1 - Math.pow(1 + rate, -terms.instalments));
  const step = INSTALMENT_STEP[terms.frequency];
  // A hair of tolerance: 888,488.00000001 paise is the float of a figure that is 888,488 exactly.
  return asPaise(Math.ceil(exact / step - 1e-9) * step);
}

/** The repayment schedule (RBI KFS Annex C): one row an instalment, the last one closing the loan. */
export function scheduleOf(terms: LoanTerms): ScheduleRow[] {
  if (!Number.isInteger(terms.instalments) || terms.instalments < 1)
    throw new Error('A loan has one instalment or more');
  const rate = periodRate(terms);
  const level = instalmentOf(terms);
  const rows: ScheduleRow[] = [];
  let outstanding = terms.principal;
  for (let number = 1; number <= terms.instalments && outstanding > 0; number += 1) {
    const interest = interestFor(outstanding, rate);
    const closing = number === terms.instalments || outstanding + interest <= level;
    const instalment = closing ? asPaise(outstanding + interest) : level;
    const principal = asPaise(instalment - interest);
    rows.push({ number, outstanding, principal, interest, instalment });
    outstanding = asPaise(outstanding - principal);
  }
  return rows;
}

export function totalInterestOf(schedule: readonly ScheduleRow[]): Paise {
  return asPaise(schedule.reduce((sum, row) => sum + row.interest, 0));
}
