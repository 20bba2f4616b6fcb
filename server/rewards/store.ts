import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { CustomerRow } from '../db/customers.ts';
import { findCreditAccount } from '../ledger/accounts.ts';
import { isoAt } from '../context.ts';
import { pointsForSpend, unspentOf } from './rules.ts';
import { EXPIRY_DAYS, WELCOME_POINTS, type SchemeId } from './schemes.ts';

// The points ledger (ADR 054). It is brought up to date each time it is read or written (`accrue`):
// the welcome reward once the line is active, the points of every settled supplier payment (read from
// the purchase journey's own table, never written), then the expiry of lots past their day. Each line's
// `source` is unique per customer, so bringing it up to date twice writes nothing twice.

export type LineKind = 'earned' | 'redeemed' | 'expired';

export interface RewardLineRow {
  id: string;
  customer_id: string;
  kind: LineKind;
  points: number;
  scheme_id: SchemeId | null;
  description: string;
  source: string;
  at: string;
  expires_at: string | null;
}

const DAY_MS = 86_400_000;

const expiryOf = (at: string): string => isoAt(Date.parse(at) + EXPIRY_DAYS * DAY_MS);

interface NewLine {
  kind: LineKind;
  points: number;
  schemeId: SchemeId | null;
  description: string;
  source: string;
  at: string;
}

/** Writes a line unless its source already has one; the line that holds the source either way. */
export function writeLine(db: Database, customerId: string, line: NewLine): RewardLineRow {
  db.prepare(
    `INSERT INTO reward_lines (id, customer_id, kind, points, scheme_id, description, source, at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (customer_id, source) DO NOTHING`,
  ).run(
    randomUUID(),
    customerId,
    line.kind,
    line.points,
    line.schemeId,
    line.description,
    line.source,
    line.at,
    line.kind === 'earned' ? expiryOf(line.at) : null,
  );
  return lineOfSource(db, customerId, line.source) as RewardLineRow;
}

export const lineOfSource = (db: Database, customerId: string, source: string): RewardLineRow | undefined =>
  db.prepare('SELECT * FROM reward_lines WHERE customer_id = ? AND source = ?').get(customerId, source) as
    RewardLineRow | undefined;

/** The customer's lines, newest first. */
export const linesOf = (db: Database, customerId: string): RewardLineRow[] =>
  db
    .prepare('SELECT * FROM reward_lines WHERE customer_id = ? ORDER BY at DESC, rowid DESC')
    .all(customerId) as RewardLineRow[];

export function balanceOf(lines: readonly RewardLineRow[]): number {
  return lines.reduce((sum, line) => sum + (line.kind === 'earned' ? line.points : -line.points), 0);
}

/** The welcome reward: a customer who joined with a referral code earns it when their line opens. */
function grantWelcome(db: Database, customer: CustomerRow): void {
  if (!customer.referrer_code) return;
  const account = findCreditAccount(db, customer.id);
  if (!account) return;
  writeLine(db, customer.id, {
    kind: 'earned',
    points: WELCOME_POINTS,
    schemeId: 'welcome',
    description: 'Welcome reward for joining with a referral code',
    source: 'welcome',
    at: account.opened_at,
  });
}

interface SettledSpend {
  id: string;
  payee_name: string;
  amount_paise: number;
  updated_at: string;
}

/** Points for each settled supplier payment, dated when it settled. */
function earnFromSpends(db: Database, customerId: string): void {
  const spends = db
    .prepare(
      `SELECT id, payee_name, amount_paise, updated_at FROM purchase_spends
       WHERE customer_id = ? AND status = 'settled'`,
    )
    .all(customerId) as SettledSpend[];
  for (const spend of spends) {
    const points = pointsForSpend(spend.amount_paise);
    if (points === 0) continue;
    writeLine(db, customerId, {
      kind: 'earned',
      points,
      schemeId: 'supplier-payments',
      description: `Payment to ${spend.payee_name}`,
      source: `spend:${spend.id}`,
      at: spend.updated_at,
    });
  }
}

/** What each lot past its expiry still holds expires, oldest lot first. */
function expireLots(db: Database, customerId: string, nowMs: number): void {
  const now = isoAt(nowMs);
  const lines = linesOf(db, customerId);
  const lots = lines
    .filter((line) => line.kind === 'earned')
    .map((line) => ({ id: line.id, points: line.points, at: line.at, expiresAt: line.expires_at }));
  let spent = lines.filter((line) => line.kind !== 'earned').reduce((sum, line) => sum + line.points, 0);
  const expired = new Set(lines.filter((line) => line.kind === 'expired').map((line) => line.source));
  for (const lot of [...lots].sort((a, b) => a.at.localeCompare(b.at))) {
    if (lot.expiresAt === null || lot.expiresAt > now || expired.has(`expiry:${lot.id}`)) continue;
    const left = unspentOf(lots, spent).get(lot.id) ?? 0;
    if (left === 0) continue;
    const line = writeLine(db, customerId, {
      kind: 'expired',
      points: left,
      schemeId: lines.find((one) => one.id === lot.id)?.scheme_id ?? 'lender-bonus',
      description: 'Points not used in time',
      source: `expiry:${lot.id}`,
      at: lot.expiresAt,
    });
    spent += line.points;
  }
}

/** Brings the customer's ledger up to date (in the caller's transaction or its own). */
export function accrue(db: Database, customer: CustomerRow, nowMs: number): void {
  db.transaction(() => {
    grantWelcome(db, customer);
    earnFromSpends(db, customer.id);
    expireLots(db, customer.id, nowMs);
  })();
}
