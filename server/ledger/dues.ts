import type { CreditAccountRow, LedgerEntryRow } from './accounts.ts';
import { creditBalanceOf } from './credit-balance.ts';
import { asPaise, rupeesFromPaise, type Paise } from '../kit/money.ts';

// What the borrower owes, from the ledger entries alone (docs/sandbox.md, "Amount payable"), in
// paise; duesJson writes it in the wire's rupees.

/** The smallest minimum due (₹500), unless less than that is owed. */
export const MINIMUM_DUE_FLOOR = asPaise(50_000);
/** Share of the total due the minimum due asks for. */
export const MINIMUM_DUE_SHARE = 0.05;
/** Days from a drawdown to its due date. */
export const DUE_AFTER_DAYS = 30;

export type Dues = {
  creditLimit: Paise;
  used: Paise;
  /** Set aside for spends not yet drawn (ledger/holds.ts). */
  held: Paise;
  /** What may still be drawn: within 0 and the limit, whatever the balance and the holds. */
  available: Paise;
  totalDue: Paise;
  minimumDue: Paise;
  /** ISO date the oldest unpaid drawdown falls due, or null when nothing is owed. */
  nextDueDate: string | null;
  /** Paid beyond what is owed (a late success): owed back to the customer, never a negative due. */
  creditBalance: Paise;
  /** The date the credit balance is refunded by (YYYY-MM-DD), or null without one. */
  creditBalanceRefundBy: string | null;
};

/** The dues the entries run up; `held` is what open holds set aside (ledger/holds.ts's duesNow reads them). */
export function duesOf(account: CreditAccountRow, entries: readonly LedgerEntryRow[], held: Paise = asPaise(0)): Dues {
  let owedPaise = 0;
  let repaidPaise = 0;
  for (const entry of entries) {
    if (entry.kind === 'repayment') repaidPaise += entry.amount_paise;
    else owedPaise += entry.amount_paise;
  }
  const totalPaise = Math.max(0, owedPaise - repaidPaise);
  const minimumPaise = Math.min(totalPaise, Math.max(MINIMUM_DUE_FLOOR, Math.ceil(totalPaise * MINIMUM_DUE_SHARE)));
  const limitPaise = account.credit_limit_paise;
  return {
    creditLimit: limitPaise,
    used: asPaise(totalPaise),
    held,
    available: asPaise(Math.min(limitPaise, Math.max(0, limitPaise - totalPaise - held))),
    totalDue: asPaise(totalPaise),
    minimumDue: asPaise(minimumPaise),
    nextDueDate: totalPaise === 0 ? null : dueDateOf(entries),
    ...creditBalanceOf(entries),
  };
}

/**
 * The dues as the wire carries them: rupees with at most two decimals. The line's `used` is what is
 * owed and what spends in flight hold: a spend takes its part of the limit the moment it is
 * accepted (issue 30), so used moves with available, not only once the rails settle it.
 */
export function duesJson(dues: Dues) {
  return {
    creditLimit: rupeesFromPaise(dues.creditLimit),
    used: rupeesFromPaise(asPaise(dues.used + dues.held)),
    available: rupeesFromPaise(dues.available),
    totalDue: rupeesFromPaise(dues.totalDue),
    minimumDue: rupeesFromPaise(dues.minimumDue),
    nextDueDate: dues.nextDueDate,
    creditBalance: rupeesFromPaise(dues.creditBalance),
    creditBalanceRefundBy: dues.creditBalanceRefundBy,
  };
}

/** What a repayment pays, in order: the supplier's drawdowns first when it names one (ADR 047), else oldest first. */
export function payOrder<T extends { supplierId: string | null }>(
  owed: readonly T[],
  supplierId: string | null | undefined,
): readonly T[] {
  if (!supplierId) return owed;
  return [
    ...owed.filter((item) => item.supplierId === supplierId),
    ...owed.filter((item) => item.supplierId !== supplierId),
  ];
}

/** The due date of the first drawdown the repayments have not yet covered (in the order they pay). */
function dueDateOf(entries: readonly LedgerEntryRow[]): string | null {
  const owed: { at: string; left: number; supplierId: string | null }[] = [];
  // Paid beyond what was owed: it covers what is drawn next.
  let credit = 0;
  for (const entry of entries) {
    if (entry.kind !== 'repayment') {
      const covered = Math.min(credit, entry.amount_paise);
      credit -= covered;
      const supplierId = entry.kind === 'drawdown' ? (entry.supplier_id ?? null) : null;
      owed.push({ at: entry.at, left: entry.amount_paise - covered, supplierId });
      continue;
    }
    let rest: number = entry.amount_paise;
    for (const item of payOrder(owed, entry.supplier_id)) {
      const paid = Math.min(rest, item.left);
      item.left -= paid;
      rest -= paid;
    }
    credit += rest;
  }
  const first = owed.find((item) => item.left > 0);
  if (!first) return null;
  const due = new Date(first.at);
  due.setUTCDate(due.getUTCDate() + DUE_AFTER_DAYS);
  return due.toISOString().slice(0, 10);
}
