import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';

export type ConsentRow = { consent_type: string; status: 'granted' | 'denied'; updated_at: string };

/** Customers and guarantors keep consents in separate tables, each keyed to its own people. */
export type ConsentOwner = { kind: 'customer' | 'guarantor'; id: string };

// Table and column names come from this fixed map, never from the request.
const tables = {
  customer: { table: 'consents', key: 'customer_id' },
  guarantor: { table: 'guarantor_consents', key: 'guarantor_id' },
} as const;

export function listConsents(db: Database, owner: ConsentOwner): ConsentRow[] {
  const { table, key } = tables[owner.kind];
  return statement(
    db,
    `SELECT consent_type, status, updated_at FROM ${table} WHERE ${key} = ? ORDER BY consent_type`,
  ).all(owner.id) as ConsentRow[];
}

export function upsertConsent(
  db: Database,
  owner: ConsentOwner,
  consentType: string,
  status: 'granted' | 'denied',
  nowIso: string,
): void {
  const { table, key } = tables[owner.kind];
  statement(
    db,
    `INSERT INTO ${table} (${key}, consent_type, status, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (${key}, consent_type) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
  ).run(owner.id, consentType, status, nowIso);
}
