import type { Database } from 'better-sqlite3';
import { statement } from './statements.ts';

/** The tables that hold at most one row per customer, each written whole by its owner. */
type OneRowPerCustomer = 'profile_emails' | 'customer_preferences';

/**
 * Writes the customer's one row of `table`: inserted the first time, its columns replaced after.
 * Column names come from the callers' fixed objects, never from a request.
 */
export function putCustomerRow(
  db: Database,
  table: OneRowPerCustomer,
  customerId: string,
  columns: Readonly<Record<string, string | number | null>>,
): void {
  const names = Object.keys(columns);
  const list = ['customer_id', ...names].join(', ');
  const values = ['@customerId', ...names.map((name) => `@${name}`)].join(', ');
  const updates = names.map((name) => `${name} = excluded.${name}`).join(', ');
  statement(
    db,
    `INSERT INTO ${table} (${list}) VALUES (${values}) ON CONFLICT (customer_id) DO UPDATE SET ${updates}`,
  ).run({ ...columns, customerId });
}
