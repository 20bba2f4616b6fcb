import type { Database } from 'better-sqlite3';
import { statement } from './statements.ts';

export type SessionKind = 'direct' | 'referral';

export type SessionRow = {
  id: string;
  kind: SessionKind;
  phone: string | null;
  customer_id: string | null;
  marketplace_name: string | null;
  callback_url: string | null;
  request_json: string;
  created_at: string;
};

export function insertSession(
  db: Database,
  session: Pick<SessionRow, 'id' | 'kind' | 'marketplace_name' | 'callback_url' | 'request_json' | 'created_at'>,
): void {
  statement(
    db,
    `INSERT INTO sessions (id, kind, marketplace_name, callback_url, request_json, created_at)
     VALUES (@id, @kind, @marketplace_name, @callback_url, @request_json, @created_at)`,
  ).run(session);
}

export function findSession(db: Database, id: string): SessionRow | undefined {
  return statement(db, 'SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
}

export function bindSessionToCustomer(db: Database, sessionId: string, phone: string, customerId: string): void {
  statement(db, 'UPDATE sessions SET phone = ?, customer_id = ? WHERE id = ?').run(phone, customerId, sessionId);
}
