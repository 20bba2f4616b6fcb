import type { Migration } from '../db/migrations.ts';

/**
 * Refer and earn (issue 32, ADR 055): each customer's referral code, the short link the webflow made
 * for it, the people who joined with the code and the reward state of each, and the short-link
 * calls counted for the rate limit. Shipped step of the schema history (server/db/migrations.ts):
 * never edit it, add a version.
 */
const TABLES = `
  CREATE TABLE referral_codes (
    customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );

  -- The webflow's short link: /v1/webflow/r/<slug> sends the visitor to destination (a path on this site).
  CREATE TABLE referral_links (
    customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
    slug TEXT NOT NULL UNIQUE,
    destination TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE referral_link_calls (
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    at_ms INTEGER NOT NULL
  );
  CREATE INDEX referral_link_calls_by_customer ON referral_link_calls(customer_id, at_ms);

  -- One row per referred customer (a person joins with one code only). reward_paise is what the
  -- referrer earns once confirmed; the rewards ledger credits it when both are merged (ADR 055).
  CREATE TABLE referrals (
    id TEXT PRIMARY KEY,
    referrer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    referred_id TEXT NOT NULL UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'notEligible')),
    reason TEXT,
    reward_paise INTEGER,
    joined_at TEXT NOT NULL,
    decided_at TEXT,
    CHECK ((status = 'notEligible') = (reason IS NOT NULL)),
    CHECK ((status = 'confirmed') = (reward_paise IS NOT NULL))
  );
  CREATE INDEX referrals_by_referrer ON referrals(referrer_id, joined_at);
`;

export const referAndEarnMigrations: readonly Migration[] = [{ version: 28, sql: TABLES }];
