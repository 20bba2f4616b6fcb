import { formatMoney } from '../money/format.ts';
import { ZERO_PAISE, addPaise, parseTypedRupees, type Paise } from '../money/paise.ts';
import type { Invoice, InvoiceDocument } from './types.ts';

// The invoices of an invoice payment (issue 30): each has a number, a date and an amount, and its
// uploaded document; one number may be paid once to one supplier; together they are the amount
// paid. Each problem is a sentence for the field it concerns. The sandbox refuses the same things.

/** One invoice as its fields were typed. */
export interface InvoiceDraft {
  number: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date: string;
  amountTyped: string;
  document: InvoiceDocument | null;
}

export type InvoiceField = 'number' | 'date' | 'amount' | 'document';
export type InvoiceProblems = Partial<Record<InvoiceField, string>>;

export const EMPTY_INVOICE: InvoiceDraft = { number: '', date: '', amountTyped: '', document: null };

/** An invoice older than this is not paid from the line: a spend finances a recent purchase. */
export const OLDEST_INVOICE_DAYS = 365;
export const MAX_INVOICES = 10;

const NUMBER = /^[A-Za-z0-9][A-Za-z0-9/\-.]{0,29}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** How an invoice number is compared: spaces and case do not make a new invoice. */
export const invoiceKey = (number: string): string => number.trim().toUpperCase();

/** A YYYY-MM-DD date as a UTC day number, or null when it is not a calendar date. */
function dayOf(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? time / DAY_MS
    : null;
}

export function invoiceNumberProblem(number: string): string | null {
  const typed = number.trim();
  if (typed === '') return 'Enter the invoice number.';
  return NUMBER.test(typed) ? null : 'Use up to 30 letters, digits, / - or . as on the invoice.';
}

/** The invoice's date against today (YYYY-MM-DD in India): not later, and not older than a year. */
export function invoiceDateProblem(date: string, today: string): string | null {
  if (date.trim() === '') return 'Enter the invoice date.';
  const day = dayOf(date.trim());
  const now = dayOf(today);
  if (day === null || now === null) return 'Enter the date as it is on the invoice.';
  if (day > now) return 'An invoice date cannot be in the future.';
  if (now - day > OLDEST_INVOICE_DAYS) return 'This invoice is more than a year old: it cannot be paid from your line.';
  return null;
}

export function invoiceAmountProblem(typed: string): string | null {
  if (typed.trim() === '') return 'Enter the invoice amount.';
  const amount = parseTypedRupees(typed);
  if (amount === null) return 'Enter an amount in rupees, with up to 2 decimals.';
  return amount > 0 ? null : 'An invoice amount must be more than ₹0.';
}

/**
 * Each invoice's problems, by position. `paid` are the numbers this supplier has been paid already
 * (the lender's word); a number paid before, or given twice here, is refused on the later one.
 */
export function invoiceProblems(drafts: readonly InvoiceDraft[], today: string, paid: readonly string[] = []) {
  const seen = new Set(paid.map(invoiceKey));
  return drafts.map((draft): InvoiceProblems => {
    const problems: InvoiceProblems = {};
    const numberProblem = invoiceNumberProblem(draft.number);
    const key = invoiceKey(draft.number);
    if (numberProblem) problems.number = numberProblem;
    else if (seen.has(key)) problems.number = 'This invoice number is already paid or listed for this supplier.';
    seen.add(key);
    const dateProblem = invoiceDateProblem(draft.date, today);
    if (dateProblem) problems.date = dateProblem;
    const amountProblem = invoiceAmountProblem(draft.amountTyped);
    if (amountProblem) problems.amount = amountProblem;
    if (draft.document === null) problems.document = 'Upload the invoice.';
    return problems;
  });
}

/** What the typed invoices add up to (an invoice whose amount is not readable counts nothing). */
export function invoicesTotal(drafts: readonly InvoiceDraft[]): Paise {
  return addPaise(...drafts.map((draft) => parseTypedRupees(draft.amountTyped) ?? ZERO_PAISE));
}

/** The sentence above the invoices when their total is not the amount paid; null when it is. */
export function invoicesTotalProblem(drafts: readonly InvoiceDraft[], amount: Paise | null): string | null {
  if (drafts.length === 0) return 'Add at least one invoice.';
  if (drafts.length > MAX_INVOICES) return `Pay at most ${MAX_INVOICES} invoices at once.`;
  const total = invoicesTotal(drafts);
  if (amount === null || total === amount) return null;
  return `Your invoices add up to ${formatMoney(total)}, not the ${formatMoney(amount)} you are paying.`;
}

/** Whether the invoices may be paid: every field right, and their total the amount. */
export function invoicesPayable(
  drafts: readonly InvoiceDraft[],
  amount: Paise | null,
  today: string,
  paid: readonly string[] = [],
): boolean {
  return (
    invoicesTotalProblem(drafts, amount) === null &&
    invoiceProblems(drafts, today, paid).every((problems) => Object.keys(problems).length === 0)
  );
}

/** The invoices as they are sent, once they are payable. */
export function invoicesOf(drafts: readonly InvoiceDraft[]): Invoice[] {
  return drafts.map((draft) => ({
    number: draft.number.trim(),
    date: draft.date.trim(),
    amount: parseTypedRupees(draft.amountTyped) ?? ZERO_PAISE,
    document: draft.document,
  }));
}
