import type { Paise } from '../money/paise.ts';

// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

/** Modelled on real gateways: created, pending (the bank has not answered), success, failed. */
export const PAYMENT_STATUSES = ['created', 'pending', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** §9 payment methods. */
export const PAYMENT_METHODS = ['DEBIT_CARD', 'NET_BANKING', 'UPI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PURPOSES = ['repayment', 'processingFee'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** What AmountPayable parses into (src/api/payment/schemas.ts). */
export type AmountPayable = {
  loanId: string;
  loanReference: string | null;
  creditLimit: Paise;
  used: Paise;
  available: Paise;
  totalDue: Paise;
  minimumDue: Paise;
  nextDueDate: string | null;
  pendingRepayments: Paise;
  payableNow: Paise;
  creditBalance: Paise;
  creditBalanceRefundBy: string | null;
};

/** What Bank parses into (src/api/payment/schemas.ts). */
export type Bank = { code: string; name: string };

/** What Initiated parses into (src/api/payment/schemas.ts). */
export type Initiated = {
  transaction: Transaction;
  next: { kind: 'otp'; sentTo: string } | { kind: 'form'; form: PaymentForm } | { kind: 'collect'; vpa: string };
};

/** What PaymentForm parses into (src/api/payment/schemas.ts). */
export type PaymentForm = {
  method: 'POST';
  action: string;
  headers: { [x: string]: string };
  content: { [x: string]: string };
};

/** What PaymentMethods parses into (src/api/payment/schemas.ts). */
export type PaymentMethods = { methods: { code: PaymentMethod; label: string }[]; banks: Bank[] };

/** What Transaction parses into (src/api/payment/schemas.ts). */
export type Transaction = {
  transactionId: string;
  purpose: PaymentPurpose;
  amount: Paise;
  paymentMethod: PaymentMethod;
  status: PaymentStatus;
  reason: string | null;
  lateAfterFailure: boolean;
  cardLast4: string | null;
  bankCode: string | null;
  vpa: string | null;
  couponCode: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What VpaCheck parses into (src/api/payment/schemas.ts). */
export type VpaCheck = { vpa: string; valid: boolean; name: string | null };

/** What FeeQuote parses into (src/api/payment/fee.ts). */
export type FeeQuote = {
  processingFeeId: string;
  amount: Paise;
  couponCode: string | null;
  discount: Paise;
  gstPercent: number;
  gst: Paise;
  total: Paise;
  paid: boolean;
};
