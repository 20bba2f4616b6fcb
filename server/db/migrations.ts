import type { Database } from 'better-sqlite3';

/**
 * Schema history, oldest first. Each entry runs once, in a transaction, and bumps
 * PRAGMA user_version to its position, so reopening an existing file is a no-op and a
 * file from an older build is brought forward. Never edit a shipped entry; append one.
 */
export const migrations: readonly string[] = [
  `
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
  // 2: guarantors (§3, §7). A guarantor is a person asked to back someone's loan; they log in
  // with their own phone, so they are not customers and get their own tables.
  `
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
  // 3: onboarding: what the applicant submits before approval, and the uploaded
  // documents themselves (bytes included: the sandbox has no file store).
  `
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
  // 4: identity providers (§7 Identity and KYC): DigiLocker requests, provider OTPs (GST,
  // Udyam, Aadhaar) with the login OTPs' hashing and try rules, what the providers told us,
  // declarations and ops comments.
  `
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
  // Bank statements and post-approval documents (docs/sandbox.md, "Bank statements and
  // documents"): statement files, net-banking and Account Aggregator sessions, the documents a
  // lender asks for after approval, and whether it asks for additional ones.
  `
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
  `
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
  // 7: the guarantor journey (§4 Guarantor journey): what the guarantor submits, and the
  // DigiLocker and Aadhaar e-sign requests they are sent to provider pages for.
  `
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
  `
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
  `
  CREATE TABLE credit_accounts (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
    loan_id TEXT NOT NULL,
    credit_limit REAL NOT NULL,
    annual_rate REAL NOT NULL,
    opened_at TEXT NOT NULL
  );

  CREATE TABLE ledger_entries (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES credit_accounts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('drawdown', 'repayment', 'interest', 'fee')),
    amount REAL NOT NULL,
    description TEXT NOT NULL,
    payment_id TEXT UNIQUE,
    at TEXT NOT NULL
  );
  CREATE INDEX ledger_entries_by_account ON ledger_entries(account_id, at);

  CREATE TABLE payments (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('repayment', 'processingFee')),
    amount REAL NOT NULL,
    method TEXT NOT NULL CHECK (method IN ('DEBIT_CARD', 'NET_BANKING', 'UPI')),
    status TEXT NOT NULL CHECK (status IN ('created', 'pending', 'success', 'failed')),
    reason TEXT,
    late_success INTEGER NOT NULL DEFAULT 0,
    late_after_failure INTEGER NOT NULL DEFAULT 0,
    card_last4 TEXT,
    bank_code TEXT,
    vpa TEXT,
    return_url TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX payments_by_customer ON payments(customer_id, created_at);

  CREATE TABLE payment_otps (
    payment_id TEXT PRIMARY KEY REFERENCES payments(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    issued_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    consumed_at_ms INTEGER
  );

  CREATE TABLE processing_fees (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    amount REAL NOT NULL,
    coupon_code TEXT,
    discount REAL NOT NULL DEFAULT 0,
    paid_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE coupon_redemptions (
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    fee_id TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (customer_id, code)
  );

  CREATE TABLE idempotency_keys (
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    response_json TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, key)
  );

  -- The credit line has one record, the ledger's account: the agreement's own copy of what was drawn goes.
  ALTER TABLE loan_agreements DROP COLUMN drawn;
  `,
  `
  -- The sanction letter can be e-signed on its own (POST /v1/aadhar/esign/{loanId}/sanction); the
  -- agreement's request signs it too. Which document a request signs, and when the letter was signed.
  ALTER TABLE agreement_esign_requests ADD COLUMN document TEXT NOT NULL DEFAULT 'agreement'
    CHECK (document IN ('agreement', 'sanction'));
  ALTER TABLE loan_agreements ADD COLUMN sanction_signed_at TEXT;
  `,
  `
  -- A processing fee payment names its fee and the coupon it goes with; its success pays the fee.
  ALTER TABLE payments ADD COLUMN processing_fee_id TEXT;
  ALTER TABLE payments ADD COLUMN coupon_code TEXT;
  `,
  `
  -- Notifications are made on each read from the records they tell of; only the read flags are kept.
  CREATE TABLE notification_reads (
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    notification_id TEXT NOT NULL,
    read_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, notification_id)
  );
  `,
  `
  -- Money as integer paise (docs/decisions/019-money-in-paise-and-reservations.md): every amount of
  -- the ledger, payments and fees moves from REAL rupees to an INTEGER column of paise named for its
  -- unit, converted exactly (the REAL values were rupees with at most two decimals, so rounding the
  -- product to the nearest integer recovers the paise the customer meant).
  ALTER TABLE credit_accounts ADD COLUMN credit_limit_paise INTEGER NOT NULL DEFAULT 0;
  UPDATE credit_accounts SET credit_limit_paise = CAST(ROUND(credit_limit * 100) AS INTEGER);
  ALTER TABLE credit_accounts DROP COLUMN credit_limit;

  ALTER TABLE ledger_entries ADD COLUMN amount_paise INTEGER NOT NULL DEFAULT 0;
  UPDATE ledger_entries SET amount_paise = CAST(ROUND(amount * 100) AS INTEGER);
  ALTER TABLE ledger_entries DROP COLUMN amount;

  ALTER TABLE payments ADD COLUMN amount_paise INTEGER NOT NULL DEFAULT 0;
  UPDATE payments SET amount_paise = CAST(ROUND(amount * 100) AS INTEGER);
  ALTER TABLE payments DROP COLUMN amount;
  -- A success the lender cannot apply (a fee already paid) is owed back by this date.
  ALTER TABLE payments ADD COLUMN refund_by TEXT;
  CREATE INDEX payments_in_flight ON payments(customer_id, status, purpose);

  ALTER TABLE processing_fees ADD COLUMN amount_paise INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE processing_fees ADD COLUMN discount_paise INTEGER NOT NULL DEFAULT 0;
  UPDATE processing_fees SET amount_paise = CAST(ROUND(amount * 100) AS INTEGER),
    discount_paise = CAST(ROUND(discount * 100) AS INTEGER);
  ALTER TABLE processing_fees DROP COLUMN amount;
  ALTER TABLE processing_fees DROP COLUMN discount;
  `,
  `
  -- The one-time reference a simulated provider page asks for (server/providers/references.ts): only
  -- its nonce is kept; the reference is derived from it under the server's secret.
  CREATE TABLE provider_references (
    kind TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    nonce TEXT NOT NULL,
    consumed_at TEXT,
    PRIMARY KEY (kind, subject_id)
  );
  `,
  `
  -- Wrong login codes per phone, whichever session or code they were tried on: the phone's budget
  -- of wrong tries (server/otp/otp-policy.ts). A right code deletes its phone's rows.
  CREATE TABLE otp_wrong_tries (
    phone TEXT NOT NULL,
    at_ms INTEGER NOT NULL
  );
  CREATE INDEX otp_wrong_tries_by_phone ON otp_wrong_tries(phone, at_ms);
  CREATE INDEX otps_by_phone ON otps(phone, issued_at_ms);
  `,
  `
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
  `
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
];

