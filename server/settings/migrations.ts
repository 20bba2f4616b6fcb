import type { Migration } from '../db/migrations.ts';

/**
 * The customer's settings (issue 32, ADR 053): the language they chose, each notification channel on
 * or off, and every consent withdrawal with the dates it was given and withdrawn (the consent stays
 * in the history as withdrawn). Shipped steps of the schema history (server/db/migrations.ts):
 * never edit one, add a version.
 */
export const settingsMigrations: readonly Migration[] = [
  {
    version: 26,
    sql: `
  CREATE TABLE customer_preferences (
    customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
    language TEXT NOT NULL CHECK (language IN ('en', 'hi')),
    updated_at TEXT NOT NULL
  );

  -- WhatsApp is not here: it is on exactly while the WhatsApp consent (consents) is granted.
  CREATE TABLE notification_channels (
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'push')),
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, channel)
  );

  CREATE TABLE consent_withdrawals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('whatsapp', 'digilocker', 'accountAggregator', 'creditBureau')),
    given_at TEXT NOT NULL,
    withdrawn_at TEXT NOT NULL
  );
  CREATE INDEX consent_withdrawals_by_customer ON consent_withdrawals(customer_id, kind, withdrawn_at);
  `,
  },
];
