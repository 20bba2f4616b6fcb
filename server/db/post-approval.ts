import type { Database } from 'better-sqlite3';
import { statement } from './statements.ts';
import { updateColumns } from './update-columns.ts';

/** Row access for the post-approval tables. Callers own the transaction. */

export const OFFER_SETS = ['one', 'several'] as const;
export type OfferSet = (typeof OFFER_SETS)[number];
export const BANK_VERIFICATIONS = ['matched', 'nameMismatch', 'invalidAccount'] as const;
export type BankVerification = (typeof BANK_VERIFICATIONS)[number];
export type StatementWay = 'uploaded' | 'skipped' | 'manual';
export type DocumentsProgress = 'inProgress' | 'uploaded';

export type PostApprovalStateRow = {
  application_id: string;
  offer_set: OfferSet;
  bank_verification: BankVerification;
  cheque_required: number;
  nbfc_name: string | null;
  loan_id: string | null;
  selected_amount: number | null;
  statement: StatementWay | null;
  documents: DocumentsProgress | null;
  questionnaire_json: string | null;
  linking_complete: number;
  submitted_at: string | null;
};

const STATE_COLUMNS = [
  'offer_set',
  'bank_verification',
  'cheque_required',
  'nbfc_name',
  'loan_id',
  'selected_amount',
  'statement',
  'documents',
  'questionnaire_json',
  'linking_complete',
  'submitted_at',
] as const;

export type PostApprovalStatePatch = Partial<Omit<PostApprovalStateRow, 'application_id'>>;

/** The application's row, created with the defaults the first time it is read. */
export function getPostApprovalState(db: Database, applicationId: string): PostApprovalStateRow {
  statement(db, 'INSERT OR IGNORE INTO post_approval_state (application_id) VALUES (?)').run(applicationId);
  return statement(db, 'SELECT * FROM post_approval_state WHERE application_id = ?').get(
    applicationId,
  ) as PostApprovalStateRow;
}

export function setPostApprovalState(db: Database, applicationId: string, patch: PostApprovalStatePatch): void {
  getPostApprovalState(db, applicationId);
  updateColumns(db, 'post_approval_state', applicationId, STATE_COLUMNS, patch);
}

export type BankAccountRow = {
  application_id: string;
  ifsc: string;
  account_number: string;
  account_type: 'savings' | 'current';
  holder_name: string;
  verified_at: string;
};

export function findBankAccount(db: Database, applicationId: string): BankAccountRow | undefined {
  return statement(db, 'SELECT * FROM bank_accounts WHERE application_id = ?').get(applicationId) as
    BankAccountRow | undefined;
}

export function saveBankAccount(db: Database, row: BankAccountRow): void {
  statement(
    db,
    `INSERT INTO bank_accounts (application_id, ifsc, account_number, account_type, holder_name, verified_at)
     VALUES (@application_id, @ifsc, @account_number, @account_type, @holder_name, @verified_at)
     ON CONFLICT (application_id) DO UPDATE SET ifsc = excluded.ifsc, account_number = excluded.account_number,
       account_type = excluded.account_type, holder_name = excluded.holder_name, verified_at = excluded.verified_at`,
  ).run(row);
}

export type ChequeRow = {
  id: string;
  application_id: string;
  file_name: string;
  size: number;
  content_type: string;
  sha256: string;
  uploaded_at: string;
};

export function findCheque(db: Database, applicationId: string): ChequeRow | undefined {
  return statement(db, 'SELECT * FROM cancelled_cheques WHERE application_id = ?').get(applicationId) as
    ChequeRow | undefined;
}

/** One cheque per application: a new upload replaces the old one. */
export function saveCheque(db: Database, row: ChequeRow): void {
  statement(db, 'DELETE FROM cancelled_cheques WHERE application_id = ?').run(row.application_id);
  statement(
    db,
    `INSERT INTO cancelled_cheques (id, application_id, file_name, size, content_type, sha256, uploaded_at)
     VALUES (@id, @application_id, @file_name, @size, @content_type, @sha256, @uploaded_at)`,
  ).run(row);
}

export type MarketplaceLinkRow = {
  application_id: string;
  marketplace_name: string;
  seller_id: string;
  linked_at: string;
};

export function listMarketplaceLinks(db: Database, applicationId: string): MarketplaceLinkRow[] {
  return statement(db, 'SELECT * FROM marketplace_links WHERE application_id = ? ORDER BY marketplace_name').all(
    applicationId,
  ) as MarketplaceLinkRow[];
}

export function saveMarketplaceLink(db: Database, row: MarketplaceLinkRow): void {
  statement(
    db,
    `INSERT INTO marketplace_links (application_id, marketplace_name, seller_id, linked_at)
     VALUES (@application_id, @marketplace_name, @seller_id, @linked_at)
     ON CONFLICT (application_id, marketplace_name) DO UPDATE SET seller_id = excluded.seller_id,
       linked_at = excluded.linked_at`,
  ).run(row);
}
