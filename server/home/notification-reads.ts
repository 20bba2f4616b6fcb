import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';

// Which of a customer's notifications they have read: the one thing about notifications stored.

export function readIdsOf(db: Database, customerId: string): Set<string> {
  const rows = statement(db, 'SELECT notification_id FROM notification_reads WHERE customer_id = ?').all(
    customerId,
  ) as { notification_id: string }[];
  return new Set(rows.map((row) => row.notification_id));
}

export function setRead(db: Database, customerId: string, id: string, read: boolean, at: string): void {
  if (read) {
    statement(
      db,
      'INSERT OR IGNORE INTO notification_reads (customer_id, notification_id, read_at) VALUES (?, ?, ?)',
    ).run(customerId, id, at);
  } else {
    statement(db, 'DELETE FROM notification_reads WHERE customer_id = ? AND notification_id = ?').run(customerId, id);
  }
}
