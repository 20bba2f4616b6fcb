import type { Database } from 'better-sqlite3';
import { randomInt, randomUUID } from 'node:crypto';
import { statement } from '../db/statements.ts';
import { findCreditAccount, type CreditAccountRow } from '../ledger/accounts.ts';
import { asPaise, rupeesFromPaise, type Paise } from '../kit/money.ts';
import { CHANNELS, REGIONS, startingLimit, startsOn, type Channel, type Region } from './rules.ts';

// The cards' rows and their wire form (docs/api-contract.md "Cards"). A card belongs to the credit
// line it draws on: issued with the line, its limit the line's, gone with it.

export type CardRow = {
  id: string;
  customer_id: string;
  account_id: string;
  last4: string;
  card_type: 'virtual' | 'physical';
  kyc_status: 'fullKyc' | 'minKyc';
  status: 'active' | 'locked';
  lock_reason: string | null;
  pin_hash: string | null;
  pin_salt: string | null;
  pin_set_at: string | null;
  issued_at: string;
};

type ChannelRow = { region: Region; channel: Channel; enabled: 0 | 1; limit_paise: Paise };

export type NewCard = { cardType: CardRow['card_type']; kycStatus: CardRow['kyc_status'] };

/** Issues a card on the line with RBI's starting controls (ADR 051); call inside a transaction. */
export function issueCard(db: Database, account: CreditAccountRow, card: NewCard, at: string): CardRow {
  const id = randomUUID();
  statement(
    db,
    `INSERT INTO cards (id, customer_id, account_id, last4, card_type, kyc_status, status, issued_at)
       VALUES (?, ?, ?, ?, ?, ?, 'active', ?)`,
  ).run(
    id,
    account.customer_id,
    account.id,
    String(randomInt(0, 10_000)).padStart(4, '0'),
    card.cardType,
    card.kycStatus,
    at,
  );
  const insert = statement(
    db,
    'INSERT INTO card_channels (card_id, region, channel, enabled, limit_paise) VALUES (?, ?, ?, ?, ?)',
  );
  for (const region of REGIONS) {
    for (const channel of CHANNELS) {
      insert.run(
        id,
        region,
        channel,
        startsOn(region, channel) ? 1 : 0,
        startingLimit(channel, account.credit_limit_paise),
      );
    }
  }
  return findCard(db, id) as CardRow;
}

/**
 * The line's card, issued the first time the customer's cards are read after the line opened
 * (the activation itself is the agreement's; ADR 051): none when QA issued one already.
 */
export function ensureLineCard(db: Database, customerId: string, at: string): void {
  const account = findCreditAccount(db, customerId);
  if (!account) return;
  const any = statement(db, 'SELECT 1 FROM cards WHERE account_id = ? LIMIT 1').get(account.id);
  if (!any) issueCard(db, account, { cardType: 'virtual', kycStatus: 'fullKyc' }, at);
}

export function findCard(db: Database, id: string): CardRow | undefined {
  return statement(db, 'SELECT * FROM cards WHERE id = ?').get(id) as CardRow | undefined;
}

/** The customer's card; another customer's is none (404, never 403: no card ids are confirmed). */
export function findOwnCard(db: Database, customerId: string, id: string): CardRow | undefined {
  const card = findCard(db, id);
  return card?.customer_id === customerId ? card : undefined;
}

export function cardsOf(db: Database, customerId: string): CardRow[] {
  return statement(db, 'SELECT * FROM cards WHERE customer_id = ? ORDER BY issued_at, id').all(customerId) as CardRow[];
}

export function cardLimitOf(db: Database, card: CardRow): Paise {
  const account = statement(db, 'SELECT credit_limit_paise FROM credit_accounts WHERE id = ?').get(card.account_id) as
    { credit_limit_paise: number } | undefined;
  return asPaise(account?.credit_limit_paise ?? 0);
}

export function updateCard(db: Database, id: string, columns: Partial<Omit<CardRow, 'id'>>): void {
  const names = Object.keys(columns);
  statement(db, `UPDATE cards SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`).run(
    ...names.map((name) => columns[name as keyof typeof columns] ?? null),
    id,
  );
}

export function setChannel(
  db: Database,
  cardId: string,
  where: { region: Region; channel: Channel },
  change: { enabled?: boolean; limit?: Paise },
): void {
  if (change.enabled !== undefined) {
    statement(db, 'UPDATE card_channels SET enabled = ? WHERE card_id = ? AND region = ? AND channel = ?').run(
      change.enabled ? 1 : 0,
      cardId,
      where.region,
      where.channel,
    );
  }
  if (change.limit !== undefined) {
    statement(db, 'UPDATE card_channels SET limit_paise = ? WHERE card_id = ? AND region = ? AND channel = ?').run(
      change.limit,
      cardId,
      where.region,
      where.channel,
    );
  }
}

/** The card as the wire carries it: never a full number, a PIN or its hash. */
export function cardJson(db: Database, card: CardRow) {
  const channels = statement(
    db,
    'SELECT region, channel, enabled, limit_paise FROM card_channels WHERE card_id = ? ORDER BY rowid',
  ).all(card.id) as ChannelRow[];
  return {
    id: card.id,
    maskedNumber: `XXXX XXXX XXXX ${card.last4}`,
    network: 'RuPay',
    type: card.card_type,
    status: card.status,
    lockReason: card.lock_reason,
    kycStatus: card.kyc_status,
    pinSet: card.pin_hash !== null,
    cardLimit: rupeesFromPaise(cardLimitOf(db, card)),
    channels: channels.map((row) => ({
      region: row.region,
      channel: row.channel,
      enabled: row.enabled === 1,
      limit: rupeesFromPaise(row.limit_paise),
    })),
  };
}
