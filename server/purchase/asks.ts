import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { isoAt } from '../context.ts';
import { statement } from '../db/statements.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { rupeesFromPaise, type Paise } from '../kit/money.ts';
import { PurchaseErrorCodes } from './rules.ts';
import type { Supplier } from './suppliers.ts';

// What suppliers raise (docs/sandbox.md, "Requests and payment links"): a request to be paid
// (pending requests: approving opens a prefilled spend through a payment link made for it,
// declining ends it), and a payment link that opens a prefilled spend. A supplier's dues are not
// raised here: they are the drawdowns made at it (ADR 047, server/ledger/supplier-dues.ts).

export type AskKind = 'due' | 'request';

type AskRow = {
  id: string;
  customer_id: string;
  supplier_id: string;
  kind: AskKind;
  amount_paise: Paise;
  note: string | null;
  invoice_number: string | null;
  due_date: string | null;
  status: 'open' | 'approved' | 'declined';
  spend_id: string | null;
  raised_at: string;
  decided_at: string | null;
};

export type NewAsk = {
  customerId: string;
  supplierId: string;
  kind: AskKind;
  amount: Paise;
  note: string | null;
  invoiceNumber: string | null;
  dueDate: string | null;
};

export function raiseAsk(db: Database, ask: NewAsk, at: string): string {
  const id = randomUUID();
  statement(
    db,
    `INSERT INTO supplier_asks (id, customer_id, supplier_id, kind, amount_paise, note, invoice_number, due_date,
       status, raised_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
  ).run(id, ask.customerId, ask.supplierId, ask.kind, ask.amount, ask.note, ask.invoiceNumber, ask.dueDate, at);
  return id;
}

export const asksOf = (db: Database, customerId: string, kind: AskKind): AskRow[] =>
  statement(db, 'SELECT * FROM supplier_asks WHERE customer_id = ? AND kind = ? ORDER BY raised_at DESC, id').all(
    customerId,
    kind,
  ) as AskRow[];

/** The customer's own ask of this kind, else 404 as for an unknown one. */
export function ownAsk(db: Database, customerId: string, kind: AskKind, id: string): AskRow {
  const row = statement(db, 'SELECT * FROM supplier_asks WHERE id = ? AND customer_id = ? AND kind = ?').get(
    id,
    customerId,
    kind,
  ) as AskRow | undefined;
  if (!row) throw notFound(kind === 'due' ? 'There is no such pending payment.' : 'There is no such request.');
  return row;
}

/**
 * An open ask, or 409 when it was declined or a spend pays it. A request or due whose spend ended
 * without paying (failed, cancelled, expired) is open again: nothing reached the supplier.
 */
export function openAsk(db: Database, row: AskRow): AskRow {
  const spend =
    row.spend_id === null
      ? undefined
      : (statement(db, 'SELECT status FROM purchase_spends WHERE id = ?').get(row.spend_id) as { status: string });
  const unpaid = spend !== undefined && ['failed', 'cancelled', 'expired'].includes(spend.status);
  if (row.status !== 'open' && !unpaid) {
    throw new HttpError(409, PurchaseErrorCodes.askDecided, `This was already ${row.status}.`);
  }
  return row;
}

export function decideAsk(
  db: Database,
  id: string,
  status: 'approved' | 'declined',
  spendId: string | null,
  nowMs: number,
) {
  statement(db, 'UPDATE supplier_asks SET status = ?, spend_id = ?, decided_at = ? WHERE id = ?').run(
    status,
    spendId,
    isoAt(nowMs),
    id,
  );
}

/** An ask as the app reads it, with what a payment of it needs (supplier, amount, invoice). */
export function askJson(row: AskRow, supplier: Supplier) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount: rupeesFromPaise(row.amount_paise),
    note: row.note,
    invoiceNumber: row.invoice_number,
    dueDate: row.due_date,
    supplier: { id: supplier.id, name: supplier.name, marketplaceId: supplier.marketplaceId },
    transactionId: row.spend_id,
    raisedAt: row.raised_at,
    decidedAt: row.decided_at,
  };
}

type LinkRow = {
  id: string;
  customer_id: string;
  supplier_id: string;
  amount_paise: Paise;
  invoice_number: string | null;
  note: string | null;
  expires_at_ms: number;
  spend_id: string | null;
  /** The request this link pays (approve), or null for a supplier's or marketplace's own link. */
  ask_id: string | null;
};

export type NewLink = Omit<NewAsk, 'kind' | 'dueDate'> & { expiresAtMs: number };

export function createLink(db: Database, link: NewLink): string {
  const id = randomUUID();
  statement(
    db,
    `INSERT INTO payment_links (id, customer_id, supplier_id, amount_paise, invoice_number, note, expires_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, link.customerId, link.supplierId, link.amount, link.invoiceNumber, link.note, link.expiresAtMs);
  return id;
}

/** The customer's link, still open: 404 for another's or an unknown one, 409 once used or expired. */
export function openLink(db: Database, customerId: string, id: string, nowMs: number): LinkRow {
  const row = statement(db, 'SELECT * FROM payment_links WHERE id = ? AND customer_id = ?').get(id, customerId) as
    LinkRow | undefined;
  if (!row) throw notFound('There is no such payment link.');
  if (row.spend_id !== null)
    throw new HttpError(409, PurchaseErrorCodes.linkSpent, 'This payment link was already paid.');
  if (nowMs >= row.expires_at_ms)
    throw new HttpError(409, PurchaseErrorCodes.linkSpent, 'This payment link has expired.');
  return row;
}

/** Marks the link paid by this spend, and the request it was made for (if any) approved by it. */
export function markLinkSpent(db: Database, id: string, spendId: string, nowMs: number): void {
  statement(db, 'UPDATE payment_links SET spend_id = ? WHERE id = ?').run(spendId, id);
  const { ask_id: askId } = statement(db, 'SELECT ask_id FROM payment_links WHERE id = ?').get(id) as {
    ask_id: string | null;
  };
  if (askId !== null) decideAsk(db, askId, 'approved', spendId, nowMs);
}

/**
 * The payment link that pays an open request (ADR 047): approving opens the purchase chart on it, as
 * any payment link does, so the spend is reviewed and confirmed by the customer like every other.
 * Approving again while that link is open gives the same link.
 */
export function linkForRequest(db: Database, row: AskRow, nowMs: number): string {
  const open = statement(
    db,
    'SELECT id FROM payment_links WHERE ask_id = ? AND spend_id IS NULL AND expires_at_ms > ? ORDER BY rowid DESC',
  ).get(row.id, nowMs) as { id: string } | undefined;
  if (open) return open.id;
  const id = createLink(db, {
    customerId: row.customer_id,
    supplierId: row.supplier_id,
    amount: row.amount_paise,
    invoiceNumber: row.invoice_number,
    note: row.note,
    expiresAtMs: nowMs + REQUEST_LINK_HOURS * 60 * 60 * 1000,
  });
  statement(db, 'UPDATE payment_links SET ask_id = ? WHERE id = ?').run(row.id, id);
  return id;
}

/** How long an approved request's link stays open. */
const REQUEST_LINK_HOURS = 24;
