import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { statement } from '../db/statements.ts';
import { addEntry, findCreditAccount } from '../ledger/accounts.ts';
import { afterWorkingDays, CREDIT_REFUND_WORKING_DAYS } from '../ledger/credit-balance.ts';
import { rupeesFromPaise, type Paise } from '../kit/money.ts';
import { dayMonthYear } from '../kit/dates.ts';
import { settleFeeOfPayment } from './fee-payment.ts';
import { EXPIRED_REASON, isStale } from './in-flight.ts';
import type { PageDecision, PaymentMethod, PaymentPurpose, PaymentStatus } from './rules.ts';

// Payment rows and the moves between their statuses. Only a move into `success` writes the
// ledger, and the ledger entry is unique per payment, so no path records a payment twice.
// A payment created or pending holds its amount against the due until it is decided or expires
// (in-flight.ts).

export type PaymentRow = {
  id: string;
  customer_id: string;
  purpose: PaymentPurpose;
  amount_paise: Paise;
  method: PaymentMethod;
  status: PaymentStatus;
  reason: string | null;
  /** Set when a success could not be applied (its fee was already paid): refunded by this date. */
  refund_by: string | null;
  /** 0 none; 1 armed: the next read shows the failure; 2 failure seen: the next read succeeds late. */
  late_success: number;
  late_after_failure: number;
  card_last4: string | null;
  bank_code: string | null;
  vpa: string | null;
  return_url: string;
  processing_fee_id: string | null;
  coupon_code: string | null;
  /** A repayment made from a supplier's page: it pays that supplier's drawdowns first (ADR 047). */
  supplier_id: string | null;
  created_at: string;
  updated_at: string;
};

export type NewPayment = {
  customerId: string;
  purpose: PaymentPurpose;
  amount: Paise;
  method: PaymentMethod;
  status: PaymentStatus;
  cardLast4: string | null;
  bankCode: string | null;
  vpa: string | null;
  returnUrl: string;
  /** A processing fee payment's fee and coupon. */
  fee?: { processingFeeId: string; couponCode: string | null };
  supplierId?: string;
  at: string;
};

export function insertPayment(db: Database, input: NewPayment): PaymentRow {
  const id = `TXN${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
  statement(
    db,
    `INSERT INTO payments (id, customer_id, purpose, amount_paise, method, status, card_last4, bank_code, vpa,
       return_url, processing_fee_id, coupon_code, supplier_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.customerId,
    input.purpose,
    input.amount,
    input.method,
    input.status,
    input.cardLast4,
    input.bankCode,
    input.vpa,
    input.returnUrl,
    input.fee?.processingFeeId ?? null,
    input.fee?.couponCode?.trim().toUpperCase() ?? null,
    input.supplierId ?? null,
    input.at,
    input.at,
  );
  return findPayment(db, id) as PaymentRow;
}

export function findPayment(db: Database, id: string): PaymentRow | undefined {
  return statement(db, 'SELECT * FROM payments WHERE id = ?').get(id) as PaymentRow | undefined;
}

export function paymentsOf(db: Database, customerId: string): PaymentRow[] {
  return statement(db, 'SELECT * FROM payments WHERE customer_id = ? ORDER BY created_at DESC, rowid DESC').all(
    customerId,
  ) as PaymentRow[];
}

type Change = Partial<Pick<PaymentRow, 'status' | 'reason' | 'late_success' | 'late_after_failure' | 'refund_by'>>;

function change(db: Database, payment: PaymentRow, patch: Change, at: string): PaymentRow {
  const next = { ...payment, ...patch, updated_at: at };
  statement(
    db,
    `UPDATE payments SET status = ?, reason = ?, late_success = ?, late_after_failure = ?, refund_by = ?,
       updated_at = ? WHERE id = ?`,
  ).run(next.status, next.reason, next.late_success, next.late_after_failure, next.refund_by, at, payment.id);
  if (next.status === 'success' && payment.status !== 'success') return recordInLedger(db, next, at);
  return next;
}

