import type { CreditAccountRow, LedgerEntryRow } from './accounts.ts';

// A credit statement for a period (docs/sandbox.md, "Credit statement"): the balance owed before
// it, each debit (drawdown, interest, fee) and credit (repayment) in it, and the balance after.

const toPaise = (amount: number) => Math.round(amount * 100);

export type StatementLine = { date: string; description: string; debit: number; credit: number; balance: number };

export type CreditStatement = {
  loanId: string;
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  totalDebits: number;
  totalCredits: number;
  lines: StatementLine[];
};

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
    const signed = entry.kind === 'repayment' ? -toPaise(entry.amount) : toPaise(entry.amount);
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
      debit: signed > 0 ? signed / 100 : 0,
      credit: signed < 0 ? -signed / 100 : 0,
      balance: balance / 100,
    });
  }
  return {
    loanId: account.loan_id,
    from,
    to,
    openingBalance: opening / 100,
    closingBalance: balance / 100,
    totalDebits: debits / 100,
    totalCredits: credits / 100,
    lines,
  };
}
