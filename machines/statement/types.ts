import type { AmountPayable, PaymentStatus, Transaction } from '../../rules/payment/types.ts';
import type { CreditStatement } from '../../rules/statement/types.ts';
import type { Period, PeriodChoice } from '../../rules/statement/period.ts';

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

export const STATEMENT_PATH = '/credit-statement';
export const DOWNLOAD_PATH = '/credit-statement/download-statement';
export const HISTORY_PATH = '/payment-history';
/** Pay from the statement: the payment chart's creditStatement place. */
export const STATEMENT_PAY_PATH = '/credit-statement/pay-now';
