import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { isoAt } from '../context.ts';
import { statement } from '../db/statements.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { asPaise, rupees, rupeesFromPaise, type Paise } from '../kit/money.ts';
import { findCreditAccount, type CreditAccountRow } from '../ledger/accounts.ts';
import { duesNow, placeHold } from '../ledger/holds.ts';
import { spendTermsOf } from '../ledger/spend-terms.ts';
import type { Dues } from '../ledger/dues.ts';
import {
  CONFIRM_WITHIN_MINUTES,
  HOLDING,
  PurchaseErrorCodes,
  dayAfter,
  type HoldReason,
  type SpendChannel,
  type SpendStatus,
} from './rules.ts';

// A spend on the credit line and its invoices (ADR 039). Its limit is held from the moment it is
// recorded, in the same IMMEDIATE transaction that checked the available limit, so two spends that
// together exceed the limit cannot both be accepted.

export type SpendRow = {
  id: string;
  customer_id: string;
  account_id: string;
  supplier_id: string | null;
  payee_name: string;
  vpa: string | null;
  merchant_code: string | null;
  marketplace_id: string | null;
  channel: SpendChannel;
  amount_paise: Paise;
  status: SpendStatus;
  hold_reason: HoldReason | null;
  reason: string | null;
  payout_method: 'BANK_TRANSFER' | 'UPI' | null;
  confirm_with: 'OTP' | 'MPIN' | null;
  note: string | null;
  delivered_at: string | null;
  utr: string | null;
  interest_free_until: string | null;
  due_date: string | null;
  expires_at_ms: number;
  settles_at_ms: number | null;
  created_at: string;
  updated_at: string;
};

type InvoiceRow = {
  number: string;
  invoice_date: string;
  amount_paise: Paise;
  file_name: string | null;
  file_size: number | null;
};

export type NewInvoice = {
  number: string;
  date: string;
  amount: Paise;
  file: { name: string; size: number; sha256: string } | null;
};

export type NewSpend = {
  customerId: string;
  supplierId: string | null;
  payeeName: string;
  vpa: string | null;
  merchantCode: string | null;
  marketplaceId: string | null;
  channel: SpendChannel;
  amount: Paise;
  invoices: readonly NewInvoice[];
  note: string | null;
};

export const findSpend = (db: Database, id: string): SpendRow | undefined =>
  statement(db, 'SELECT * FROM purchase_spends WHERE id = ?').get(id) as SpendRow | undefined;

/** The customer's spend, else 404 as for an unknown one (another customer's is never confirmed). */
export function ownSpendRow(db: Database, customerId: string, id: string): SpendRow {
  const row = findSpend(db, id);
  if (!row || row.customer_id !== customerId) throw notFound('There is no such transaction.');
  return row;
}

export function spendsOf(db: Database, customerId: string, supplierId?: string): SpendRow[] {
  const bySupplier = supplierId === undefined ? '' : ' AND supplier_id = ?';
  return statement(
    db,
    `SELECT * FROM purchase_spends WHERE customer_id = ?${bySupplier} ORDER BY created_at DESC, id DESC`,
  ).all(...(supplierId === undefined ? [customerId] : [customerId, supplierId])) as SpendRow[];
}

export const spendsHolding = (db: Database, customerId: string): SpendRow[] =>
  statement(
    db,
    "SELECT * FROM purchase_spends WHERE customer_id = ? AND status IN ('created', 'processing', 'on_hold')",
  ).all(customerId) as SpendRow[];

const today = (nowMs: number): string => isoAt(nowMs).slice(0, 10);

/** What the agreement gives a spend drawn on `day`: its interest-free days, their last day and its due date. */
export function termsOn(db: Database, account: CreditAccountRow, day: string) {
  const terms = spendTermsOf(db, account);
  return {
    interestFreeDays: terms.interestFreeDays,
    interestFreeUntil: terms.interestFreeDays > 0 ? dayAfter(day, terms.interestFreeDays - 1) : null,
    dueDate: dayAfter(day, terms.dueAfterDays),
  };
}

/** Why the marketplace paused this customer's spends through it, if it did (the control API sets it). */
export function blockOf(db: Database, customerId: string, marketplaceId: string): { reason: string } | undefined {
  return statement(db, 'SELECT reason FROM purchase_blocks WHERE customer_id = ? AND marketplace_id = ?').get(
    customerId,
    marketplaceId,
  ) as { reason: string } | undefined;
}

export type CreditLine = { account: CreditAccountRow; dues: Dues };

/** The customer's line and its dues net of the holds, or null when no line is active. */
export function creditLineOf(db: Database, customerId: string, nowMs: number): CreditLine | null {
  const account = findCreditAccount(db, customerId);
  return account ? { account, dues: duesNow(db, account, isoAt(nowMs)) } : null;
}

/**
 * The account a new spend of `amount` may draw on and its dues, or the §8 refusal with its reason in
 * words: no active line, an instalment overdue, the marketplace has blocked spends, or more than
 * is available after the holds of the spends in flight.
 */
