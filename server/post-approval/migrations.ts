import type { Migration } from '../db/migrations.ts';

/**
 * Bank statements, the documents the lender asks for, the post-approval choices and the signed application form.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const postApprovalMigrations: readonly Migration[] = [
  // Bank statements and post-approval documents (docs/sandbox.md, "Bank statements and
  // documents"): statement files, net-banking and Account Aggregator sessions, the documents a
  // lender asks for after approval, and whether it asks for additional ones.
  {
    version: 5,
    sql: `
  CREATE TABLE statement_files (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    size INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    pages INTEGER NOT NULL,
    bytes BLOB NOT NULL,
    uploaded_at TEXT NOT NULL
  );
  CREATE INDEX statement_files_by_application ON statement_files(application_id, uploaded_at);

  CREATE TABLE statement_sessions (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    way TEXT NOT NULL CHECK (way IN ('netBanking', 'accountAggregator')),
    state TEXT NOT NULL,
    fetch TEXT,
    reason TEXT,
    redirect_url TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    applied_at_ms INTEGER
  );
  CREATE INDEX statement_sessions_by_application ON statement_sessions(application_id, created_at_ms);

  CREATE TABLE post_approval_documents (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    file_name TEXT NOT NULL,
    size INTEGER NOT NULL,
    content_type TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    bytes BLOB NOT NULL,
    uploaded_at TEXT NOT NULL,
    UNIQUE (application_id, kind)
  );

  -- What the lender asks of one application: which ways it takes statements, whether it lets the
  -- applicant skip them, and whether it asks for additional documents after the first list.
  CREATE TABLE lender_requests (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    statement_ways TEXT NOT NULL DEFAULT 'upload,netBanking,accountAggregator',
    can_skip_statements INTEGER NOT NULL DEFAULT 0,
    asks_additional INTEGER NOT NULL DEFAULT 0,
    document_stage TEXT NOT NULL DEFAULT 'upload' CHECK (document_stage IN ('upload', 'additional'))
  );
  `,
  },
  {
    version: 6,
    sql: `
  -- Post-approval (docs/sandbox.md, "Post-approval"): what QA chose for the applicant, the lender
  -- choice, the verified bank account, the cancelled cheque, the questionnaire and the links.
  CREATE TABLE post_approval_state (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    offer_set TEXT NOT NULL DEFAULT 'several' CHECK (offer_set IN ('one', 'several')),
    bank_verification TEXT NOT NULL DEFAULT 'matched'
      CHECK (bank_verification IN ('matched', 'nameMismatch', 'invalidAccount')),
    cheque_required INTEGER NOT NULL DEFAULT 1,
    nbfc_name TEXT,
    loan_id TEXT,
    selected_amount REAL,
    statement TEXT CHECK (statement IN ('uploaded', 'skipped', 'manual')),
    documents TEXT CHECK (documents IN ('inProgress', 'uploaded')),
    questionnaire_json TEXT,
    linking_complete INTEGER NOT NULL DEFAULT 0,
    submitted_at TEXT
  );

  CREATE TABLE bank_accounts (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    ifsc TEXT NOT NULL,
    account_number TEXT NOT NULL,
    account_type TEXT NOT NULL CHECK (account_type IN ('savings', 'current')),
    holder_name TEXT NOT NULL,
    verified_at TEXT NOT NULL
  );

  CREATE TABLE cancelled_cheques (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL UNIQUE REFERENCES applications(id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    size INTEGER NOT NULL,
    content_type TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    uploaded_at TEXT NOT NULL
  );

  CREATE TABLE marketplace_links (
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    marketplace_name TEXT NOT NULL,
    seller_id TEXT NOT NULL,
    linked_at TEXT NOT NULL,
    PRIMARY KEY (application_id, marketplace_name)
  );
  `,
  },
  {
    version: 16,
    sql: `
  -- Aadhaar e-sign requests for the signed application form (docs/decisions/022): before any loan
  -- agreement exists, so keyed by the application; document_id is the signed form once stored.
  CREATE TABLE application_form_esign_requests (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    status TEXT NOT NULL
      CHECK (status IN ('RECEIVED', 'SIGN_INITIATED', 'SIGN_IN_PROGRESS', 'SUCCESS', 'FAILURE', 'EXPIRED')),
    redirect_url TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    signed_at TEXT,
    document_id TEXT
  );
  CREATE INDEX application_form_esign_by_application ON application_form_esign_requests(application_id);
  `,
  },
];
