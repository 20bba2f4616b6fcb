import type { Migration } from '../db/migrations.ts';

/**
 * Which notifications the customer has read.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const homeMigrations: readonly Migration[] = [
  {
    version: 12,
    sql: `
  -- Notifications are made on each read from the records they tell of; only the read flags are kept.
  CREATE TABLE notification_reads (
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    notification_id TEXT NOT NULL,
    read_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, notification_id)
  );
  `,
  },
];
