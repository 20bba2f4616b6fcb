import type { Database } from 'better-sqlite3';
import { entriesOf, type CreditAccountRow, type LedgerEntryRow } from './accounts.ts';
import { DUE_AFTER_DAYS, payOrder } from './dues.ts';
import { asPaise } from '../kit/money.ts';
import { dayMonthYear } from '../kit/dates.ts';

// Interest and late fees as the agreement says (docs/sandbox.md, "Interest and late fees"),
// computed on read from the entries and the sandbox clock, so moving the clock
// (POST /__sandbox/clock) is enough to see them, and nothing is stored that could be charged twice.
// - Interest accrues only on the principal drawn, per day, at the account's annual rate / 365, and
//   is charged on the last day of each month that has ended (dated that day).
// - A drawdown still (partly) unpaid on its due date (DUE_AFTER_DAYS after it) is overdue: the
//   penal charge, 2 % of the overdue part, is charged the day after, and again every 30 days while
//   it stays overdue.
// - A repayment settles charges first (fees, interest), then the oldest drawdowns (RBI's order); one
//   made from a supplier's page pays that supplier's drawdowns before the others (ADR 047);
//   what it pays beyond both is the credit balance, which settles what is charged or drawn next.

/** The agreement's penal charge: 2 % a month on the overdue amount. */
export const LATE_FEE_SHARE = 0.02;
/** Days between two penal charges while a drawdown stays overdue. */
export const LATE_FEE_EVERY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (iso: string) => iso.slice(0, 10);
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function isLastDayOfMonth(n: number): boolean {
  return dayText(n + 1).slice(8, 10) === '01';
}

function charge(account: CreditAccountRow, kind: 'interest' | 'fee', paise: number, day: number, what: string) {
  const date = dayText(day);
  return {
    id: `${kind}-${date}-${paise}`,
    account_id: account.id,
    kind,
    amount_paise: asPaise(paise),
    description: what,
    payment_id: null,
    // The end of the day: a charge comes after that day's own entries.
    at: `${date}T23:59:59.999Z`,
  } satisfies LedgerEntryRow;
}

/**
 * The charges the entries have run up to `now` (ISO instant): interest for each month that has
 * ended, and penal charges for each overdue drawdown. Returned oldest first, never stored.
 */
export function chargesOf(
  account: CreditAccountRow,
  entries: readonly LedgerEntryRow[],
  now: string,
): LedgerEntryRow[] {
  return replay(account, entries, now).charges;
}

/** A drawdown as the repayments have left it: what of it is unpaid, and the day it falls due. */
export type DrawdownLeft = { paymentId: string | null; supplierId: string | null; left: number; due: string };

/** Each drawdown with what is unpaid of it at `now`, oldest first: the allocation the charges use (ADR 047). */
export function drawdownsLeft(account: CreditAccountRow, entries: readonly LedgerEntryRow[], now: string) {
  return replay(account, entries, now).drawdowns.map(({ paymentId, supplierId, left, due }): DrawdownLeft => ({
    paymentId,
    supplierId,
    left,
    due: dayText(due),
  }));
}

type Drawdown = {
  paymentId: string | null;
  supplierId: string | null;
  due: number;
  left: number;
  accruesFrom: number;
};

function replay(account: CreditAccountRow, entries: readonly LedgerEntryRow[], now: string) {
  const first = entries[0];
  if (!first) return { charges: [], drawdowns: [] };
  const today = dayNumber(dayOf(now));
  // A drawdown accrues interest from `accruesFrom`: its first day, or the day after its interest-free period.
  const drawdowns: Drawdown[] = [];
  const charges: LedgerEntryRow[] = [];
  let chargesOwed = 0;
  // Paid beyond what was owed (a late success): it pays what falls due next, before any refund.
  let credit = 0;
  let accrued = 0;
  let next = 0;
  const ratePerDay = account.annual_rate / 100 / 365;
  /** What of a charge the credit balance does not settle. */
  const settleFromCredit = (paise: number) => {
    const covered = Math.min(credit, paise);
    credit -= covered;
    return paise - covered;
  };
  for (let day = dayNumber(dayOf(first.at)); day <= today; day += 1) {
    for (; next < entries.length && dayNumber(dayOf(entries[next]!.at)) === day; next += 1) {
      const entry = entries[next]!;
      const paise = entry.amount_paise;
      if (entry.kind === 'drawdown') {
        const freeUntil = entry.interest_free_until;
        const accruesFrom = freeUntil === null || freeUntil === undefined ? day : dayNumber(freeUntil) + 1;
        drawdowns.push({
          paymentId: entry.payment_id,
          supplierId: entry.supplier_id ?? null,
          due: day + DUE_AFTER_DAYS,
          left: settleFromCredit(paise),
          accruesFrom,
        });
      } else if (entry.kind === 'repayment') {
        let rest: number = paise;
        const toCharges = Math.min(rest, chargesOwed);
        chargesOwed -= toCharges;
        rest -= toCharges;
        for (const drawdown of payOrder(drawdowns, entry.supplier_id)) {
          const paid = Math.min(rest, drawdown.left);
          drawdown.left -= paid;
          rest -= paid;
        }
        credit += rest;
      } else chargesOwed += settleFromCredit(paise);
    }
    const principal = drawdowns.reduce((sum, drawdown) => sum + (day >= drawdown.accruesFrom ? drawdown.left : 0), 0);
    accrued += principal * ratePerDay;
    // A month's interest is charged once the month has ended.
    if (day < today && isLastDayOfMonth(day) && Math.round(accrued) > 0) {
      const paise = Math.round(accrued);
      const month = `${MONTHS[Number(dayText(day).slice(5, 7)) - 1]} ${dayText(day).slice(0, 4)}`;
      charges.push(charge(account, 'interest', paise, day, `Interest for ${month} at ${account.annual_rate}% a year`));
      chargesOwed += settleFromCredit(paise);
      accrued = 0;
    }
    for (const drawdown of drawdowns) {
      const late = day - drawdown.due;
      if (drawdown.left <= 0 || late < 1 || (late - 1) % LATE_FEE_EVERY_DAYS !== 0) continue;
      const paise = Math.round(drawdown.left * LATE_FEE_SHARE);
      const what = `Late fee: 2% of the amount overdue since ${dayMonthYear(dayText(drawdown.due))}`;
      charges.push(charge(account, 'fee', paise, day, what));
      chargesOwed += settleFromCredit(paise);
    }
  }
  return { charges, drawdowns };
}

/** The entries with the charges run up to `now`, in the order they happened. */
export function withCharges(
  account: CreditAccountRow,
  entries: readonly LedgerEntryRow[],
  now: string,
): LedgerEntryRow[] {
  return [...entries, ...chargesOf(account, entries, now)].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** The account's entries as the ledger reads them at `now`: what was recorded, and the charges since. */
export function ledgerAt(db: Database, account: CreditAccountRow, now: string): LedgerEntryRow[] {
  return withCharges(account, entriesOf(db, account.id), now);
}
