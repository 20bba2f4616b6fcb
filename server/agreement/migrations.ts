import type { Migration } from '../db/migrations.ts';

/**
 * The loan agreement, its e-sign requests and the loan's reference. Version 8 shipped the mandate's
 * two tables with the agreement's: a shipped step is never split, so they stay here.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const agreementMigrations: readonly Migration[] = [
  {
    version: 8,
    sql: `
  CREATE TABLE loan_agreements (
    loan_id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL UNIQUE REFERENCES applications(id) ON DELETE CASCADE,
    nbfc_name TEXT NOT NULL,
    credit_limit INTEGER NOT NULL,
    kfs_acknowledged_at TEXT,
    sign_method TEXT,
    signed_at TEXT,
    review TEXT NOT NULL DEFAULT 'signing'
      CHECK (review IN ('signing', 'opsReview', 'approved', 'rejected', 'active')),
    review_reason TEXT,
    review_expected_at_ms INTEGER,
    activated_at_ms INTEGER,
    drawn INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );

  CREATE TABLE agreement_esign_requests (
    id TEXT PRIMARY KEY,
    loan_id TEXT NOT NULL REFERENCES loan_agreements(loan_id) ON DELETE CASCADE,
    status TEXT NOT NULL
      CHECK (status IN ('RECEIVED', 'SIGN_INITIATED', 'SIGN_IN_PROGRESS', 'SUCCESS', 'FAILURE', 'EXPIRED')),
    redirect_url TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    applied_at_ms INTEGER
  );
  CREATE INDEX agreement_esign_requests_by_loan ON agreement_esign_requests(loan_id);
  -- Repayment mandates (docs/sandbox.md, "Mandate"): every attempt, by mode, with the bank's answer;
  -- and what QA chose for the applicant's bank (the modes it supports, the NACH review's outcome).
  CREATE TABLE mandates (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    mode TEXT NOT NULL CHECK (mode IN ('netBanking', 'debitCard', 'upiAutopay', 'nach')),
    status TEXT NOT NULL CHECK (status IN ('initiated', 'pending', 'success', 'failure', 'expired')),
    reason TEXT,
    redirect_url TEXT,
    created_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    decide_at_ms INTEGER,
    downloaded_at_ms INTEGER,
    scan_sha256 TEXT,
    scan_name TEXT
  );
  CREATE INDEX mandates_by_application ON mandates(application_id, created_at_ms);

  CREATE TABLE mandate_setup (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    modes TEXT NOT NULL DEFAULT 'netBanking,debitCard,upiAutopay,nach',
    pending_outcome TEXT NOT NULL DEFAULT 'success',
    upi_blocked_until_ms INTEGER,
    kyc_fails INTEGER NOT NULL DEFAULT 0
  );
  `,
  },
  {
    version: 10,
    sql: `
  -- The sanction letter can be e-signed on its own (POST /v1/aadhar/esign/{loanId}/sanction); the
  -- agreement's request signs it too. Which document a request signs, and when the letter was signed.
  ALTER TABLE agreement_esign_requests ADD COLUMN document TEXT NOT NULL DEFAULT 'agreement'
    CHECK (document IN ('agreement', 'sanction'));
  ALTER TABLE loan_agreements ADD COLUMN sanction_signed_at TEXT;
  `,
  },
  {
    version: 17,
    sql: `
  -- A loan's human reference (docs/decisions/027-loan-reference-and-receipts.md): SKH-<year the loan
  -- was made, in India>-<six-digit sequence>, what the borrower reads on every document instead of
  -- the loan's UUID. The sequence is its own row, outside the sandbox's data tables, so a reset never
  -- hands a reference out twice; existing loans are numbered in the order they were made.
  CREATE TABLE loan_reference_sequence (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    last INTEGER NOT NULL
  );
  ALTER TABLE loan_agreements ADD COLUMN reference TEXT;
  WITH ranked AS (SELECT loan_id, ROW_NUMBER() OVER (ORDER BY created_at, rowid) AS n FROM loan_agreements)
  UPDATE loan_agreements
    SET reference = 'SKH-' || strftime('%Y', loan_agreements.created_at, '+330 minutes') || '-'
      || printf('%06d', ranked.n)
    FROM ranked WHERE ranked.loan_id = loan_agreements.loan_id;
  INSERT INTO loan_reference_sequence (id, last) SELECT 1, COUNT(*) FROM loan_agreements;
  CREATE UNIQUE INDEX loan_agreements_by_reference ON loan_agreements(reference);
  `,
  },
  {
    version: 22,
    sql: `
  -- The KFS's version and validity (docs/decisions/049-kfs-version-and-the-fee-invoice.md): which
  -- version is current and when it was issued (null: when the agreement was made), which version
  -- the borrower acknowledged, and on each e-sign request the proposal number of the KFS they saw.
  ALTER TABLE loan_agreements ADD COLUMN kfs_version INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE loan_agreements ADD COLUMN kfs_issued_at_ms INTEGER;
  ALTER TABLE loan_agreements ADD COLUMN kfs_acknowledged_version INTEGER;
  UPDATE loan_agreements SET kfs_acknowledged_version = 1 WHERE kfs_acknowledged_at IS NOT NULL;
  ALTER TABLE agreement_esign_requests ADD COLUMN kfs_proposal TEXT;
  `,
  },
];
