import type { Migration } from '../db/migrations.ts';

/** A customer's own row: removed with the customer. */
const OWNER = 'customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE';
/** What every stored code keeps (server/otp/otp-service.ts StoredCode): an HMAC, its life and its tries. */
const CODE = `code_hash TEXT NOT NULL, salt TEXT NOT NULL, issued_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL, failed_attempts INTEGER NOT NULL DEFAULT 0, consumed_at_ms INTEGER`;

const PROFILE_TABLES = `
  CREATE TABLE profile_emails (${OWNER} PRIMARY KEY, email TEXT NOT NULL, verified_at TEXT NOT NULL);

  -- Every email code sent: the latest of a customer is the one verify checks; the rows are also
  -- the codes sent per email and per customer (the budgets of server/otp/otp-policy.ts).
  CREATE TABLE profile_email_otps (id INTEGER PRIMARY KEY AUTOINCREMENT, ${OWNER}, email TEXT NOT NULL, ${CODE});
  CREATE INDEX profile_email_otps_by_customer ON profile_email_otps(customer_id, id);
  CREATE INDEX profile_email_otps_by_email ON profile_email_otps(email, issued_at_ms);

  CREATE TABLE profile_email_wrong_tries (${OWNER}, email TEXT NOT NULL, at_ms INTEGER NOT NULL);
  CREATE INDEX profile_email_wrong_tries_by_email ON profile_email_wrong_tries(email, at_ms);
  CREATE INDEX profile_email_wrong_tries_by_customer ON profile_email_wrong_tries(customer_id, at_ms);

  -- QA only, as sandbox_latest_otps for phones: the plaintext of the latest code per email.
  CREATE TABLE sandbox_latest_email_otps (email TEXT PRIMARY KEY, otp TEXT NOT NULL, issued_at_ms INTEGER NOT NULL);

  -- The lender's re-KYC of a customer: due (asked), inProgress (started; an Aadhaar OTP request and
  -- the number's last four digits once one is sent), done (verified again).
  CREATE TABLE profile_rekyc (${OWNER} PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('due', 'inProgress', 'done')), due_by TEXT NOT NULL,
    requested_at TEXT NOT NULL, request_id TEXT, aadhaar_last4 TEXT, completed_at TEXT);

  -- The Aadhaar OTP of a re-KYC, one row per customer (server/otp/keyed-codes.ts).
  CREATE TABLE profile_rekyc_otps (${OWNER} PRIMARY KEY, ${CODE});

  CREATE TABLE profile_support_ids (${OWNER} PRIMARY KEY, support_id TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
`;

/**
 * The customer's profile (issue 32, ADR 052): the email verified by an email OTP, the codes sent to
 * an email (hashed, with the wrong tries of each email and customer for the budgets), the lender's
 * re-KYC requests, and the support id a customer quotes to the desk. One step of the schema history
 * (server/db/migrations.ts): never edit it, add a version.
 */
export const profileMigrations: readonly Migration[] = [{ version: 25, sql: PROFILE_TABLES }];
