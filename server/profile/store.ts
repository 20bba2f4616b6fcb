import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { putCustomerRow } from '../db/upsert.ts';

// Row access for the profile's tables (migration 25). Callers own the transaction.

export type ReKycStatus = 'due' | 'inProgress' | 'done';

/** The lender's ask (when, by when), and once started its Aadhaar OTP request and once done its day. */
export type ReKycRow = { customer_id: string; status: ReKycStatus; due_by: string; requested_at: string } & {
  [K in 'request_id' | 'aadhaar_last4' | 'completed_at']: string | null;
};

export function findReKyc(db: Database, customerId: string): ReKycRow | undefined {
  return statement(db, 'SELECT * FROM profile_rekyc WHERE customer_id = ?').get(customerId) as ReKycRow | undefined;
}

/** The lender asks again: a new request replaces a finished one, its start and outcome forgotten. */
export function askForReKyc(db: Database, customerId: string, dueBy: string, at: string): void {
  statement(
    db,
    `INSERT INTO profile_rekyc (customer_id, status, due_by, requested_at) VALUES (?, 'due', ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET status = 'due', due_by = excluded.due_by,
       requested_at = excluded.requested_at, request_id = NULL, aadhaar_last4 = NULL, completed_at = NULL`,
  ).run(customerId, dueBy, at);
}

export function startReKyc(db: Database, customerId: string): void {
  statement(db, "UPDATE profile_rekyc SET status = 'inProgress' WHERE customer_id = ?").run(customerId);
}

export function keepReKycRequest(db: Database, customerId: string, requestId: string, last4: string): void {
  statement(db, 'UPDATE profile_rekyc SET request_id = ?, aadhaar_last4 = ? WHERE customer_id = ?').run(
    requestId,
    last4,
    customerId,
  );
}

export function finishReKyc(db: Database, customerId: string, at: string): void {
  statement(db, "UPDATE profile_rekyc SET status = 'done', completed_at = ? WHERE customer_id = ?").run(at, customerId);
}

export function findVerifiedEmail(
  db: Database,
  customerId: string,
): { email: string; verified_at: string } | undefined {
  return statement(db, 'SELECT email, verified_at FROM profile_emails WHERE customer_id = ?').get(customerId) as
    { email: string; verified_at: string } | undefined;
}

export function saveVerifiedEmail(db: Database, customerId: string, email: string, at: string): void {
  putCustomerRow(db, 'profile_emails', customerId, { email, verified_at: at });
}

/**
 * Crockford's base 32 without I, L, O and U: read out over the phone, no letter is taken for a digit
 * (and none spells a word by accident).
 */
const SUPPORT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newSupportId(): string {
  const part = () => Array.from({ length: 4 }, () => SUPPORT_ALPHABET[randomInt(0, 32)]).join('');
  return `SUP-${part()}-${part()}`;
}

/** The customer's support id (SUP-XXXX-XXXX), made the first time it is asked for and kept. */
export function supportIdOf(db: Database, customerId: string, at: string): string {
  const kept = statement(db, 'SELECT support_id FROM profile_support_ids WHERE customer_id = ?').get(customerId) as
    { support_id: string } | undefined;
  if (kept) return kept.support_id;
  for (;;) {
    const id = newSupportId();
    const taken = statement(db, 'SELECT 1 FROM profile_support_ids WHERE support_id = ?').get(id);
    if (taken) continue;
    statement(db, 'INSERT INTO profile_support_ids (customer_id, support_id, created_at) VALUES (?, ?, ?)').run(
      customerId,
      id,
      at,
    );
    return id;
  }
}

export function customerOfSupportId(db: Database, supportId: string): string | undefined {
  const row = statement(db, 'SELECT customer_id FROM profile_support_ids WHERE support_id = ?').get(supportId) as
    { customer_id: string } | undefined;
  return row?.customer_id;
}

export const SUPPORT_ID_PATTERN = /^SUP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
