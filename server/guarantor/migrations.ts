import type { Migration } from '../db/migrations.ts';

/**
 * The guarantor's tables: who they are, the loans they back, what they submit and their provider requests.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const guarantorMigrations: readonly Migration[] = [
  // 2: guarantors (§3, §7). A guarantor is a person asked to back someone's loan; they log in
  // with their own phone, so they are not customers and get their own tables.
  {
    version: 2,
    sql: `
  CREATE TABLE guarantors (
    id TEXT PRIMARY KEY,
    phone TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    tnc_accepted INTEGER NOT NULL DEFAULT 0,
    tnc_id TEXT,
    tnc_accepted_at TEXT,
    -- The session of the latest login: resend and verify carry no session id, so OTPs are
    -- found through it.
    session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE guarantor_loans (
    guarantor_id TEXT NOT NULL REFERENCES guarantors(id) ON DELETE CASCADE,
    loan_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    amount_selected REAL NOT NULL,
    business_name TEXT NOT NULL,
    full_name TEXT NOT NULL,
    created_time TEXT NOT NULL,
    expiry_time TEXT NOT NULL,
    aadhar_esign_pending INTEGER NOT NULL,
    PRIMARY KEY (guarantor_id, loan_id)
  );

  CREATE TABLE guarantor_consents (
    guarantor_id TEXT NOT NULL REFERENCES guarantors(id) ON DELETE CASCADE,
    consent_type TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('granted', 'denied')),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (guarantor_id, consent_type)
  );
  `,
  },
  // 7: the guarantor journey (§4 Guarantor journey): what the guarantor submits, and the
  // DigiLocker and Aadhaar e-sign requests they are sent to provider pages for.
  {
    version: 7,
    sql: `
  CREATE TABLE guarantor_details (
    guarantor_id TEXT PRIMARY KEY REFERENCES guarantors(id) ON DELETE CASCADE,
    pan_number TEXT,
    full_name TEXT,
    date_of_birth TEXT,
    email TEXT,
    relation TEXT,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE guarantor_requests (
    id TEXT PRIMARY KEY,
    guarantor_id TEXT NOT NULL REFERENCES guarantors(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('digiLocker', 'eSign')),
    loan_id TEXT,
    redirect_url TEXT NOT NULL,
    outcome TEXT NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'success', 'failure')),
    created_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    decided_at_ms INTEGER,
    applied_at_ms INTEGER
  );
  CREATE INDEX guarantor_requests_by_guarantor ON guarantor_requests(guarantor_id);
  `,
  },
];
