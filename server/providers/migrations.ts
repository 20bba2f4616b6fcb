import type { Migration } from '../db/migrations.ts';

/**
 * The one-time references of the simulated provider pages.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const providerMigrations: readonly Migration[] = [
  {
    version: 14,
    sql: `
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
  },
];
