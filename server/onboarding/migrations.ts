import type { Migration } from '../db/migrations.ts';

/**
 * What the applicant submits before approval, and the uploaded documents.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const onboardingMigrations: readonly Migration[] = [
  // 3: onboarding: what the applicant submits before approval, and the uploaded
  // documents themselves (bytes included: the sandbox has no file store).
  {
    version: 3,
    sql: `
  CREATE TABLE onboarding_personal_info (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    date_of_birth TEXT NOT NULL,
    gender TEXT NOT NULL,
    email TEXT NOT NULL,
    marital_status TEXT,
    father_name TEXT,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE onboarding_addresses (
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('current', 'aadhaar')),
    line1 TEXT NOT NULL,
    line2 TEXT,
    landmark TEXT,
    pincode TEXT NOT NULL,
    city TEXT NOT NULL,
    state TEXT NOT NULL,
    residence_type TEXT,
    same_as_aadhaar INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (application_id, kind)
  );

  CREATE TABLE onboarding_business (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    business_name TEXT NOT NULL,
    business_type TEXT NOT NULL,
    business_category TEXT NOT NULL,
    ownership_type TEXT NOT NULL,
    educational_qualification TEXT NOT NULL,
    annual_turnover REAL NOT NULL,
    business_start_date TEXT NOT NULL,
    business_pincode TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE onboarding_memberships (
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    marketplace_name TEXT NOT NULL,
    position INTEGER NOT NULL,
    seller_since TEXT NOT NULL,
    average_monthly_sales REAL NOT NULL,
    PRIMARY KEY (application_id, marketplace_name)
  );

  CREATE TABLE onboarding_documents (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('addressProof', 'personalId', 'marketplaceDocument', 'selfie', 'video')),
    document_type TEXT NOT NULL,
    side TEXT NOT NULL,
    file_name TEXT NOT NULL,
    size INTEGER NOT NULL,
    content_type TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    bytes BLOB NOT NULL,
    uploaded_at TEXT NOT NULL,
    UNIQUE (application_id, kind, document_type, side)
  );

  -- One row per application once any onboarding step ran: choices, verifications, switches.
  CREATE TABLE onboarding_state (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    kyc_mode TEXT CHECK (kyc_mode IN ('digiLocker', 'manual')),
    pan TEXT,
    address_proof_type TEXT,
    address_proof_number TEXT,
    dual_name_declared INTEGER NOT NULL DEFAULT 0,
    dob_mismatch INTEGER NOT NULL DEFAULT 0,
    dual_dob_declared INTEGER NOT NULL DEFAULT 0,
    registration_type TEXT,
    registration_number TEXT,
    registration_skipped INTEGER NOT NULL DEFAULT 0,
    skip_business_registration INTEGER NOT NULL DEFAULT 0,
    marketplace_document_skipped INTEGER NOT NULL DEFAULT 0,
    gst_verified INTEGER NOT NULL DEFAULT 0,
    udyam_verified INTEGER NOT NULL DEFAULT 0,
    serviceable INTEGER,
    serviceability_pincode TEXT,
    serviceability_reason TEXT,
    location_json TEXT,
    skip_video_verification INTEGER NOT NULL DEFAULT 0,
    video_skip_allowed_by_user INTEGER NOT NULL DEFAULT 0,
    video_verified INTEGER NOT NULL DEFAULT 0,
    video_skipped INTEGER NOT NULL DEFAULT 0,
    video_id TEXT,
    decision TEXT CHECK (decision IN ('approved', 'underReview', 'notEligible')),
    decision_reason TEXT,
    decided_amount REAL,
    submitted_at TEXT
  );
  `,
  },
];
