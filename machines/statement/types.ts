import type { AmountPayable, PaymentStatus, Transaction } from '../../rules/payment/types.ts';
import type { CreditStatement } from '../../rules/statement/types.ts';
import type { Period, PeriodChoice } from '../../rules/statement/period.ts';
import { addressOfScreen } from '../routing/screen-addresses.ts';

export type { AmountPayable, CreditStatement, Period, PeriodChoice, PaymentStatus, Transaction };

/** The two addresses the chart answers: §2 /credit-statement (with its download) and /payment-history. */
export const STATEMENT_PLACES = ['statement', 'history'] as const;
export type StatementPlace = (typeof STATEMENT_PLACES)[number];

export interface StatementInput {
  place: StatementPlace;
  /** Today in India (YYYY-MM-DD): the periods are counted from it. */
  today: string;
}

/** What the statement screen shows: the period's statement and what is owed now. */
export interface StatementRead {
  statement: CreditStatement;
  dues: AmountPayable;
}

export type StatusFilter = 'all' | PaymentStatus;
/** 'all' or a month as YYYY-MM. */
export type MonthFilter = string;

/** Pay from the statement: the payment chart's Pay Now in its creditStatement place (named: ADR 036). */
export const STATEMENT_PAY_PATH = addressOfScreen('PayNow', 'creditStatement');
