import type { Migration } from '../db/migrations.ts';

/**
 * The credit line's holds and a spend's interest-free period (ADR 039).
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const ledgerMigrations: readonly Migration[] = [
  {
    version: 18,
    sql: `
  -- A hold is limit set aside for a spend not yet drawn (awaiting its confirmation, or on its way to
  -- the supplier): the available limit is the limit less what is owed less the holds not released.
  -- It is placed in the transaction that records the spend, and released in the one that draws it
  -- down (or ends it), so a spend is counted once, as a hold or as a drawdown, never both or neither.
  CREATE TABLE credit_holds (
    reference TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES credit_accounts(id) ON DELETE CASCADE,
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    placed_at TEXT NOT NULL,
    released_at TEXT
  );
  CREATE INDEX credit_holds_open ON credit_holds(account_id, released_at);

  -- The last day (YYYY-MM-DD) a drawdown carries no interest; NULL accrues from its first day.
  ALTER TABLE ledger_entries ADD COLUMN interest_free_until TEXT;
  `,
  },
];
