import type { Migration } from '../db/migrations.ts';

/**
 * EDI loans (issue 31, ADR 050): a customer's offer, their disbursement requests with the terms
 * costed when each was made, and the daily collections from the mandate. Shipped steps of the schema
 * history (server/db/migrations.ts): never edit one, add a version.
 */
export const ediMigrations: readonly Migration[] = [
  {
    version: 21,
    sql: `
  CREATE TABLE edi_offers (
    customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
    id TEXT NOT NULL UNIQUE,
    lender_name TEXT NOT NULL,
    min_amount_paise INTEGER NOT NULL,
    max_amount_paise INTEGER NOT NULL,
    min_tenure_days INTEGER NOT NULL,
    max_tenure_days INTEGER NOT NULL,
    rate_pa REAL NOT NULL,
    processing_fee_percent REAL NOT NULL,
    stamp_duty_paise INTEGER NOT NULL,
    -- QA's stand-in for the borrower's bank: 1 while the mandate's daily debits bounce.
    collections_bounce INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );

  CREATE TABLE edi_disbursements (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    offer_id TEXT NOT NULL,
    amount_paise INTEGER NOT NULL,
    tenure_days INTEGER NOT NULL,
    rate_pa REAL NOT NULL,
    processing_fee_percent REAL NOT NULL,
    stamp_duty_paise INTEGER NOT NULL,
    account_last4 TEXT NOT NULL,
    ifsc TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'disbursed', 'failed', 'cancelled')),
    reason TEXT,
    requested_at TEXT NOT NULL,
    disbursed_at_ms INTEGER,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX edi_disbursements_by_customer ON edi_disbursements(customer_id, requested_at);

  -- Instalment number of a loan as presented to the mandate: collected, or missed (overdue).
  CREATE TABLE edi_collections (
    disbursement_id TEXT NOT NULL REFERENCES edi_disbursements(id) ON DELETE CASCADE,
    number INTEGER NOT NULL, due_at TEXT NOT NULL, amount_paise INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('collected', 'missed')), PRIMARY KEY (disbursement_id, number)
  );
  `,
  },
  {
    // The KFS the borrower read with each request (ADR 049): its proposal number, EDI-<day>-<digest>.
    version: 23,
    sql: `ALTER TABLE edi_disbursements ADD COLUMN kfs_proposal TEXT;`,
  },
];
