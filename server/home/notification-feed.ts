import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { findCreditAccount } from '../ledger/accounts.ts';
import { ledgerAt } from '../ledger/charges.ts';
import { duesOf } from '../ledger/dues.ts';
import { paymentsOf, type PaymentRow } from '../payment/store.ts';
import { dueFeeOf } from '../payment/coupons.ts';
import { ABANDONED_REASON } from '../payment/abandon.ts';
import { PAID_BY_COUPON_REASON } from '../payment/in-flight.ts';
import { rupees } from '../kit/money.ts';

// The customer's notifications (docs/sandbox.md, "Notifications"), made on each read from what
// happened to them in the sandbox: the mandate registered, the credit line opened, each drawdown,
// each payment that succeeded or failed, a processing fee waiting, and the next due date coming or
// passed. Nothing is stored but which ones were read, so a notification can never disagree with
// the record it tells of. Ids are stable (the record's own id), so a read flag stays on its row.

export type Notification = {
  id: string;
  title: string;
  body: string;
  /** ISO instant the thing happened (a due date's reminder: a week before it; overdue: the day after). */
  time: string;
  /** Where the customer acts on it (the app's address), or null when there is nothing to do. */
  link: string | null;
};

/** A due date is announced this many days before it. */
export const DUE_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

const PAY_NOW = '/dashboard/pay-now';
const detailsOf = (payment: PaymentRow) => `/dashboard/transaction-details?transactionId=${payment.id}`;

const CUSTOMERS_OWN_ENDINGS = new Set([ABANDONED_REASON, PAID_BY_COUPON_REASON]);

function paymentNotification(payment: PaymentRow): Notification | null {
  const what = payment.purpose === 'processingFee' ? 'processing fee' : 'repayment';
  if (payment.status === 'success') {
    // A fee paid twice (a late success) says when the second payment comes back.
    const refund = payment.refund_by ? ` ${payment.reason ?? ''}` : '';
    return {
      id: `payment-${payment.id}`,
      title: 'Payment received',
      body: `We received your ${what} of ${rupees(payment.amount_paise)}.${refund}`,
      time: payment.updated_at,
      link: detailsOf(payment),
    };
  }
  // A payment ended by the customer's own choice (abandoned for another way, or the fee paid by a
  // coupon instead) is no news to them, and "Payment failed" would alarm them for nothing.
  if (payment.status === 'failed' && !CUSTOMERS_OWN_ENDINGS.has(payment.reason ?? '')) {
    return {
      id: `payment-${payment.id}`,
      title: 'Payment failed',
      body: `Your ${what} of ${rupees(payment.amount_paise)} did not go through. ${payment.reason ?? ''}`.trim(),
      time: payment.updated_at,
      link: detailsOf(payment),
    };
  }
  return null;
}

type ActivationRow = { loan_id: string; reference: string; activated_at_ms: number | null };
type MandateDone = { id: string; at_ms: number };

function applicationEvents(db: Database, customerId: string): Notification[] {
  const found: Notification[] = [];
  const mandate = statement(
    db,
    `SELECT m.id, COALESCE(m.decide_at_ms, m.created_at_ms) AS at_ms FROM mandates m
       JOIN applications a ON a.id = m.application_id
       WHERE a.customer_id = ? AND m.status = 'success' ORDER BY at_ms DESC LIMIT 1`,
  ).get(customerId) as MandateDone | undefined;
  if (mandate) {
    found.push({
      id: `mandate-${mandate.id}`,
      title: 'Repayment mandate registered',
      body: 'Your bank accepted the mandate: your repayments can now be collected from your account.',
      time: new Date(mandate.at_ms).toISOString(),
      link: null,
    });
  }
  const loan = statement(
    db,
    `SELECT l.loan_id, l.reference, l.activated_at_ms FROM loan_agreements l
       JOIN applications a ON a.id = l.application_id
       WHERE a.customer_id = ? AND l.review = 'active'`,
  ).get(customerId) as ActivationRow | undefined;
  if (loan?.activated_at_ms) {
    found.push({
      id: `loan-${loan.loan_id}`,
      title: 'Your credit line is active',
      body:
        `Your lender opened your credit line, loan ${loan.reference}. ` +
        'You can see your limit and what you owe on the dashboard.',
      time: new Date(loan.activated_at_ms).toISOString(),
      link: '/dashboard',
    });
  }
  return found;
}

function lineEvents(db: Database, customerId: string, nowMs: number): Notification[] {
  const account = findCreditAccount(db, customerId);
  if (!account) return [];
  const entries = ledgerAt(db, account, new Date(nowMs).toISOString());
  const found: Notification[] = entries
    .filter((entry) => entry.kind === 'drawdown')
    .map((entry) => ({
      id: `drawdown-${entry.id}`,
      title: 'Credit line used',
      body: `${rupees(entry.amount_paise)} of your credit line was used.`,
      time: entry.at,
      link: null,
    }));
  const dues = duesOf(account, entries);
  if (dues.creditBalanceRefundBy) {
    found.push({
      id: `credit-balance-${dues.creditBalanceRefundBy}`,
      title: 'Money to be refunded to you',
      body:
        `You paid ${rupees(dues.creditBalance)} more than you owed. It will be refunded to the account you paid ` +
        `from by ${day(dues.creditBalanceRefundBy)}, unless new charges use it first.`,
      time: entries.at(-1)?.at ?? new Date(nowMs).toISOString(),
      link: null,
    });
  }
  if (dues.nextDueDate) {
    const dueMs = Date.parse(`${dues.nextDueDate}T00:00:00.000Z`);
    if (nowMs >= dueMs + DAY_MS) {
      found.push({
        id: `overdue-${dues.nextDueDate}`,
        title: 'Payment overdue',
        body:
          `Your payment due on ${day(dues.nextDueDate)} is overdue. ` +
          `Please pay at least ${rupees(dues.minimumDue)} now.`,
        time: new Date(dueMs + DAY_MS).toISOString(),
        link: PAY_NOW,
      });
    } else if (nowMs >= dueMs - DUE_SOON_DAYS * DAY_MS) {
      found.push({
        id: `due-${dues.nextDueDate}`,
        title: 'Payment due soon',
        body: `Pay at least ${rupees(dues.minimumDue)} by ${day(dues.nextDueDate)}.`,
        time: new Date(dueMs - DUE_SOON_DAYS * DAY_MS).toISOString(),
        link: PAY_NOW,
      });
    }
  }
  return found;
}

/** Every notification of this customer, newest first, without the read flags. */
export function notificationsOf(db: Database, customerId: string, nowMs: number): Notification[] {
  const found = [...applicationEvents(db, customerId), ...lineEvents(db, customerId, nowMs)];
  for (const payment of paymentsOf(db, customerId)) {
    const notification = paymentNotification(payment);
    if (notification) found.push(notification);
  }
  const fee = dueFeeOf(db, customerId);
  if (fee) {
    found.push({
      id: `fee-${fee.id}`,
      title: 'Processing fee waiting',
      body: `Your processing fee of ${rupees(fee.amount_paise)} plus GST is waiting to be paid.`,
      time: fee.created_at,
      link: '/dashboard/processing-fee',
    });
  }
  // Newest first; ids break ties so the order never flickers between reads.
  return found.sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id));
}
