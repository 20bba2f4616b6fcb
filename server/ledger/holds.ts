import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { asPaise, type Paise } from '../kit/money.ts';
import type { CreditAccountRow } from './accounts.ts';
import { ledgerAt } from './charges.ts';
import { duesOf, type Dues } from './dues.ts';

// Holds on the credit line (ADR 039): limit set aside for a spend that is not yet a drawdown. The
// caller places and releases them inside the write transaction that changes the spend, so the
// available limit read there is the one the next writer sees.

export function placeHold(db: Database, account: CreditAccountRow, reference: string, amount: Paise, at: string) {
  statement(db, 'INSERT INTO credit_holds (reference, account_id, amount_paise, placed_at) VALUES (?, ?, ?, ?)').run(
    reference,
    account.id,
    amount,
    at,
  );
}

/** Releases the hold of this reference; releasing it again changes nothing. */
export function releaseHold(db: Database, reference: string, at: string): void {
  statement(db, 'UPDATE credit_holds SET released_at = ? WHERE reference = ? AND released_at IS NULL').run(
    at,
    reference,
  );
}

/** What the account's open holds set aside. */
export function heldOn(db: Database, accountId: string): Paise {
  const row = statement(
    db,
    'SELECT COALESCE(SUM(amount_paise), 0) AS held FROM credit_holds WHERE account_id = ? AND released_at IS NULL',
  ).get(accountId) as { held: number };
  return asPaise(row.held);
}

/** The account's dues at `now`, its available limit net of the open holds: what every screen shows. */
export function duesNow(db: Database, account: CreditAccountRow, now: string): Dues {
  return duesOf(account, ledgerAt(db, account, now), heldOn(db, account.id));
}