export function spendGate(
  db: Database,
  customerId: string,
  amount: Paise,
  marketplaceId: string | null,
  nowMs: number,
): CreditLine {
  const line = creditLineOf(db, customerId, nowMs);
  if (!line) {
    throw new HttpError(409, PurchaseErrorCodes.lineNotActive, 'Your credit line is not active yet, so it cannot pay.');
  }
  const { dues } = line;
  if (dues.nextDueDate !== null && dues.nextDueDate < today(nowMs)) {
    throw new HttpError(
      409,
      PurchaseErrorCodes.instalmentOverdue,
      `An amount due on ${dues.nextDueDate} is unpaid. Please repay it before spending again.`,
    );
  }
  const block = marketplaceId === null ? undefined : blockOf(db, customerId, marketplaceId);
  if (block) {
    throw new HttpError(
      409,
      PurchaseErrorCodes.marketplaceBlocked,
      `The marketplace has paused payments: ${block.reason}`,
    );
  }
  if (amount > dues.available) {
    throw new HttpError(
      409,
      PurchaseErrorCodes.exceedsAvailable,
      `${rupees(amount)} is more than the ${rupees(dues.available)} available on your credit line.`,
    );
  }
  return line;
}

/** Refuses an invoice number this supplier is already being paid for by a live or settled spend. */
function assertInvoicesUnpaid(db: Database, input: NewSpend): void {
  if (input.supplierId === null) return;
  for (const invoice of input.invoices) {
    const taken = statement(
      db,
      `SELECT 1 FROM purchase_invoices i JOIN purchase_spends s ON s.id = i.spend_id
         WHERE s.customer_id = ? AND s.supplier_id = ? AND UPPER(i.number) = UPPER(?)
           AND s.status NOT IN ('failed', 'cancelled', 'expired')`,
    ).get(input.customerId, input.supplierId, invoice.number);
    if (taken) {
      throw new HttpError(
        409,
        PurchaseErrorCodes.duplicateInvoice,
        `Invoice ${invoice.number} of this supplier is already paid or being paid.`,
      );
    }
  }
}

const newSpendId = (): string => `PUR${randomBytes(8).toString('hex').toUpperCase()}`;

/** Records the spend as created and holds its amount. Call inside an IMMEDIATE transaction. */
export function createSpend(db: Database, input: NewSpend, nowMs: number): SpendRow {
  const { account } = spendGate(db, input.customerId, input.amount, input.marketplaceId, nowMs);
  assertInvoicesUnpaid(db, input);
  const at = isoAt(nowMs);
  const id = newSpendId();
  const terms = termsOn(db, account, today(nowMs));
  statement(
    db,
    `INSERT INTO purchase_spends (id, customer_id, account_id, supplier_id, payee_name, vpa, merchant_code,
       marketplace_id, channel, amount_paise, status, note, interest_free_until, due_date, expires_at_ms,
       created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'created', ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.customerId,
    account.id,
    input.supplierId,
    input.payeeName,
    input.vpa,
    input.merchantCode,
    input.marketplaceId,
    input.channel,
    input.amount,
    input.note,
    terms.interestFreeUntil,
    terms.dueDate,
    nowMs + CONFIRM_WITHIN_MINUTES * 60_000,
    at,
    at,
  );
  const addInvoice = statement(
    db,
    `INSERT INTO purchase_invoices (spend_id, number, invoice_date, amount_paise, file_name, file_size, file_sha256)
       VALUES (@spend, @number, @date, @amount, @name, @size, @sha256)`,
  );
  for (const { file, ...invoice } of input.invoices) {
    addInvoice.run({
      spend: id,
      ...invoice,
      name: file?.name ?? null,
      size: file?.size ?? null,
      sha256: file?.sha256 ?? null,
    });
  }
  placeHold(db, account, id, input.amount, at);
  return findSpend(db, id) as SpendRow;
}

/** A spend as the app reads it: rupees on the wire, its invoices, the agreement's dates. */
export function spendJson(db: Database, row: SpendRow) {
  const invoices = statement(
    db,
    `SELECT number, invoice_date, amount_paise, file_name, file_size FROM purchase_invoices
       WHERE spend_id = ? ORDER BY rowid`,
  ).all(row.id) as InvoiceRow[];
  return {
    transactionId: row.id,
    status: row.status,
    holdReason: row.hold_reason,
    reason: row.reason,
    amount: rupeesFromPaise(row.amount_paise),
    channel: row.channel,
    supplier: { id: row.supplier_id, name: row.payee_name, vpa: row.vpa },
    marketplaceId: row.marketplace_id,
    payoutMethod: row.payout_method,
    confirmWith: row.confirm_with,
    note: row.note,
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      date: invoice.invoice_date,
      amount: rupeesFromPaise(invoice.amount_paise),
      fileName: invoice.file_name,
      fileSize: invoice.file_size,
    })),
    interestFreeUntil: row.interest_free_until,
    dueDate: row.due_date,
    utr: row.utr,
    deliveredAt: row.delivered_at,
    confirmBy: row.status === 'created' ? isoAt(row.expires_at_ms) : null,
    holdsLimit: HOLDING.has(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const ZERO = asPaise(0);
