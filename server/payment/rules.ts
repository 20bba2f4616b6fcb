import { asPaise } from '../kit/money.ts';
import { ErrorCodes } from '../kit/errors.ts';

// The sandbox payment gateway's vocabulary (docs/sandbox.md, "Credit account and payments").

/** §9 payment methods. */
export const PAYMENT_METHODS = ['DEBIT_CARD', 'NET_BANKING', 'UPI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Modelled on real gateways: created, pending (the bank has not answered), success, failed. */
export const PAYMENT_STATUSES = ['created', 'pending', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PURPOSES = ['repayment', 'processingFee'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** What the payment page (or the UPI app standing in for it) lets QA decide. */
export const PAGE_DECISIONS = ['approve', 'decline', 'pending', 'lateSuccess'] as const;
export type PageDecision = (typeof PAGE_DECISIONS)[number];

export const PaymentErrorCodes = {
  /** The same idempotency key with a different request (Stripe's rule). */
  idempotencyConflict: ErrorCodes.idempotencyConflict,
  /** An amount outside the rules of what may be paid. */
  amountOutOfRange: 'EPL-42210',
  /** Card details the bank would refuse before any charge. */
  invalidCard: 'EPL-42211',
  invalidVpa: 'EPL-42212',
  noCreditAccount: 'EPL-40410',
  /** The OTP step asked of a payment that is not waiting for one. */
  notAwaitingOtp: 'EPL-40902',
  /** A processing fee payment while another of the same fee is in flight. */
  feePaymentInFlight: 'EPL-40940',
  /** A repayment beyond the due less the repayments in flight. */
  dueReservedInFlight: 'EPL-40941',
  /** A receipt asked of a payment that has not succeeded (created, pending or failed). */
  receiptNotAvailable: 'EPL-40942',
  /** Abandon asked of a payment already at the bank (pending) or already succeeded: it must be waited for. */
  notAbandonable: 'EPL-40943',
} as const;

export const NET_BANKS = [
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
] as const;

/** Banks behind "Other banks": reachable, but not among the popular five. */
export const OTHER_BANKS = [
  { code: 'BARB', name: 'Bank of Baroda' },
  { code: 'PUNB', name: 'Punjab National Bank' },
  { code: 'CNRB', name: 'Canara Bank' },
  { code: 'IDIB', name: 'Indian Bank' },
  { code: 'YESB', name: 'Yes Bank' },
] as const;

export const ALL_BANK_CODES: ReadonlySet<string> = new Set([...NET_BANKS, ...OTHER_BANKS].map((bank) => bank.code));

/** The smallest repayment (₹100, in paise), unless less than that is owed. */
export const MINIMUM_PAYMENT = asPaise(10_000);

/**
 * Minutes a created or pending payment holds its amount against the due: after that it expires,
 * like a gateway's order, and reads as failed (docs/sandbox.md, "Reservations and the credit balance").
 */
export const PAYMENT_HOLD_MINUTES = 15;

/** A test card the bank declines after the OTP (like the gateways' own test cards). */
export const DECLINED_CARD_SUFFIX = '0002';

export { UNKNOWN_VPA_PREFIX, VPA_PATTERN } from '../providers/upi.ts';

export const PAYMENT_PAGE_PATH = '/v1/sandbox-pg/pay';
export const UPI_APP_PATH = '/v1/sandbox-pg/upi';
export const PAGE_DECISION_PATH = '/v1/sandbox-pg/decide';

/** Luhn's check: the last digit of a card number checks the others. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY not before this month. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}
