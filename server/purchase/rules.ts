import { asPaise } from '../kit/money.ts';

// The lender's rules for a spend on the credit line (docs/sandbox.md, "Spending the credit line";
// ADR 039): its states, its refusals, and the figures the sandbox plays real rails with.

/**
 * A spend's states, as a lender disbursing to a supplier reports them:
 * created (awaiting the customer's OTP or mPIN) → processing (sent on the rails) → settled;
 * on_hold (a marketplace order until delivery is confirmed, or the rails' own hold); failed (with
 * the rails' reason); cancelled (by the customer before settlement); expired (never confirmed).
 */
export const SPEND_STATUSES = [
  'created',
  'processing',
  'on_hold',
  'settled',
  'failed',
  'cancelled',
  'expired',
] as const;
export type SpendStatus = (typeof SPEND_STATUSES)[number];

/** States that hold limit: the spend is promised but not drawn down. */
export const HOLDING: ReadonlySet<SpendStatus> = new Set(['created', 'processing', 'on_hold']);
/** States a customer may still cancel from: the money has not reached the supplier. */
export const CANCELLABLE = HOLDING;

export const SPEND_CHANNELS = ['quick', 'invoice', 'scanpay', 'request', 'due', 'link'] as const;
export type SpendChannel = (typeof SPEND_CHANNELS)[number];

export const PAYOUT_METHODS = ['BANK_TRANSFER', 'UPI'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const CONFIRMATIONS = ['OTP', 'MPIN'] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

export const HOLD_REASONS = ['awaitingDelivery', 'rails'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** Minutes a created spend waits for its confirmation before it expires and its hold is released. */
export const CONFIRM_WITHIN_MINUTES = 15;
/** Seconds the rails take to settle a spend sent to a supplier (IMPS and UPI settle within minutes). */
export const SETTLES_AFTER_SECONDS = 120;
/** The smallest spend (₹1) and the most invoices one spend pays. */
export const MINIMUM_SPEND = asPaise(100);
export const MAX_INVOICES = 10;
/** The sandbox charges no fee on a spend; the review shows this figure. */
export const SPEND_FEE = asPaise(0);

/** A spend's id: PUR and 16 hex digits (a repayment's is TXN…, so the two never collide on a shared path). */
export const SPEND_ID_PATTERN = /^PUR[0-9A-F]{16}$/;
export const isSpendId = (id: unknown): id is string => typeof id === 'string' && SPEND_ID_PATTERN.test(id);

export const PurchaseErrorCodes = {
  lineNotActive: 'EPL-40960',
  instalmentOverdue: 'EPL-40961',
  exceedsAvailable: 'EPL-40962',
  marketplaceBlocked: 'EPL-40963',
  notAwaitingConfirmation: 'EPL-40964',
  notCancellable: 'EPL-40965',
  duplicateInvoice: 'EPL-40966',
  notAwaitingDelivery: 'EPL-40967',
  mpinNotSet: 'EPL-40968',
  mpinAlreadySet: 'EPL-40969',
  merchantNotAllowed: 'EPL-40970',
  invitationJoined: 'EPL-40971',
  askDecided: 'EPL-40972',
  linkSpent: 'EPL-40973',
  railsMove: 'EPL-40974',
  invoiceTotal: 'EPL-42230',
  wrongMpin: 'EPL-42231',
  mpinLocked: 'EPL-42232',
  accountNotFound: 'EPL-42233',
  nameMismatch: 'EPL-42234',
  unknownVpa: 'EPL-42235',
} as const;

/** Wrong mPINs before it locks, and for how long (as a bank's UPI PIN). */
export const MPIN_MAX_WRONG_TRIES = 5;
export const MPIN_LOCK_MS = 24 * 60 * 60 * 1000;
export const MPIN_PATTERN = /^(?:\d{4}|\d{6})$/;

/** Days an invitation stays open, and the wait between two resends. */
export const INVITATION_DAYS = 7;
export const INVITATION_RESEND_WAIT_MS = 30_000;
export const INVITATION_STATES = ['sent', 'opened', 'joined', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export const INVITE_CHANNELS = ['SMS', 'WHATSAPP'] as const;

// UPI credit lines pay merchants only (RBI, 4 Sep 2023; NPCI): no person-to-person payment (no
// merchant code, or 0000) and none of the categories that turn credit into cash or a bet.
const BARRED_MERCHANT_CODES: ReadonlySet<string> = new Set(['0000', '4829', '6010', '6011', '6051', '7995']);

/** Why a UPI payee may not be paid from the credit line, or null when it may. */
export function merchantRefusal(merchantCode: string | null): string | null {
  if (merchantCode === null || merchantCode === '0000') {
    return 'The credit line pays shops and businesses only, not a person.';
  }
  if (BARRED_MERCHANT_CODES.has(merchantCode)) {
    return 'The credit line cannot pay this kind of merchant (cash, money transfer or betting).';
  }
  return null;
}

export type InvoiceInput = { number: string; date: string; amount: number };

/** The invoice rules: numbers differ within a spend, and together they come to the amount (in paise). */
export function invoiceProblem(invoices: readonly InvoiceInput[], amount: number): string | null {
  const numbers = invoices.map((invoice) => invoice.number.toUpperCase());
  const twice = numbers.find((number, index) => numbers.indexOf(number) !== index);
  if (twice !== undefined) return `invoice ${twice} appears twice`;
  const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
  if (invoices.length > 0 && total !== amount) return 'the invoices must add up to the amount';
  return null;
}

/** Days from `day` (YYYY-MM-DD), as a day. */
export function dayAfter(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
