import type { LedgerEntryRow } from './accounts.ts';
import { asPaise, type Paise } from '../kit/money.ts';

// The credit balance (Fineract's OVERPAID): money the customer paid beyond everything owed, which
// only a late success can cause, since every repayment in flight is reserved against the due
// (docs/sandbox.md, "Reservations and the credit balance"). It is never shown as a negative due:
// it settles whatever is charged or drawn next, and what is left is refunded to the account the
// payment came from within CREDIT_REFUND_WORKING_DAYS working days of the day it arose.

/** Working days to refund a credit balance to its source account (the time RBI's card directions allow). */
export const CREDIT_REFUND_WORKING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `workingDays` working days (Monday to Friday) after `day` (YYYY-MM-DD). */
export function afterWorkingDays(day: string, workingDays: number): string {
  let at = Date.parse(`${day}T00:00:00.000Z`);
  for (let left = workingDays; left > 0;) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}

export type CreditBalance = { creditBalance: Paise; creditBalanceRefundBy: string | null };

/**
 * The credit balance after these entries (oldest first) and the date it is refunded by: counted
 * from the day the balance last went from owing to owed-to, so a later overpayment on top of an
 * unrefunded one keeps the first, earlier date.
 */
export function creditBalanceOf(entries: readonly LedgerEntryRow[]): CreditBalance {
  let balance = 0;
  let since: string | null = null;
  for (const entry of entries) {
    balance += entry.kind === 'repayment' ? -entry.amount_paise : entry.amount_paise;
    if (balance < 0 && since === null) since = entry.at.slice(0, 10);
    if (balance >= 0) since = null;
  }
  if (balance >= 0 || since === null) return { creditBalance: asPaise(0), creditBalanceRefundBy: null };
  return {
    creditBalance: asPaise(-balance),
    creditBalanceRefundBy: afterWorkingDays(since, CREDIT_REFUND_WORKING_DAYS),
  };
}
