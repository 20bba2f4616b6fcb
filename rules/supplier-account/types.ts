import type { Paise } from '../money/paise.ts';

// A supplier's account with the customer as the app reads it (ADR 047; docs/api-contract.md,
// "A supplier's account"): money in paise, dates as YYYY-MM-DD, instants as ISO strings.

export interface SupplierRef {
  id: string;
  name: string;
}

/** A spend at the supplier; `outstanding` is what is unpaid of it once drawn (settled), else null. */
export interface AccountSpend {
  transactionId: string;
  supplier: SupplierRef;
  amount: Paise;
  status: 'created' | 'processing' | 'on_hold' | 'settled' | 'failed' | 'cancelled' | 'expired';
  reason: string | null;
  createdAt: string;
  dueDate: string | null;
  outstanding: Paise | null;
  invoiceNumbers: string[];
}

/** A repayment made from the supplier's page (it paid this supplier's drawdowns first). */
export interface AccountRepayment {
  transactionId: string;
  amount: Paise;
  paidAt: string;
}

/** A due: a drawdown at the supplier not yet fully repaid to the lender. */
export interface SupplierDue {
  transactionId: string;
  supplier: SupplierRef;
  amount: Paise;
  outstanding: Paise;
  drawnAt: string;
  interestFreeUntil: string | null;
  dueDate: string;
  overdue: boolean;
  invoiceNumbers: string[];
}

/** A supplier's request to be paid. */
export interface PaymentRequest {
  id: string;
  status: 'open' | 'approved' | 'declined';
  amount: Paise;
  note: string | null;
  invoiceNumber: string | null;
  supplier: SupplierRef;
  transactionId: string | null;
  raisedAt: string;
}

/** One supplier's account, or every supplier's together (`supplier` null). */
export interface SupplierAccount {
  supplier: SupplierRef | null;
  owed: Paise;
  nextDueDate: string | null;
  spends: AccountSpend[];
  repayments: AccountRepayment[];
  dues: SupplierDue[];
  requests: PaymentRequest[];
}
