import type { Database } from 'better-sqlite3';
import { findCreditAccount } from '../ledger/accounts.ts';
import { REFER_AND_EARN_TERMS_PATH } from './rules.ts';

/**
 * Home's referAndEarnTncLink (§3): the programme's terms, for a customer whose credit line is open
 * (the dashboard then invites them to refer); null before, when there is nothing to invite to yet.
 */
export function referAndEarnTncLink(db: Database, customerId: string): string | null {
  return findCreditAccount(db, customerId) ? REFER_AND_EARN_TERMS_PATH : null;
}
