import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { asPaise, type Paise } from '../kit/money.ts';
import { PAYMENT_HOLD_MINUTES } from './rules.ts';
import type { PaymentRow } from './store.ts';

// Payments in flight and their reservations (docs/sandbox.md, "Reservations and the credit
// balance"). A payment created or pending holds its amount against what it pays (the due, or its
// fee) until it is decided or PAYMENT_HOLD_MINUTES pass, when it expires like a gateway's order
// and reads as failed with EXPIRED_REASON. Initiate checks the due less these holds inside the
// transaction that records the new payment, so payments in flight together never exceed the due.

export const EXPIRED_REASON =
  `The payment was not completed within ${PAYMENT_HOLD_MINUTES} minutes, so it was cancelled. ` +
  'Nothing was charged.';

const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;
const IN_FLIGHT = "status IN ('created', 'pending')";

/** Created or pending for longer than the hold: the gateway's order has expired. */
export function isStale(payment: PaymentRow, at: string): boolean {
  const inFlight = payment.status === 'created' || payment.status === 'pending';
  return inFlight && Date.parse(payment.created_at) + HOLD_MS <= Date.parse(at);
}

/** Ends the customer's stale payments (failed, with the reason), so they stop holding a reservation. */
export function expireStale(db: Database, customerId: string, at: string): void {
  const cutoff = new Date(Date.parse(at) - HOLD_MS).toISOString();
  statement(
    db,
    `UPDATE payments SET status = 'failed', reason = ?, updated_at = ?
       WHERE customer_id = ? AND ${IN_FLIGHT} AND created_at <= ?`,
  ).run(EXPIRED_REASON, at, customerId, cutoff);
}

/** What the customer's repayments still in flight hold against the due. Call after expireStale. */
export function repaymentsInFlight(db: Database, customerId: string): Paise {
  const row = statement(
    db,
    `SELECT COALESCE(SUM(amount_paise), 0) AS held FROM payments
       WHERE customer_id = ? AND purpose = 'repayment' AND ${IN_FLIGHT}`,
  ).get(customerId) as { held: number };
  return asPaise(row.held);
}

/** The payment of this fee still in flight, if any (one at a time). Call after expireStale. */
export function feePaymentInFlight(db: Database, customerId: string, feeId: string): PaymentRow | undefined {
  return statement(
    db,
    `SELECT * FROM payments WHERE customer_id = ? AND purpose = 'processingFee' AND processing_fee_id = ?
       AND ${IN_FLIGHT} ORDER BY created_at DESC, rowid DESC`,
  ).get(customerId, feeId) as PaymentRow | undefined;
}

/**
 * The customer's payments still in flight (created or pending), newest first: what the app resumes
 * after a reload or a Back from the gateway. Call after expireStale.
 */
export function paymentsInFlight(db: Database, customerId: string): PaymentRow[] {
  return statement(
    db,
    `SELECT * FROM payments WHERE customer_id = ? AND ${IN_FLIGHT} ORDER BY created_at DESC, rowid DESC`,
  ).all(customerId) as PaymentRow[];
}

export const PAID_BY_COUPON_REASON = 'Your processing fee was paid by a coupon instead, so this payment was cancelled.';

/**
 * Cancels the fee's payments in flight when a coupon pays the whole fee: the fee needs nothing more,
 * and a cancelled payment takes no bank answer afterwards, so nothing is charged twice.
 */
export function cancelFeePayments(db: Database, customerId: string, feeId: string, at: string): void {
  statement(
    db,
    `UPDATE payments SET status = 'failed', reason = ?, updated_at = ?
       WHERE customer_id = ? AND purpose = 'processingFee' AND processing_fee_id = ? AND ${IN_FLIGHT}`,
  ).run(PAID_BY_COUPON_REASON, at, customerId, feeId);
}
