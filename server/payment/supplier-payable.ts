import type { Database } from 'better-sqlite3';
import { notFound } from '../kit/errors.ts';
import { asPaise, rupeesFromPaise, type Paise } from '../kit/money.ts';
import type { CreditAccountRow } from '../ledger/accounts.ts';
import { drawdownsAt, drewAt, supplierDuesOf } from '../ledger/supplier-dues.ts';

// Amount payable in a supplier's place (GET /v1/customer/transaction?supplierId=, ADR 047): the line's
// answer, its dues narrowed to what is owed for that supplier's drawdowns, so Pay Now offers them and
// never more than the line's payable now.

export function supplierPayable(
  db: Database,
  account: CreditAccountRow,
  at: string,
  supplierId: string,
  line: { minimumDue: Paise; payableNow: Paise },
) {
  if (!drewAt(db, account, supplierId)) throw notFound('There is no such supplier.');
  const { owed, nextDueDate } = supplierDuesOf(drawdownsAt(db, account, at, supplierId));
  const atMostOwed = (paise: Paise) => rupeesFromPaise(asPaise(Math.min(owed, paise)));
  return {
    totalDue: rupeesFromPaise(owed),
    minimumDue: atMostOwed(line.minimumDue),
    payableNow: atMostOwed(line.payableNow),
    nextDueDate,
  };
}
