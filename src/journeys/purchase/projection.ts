import type { SnapshotFrom } from 'xstate';
import type { purchaseMachine } from '../../../machines/purchase/purchase.machine.ts';
import type {
  Invitation,
  InvitationState,
  PayTo,
  PurchaseContext,
  SpendStatus,
} from '../../../machines/purchase/types.ts';
import { formatMoney } from '../../../rules/money/format.ts';
import { ZERO_PAISE, subtractPaise, type Paise } from '../../../rules/money/paise.ts';
import { BLOCKED_MESSAGES } from '../../../rules/purchase/spend.ts';
import { formatDate } from '../../lib/format/date.ts';

// What the purchase screens show, worked out once from the chart's context: the payee in words,
// the review's figures, the invitation's and the disbursement's states as sentences. Screens draw it.

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;

/** Where a supplier is paid, as a line under its name: "Bank account ••••1234" or "UPI kirana@okaxis". */
export function payToText(payTo: PayTo): string {
  return payTo.kind === 'bank' ? `Bank account ••••${payTo.accountLast4}` : `UPI ${payTo.vpa}`;
}

/** Who this spend pays, by name. */
export function payeeName(context: PurchaseContext): string {
  if (context.way === 'scan') return context.payeeName ?? context.scanned?.payeeName ?? context.scanned?.vpa ?? '';
  return context.supplier?.name ?? context.transaction?.supplierName ?? '';
}

export interface ReviewFigures {
  payee: string;
  amount: Paise;
  fee: Paise;
  availableBefore: Paise;
  availableAfter: Paise;
  interestFreeDays: number;
  dueDate: string;
}

/** The review's figures once the terms are read: the limit before and after, the agreement's terms. */
export function reviewFigures(context: PurchaseContext): ReviewFigures | null {
  if (!context.terms || context.amount === null) return null;
  const before = context.line?.available ?? ZERO_PAISE;
  const spent = subtractPaise(before, context.amount);
  return {
    payee: payeeName(context),
    amount: context.amount,
    fee: context.terms.fee,
    availableBefore: before,
    availableAfter: spent < 0 ? ZERO_PAISE : spent,
    interestFreeDays: context.terms.interestFreeDays,
    dueDate: formatDate(context.terms.dueDate),
  };
}

const INVITATION_TEXT: Readonly<Record<InvitationState, string>> = {
  sent: 'Sent. Your supplier has not opened it yet.',
  opened: 'Opened. Your supplier has seen the invitation but not joined yet.',
  joined: 'Joined. Your supplier is on Saakh now and can be paid from your supplier list.',
  expired: 'Expired. Send it again to give your supplier 7 more days.',
};

export function invitationText(invitation: Invitation): string {
  return INVITATION_TEXT[invitation.state];
}

export const CHANNEL_TEXT = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** A spend's status as the status screen says it. */
export const STATUS_TEXT: Readonly<Record<SpendStatus, string>> = {
  created: 'Waiting for your confirmation',
  processing: 'Your supplier is being paid. This usually takes a few minutes.',
  onHold: 'On hold until you confirm the order was delivered.',
  settled: 'Paid',
  failed: 'Not paid',
  cancelled: 'Cancelled',
};

/** Why the spend was refused, in words, with today's available limit where the amount was too much. */
export function blockedText(context: PurchaseContext): string {
  const reason = context.blocked ?? 'notActive';
  if (reason !== 'overLimit' || !context.line) return BLOCKED_MESSAGES[reason];
  return `${BLOCKED_MESSAGES.overLimit} You can spend up to ${formatMoney(context.line.available)} now.`;
}

/** Why a spend did not go through: the rails' reason when they gave one. */
export function failureText(context: PurchaseContext): string {
  const transaction = context.transaction;
  if (transaction?.status === 'cancelled') return transaction.reason ?? 'You cancelled this payment. Nothing was paid.';
  return transaction?.reason ?? 'The payment could not be completed. Nothing was taken from your credit line.';
}
