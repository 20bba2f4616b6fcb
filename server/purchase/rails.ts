import type { Database } from 'better-sqlite3';
import { randomInt } from 'node:crypto';
import { isoAt } from '../context.ts';
import { statement } from '../db/statements.ts';
import { HttpError } from '../kit/errors.ts';
import { addEntry, findCreditAccount } from '../ledger/accounts.ts';
import { releaseHold } from '../ledger/holds.ts';
import { PurchaseErrorCodes, SETTLES_AFTER_SECONDS, type HoldReason, type SpendStatus } from './rules.ts';
import { findSpend, spendsHolding, termsOn, type SpendRow } from './spends.ts';

// How a spend moves, as the disbursement rails report it (docs/sandbox.md, "The spend's states").
// Every move is one UPDATE inside the caller's transaction; a move into an ending state releases the
// spend's hold in the same transaction, and settling books the drawdown there too, so the limit a
// spend holds is counted once: as a hold, then as a drawdown, never both and never neither.

export type Move =
  | { kind: 'confirm'; confirmWith: 'OTP' | 'MPIN' }
  | { kind: 'settle' }
  | { kind: 'fail'; reason: string }
  | { kind: 'hold'; reason: string }
  | { kind: 'release' }
  | { kind: 'deliver' }
  | { kind: 'cancel' }
  | { kind: 'expire' };

/** The states each move starts from (the state table of docs/sandbox.md). */
const FROM: Record<Move['kind'], readonly SpendStatus[]> = {
  confirm: ['created'],
  settle: ['processing'],
  fail: ['processing', 'on_hold'],
  hold: ['processing'],
  release: ['on_hold'],
  deliver: ['on_hold'],
  cancel: ['created', 'processing', 'on_hold'],
  expire: ['created'],
};

export const canMove = (row: SpendRow, kind: Move['kind']): boolean =>
  FROM[kind].includes(row.status) && (kind !== 'deliver' || row.hold_reason === 'awaitingDelivery');

type Next = { status: SpendStatus; holdReason: HoldReason | null; reason: string | null; settlesAtMs: number | null };

function nextOf(row: SpendRow, move: Move, nowMs: number): Next {
  const sent = (): Next => ({
    status: 'processing',
    holdReason: null,
    reason: null,
    settlesAtMs: nowMs + SETTLES_AFTER_SECONDS * 1000,
  });
  const ended = (status: SpendStatus, reason: string | null): Next => ({
    status,
    holdReason: null,
    reason,
    settlesAtMs: null,
  });
  switch (move.kind) {
    case 'confirm':
      // A marketplace order's money waits with the lender until the buyer confirms delivery.
      return row.marketplace_id === null
        ? sent()
        : { status: 'on_hold', holdReason: 'awaitingDelivery', reason: null, settlesAtMs: null };
    case 'release':
    case 'deliver':
      return sent();
    case 'hold':
      return { status: 'on_hold', holdReason: 'rails', reason: move.reason, settlesAtMs: null };
    case 'settle':
      return ended('settled', null);
    case 'fail':
      return ended('failed', move.reason);
    case 'cancel':
      return ended('cancelled', 'You cancelled this payment. Nothing was paid and your limit is back.');
    case 'expire':
      return ended('expired', 'This payment was not confirmed in time. Nothing was paid and your limit is back.');
  }
}

const newUtr = (): string => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));

/** Applies the move or throws 409 when the spend's state does not allow it. `nowMs` dates it. */
export function moveSpend(db: Database, row: SpendRow, move: Move, nowMs: number): SpendRow {
  if (!canMove(row, move.kind)) {
    throw new HttpError(
      409,
      PurchaseErrorCodes.railsMove,
      `This payment is ${row.status.replace('_', ' ')}: it cannot be changed that way.`,
    );
  }
  const at = isoAt(nowMs);
  const next = nextOf(row, move, nowMs);
  let dates = { interestFreeUntil: row.interest_free_until, dueDate: row.due_date, utr: row.utr };
  if (next.status === 'settled') {
    const account = findCreditAccount(db, row.customer_id);
    if (!account) throw new Error(`spend ${row.id} has no credit account to draw on`);
    const terms = termsOn(db, account, at.slice(0, 10));
    dates = { interestFreeUntil: terms.interestFreeUntil, dueDate: terms.dueDate, utr: newUtr() };
    addEntry(db, account.id, {
      kind: 'drawdown',
      amount: row.amount_paise,
      description: `Paid to ${row.payee_name}`,
      at,
      paymentId: row.id,
      ...(terms.interestFreeUntil === null ? {} : { interestFreeUntil: terms.interestFreeUntil }),
      ...(row.supplier_id === null ? {} : { supplierId: row.supplier_id }),
    });
  }
  if (!['created', 'processing', 'on_hold'].includes(next.status)) releaseHold(db, row.id, at);
  statement(
    db,
    `UPDATE purchase_spends SET status = ?, hold_reason = ?, reason = ?, settles_at_ms = ?, confirm_with = ?,
       delivered_at = ?, utr = ?, interest_free_until = ?, due_date = ?, updated_at = ? WHERE id = ?`,
  ).run(
    next.status,
    next.holdReason,
    next.reason,
    next.settlesAtMs,
    move.kind === 'confirm' ? move.confirmWith : row.confirm_with,
    move.kind === 'deliver' ? at : row.delivered_at,
    dates.utr,
    dates.interestFreeUntil,
    dates.dueDate,
    at,
    row.id,
  );
  return findSpend(db, row.id) as SpendRow;
}

/**
 * The spend as the clock has left it: an unconfirmed one past its time expires, one on the rails
 * past its settlement time settles (dated then). Reads call it before answering, as payments'
 * readStatus does, so a status is never guessed.
 */
export function spendNow(db: Database, row: SpendRow, nowMs: number): SpendRow {
  if (row.status === 'created' && nowMs >= row.expires_at_ms)
    return moveSpend(db, row, { kind: 'expire' }, row.expires_at_ms);
  if (row.status === 'processing' && row.settles_at_ms !== null && nowMs >= row.settles_at_ms) {
    return moveSpend(db, row, { kind: 'settle' }, row.settles_at_ms);
  }
  return row;
}

/** Brings every spend of the customer still holding limit up to the clock (before a new one is weighed). */
export function spendsNow(db: Database, customerId: string, nowMs: number): void {
  for (const row of spendsHolding(db, customerId)) spendNow(db, row, nowMs);
}
