import type { PaymentRequest, SupplierAccount, SupplierDue } from './types.ts';

// What the supplier page decides from the account it read (ADR 047).

/** The requests still waiting for the customer's answer, oldest first (they were raised first). */
export const openRequests = (account: SupplierAccount): PaymentRequest[] =>
  account.requests.filter((request) => request.status === 'open').reverse();

/** The requests already answered, newest first. */
export const answeredRequests = (account: SupplierAccount): PaymentRequest[] =>
  account.requests.filter((request) => request.status !== 'open');

export const dueOf = (account: SupplierAccount | null, transactionId: string | null): SupplierDue | null =>
  account?.dues.find((due) => due.transactionId === transactionId) ?? null;

/** A due can be cleared from a supplier's page only: the repayment names the supplier it pays first. */
export const mayClear = (account: SupplierAccount | null): boolean =>
  account !== null && account.supplier !== null && account.owed > 0;

/** The dues past their due date: they block new spends until repaid (docs/sandbox.md). */
export const overdueDues = (account: SupplierAccount): SupplierDue[] => account.dues.filter((due) => due.overdue);

export const requestOf = (account: SupplierAccount | null, id: string | null): PaymentRequest | null =>
  account?.requests.find((request) => request.id === id) ?? null;
