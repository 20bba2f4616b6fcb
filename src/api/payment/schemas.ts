import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import type { Paise } from '../../../rules/money/paise.ts';
import { wirePaiseAtLeastZero } from '../wire-money.ts';
import { loanReferenceSchema } from '../loan-reference.ts';
import { PAYMENT_STATUSES, PAYMENT_METHODS, PAYMENT_PURPOSES } from '../../../rules/payment/types.ts';
import type {
  PaymentPurpose,
  AmountPayable,
  Bank,
  Initiated,
  PaymentForm,
  PaymentMethods,
  Transaction,
  VpaCheck,
} from '../../../rules/payment/types.ts';
import type { Assert, Equal } from '../same-type.ts';

// The payment calls' answers (§7 Mandate and repayment, Customer; docs/api-contract.md "Payments").

const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * What the credit line owes. Repayments started and not yet answered are held against the due
 * (pendingRepayments), so payableNow is the most a new repayment may be; a repayment confirmed
 * after the due was met is a creditBalance, money the lender owes back by creditBalanceRefundBy.
 */
export const amountPayableSchema = v.object({
  loanId: v.string(),
  // Null only for a line opened without a loan agreement (a QA shortcut).
  loanReference: v.nullable(loanReferenceSchema),
  creditLimit: wirePaiseAtLeastZero,
  used: wirePaiseAtLeastZero,
  available: wirePaiseAtLeastZero,
  totalDue: wirePaiseAtLeastZero,
  minimumDue: wirePaiseAtLeastZero,
  nextDueDate: v.nullable(v.string()),
  pendingRepayments: wirePaiseAtLeastZero,
  payableNow: wirePaiseAtLeastZero,
  creditBalance: wirePaiseAtLeastZero,
  creditBalanceRefundBy: v.nullable(isoDay),
});
type _AmountPayableIsRules = Assert<Equal<AmountPayable, v.InferOutput<typeof amountPayableSchema>>>;

export const bankSchema = v.object({ code: v.string(), name: v.string() });
type _BankIsRules = Assert<Equal<Bank, v.InferOutput<typeof bankSchema>>>;

export const paymentMethodsSchema = v.object({
  methods: v.array(v.object({ code: v.picklist(PAYMENT_METHODS), label: v.string() })),
  banks: v.array(bankSchema),
});
type _PaymentMethodsIsRules = Assert<Equal<PaymentMethods, v.InferOutput<typeof paymentMethodsSchema>>>;

export const otherBanksSchema = v.object({ banks: v.array(bankSchema) });

export const vpaCheckSchema = v.object({ vpa: v.string(), valid: v.boolean(), name: v.nullable(v.string()) });
type _VpaCheckIsRules = Assert<Equal<VpaCheck, v.InferOutput<typeof vpaCheckSchema>>>;

export const transactionSchema = v.object({
  transactionId: nonEmptyString,
  purpose: v.picklist(PAYMENT_PURPOSES),
  amount: wirePaiseAtLeastZero,
  paymentMethod: v.picklist(PAYMENT_METHODS),
  status: v.picklist(PAYMENT_STATUSES),
  reason: v.nullable(v.string()),
  lateAfterFailure: v.boolean(),
  cardLast4: v.nullable(v.string()),
  bankCode: v.nullable(v.string()),
  vpa: v.nullable(v.string()),
  /** A fee payment's coupon (null without one, or on a repayment). */
  couponCode: v.optional(v.nullable(v.string()), null),
  createdAt: v.string(),
  updatedAt: v.string(),
});
type _TransactionIsRules = Assert<Equal<Transaction, v.InferOutput<typeof transactionSchema>>>;

/** §3 "form details for a third-party payment page": method, action url, headers, content. */
export const paymentFormSchema = v.object({
  method: v.literal('POST'),
  action: v.pipe(v.string(), v.url()),
  headers: v.record(v.string(), v.string()),
  content: v.record(v.string(), v.string()),
});
type _PaymentFormIsRules = Assert<Equal<PaymentForm, v.InferOutput<typeof paymentFormSchema>>>;

export const nextStepSchema = v.variant('kind', [
  v.object({ kind: v.literal('otp'), sentTo: v.string() }),
  v.object({ kind: v.literal('form'), form: paymentFormSchema }),
  v.object({ kind: v.literal('collect'), vpa: v.string() }),
]);
export type NextStep = v.InferOutput<typeof nextStepSchema>;

export const initiatedSchema = v.object({ transaction: transactionSchema, next: nextStepSchema });
type _InitiatedIsRules = Assert<Equal<Initiated, v.InferOutput<typeof initiatedSchema>>>;

export const transactionAnswerSchema = v.object({ transaction: transactionSchema });

/** The abandon answer: the payment, ended (failed with the reason: abandoned, or expired before it). */
export const abandonedSchema = v.object({
  transaction: v.object({ ...transactionSchema.entries, status: v.literal('failed') }),
});

export const historySchema = v.object({ payments: v.array(transactionSchema) });

export const resentSchema = v.object({ sentTo: v.string() });

/** What the customer chose to pay with: only the chosen method's details are sent. */
export type MethodDetails =
  | { method: 'DEBIT_CARD'; cardNumber: string; expiry: string; cvv: string; saveCard: boolean }
  | { method: 'NET_BANKING'; bankCode: string }
  | { method: 'UPI'; vpa: string };

export interface InitiateInput {
  purpose: PaymentPurpose;
  amount: Paise;
  details: MethodDetails;
  returnUrl: string;
  /** One per attempt: the same key is sent again on a retry, so the payment is made once. */
  idempotencyKey: string;
  /** §3 "coupon code and processing fee id": what a processing fee payment pays. */
  processingFee?: { processingFeeId: string; couponCode: string | null } | undefined;
  /** A repayment from a supplier's page: it pays that supplier's drawdowns first (ADR 047). */
  supplierId?: string | undefined;
}
