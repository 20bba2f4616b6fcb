import type { CreditAccountRow, LedgerEntryRow } from './accounts.ts';
import { creditBalanceOf } from './credit-balance.ts';
import { asPaise, rupeesFromPaise, type Paise } from '../kit/money.ts';
import type { LoanParties } from './loan-parties.ts';

// A credit statement for a period (docs/sandbox.md, "Credit statement"): the balance owed before
// it, each debit (drawdown, interest, fee) and credit (repayment) in it, and the balance after.
// A closing balance below zero is the credit balance, stated with the date it is refunded by.

export type StatementLine = {
  date: string;
  description: string;
  debit: Paise;
  credit: Paise;
  balance: Paise;
  /** The payment a repayment line records (its receipt's key); null for drawdowns and charges. */
  transactionId: string | null;
};

export type CreditStatement = {
  loanId: string;
  from: string;
  to: string;
  openingBalance: Paise;
  closingBalance: Paise;
  totalDebits: Paise;
  totalCredits: Paise;
  lines: StatementLine[];
  /** What the lender owes back at the period's end: minus the closing balance when that is below zero. */
  creditBalance: Paise;
  creditBalanceRefundBy: string | null;
};

const signedOf = (entry: LedgerEntryRow) => (entry.kind === 'repayment' ? -entry.amount_paise : entry.amount_paise);

/** `from` and `to` are ISO dates (YYYY-MM-DD), both included. */
export function statementOf(
  account: CreditAccountRow,
  entries: readonly LedgerEntryRow[],
  from: string,
  to: string,
): CreditStatement {
  let balance = 0;
  let debits = 0;
  let credits = 0;
  let opening = 0;
  const lines: StatementLine[] = [];
  for (const entry of entries) {
    const day = entry.at.slice(0, 10);
    const signed = signedOf(entry);
    if (day < from) {
      opening += signed;
      balance += signed;
      continue;
    }
    if (day > to) continue;
    balance += signed;
    if (signed < 0) credits -= signed;
    else debits += signed;
    lines.push({
      date: day,
      description: entry.description,
      debit: asPaise(Math.max(0, signed)),
      credit: asPaise(Math.max(0, -signed)),
      balance: asPaise(balance),
      // A settled spend's drawdown keeps its spend's id in payment_id (booked once), but it has no
      // repayment receipt: only a repayment's line offers one.
      transactionId: entry.kind === 'repayment' ? entry.payment_id : null,
    });
  }
  return {
    loanId: account.loan_id,
    from,
    to,
    openingBalance: asPaise(opening),
    closingBalance: asPaise(balance),
    totalDebits: asPaise(debits),
    totalCredits: asPaise(credits),
    lines,
    ...creditBalanceOf(entries.filter((entry) => entry.at.slice(0, 10) <= to)),
  };
}

/** The statement as the wire carries it: rupees with at most two decimals, the loan by its reference too. */
export function statementJson(statement: CreditStatement, parties: Pick<LoanParties, 'loanReference' | 'lenderName'>) {
  return {
    loanId: statement.loanId,
    loanReference: parties.loanReference,
    lenderName: parties.lenderName,
    from: statement.from,
    to: statement.to,
    openingBalance: rupeesFromPaise(statement.openingBalance),
    closingBalance: rupeesFromPaise(statement.closingBalance),
    totalDebits: rupeesFromPaise(statement.totalDebits),
    totalCredits: rupeesFromPaise(statement.totalCredits),
    lines: statement.lines.map((line) => ({
      date: line.date,
      description: line.description,
      debit: rupeesFromPaise(line.debit),
      credit: rupeesFromPaise(line.credit),
      balance: rupeesFromPaise(line.balance),
      transactionId: line.transactionId,
    })),
    creditBalance: rupeesFromPaise(statement.creditBalance),
    creditBalanceRefundBy: statement.creditBalanceRefundBy,
  };
}
