import { paiseFromInteger, typedRupeesFromPaise, type Paise } from '../money/paise.ts';
import { vpaProblem } from '../payment/amount.ts';

// A scanned UPI QR code (`upi://pay?pa=…&pn=…&am=…`, NPCI's linking specification): read into the
// fields scan-and-pay uses, or refused with a sentence the scan screen shows. Values are
// form-encoded (`+` is a space, `%XX` a UTF-8 byte); the amount is rupees with at most two
// decimals, read digit by digit into paise (never through a float); the currency, when given,
// must be INR. The app reads every code through here, so what it pays is what the code says.

export interface UpiPayment {
  /** pa: the payee's UPI id. */
  vpa: string;
  /** pn: the payee's name as the code gives it; '' when absent. */
  payeeName: string;
  /** am: the amount the code fixes; null when the payer types it. */
  amount: Paise | null;
  /** tn: the note for the payment; '' when absent. */
  note: string;
  /** mc: the merchant category code; '' when absent. */
  merchantCode: string;
  /** tr: the merchant's reference for this payment; '' when absent. */
  reference: string;
}

export type UpiParse = { ok: true; payment: UpiPayment } | { ok: false; problem: string };

export const UPI_NOT_A_PAYMENT = 'This is not a UPI payment code. Scan the QR code the shop shows for UPI payments.';
export const UPI_NO_PAYEE = 'This QR code has no valid UPI ID to pay. Ask the shop for its UPI QR code.';
export const UPI_BAD_AMOUNT =
  'The amount in this QR code is not a valid amount in rupees. Ask the shop for a new code.';
export const UPI_TOO_PRECISE =
  'The amount in this QR code has more than two decimals, which no rupee amount has. Ask the shop for a new code.';
export const UPI_NOT_RUPEES = 'This QR code asks for a currency other than rupees: only rupee payments can be made.';

const SCHEME = /^upi:\/\/pay\?(.*)$/is;
/** Whole rupees (at most 13 digits, as the app's amount fields) and an optional fraction of any length. */
const AMOUNT = /^(\d{1,13})(?:\.(\d+))?$/;

/** A form-encoded value decoded, or null when its percent-encoding is broken. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The code's amount as paise: null for none, a refusal for one that is not a positive rupee amount. */
function amountOf(text: string | undefined): { amount: Paise | null } | { problem: string } {
  if (text === undefined || text === '') return { amount: null };
  const match = AMOUNT.exec(text.trim());
  if (!match) return { problem: UPI_BAD_AMOUNT };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { problem: UPI_TOO_PRECISE };
  const paise = paiseFromInteger(Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
  return paise === null || paise <= 0 ? { problem: UPI_BAD_AMOUNT } : { amount: paise };
}

/** The query's pairs decoded; null when a value is broken or a field is given twice (which one to pay?). */
function pairsOf(query: string): Map<string, string> | null {
  const pairs = new Map<string, string>();
  for (const part of query.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = decoded(equals < 0 ? part : part.slice(0, equals))?.toLowerCase();
    const value = decoded(equals < 0 ? '' : part.slice(equals + 1));
    if (key === undefined || value === null || pairs.has(key)) return null;
    pairs.set(key, value);
  }
  return pairs;
}

/** A scanned code read as a UPI payment, or the sentence saying why it cannot be paid. */
export function parseUpiUri(text: string): UpiParse {
  const query = SCHEME.exec(text.trim())?.[1];
  const pairs = query === undefined ? null : pairsOf(query.split('#')[0] ?? '');
  if (pairs === null) return { ok: false, problem: UPI_NOT_A_PAYMENT };
  const vpa = (pairs.get('pa') ?? '').trim();
  if (vpaProblem(vpa) !== null) return { ok: false, problem: UPI_NO_PAYEE };
  const currency = pairs.get('cu');
  if (currency !== undefined && currency.trim().toUpperCase() !== 'INR') return { ok: false, problem: UPI_NOT_RUPEES };
  const amount = amountOf(pairs.get('am'));
  if ('problem' in amount) return { ok: false, problem: amount.problem };
  const field = (key: 'pn' | 'tn' | 'mc' | 'tr') => (pairs.get(key) ?? '').trim();
  return {
    ok: true,
    payment: {
      vpa,
      payeeName: field('pn'),
      amount: amount.amount,
      note: field('tn'),
      merchantCode: field('mc'),
      reference: field('tr'),
    },
  };
}

/** Paise as the code writes rupees: whole rupees, or rupees and two decimals (as typed). */
export function upiAmountText(paise: Paise): string {
  return typedRupeesFromPaise(paise);
}

/** A payment written as a `upi://pay` code (a payment link's QR, and the parser's round-trip tests). */
export function upiPayUri(payment: UpiPayment): string {
  const fields: [string, string][] = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ['am', payment.amount === null ? '' : upiAmountText(payment.amount)],
    ['tn', payment.note],
    ['mc', payment.merchantCode],
    ['tr', payment.reference],
    ['cu', 'INR'],
  ];
  const query = fields
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `upi://pay?${query}`;
}
