import type { Migration } from '../db/migrations.ts';

/**
 * Spending the credit line: suppliers, invitations, spends and their invoices and codes, the
 * customer's mPIN, what suppliers raise (dues and requests), payment links and marketplace blocks.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const purchaseMigrations: readonly Migration[] = [
  {
    version: 19,
    sql: `
  -- The customer's own suppliers (the marketplaces' are reference data in code). A bank account is
  -- kept with the penny drop's answer; a UPI id with the directory's name for it.
  CREATE TABLE purchase_suppliers (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    gstin TEXT,
    phone TEXT,
    account_number TEXT,
    ifsc TEXT,
    name_at_bank TEXT,
    name_match TEXT CHECK (name_match IN ('match', 'partial')),
    vpa TEXT,
    created_at TEXT NOT NULL,
    CHECK (account_number IS NOT NULL OR vpa IS NOT NULL)
  );
  CREATE INDEX purchase_suppliers_by_customer ON purchase_suppliers(customer_id, created_at);

  -- One invitation per phone a customer invites: inviting it again resends it.
  CREATE TABLE supplier_invitations (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    state TEXT NOT NULL CHECK (state IN ('sent', 'opened', 'joined', 'expired')),
    channel TEXT NOT NULL CHECK (channel IN ('SMS', 'WHATSAPP')),
    phone TEXT NOT NULL,
    name TEXT NOT NULL,
    sent_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    resends INTEGER NOT NULL DEFAULT 0,
    supplier_id TEXT,
    UNIQUE (customer_id, phone)
  );

  CREATE TABLE purchase_spends (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES credit_accounts(id) ON DELETE CASCADE,
    supplier_id TEXT,
    payee_name TEXT NOT NULL,
    vpa TEXT,
    merchant_code TEXT,
    marketplace_id TEXT,
    channel TEXT NOT NULL CHECK (channel IN ('quick', 'invoice', 'scanpay', 'request', 'due', 'link')),
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    status TEXT NOT NULL
      CHECK (status IN ('created', 'processing', 'on_hold', 'settled', 'failed', 'cancelled', 'expired')),
    hold_reason TEXT CHECK (hold_reason IN ('awaitingDelivery', 'rails')),
    reason TEXT,
    payout_method TEXT CHECK (payout_method IN ('BANK_TRANSFER', 'UPI')),
    confirm_with TEXT CHECK (confirm_with IN ('OTP', 'MPIN')),
    note TEXT,
    delivered_at TEXT,
    utr TEXT,
    interest_free_until TEXT,
    due_date TEXT,
    expires_at_ms INTEGER NOT NULL,
    settles_at_ms INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX purchase_spends_by_customer ON purchase_spends(customer_id, created_at);
  CREATE INDEX purchase_spends_by_supplier ON purchase_spends(customer_id, supplier_id);

  CREATE TABLE purchase_invoices (
    spend_id TEXT NOT NULL REFERENCES purchase_spends(id) ON DELETE CASCADE,
    number TEXT NOT NULL,
    invoice_date TEXT NOT NULL,
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    file_name TEXT,
    file_size INTEGER,
    file_sha256 TEXT,
    PRIMARY KEY (spend_id, number)
  );

  -- A spend's confirmation code: the columns every keyed code has (server/otp/keyed-codes.ts).
  CREATE TABLE purchase_otps (
    spend_id TEXT PRIMARY KEY REFERENCES purchase_spends(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL, salt TEXT NOT NULL, issued_at_ms INTEGER NOT NULL, expires_at_ms INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0, consumed_at_ms INTEGER
  );

  -- Set once, 4 or 6 digits, kept only as a salted scrypt hash keyed with the server secret.
  CREATE TABLE customer_mpins (
    customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
    pin_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    digits INTEGER NOT NULL CHECK (digits IN (4, 6)),
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    locked_until_ms INTEGER,
    set_at TEXT NOT NULL
  );

  -- What a supplier raises: a due the customer owes it, or a request to be paid (approve or decline).
  CREATE TABLE supplier_asks (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    supplier_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('due', 'request')),
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    note TEXT,
    invoice_number TEXT,
    due_date TEXT,
    status TEXT NOT NULL CHECK (status IN ('open', 'approved', 'declined')),
    spend_id TEXT,
    raised_at TEXT NOT NULL,
    decided_at TEXT
  );
  CREATE INDEX supplier_asks_by_customer ON supplier_asks(customer_id, kind, raised_at);

  CREATE TABLE payment_links (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    supplier_id TEXT NOT NULL,
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    invoice_number TEXT,
    note TEXT,
    expires_at_ms INTEGER NOT NULL,
    spend_id TEXT
  );

  CREATE TABLE purchase_blocks (
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    marketplace_id TEXT NOT NULL,
    reason TEXT NOT NULL,
    PRIMARY KEY (customer_id, marketplace_id)
  );
  `,
  },
  {
    version: 20,
    sql: `
  -- A supplier's dues are what the customer owes the lender for the drawdowns made at that supplier
  -- (ADR 047): a drawdown carries its supplier, and a repayment made from a supplier's page carries
  -- the supplier whose drawdowns it pays first.
  ALTER TABLE ledger_entries ADD COLUMN supplier_id TEXT;
  ALTER TABLE payments ADD COLUMN supplier_id TEXT;
  -- An approved request is paid through a payment link made for it (ADR 047).
  ALTER TABLE payment_links ADD COLUMN ask_id TEXT;
  `,
  },
];
