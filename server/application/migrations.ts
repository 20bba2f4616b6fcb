import type { Migration } from '../db/migrations.ts';

/**
 * The application record every journey stands on: customers, applications, login sessions and codes, consents, revoked tokens and the server's settings.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const applicationMigrations: readonly Migration[] = [
  {
    version: 1,
    sql: `
  CREATE TABLE server_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE customers (
    id TEXT PRIMARY KEY,
    phone TEXT NOT NULL UNIQUE,
    onboarding_type TEXT NOT NULL CHECK (onboarding_type IN ('direct', 'referral')),
    is_guarantor INTEGER NOT NULL DEFAULT 0,
    tnc_accepted INTEGER NOT NULL DEFAULT 0,
    tnc_id TEXT,
    tnc_accepted_at TEXT,
    show_referrer_code INTEGER NOT NULL DEFAULT 1,
    referrer_code TEXT,
    marketplace_name TEXT,
    first_name TEXT,
    last_name TEXT,
    business_name TEXT,
    customer_kyc_required INTEGER NOT NULL DEFAULT 0,
    business_address_present INTEGER NOT NULL DEFAULT 0,
    skip_gst INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );

  CREATE TABLE applications (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    sub_status TEXT,
    next_action TEXT,
    mandate_registered INTEGER NOT NULL DEFAULT 0,
    digilocker_verified INTEGER NOT NULL DEFAULT 0,
    latest_loan_id TEXT,
    ifsc_code TEXT,
    application_rejected INTEGER NOT NULL DEFAULT 0,
    best_approved_amount REAL,
    percent_completed INTEGER NOT NULL DEFAULT 0,
    referral_callback_url TEXT,
    referral_marketplace_mcode TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('direct', 'referral')),
    phone TEXT,
    customer_id TEXT REFERENCES customers(id) ON DELETE SET NULL,
    marketplace_name TEXT,
    callback_url TEXT,
    request_json TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE otps (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    phone TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    issued_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    consumed_at_ms INTEGER
  );
  CREATE INDEX otps_by_session ON otps(session_id, id);

  -- QA only: the plaintext of the latest OTP per phone. Written only in sandbox mode;
  -- verification never reads it.
  CREATE TABLE sandbox_latest_otps (
    phone TEXT PRIMARY KEY,
    otp TEXT NOT NULL,
    issued_at_ms INTEGER NOT NULL
  );

  CREATE TABLE consents (
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    consent_type TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('granted', 'denied')),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, consent_type)
  );

  CREATE TABLE revoked_tokens (
    jti TEXT PRIMARY KEY,
    expires_at_s INTEGER NOT NULL
  );
  `,
  },
];
