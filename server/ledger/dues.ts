import type { CreditAccountRow, LedgerEntryRow } from './accounts.ts';

// What the borrower owes, from the ledger entries alone (docs/sandbox.md, "Amount payable").

/** The smallest minimum due, unless less than that is owed. */
export const MINIMUM_DUE_FLOOR = 500;
/** Share of the total due the minimum due asks for. */
export const MINIMUM_DUE_SHARE = 0.05;
/** Days from a drawdown to its due date. */
export const DUE_AFTER_DAYS = 30;

const toPaise = (amount: number): number => Math.round(amount * 100);
const fromPaise = (paise: number): number => paise / 100;

export type Dues = {
  creditLimit: number;
  used: number;
  available: number;
  totalDue: number;
  minimumDue: number;
  /** ISO date the oldest unpaid drawdown falls due, or null when nothing is owed. */
  nextDueDate: string | null;
};

export function duesOf(account: CreditAccountRow, entries: readonly LedgerEntryRow[]): Dues {
  let owedPaise = 0;
  let repaidPaise = 0;
  for (const entry of entries) {
    if (entry.kind === 'repayment') repaidPaise += toPaise(entry.amount);
    else owedPaise += toPaise(entry.amount);
  }
  const totalPaise = Math.max(0, owedPaise - repaidPaise);
  const minimumPaise = Math.min(
    totalPaise,
    Math.max(toPaise(MINIMUM_DUE_FLOOR), Math.ceil(totalPaise * MINIMUM_DUE_SHARE)),
  );
  const limitPaise = toPaise(account.credit_limit);
  return {
    creditLimit: account.credit_limit,
    used: fromPaise(totalPaise),
    available: fromPaise(Math.max(0, limitPaise - totalPaise)),
    totalDue: fromPaise(totalPaise),
    minimumDue: fromPaise(minimumPaise),
    nextDueDate: totalPaise === 0 ? null : dueDateOf(entries, repaidPaise),
  };
}

/** The due date of the first drawdown the repayments have not yet covered (oldest first). */
function dueDateOf(entries: readonly LedgerEntryRow[], repaidPaise: number): string | null {
  let covered = repaidPaise;
  for (const entry of entries) {
    if (entry.kind === 'repayment') continue;
    const paise = toPaise(entry.amount);
    if (covered >= paise) {
      covered -= paise;
      continue;
    }
    const due = new Date(entry.at);
    due.setUTCDate(due.getUTCDate() + DUE_AFTER_DAYS);
    return due.toISOString().slice(0, 10);
  }
  return null;
}
