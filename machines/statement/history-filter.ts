import type { MonthFilter, StatusFilter, Transaction } from './types.ts';

// Payment history's filters: by status and by the month a payment was made (in India, IST).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The month (YYYY-MM, in India) a payment was made. */
export function monthOf(payment: Pick<Transaction, 'createdAt'>): string {
  const ms = Date.parse(payment.createdAt);
  return Number.isNaN(ms) ? '' : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The months the payments fall in, newest first: the month filter's choices besides 'all'. */
export function monthsOf(payments: readonly Transaction[]): string[] {
  return [...new Set(payments.map(monthOf).filter((month) => month !== ''))].sort().reverse();
}

export function filterPayments(
  payments: readonly Transaction[],
  status: StatusFilter,
  month: MonthFilter,
): Transaction[] {
  return payments.filter(
    (payment) => (status === 'all' || payment.status === status) && (month === 'all' || monthOf(payment) === month),
  );
}
