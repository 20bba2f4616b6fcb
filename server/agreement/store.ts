import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import type { ReviewStage } from './rules.ts';
import type { ESignStatus } from '../providers/esign/status.ts';
import { nextLoanReference } from '../ledger/loan-reference.ts';

// Row access for the agreement tables (server/db/migrations.ts). Callers own the transaction.

export type AgreementRow = {
  loan_id: string;
  application_id: string;
  nbfc_name: string;
  credit_limit: number;
  kfs_acknowledged_at: string | null;
  sanction_signed_at: string | null;
  sign_method: string | null;
  signed_at: string | null;
  review: ReviewStage;
  review_reason: string | null;
  review_expected_at_ms: number | null;
  activated_at_ms: number | null;
  created_at: string;
  /** The loan's human reference, SKH-2026-000123 (reference.ts): set when the agreement is made. */
  reference: string;
  /** The current KFS's version (its proposal number's last part) and when it was issued (null: at created_at). */
  kfs_version: number;
  kfs_issued_at_ms: number | null;
  /** The KFS version the borrower acknowledged; null until they have (or since a fresh one was issued). */
  kfs_acknowledged_version: number | null;
};

/** What an e-sign request signs: the agreement (with its sanction letter) or the sanction letter alone. */
export type ESignDocument = 'agreement' | 'sanction';

export type ESignRequestRow = {
  id: string;
  loan_id: string;
  document: ESignDocument;
  status: ESignStatus;
  redirect_url: string;
  created_at_ms: number;
  expires_at_ms: number;
  applied_at_ms: number | null;
  /** The proposal number of the KFS the borrower had acknowledged when this request was made. */
  kfs_proposal: string | null;
};

export function findAgreementOfApplication(db: Database, applicationId: string): AgreementRow | undefined {
  return statement(db, 'SELECT * FROM loan_agreements WHERE application_id = ?').get(applicationId) as
    AgreementRow | undefined;
}

export function findAgreementOfLoan(db: Database, loanId: string): AgreementRow | undefined {
  return statement(db, 'SELECT * FROM loan_agreements WHERE loan_id = ?').get(loanId) as AgreementRow | undefined;
}

export function insertAgreement(
  db: Database,
  row: Pick<AgreementRow, 'loan_id' | 'application_id' | 'nbfc_name' | 'credit_limit' | 'created_at'>,
): void {
  statement(
    db,
    `INSERT INTO loan_agreements (loan_id, application_id, nbfc_name, credit_limit, created_at, reference)
     VALUES (@loan_id, @application_id, @nbfc_name, @credit_limit, @created_at, @reference)`,
  ).run({ ...row, reference: nextLoanReference(db, row.created_at) });
}

const AGREEMENT_COLUMNS = [
  'kfs_acknowledged_at',
  'sanction_signed_at',
  'sign_method',
  'signed_at',
  'review',
  'review_reason',
  'review_expected_at_ms',
  'activated_at_ms',
  'kfs_version',
  'kfs_issued_at_ms',
  'kfs_acknowledged_version',
] as const;

export type AgreementPatch = Partial<Pick<AgreementRow, (typeof AGREEMENT_COLUMNS)[number]>>;

export function updateAgreement(db: Database, loanId: string, patch: AgreementPatch): void {
  const keys = AGREEMENT_COLUMNS.filter((key) => patch[key] !== undefined);
  if (keys.length === 0) return;
  const assignments = keys.map((key) => `${key} = @${key}`).join(', ');
  statement(db, `UPDATE loan_agreements SET ${assignments} WHERE loan_id = @loanId`).run({ ...patch, loanId });
}

export function deleteAgreementOfApplication(db: Database, applicationId: string): void {
  statement(db, 'DELETE FROM loan_agreements WHERE application_id = ?').run(applicationId);
}

export function insertESignRequest(db: Database, row: Omit<ESignRequestRow, 'applied_at_ms'>): void {
  statement(
    db,
    `INSERT INTO agreement_esign_requests
       (id, loan_id, document, status, redirect_url, created_at_ms, expires_at_ms, kfs_proposal)
     VALUES (@id, @loan_id, @document, @status, @redirect_url, @created_at_ms, @expires_at_ms, @kfs_proposal)`,
  ).run(row);
}

export function findESignRequest(db: Database, id: string): ESignRequestRow | undefined {
  return statement(db, 'SELECT * FROM agreement_esign_requests WHERE id = ?').get(id) as ESignRequestRow | undefined;
}

/** The loan's newest agreement request, the one home's esignUrl points at while it is undecided. */
export function latestESignRequest(db: Database, loanId: string): ESignRequestRow | undefined {
  return statement(
    db,
    `SELECT * FROM agreement_esign_requests WHERE loan_id = ? AND document = 'agreement'
     ORDER BY created_at_ms DESC, rowid DESC LIMIT 1`,
  ).get(loanId) as ESignRequestRow | undefined;
}

/** The agreement's request that signed it: the e-sign and the KFS version it recorded. */
export function signedESignRequest(db: Database, loanId: string): ESignRequestRow | undefined {
  return statement(
    db,
    `SELECT * FROM agreement_esign_requests WHERE loan_id = ? AND status = 'SUCCESS' AND document = 'agreement'
     AND applied_at_ms IS NOT NULL ORDER BY applied_at_ms LIMIT 1`,
  ).get(loanId) as ESignRequestRow | undefined;
}

export function setESignStatus(db: Database, id: string, status: ESignStatus): void {
  statement(db, 'UPDATE agreement_esign_requests SET status = ? WHERE id = ?').run(status, id);
}

export function markESignApplied(db: Database, id: string, nowMs: number): void {
  statement(db, 'UPDATE agreement_esign_requests SET applied_at_ms = ? WHERE id = ?').run(nowMs, id);
}