/**
 * Writes a success where it belongs: a repayment into the ledger (beyond the due it is the credit
 * balance), a fee onto the fee. A fee is paid once: a second success for it (a late one) is
 * refunded to its source account, said on the payment, never settled twice.
 */
function recordInLedger(db: Database, payment: PaymentRow, at: string): PaymentRow {
  if (payment.purpose === 'processingFee') {
    if (settleFeeOfPayment(db, payment.processing_fee_id, payment.coupon_code, at)) return payment;
    const refundBy = afterWorkingDays(at.slice(0, 10), CREDIT_REFUND_WORKING_DAYS);
    return change(db, payment, { refund_by: refundBy, reason: feeRefundReason(refundBy) }, at);
  }
  const account = findCreditAccount(db, payment.customer_id);
  if (!account) return payment;
  addEntry(db, account.id, {
    kind: 'repayment',
    amount: payment.amount_paise,
    description: `Repayment ${payment.id}`,
    paymentId: payment.id,
    at,
    ...(payment.supplier_id === null ? {} : { supplierId: payment.supplier_id }),
  });
  return payment;
}

/** A payment never sent to the bank ends failed with the reason (abandon.ts); nothing is charged. */
export function endUnconfirmed(db: Database, payment: PaymentRow, reason: string, at: string): PaymentRow {
  return payment.status === 'created' ? change(db, payment, { status: 'failed', reason }, at) : payment;
}

export const DECLINE_REASON = 'Your bank declined the payment.';
export const TIMEOUT_REASON = 'Your bank did not confirm the payment in time.';
const feeRefundReason = (by: string) =>
  'Your processing fee was already paid, so this payment will be refunded to the account it came from by ' +
  `${dayMonthYear(by)}.`;

/** What the bank (the payment page, the UPI app, the card's OTP) answered. Final statuses stay final. */
export function decide(db: Database, payment: PaymentRow, decision: PageDecision, at: string): PaymentRow {
  if (isStale(payment, at)) return change(db, payment, { status: 'failed', reason: EXPIRED_REASON }, at);
  if (payment.status === 'success' || payment.status === 'failed') return payment;
  switch (decision) {
    case 'approve':
      return change(db, payment, { status: 'success', reason: null }, at);
    case 'decline':
      return change(db, payment, { status: 'failed', reason: DECLINE_REASON }, at);
    case 'pending':
      return change(db, payment, { status: 'pending' }, at);
    case 'lateSuccess':
      return change(db, payment, { status: 'failed', reason: TIMEOUT_REASON, late_success: 1 }, at);
  }
}

/**
 * A status read. A late success (Razorpay's late authorisation) is shown failed on the first
 * read after the bank gave up, and succeeds on the read after that, flagged as late.
 */
export function readStatus(db: Database, payment: PaymentRow, at: string): PaymentRow {
  if (isStale(payment, at)) return change(db, payment, { status: 'failed', reason: EXPIRED_REASON }, at);
  if (payment.late_success === 1) return change(db, payment, { late_success: 2 }, at);
  if (payment.late_success === 2) {
    return change(db, payment, { status: 'success', late_success: 0, late_after_failure: 1 }, at);
  }
  return payment;
}

export function paymentJson(payment: PaymentRow) {
  return {
    transactionId: payment.id,
    purpose: payment.purpose,
    amount: rupeesFromPaise(payment.amount_paise),
    paymentMethod: payment.method,
    status: payment.status,
    reason: payment.reason,
    lateAfterFailure: payment.late_after_failure === 1,
    cardLast4: payment.card_last4,
    bankCode: payment.bank_code,
    vpa: payment.vpa,
    // A fee payment's coupon: a payment resumed after a reload says which coupon it pays with.
    couponCode: payment.coupon_code,
    refundBy: payment.refund_by,
    createdAt: payment.created_at,
    updatedAt: payment.updated_at,
  };
}
