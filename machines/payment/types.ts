import type { AmountPayable, FeeQuote, Transaction } from '../../rules/payment/types.ts';

export type { AmountChoice } from '../../rules/payment/amount.ts';
export type {
  AmountPayable,
  Bank,
  FeeQuote,
  Initiated,
  PaymentForm,
  PaymentMethod,
  PaymentMethods,
  Transaction,
  VpaCheck,
} from '../../rules/payment/types.ts';

/**
 * Where the payment started: each place has its own addresses (§2) and goes back there when done.
 * The processing fee is a place of its own under /dashboard (processing-fee, processing-fee-result).
 */
export const PAYMENT_FLOWS = ['dashboard', 'creditStatement', 'supplier', 'processingFee'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];
/** The places a repayment starts from: Pay Now is theirs (the processing fee has its breakup instead). */
export const REPAYMENT_FLOWS = ['dashboard', 'creditStatement', 'supplier'] as const satisfies readonly PaymentFlow[];

export interface PaymentInput {
  /** Random per actor: each attempt's idempotency key is this and the attempt's number. */
  keySeed: string;
  /** When the payment opened (epoch ms): a card's expiry is judged against it. */
  openedAt: number;
}

/**
 * What the journey reads when it starts: the place it was opened from (the address), what is
 * owed, a payment to resume (a reload while pending, the gateway's return) and a payment whose
 * details were asked for by address (a link to transaction-details?transactionId=).
 */
export interface PaymentStart {
  flow: PaymentFlow;
  /** The supplier of /supplier/:id/payment-history (the supplier flow only). */
  supplierId: string | null;
  /** What the credit line owes (the repayment places); null for the processing fee. */
  payable: AmountPayable | null;
  /** The processing fee due, before any coupon (the processing fee place); null when none is. */
  fee: FeeQuote | null;
  /**
   * A payment to resume: the gateway's return, the one this tab waited on, or the lender's payment
   * in flight for this place (ADR 028), with what the lender said of it when it is known.
   */
  resume: { transactionId: string; transaction: Transaction | null } | null;
  /** The fee quoted with the coupon of the fee payment resumed, so Try again pays it the same way. */
  resumedFee: FeeQuote | null;
  /** A known payment to show as it is: read once, never resumed (its status is not waited on). */
  details: { transactionId: string } | null;
}

export { EMPTY_METHOD_VALUES, type MethodField, type MethodValues } from '../../rules/payment/payment-form.ts';
