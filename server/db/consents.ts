import type { Database } from 'better-sqlite3';

export type ConsentRow = { consent_type: string; status: 'granted' | 'denied'; updated_at: string };

export function listConsents(db: Database, customerId: string): ConsentRow[] {
  return db
    .prepare('SELECT consent_type, status, updated_at FROM consents WHERE customer_id = ? ORDER BY consent_type')
    .all(customerId) as ConsentRow[];
}

export function upsertConsent(
  db: Database,
  customerId: string,
  consentType: string,
  status: 'granted' | 'denied',
  nowIso: string,
): void {
  db.prepare(
    `INSERT INTO consents (customer_id, consent_type, status, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id, consent_type) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
  ).run(customerId, consentType, status, nowIso);
}
