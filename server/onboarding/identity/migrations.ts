import type { Migration } from '../../db/migrations.ts';

/**
 * The identity providers' requests, codes and answers, declarations and discrepancy holds.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const identityMigrations: readonly Migration[] = [
  // 4: identity providers (§7 Identity and KYC): DigiLocker requests, provider OTPs (GST,
  // Udyam, Aadhaar) with the login OTPs' hashing and try rules, what the providers told us,
  // declarations and ops comments.
  {
    version: 4,
    sql: `
  CREATE TABLE digilocker_requests (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    redirect_url TEXT NOT NULL,
    outcome TEXT NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'success', 'failure')),
    dob_differs INTEGER NOT NULL DEFAULT 0,
    created_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    decided_at_ms INTEGER,
    applied_at_ms INTEGER
  );
  CREATE INDEX digilocker_requests_by_application ON digilocker_requests(application_id);

  -- The request id a provider answers is the row id; codes are HMAC'd like login OTPs.
  CREATE TABLE provider_otps (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('aadhaar', 'gst', 'udyam')),
    phone TEXT NOT NULL,
    payload_json TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    issued_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    consumed_at_ms INTEGER,
    verified_at_ms INTEGER
  );
  CREATE INDEX provider_otps_by_application ON provider_otps(application_id, purpose, issued_at_ms);

  CREATE TABLE gst_logins (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    gstin TEXT NOT NULL,
    username TEXT NOT NULL,
    logged_in_at TEXT NOT NULL,
    consented_at TEXT,
    verified_at TEXT
  );

  -- What DigiLocker (or the Aadhaar OTP) reported about the applicant.
  CREATE TABLE identity_records (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    source TEXT NOT NULL CHECK (source IN ('digiLocker', 'aadhaarOtp')),
    name TEXT NOT NULL,
    date_of_birth TEXT NOT NULL,
    gender TEXT NOT NULL,
    masked_aadhaar TEXT NOT NULL,
    verified_at TEXT NOT NULL
  );

  CREATE TABLE declarations (
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('name', 'dob', 'vernacular')),
    payload_json TEXT NOT NULL,
    declared_at TEXT NOT NULL,
    PRIMARY KEY (application_id, kind)
  );

  CREATE TABLE ops_comments (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    comment TEXT NOT NULL,
    created_at TEXT NOT NULL,
    response TEXT,
    resolved_at TEXT
  );
  CREATE INDEX ops_comments_by_application ON ops_comments(application_id, created_at);

  -- Where an application stood when ops raised comments; it goes back there once all are resolved.
  CREATE TABLE discrepancy_holds (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    previous_status TEXT NOT NULL,
    previous_sub_status TEXT,
    previous_next_action TEXT,
    held_at TEXT NOT NULL
  );
  `,
  },
];
