import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { migrate } from '../../server/db/migrations.ts';
import { migrations } from '../../server/journeys.ts';

// The migration to paise (docs/decisions/019-money-in-paise-and-reservations.md) converts the REAL
// rupees already stored exactly: every two-decimal amount becomes its integer paise, typed INTEGER.

const PAISE_MIGRATION = migrations.findIndex((sql) => sql.includes('ledger_entries ADD COLUMN amount_paise'));

function databaseBeforePaise() {
  const db = new Database(':memory:');
  // Rows of money alone, without the customers and accounts they would belong to.
  db.pragma('foreign_keys = OFF');
  migrations.slice(0, PAISE_MIGRATION).forEach((sql, index) => {
    db.exec(sql);
    db.pragma(`user_version = ${index + 1}`);
  });
  return db;
}

describe('the migration to integer paise', () => {
  it('exists, after the tables it converts', () => {
    expect(PAISE_MIGRATION).toBeGreaterThan(0);
  });

  it('converts every two-decimal amount from ₹100.00 to ₹999.99 exactly, and the other money columns', () => {
    const db = databaseBeforePaise();
    db.prepare(
      `INSERT INTO credit_accounts (id, customer_id, loan_id, credit_limit, annual_rate, opened_at)
         VALUES ('acc', 'c', 'LN', 250000.5, 18, '2026-01-01')`,
    ).run();
    db.prepare(
      `INSERT INTO payments (id, customer_id, purpose, amount, method, status, return_url, created_at, updated_at)
         VALUES ('TXN1', 'c', 'repayment', 128.02, 'UPI', 'success', '/', '2026-01-01', '2026-01-01')`,
    ).run();
    db.prepare(
      `INSERT INTO processing_fees (id, customer_id, amount, discount, created_at)
         VALUES ('PF', 'c', 999.99, 499.99, '2026-01-01')`,
    ).run();
    const insert = db.prepare(
      `INSERT INTO ledger_entries (id, account_id, kind, amount, description, at)
         VALUES (?, 'acc', 'drawdown', ?, 'x', '2026-01-01')`,
    );
    db.transaction(() => {
      for (let paise = 10_000; paise <= 99_999; paise += 1) {
        insert.run(String(paise), Number(`${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`));
      }
    })();
    migrate(db, migrations);
    const wrong = db
      .prepare(`SELECT COUNT(*) AS n FROM ledger_entries WHERE amount_paise != CAST(id AS INTEGER)`)
      .get() as { n: number };
    expect(wrong.n).toBe(0);
    const types = db.prepare(`SELECT DISTINCT typeof(amount_paise) AS type FROM ledger_entries`).all() as {
      type: string;
    }[];
    expect(types).toEqual([{ type: 'integer' }]);
    expect(db.prepare('SELECT credit_limit_paise FROM credit_accounts').get()).toEqual({
      credit_limit_paise: 25_000_050,
    });
    expect(db.prepare('SELECT amount_paise, refund_by FROM payments').get()).toEqual({
      amount_paise: 12_802,
      refund_by: null,
    });
    expect(db.prepare('SELECT amount_paise, discount_paise FROM processing_fees').get()).toEqual({
      amount_paise: 99_999,
      discount_paise: 49_999,
    });
    // The REAL columns are gone: nothing can read rupees from the store by mistake.
    const columns = db.prepare(`SELECT name FROM pragma_table_info('payments')`).all() as { name: string }[];
    expect(columns.map((column) => column.name)).not.toContain('amount');
    db.close();
  });
});
