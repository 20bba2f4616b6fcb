import type { Migration } from '../db/migrations.ts';

/**
 * The credit account's ledger, payments, their codes, processing fees, coupons and idempotency keys.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const paymentMigrations: readonly Migration[] = [
  {
    version: 9,
    sql: `
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
  },
  {
    version: 11,
    sql: `
  -- A processing fee payment names its fee and the coupon it goes with; its success pays the fee.
  ALTER TABLE payments ADD COLUMN processing_fee_id TEXT;
  ALTER TABLE payments ADD COLUMN coupon_code TEXT;
  `,
  },
  {
    version: 13,
    sql: `
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
  },
];
