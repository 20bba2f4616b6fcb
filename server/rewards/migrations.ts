import type { Migration } from '../db/migrations.ts';

/**
 * Rewards (issue 32, ADR 054): the customer's points ledger. Every line is earned, redeemed or
 * expired, in whole points; `source` names what it was for once per customer (the welcome reward,
 * a settled spend, an earned line's expiry, a QA grant or redemption), so a line is never written
 * twice however often the ledger is brought up to date. The schemes are reference data
 * (server/rewards/schemes.ts), not rows. A shipped step of the schema history: never edit it.
 */
export const rewardMigrations: readonly Migration[] = [
  {
    version: 27,
    sql: `
  -- A line per movement of a customer's points, never updated: the statement is the lines.
  CREATE TABLE reward_lines (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('earned', 'redeemed', 'expired')),
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    points INTEGER NOT NULL CHECK (points > 0),
    -- The scheme an earned line (and its expiry) belongs to; none for a redemption.
    scheme_id TEXT,
    description TEXT NOT NULL,
    source TEXT NOT NULL,
    at TEXT NOT NULL,
    -- Earned lines only: the day their unspent points expire.
    expires_at TEXT,
    UNIQUE (customer_id, source)
  );
  CREATE INDEX reward_lines_by_customer ON reward_lines(customer_id, at);
  `,
  },
];
