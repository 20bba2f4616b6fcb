import type { Database } from 'better-sqlite3';
import { isoAt } from '../context.ts';
import { statement } from '../db/statements.ts';
import { asPaise, rupeesFromPaise, type Paise } from '../kit/money.ts';
import { findCreditAccount } from '../ledger/accounts.ts';
import { drawdownsLeft, ledgerAt, type DrawdownLeft } from '../ledger/charges.ts';
import { supplierDuesOf } from '../ledger/supplier-dues.ts';
import { askJson, asksOf } from './asks.ts';
import { spendsNow } from './rails.ts';
import { spendsOf, type SpendRow } from './spends.ts';
import { supplierFor, type Supplier } from './suppliers.ts';

// A supplier's account with the customer (ADR 047), or every supplier's together: what is owed the
// lender for the drawdowns made there (the dues: pending payments), the spends there and the
// repayments made from its page, and the requests it raised. Read in one transaction that brings
// the spends up to the clock first, so a settled spend is a due the moment it is read.

type RepaymentRow = { payment_id: string; amount_paise: Paise; at: string; supplier_id: string };

const today = (nowMs: number) => isoAt(nowMs).slice(0, 10);

function invoicesOf(db: Database, spendId: string): string[] {
  const rows = statement(db, 'SELECT number FROM purchase_invoices WHERE spend_id = ? ORDER BY rowid').all(spendId) as {
    number: string;
  }[];
  return rows.map((row) => row.number);
}

const supplierRef = (row: SpendRow) => ({ id: row.supplier_id, name: row.payee_name });

export function supplierAccount(db: Database, customerId: string, supplierId: string | null, nowMs: number) {
  const supplier: Supplier | null = supplierId === null ? null : supplierFor(db, customerId, supplierId);
  spendsNow(db, customerId, nowMs);
  const account = findCreditAccount(db, customerId);
  const at = isoAt(nowMs);
  const ofSupplier = (id: string | null) => id !== null && (supplierId === null || id === supplierId);
  const drawdowns: DrawdownLeft[] = account
    ? drawdownsLeft(account, ledgerAt(db, account, at), at).filter((d) => ofSupplier(d.supplierId))
    : [];
  const leftOf = new Map(drawdowns.map((d) => [d.paymentId, d]));
  const spends = spendsOf(db, customerId, supplierId ?? undefined).filter((row) => row.supplier_id !== null);
  const byId = new Map(spends.map((row) => [row.id, row]));
  const dues = supplierDuesOf(drawdowns);
  const repayments = account
    ? (statement(
        db,
        `SELECT payment_id, amount_paise, at, supplier_id FROM ledger_entries
           WHERE account_id = ? AND kind = 'repayment' AND supplier_id IS NOT NULL ORDER BY at DESC, rowid DESC`,
      ).all(account.id) as RepaymentRow[])
    : [];
  const day = today(nowMs);
  return {
    supplier: supplier && { id: supplier.id, name: supplier.name, marketplaceId: supplier.marketplaceId },
    owed: rupeesFromPaise(dues.owed),
    nextDueDate: dues.nextDueDate,
    spends: spends.map((row) => ({
      transactionId: row.id,
      supplier: supplierRef(row),
      amount: rupeesFromPaise(row.amount_paise),
      status: row.status,
      reason: row.reason,
      createdAt: row.created_at,
      dueDate: row.status === 'settled' ? row.due_date : null,
      outstanding: row.status === 'settled' ? rupeesFromPaise(asPaise(leftOf.get(row.id)?.left ?? 0)) : null,
      invoiceNumbers: invoicesOf(db, row.id),
    })),
    repayments: repayments
      .filter((row) => ofSupplier(row.supplier_id))
      .map((row) => ({ transactionId: row.payment_id, amount: rupeesFromPaise(row.amount_paise), paidAt: row.at })),
    dues: dues.unpaid.flatMap((drawdown) => {
      const row = drawdown.paymentId === null ? undefined : byId.get(drawdown.paymentId);
      if (!row) return [];
      const dueDate = row.due_date ?? drawdown.due;
      return [
        {
          transactionId: row.id,
          supplier: supplierRef(row),
          amount: rupeesFromPaise(row.amount_paise),
          outstanding: rupeesFromPaise(asPaise(drawdown.left)),
          drawnAt: row.updated_at,
          interestFreeUntil: row.interest_free_until,
          dueDate,
          overdue: dueDate < day,
          invoiceNumbers: invoicesOf(db, row.id),
        },
      ];
    }),
    requests: asksOf(db, customerId, 'request')
      .filter((row) => ofSupplier(row.supplier_id))
      .map((row) => askJson(row, supplierFor(db, customerId, row.supplier_id))),
  };
}
