import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import type { DisbursementStatus } from './rules.ts';

// Row access for the EDI tables (server/edi/migrations.ts). Callers own the transaction.

/** Writes a row whose keys are its table's columns, named once (the row types below). */
function writeRow(db: Database, verb: 'INSERT' | 'INSERT OR REPLACE', table: string, row: object): void {
  const columns = Object.keys(row);
  const values = columns.map((column) => `@${column}`).join(', ');
  statement(db, `${verb} INTO ${table} (${columns.join(', ')}) VALUES (${values})`).run(row);
}

export type EdiOfferRow = {
  customer_id: string;
  id: string;
  lender_name: string;
  min_amount_paise: number;
  max_amount_paise: number;
  min_tenure_days: number;
  max_tenure_days: number;
  rate_pa: number;
  processing_fee_percent: number;
  stamp_duty_paise: number;
  collections_bounce: number;
  created_at: string;
};

export type DisbursementRow = {
  id: string;
  customer_id: string;
  offer_id: string;
  amount_paise: number;
  tenure_days: number;
  rate_pa: number;
  processing_fee_percent: number;
  stamp_duty_paise: number;
  account_last4: string;
  ifsc: string;
  /** The proposal number of the KFS the borrower read when requesting (ADR 049); null if none was sent. */
  kfs_proposal: string | null;
  status: DisbursementStatus;
  reason: string | null;
  requested_at: string;
  disbursed_at_ms: number | null;
  updated_at: string;
};

export type CollectionRow = {
  disbursement_id: string;
  number: number;
  due_at: string;
  amount_paise: number;
  status: 'collected' | 'missed';
};

export function findEdiOffer(db: Database, customerId: string): EdiOfferRow | undefined {
  return statement(db, 'SELECT * FROM edi_offers WHERE customer_id = ?').get(customerId) as EdiOfferRow | undefined;
}

export function saveEdiOffer(db: Database, row: EdiOfferRow): void {
  writeRow(db, 'INSERT OR REPLACE', 'edi_offers', row);
}

export function setCollectionsBounce(db: Database, customerId: string, bounce: boolean): void {
  statement(db, 'UPDATE edi_offers SET collections_bounce = ? WHERE customer_id = ?').run(bounce ? 1 : 0, customerId);
}

/** The customer's latest request, whatever its status. */
export function latestDisbursement(db: Database, customerId: string): DisbursementRow | undefined {
  return statement(
    db,
    'SELECT * FROM edi_disbursements WHERE customer_id = ? ORDER BY requested_at DESC, rowid DESC LIMIT 1',
  ).get(customerId) as DisbursementRow | undefined;
}

/** One of the customer's own requests by id; another customer's is not found, as an unknown one. */
export function findOwnDisbursement(db: Database, customerId: string, id: string): DisbursementRow | undefined {
  return statement(db, 'SELECT * FROM edi_disbursements WHERE id = ? AND customer_id = ?').get(id, customerId) as
    DisbursementRow | undefined;
}

/** The customer's loans paid out, oldest first: their collections run on the clock. */
export function disbursedLoans(db: Database, customerId: string): DisbursementRow[] {
  return statement(
    db,
    "SELECT * FROM edi_disbursements WHERE customer_id = ? AND status = 'disbursed' ORDER BY disbursed_at_ms",
  ).all(customerId) as DisbursementRow[];
}

export function insertDisbursement(db: Database, row: DisbursementRow): void {
  writeRow(db, 'INSERT', 'edi_disbursements', row);
}

export function moveDisbursement(
  db: Database,
  id: string,
  move: { status: DisbursementStatus; reason: string | null; disbursedAtMs: number | null; at: string },
): void {
  statement(
    db,
    'UPDATE edi_disbursements SET status = ?, reason = ?, disbursed_at_ms = ?, updated_at = ? WHERE id = ?',
  ).run(move.status, move.reason, move.disbursedAtMs, move.at, id);
}

export function collectionsOf(db: Database, disbursementId: string): CollectionRow[] {
  return statement(db, 'SELECT * FROM edi_collections WHERE disbursement_id = ? ORDER BY number').all(
    disbursementId,
  ) as CollectionRow[];
}

export function insertCollection(db: Database, row: CollectionRow): void {
  writeRow(db, 'INSERT', 'edi_collections', row);
}

/** QA records the missed instalments paid (the borrower paid them another way): nothing is overdue. */
export function settleMissed(db: Database, customerId: string): void {
  statement(
    db,
    `UPDATE edi_collections SET status = 'collected' WHERE status = 'missed'
       AND disbursement_id IN (SELECT id FROM edi_disbursements WHERE customer_id = ?)`,
  ).run(customerId);
}
