import type { Database } from 'better-sqlite3';
import type { CustomerRow } from '../db/customers.ts';
import { accrue, lineOfSource } from './store.ts';

/**
 * Home's welcomeRewardEarned (§3 welcome rewards; ADR 054): the welcome reward once it is in the
 * points ledger (granted when a referred customer's line is activated), else null. Home brings the
 * ledger up to date first, so the dashboard shows it the first time it opens after the activation.
 */
export function welcomeRewardEarned(db: Database, customer: CustomerRow, nowMs: number) {
  accrue(db, customer, nowMs);
  const line = lineOfSource(db, customer.id, 'welcome');
  return line ? { points: line.points, earnedAt: line.at } : null;
}
