import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';

// A loan's human reference (docs/decisions/027-loan-reference-and-receipts.md): what a borrower
// reads out to support and finds on every document, instead of the loan's UUID. SKH, the year the
// loan was made in India (IST, a fixed UTC+05:30), and a six-digit number from one sequence.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const LOAN_REFERENCE_PATTERN = /^SKH-\d{4}-\d{6}$/;

export function formatLoanReference(createdAtIso: string, sequence: number): string {
  const year = new Date(Date.parse(createdAtIso) + IST_OFFSET_MS).getUTCFullYear();
  return `SKH-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The next reference, for a loan made at `createdAtIso`. The caller's transaction holds the sequence. */
export function nextLoanReference(db: Database, createdAtIso: string): string {
  const row = statement(db, 'UPDATE loan_reference_sequence SET last = last + 1 WHERE id = 1 RETURNING last').get() as
    { last: number } | undefined;
  if (!row) throw new Error('loan_reference_sequence has no row: the database was not migrated');
  return formatLoanReference(createdAtIso, row.last);
}

/** The reference of a loan, or null for a line QA opened without an agreement (no loan was made). */
export function loanReferenceOf(db: Database, loanId: string): string | null {
  const row = statement(db, 'SELECT reference FROM loan_agreements WHERE loan_id = ?').get(loanId) as
    { reference: string | null } | undefined;
  return row?.reference ?? null;
}
