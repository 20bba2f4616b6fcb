import type { Paise } from '../money/paise.ts';

// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

/** What CreditStatement parses into (src/journeys/statement/api/schemas.ts). */
export type CreditStatement = {
  loanId: string;
  loanReference: string | null;
  lenderName: string;
  from: string;
  to: string;
  openingBalance: Paise;
  closingBalance: Paise;
  totalDebits: Paise;
  totalCredits: Paise;
  creditBalance: Paise;
  creditBalanceRefundBy: string | null;
  lines: {
    date: string;
    description: string;
    debit: Paise;
    credit: Paise;
    balance: Paise;
    transactionId: string | null;
  }[];
};
