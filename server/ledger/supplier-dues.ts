import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { asPaise, type Paise } from '../kit/money.ts';
import type { CreditAccountRow } from './accounts.ts';
import { drawdownsLeft, ledgerAt, type DrawdownLeft } from './charges.ts';

// A supplier's dues (ADR 047): what the customer owes the lender for the drawdowns made at that
// supplier, as the ledger's one allocation leaves them (charges first, a supplier's repayment to
// its drawdowns first, then the oldest). Interest and fees are the line's, not a supplier's.

export type SupplierDues = {
  /** The supplier's drawdowns still (partly) unpaid, oldest first. */
  unpaid: DrawdownLeft[];
  owed: Paise;
  /** The earliest due date among them, or null when nothing is owed. */
  nextDueDate: string | null;
};

/** The supplier's drawdowns with what is unpaid of each at `now` (every drawdown, paid ones too). */
export function drawdownsAt(db: Database, account: CreditAccountRow, now: string, supplierId: string): DrawdownLeft[] {
  return drawdownsLeft(account, ledgerAt(db, account, now), now).filter((d) => d.supplierId === supplierId);
}

export function supplierDuesOf(drawdowns: readonly DrawdownLeft[]): SupplierDues {
  const unpaid = drawdowns.filter((d) => d.left > 0);
  return {
    unpaid,
    owed: asPaise(unpaid.reduce((sum, d) => sum + d.left, 0)),
    nextDueDate: unpaid.map((d) => d.due).sort()[0] ?? null,
  };
}

/** Whether the account ever drew down at this supplier (a supplier-flow repayment must name one). */
export function drewAt(db: Database, account: CreditAccountRow, supplierId: string): boolean {
  return (
    statement(db, "SELECT 1 FROM ledger_entries WHERE account_id = ? AND kind = 'drawdown' AND supplier_id = ?").get(
      account.id,
      supplierId,
    ) !== undefined
  );
}
