import type { Migration } from '../db/migrations.ts';

/**
 * Cards on the credit line (issue 32, ADR 051): the card itself (only its last four digits: the
 * full number stays with the card network's vault), its PIN as a salted scrypt hash, its RBI
 * channel controls and the OTP that confirms a PIN change. Shipped steps of the schema history
 * (server/db/migrations.ts): never edit one, add a version.
 */
export const cardMigrations: readonly Migration[] = [
  {
    version: 24,
    sql: `
  -- A card on the line: its number's last four digits only, its KYC, a temporary lock and its reason.
  CREATE TABLE cards (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES credit_accounts(id) ON DELETE CASCADE,
    last4 TEXT NOT NULL,
    card_type TEXT NOT NULL CHECK (card_type IN ('virtual', 'physical')),
    kyc_status TEXT NOT NULL CHECK (kyc_status IN ('fullKyc', 'minKyc')),
    status TEXT NOT NULL CHECK (status IN ('active', 'locked')),
    lock_reason TEXT,
    pin_hash TEXT,
    pin_salt TEXT,
    pin_set_at TEXT,
    issued_at TEXT NOT NULL
  );
  CREATE INDEX cards_by_customer ON cards(customer_id, issued_at);

  -- RBI's controls: per region and channel, on or off, with a limit within the card's.
  CREATE TABLE card_channels (
    card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    region TEXT NOT NULL CHECK (region IN ('domestic', 'international')),
    channel TEXT NOT NULL CHECK (channel IN ('atm', 'pos', 'online', 'contactless')),
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    limit_paise INTEGER NOT NULL CHECK (limit_paise > 0),
    PRIMARY KEY (card_id, region, channel)
  );

  -- A PIN change's confirmation code: the columns every keyed code has (server/otp/keyed-codes.ts).
  CREATE TABLE card_pin_otps (
    card_id TEXT PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL, salt TEXT NOT NULL, issued_at_ms INTEGER NOT NULL, expires_at_ms INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0, consumed_at_ms INTEGER
  );
  `,
  },
];
