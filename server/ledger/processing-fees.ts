import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { statement } from '../db/statements.ts';
import type { Paise } from '../kit/money.ts';

// A processing fee the lender raises on a borrower (the processing_fees table, server/payment's
// migrations): the agreement raises it when the credit line is activated (ADR 049), QA may raise one
// through the control API, and the payment chart pays it (server/payment/coupons.ts).

export type FeeRow = {
  id: string;
  customer_id: string;
  amount_paise: Paise;
  coupon_code: string | null;
  discount_paise: Paise;
  paid_at: string | null;
  created_at: string;
};

export function createFee(db: Database, customerId: string, amount: Paise, at: string): FeeRow {
  const id = `PF-${randomUUID().slice(0, 8).toUpperCase()}`;
  statement(db, 'INSERT INTO processing_fees (id, customer_id, amount_paise, created_at) VALUES (?, ?, ?, ?)').run(
    id,
    customerId,
    amount,
    at,
  );
  return findFee(db, id) as FeeRow;
}

export function findFee(db: Database, id: string): FeeRow | undefined {
  return statement(db, 'SELECT * FROM processing_fees WHERE id = ?').get(id) as FeeRow | undefined;
}