/** Tables that hold sandbox data (what /__sandbox/reset empties); children before parents. */
export const dataTables = [
  'provider_references',
  'application_form_esign_requests',
  'notification_reads',
  'agreement_esign_requests',
  'loan_agreements',
  'mandates',
  'mandate_setup',
  'coupon_redemptions',
  'processing_fees',
  'idempotency_keys',
  'payment_otps',
  'payments',
  'ledger_entries',
  'credit_accounts',
  'marketplace_links',
  'cancelled_cheques',
  'bank_accounts',
  'post_approval_state',
  'lender_requests',
  'post_approval_documents',
  'statement_sessions',
  'statement_files',
  'discrepancy_holds',
  'ops_comments',
  'declarations',
  'identity_records',
  'gst_logins',
  'provider_otps',
  'digilocker_requests',
  'onboarding_state',
  'onboarding_documents',
  'onboarding_memberships',
  'onboarding_business',
  'onboarding_addresses',
  'onboarding_personal_info',
  'guarantor_requests',
  'guarantor_details',
  'guarantor_consents',
  'guarantor_loans',
  'guarantors',
  'revoked_tokens',
  'consents',
  'sandbox_latest_otps',
  'otp_wrong_tries',
  'otps',
  'sessions',
  'applications',
  'customers',
] as const;

export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `Database schema version ${current} is newer than this server knows (${migrations.length}); ` +
        'use a newer build or another DATABASE_PATH.',
    );
  }
  migrations.slice(current).forEach((sql, index) => {
    const version = current + index + 1;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  });
}
