import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { isoAt } from '../context.ts';
import { statement } from '../db/statements.ts';
import { findApplicationOfCustomer } from '../db/customers.ts';
import { findCreditAccount } from '../ledger/accounts.ts';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  REFERRAL_REWARD_PAISE,
  type NotEligibleReason,
  type ReferralStatus,
} from './rules.ts';

// The programme's rows: a customer's code (made on first ask, kept for ever), the short link, and the
// referrals. A referral row is made the first time the referrer's list is read after someone joined
// with the code (the login stores the code the person typed: customers.referrer_code), and it is
// settled then too: the referred customer's credit line opened confirms it and records the reward;
// an application the lender rejected makes it not eligible. QA decides the rest (control.ts).

export type ReferralRow = {
  id: string;
  referrer_id: string;
  referred_id: string;
  status: ReferralStatus;
  reason: NotEligibleReason | null;
  reward_paise: number | null;
  joined_at: string;
  decided_at: string | null;
};

export type ReferralLinkRow = { customer_id: string; slug: string; destination: string; created_at: string };

export function randomText(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The one row `sql` finds with `args`, if any. */
const rowOf = <TRow>(db: Database, sql: string, ...args: unknown[]): TRow | undefined =>
  statement(db, sql).get(...args) as TRow | undefined;

export const findCodeOwner = (db: Database, code: string): string | undefined =>
  rowOf<{ customer_id: string }>(db, 'SELECT customer_id FROM referral_codes WHERE code = ?', code.toUpperCase())
    ?.customer_id;

/** The customer's code, made the first time it is asked for. */
export function referralCodeOf(db: Database, customerId: string, nowMs: number): string {
  const kept = rowOf<{ code: string }>(db, 'SELECT code FROM referral_codes WHERE customer_id = ?', customerId);
  if (kept) return kept.code;
  let code = randomText(CODE_LENGTH);
  while (findCodeOwner(db, code)) code = randomText(CODE_LENGTH);
  statement(db, 'INSERT INTO referral_codes (customer_id, code, created_at) VALUES (?, ?, ?)').run(
    customerId,
    code,
    isoAt(nowMs),
  );
  return code;
}

/** The customer's short link, or the one a slug names. */
export const findReferralLink = (db: Database, customerId: string) =>
  rowOf<ReferralLinkRow>(db, 'SELECT * FROM referral_links WHERE customer_id = ?', customerId);
export const findLinkBySlug = (db: Database, slug: string) =>
  rowOf<ReferralLinkRow>(db, 'SELECT * FROM referral_links WHERE slug = ?', slug);

export function saveReferralLink(db: Database, row: ReferralLinkRow): void {
  statement(
    db,
    `INSERT INTO referral_links (customer_id, slug, destination, created_at) VALUES (@customer_id, @slug, @destination,
     @created_at) ON CONFLICT(customer_id) DO UPDATE SET destination = excluded.destination`,
  ).run(row);
}

export function linkCallTimes(db: Database, customerId: string): number[] {
  const rows = statement(db, 'SELECT at_ms FROM referral_link_calls WHERE customer_id = ?').all(customerId) as {
    at_ms: number;
  }[];
  return rows.map((row) => row.at_ms);
}

export function countLinkCall(db: Database, customerId: string, nowMs: number): void {
  statement(db, 'INSERT INTO referral_link_calls (customer_id, at_ms) VALUES (?, ?)').run(customerId, nowMs);
}

export const findReferral = (db: Database, referrerId: string, referredId: string) =>
  rowOf<ReferralRow>(db, 'SELECT * FROM referrals WHERE referrer_id = ? AND referred_id = ?', referrerId, referredId);

export function decideReferral(
  db: Database,
  id: string,
  decision: { status: 'confirmed' } | { status: 'notEligible'; reason: NotEligibleReason },
  nowMs: number,
): void {
  statement(db, 'UPDATE referrals SET status = ?, reason = ?, reward_paise = ?, decided_at = ? WHERE id = ?').run(
    decision.status,
    decision.status === 'notEligible' ? decision.reason : null,
    decision.status === 'confirmed' ? REFERRAL_REWARD_PAISE : null,
    isoAt(nowMs),
    id,
  );
}

/**
 * The referrer's referrals, newest first, brought up to date: a row for each customer who joined
 * with the code since the last read, and each pending one settled by what the lender knows now.
 */
export function referralsOf(db: Database, referrerId: string, nowMs: number): ReferralRow[] {
  const code = referralCodeOf(db, referrerId, nowMs);
  const joined = statement(
    db,
    `SELECT c.id, c.created_at FROM customers c LEFT JOIN referrals r ON r.referred_id = c.id
     WHERE UPPER(c.referrer_code) = ? AND c.id <> ? AND r.id IS NULL`,
  ).all(code, referrerId) as { id: string; created_at: string }[];
  for (const person of joined) {
    statement(
      db,
      `INSERT INTO referrals (id, referrer_id, referred_id, status, joined_at) VALUES (?, ?, ?, 'pending', ?)`,
    ).run(randomUUID(), referrerId, person.id, person.created_at);
  }
  const rows = () =>
    statement(db, 'SELECT * FROM referrals WHERE referrer_id = ? ORDER BY joined_at DESC, id').all(
      referrerId,
    ) as ReferralRow[];
  for (const row of rows().filter((referral) => referral.status === 'pending')) {
    if (findCreditAccount(db, row.referred_id)) decideReferral(db, row.id, { status: 'confirmed' }, nowMs);
    else if (findApplicationOfCustomer(db, row.referred_id)?.application_rejected === 1) {
      decideReferral(db, row.id, { status: 'notEligible', reason: 'notApproved' }, nowMs);
    }
  }
  return rows();
}
