import { wireRupeesFromPaise, type Paise } from '../../../rules/money/paise.ts';
import { callsWith } from '../call.ts';
import {
  abandonedSchema,
  amountPayableSchema,
  historySchema,
  initiatedSchema,
  otherBanksSchema,
  paymentMethodsSchema,
  resentSchema,
  transactionAnswerSchema,
  vpaCheckSchema,
  type InitiateInput,
  type MethodDetails,
} from './schemas.ts';
import { type Initiated } from '../../../rules/payment/types.ts';

// The payment calls. §8: payment and payment-OTP calls return their result to the caller (no
// popup); the screens show the problem beside the way on. 'hidden' keeps the 401 logout.
const own = callsWith({ errors: 'hidden' });

/** GET /v1/customer/transaction: the amount payable (total due, minimum due, next due date). */
export const getAmountPayable = own.bare('get', amountPayableSchema, '/v1/customer/transaction');

/** GET /v1/customer/transaction?supplierId=: the same, its dues what is owed for that supplier's spends (ADR 047). */
export const getSupplierPayable = own.call('get', amountPayableSchema, (input: { supplierId: string }) => ({
  path: '/v1/customer/transaction',
  searchParams: { supplierId: input.supplierId },
}));

/** GET /v1/customer/transaction/payment-method: the methods and the popular net-banking banks. */
export const getPaymentMethods = own.bare('get', paymentMethodsSchema, '/v1/customer/transaction/payment-method');

/** POST /v1/repayment/other-banks: the banks behind "Other banks". */
export const getOtherBanks = own.bare('post', otherBanksSchema, '/v1/repayment/other-banks');

/** POST /v1/scanpay/validate-vpa: whether a UPI id exists, and its holder's name. */
export const validateVpa = own.call('post', vpaCheckSchema, (input: { vpa: string }) => ({
  path: '/v1/scanpay/validate-vpa',
  body: { vpa: input.vpa },
}));

/**
 * §3 repayment payload: the amount as the wire's rupees (12802 paise go as 128.02, exactly) and the
 * method's details only (the CVV goes here and nowhere else).
 */
function repaymentDto(paise: Paise, details: MethodDetails) {
  const amount = wireRupeesFromPaise(paise);
  switch (details.method) {
    case 'DEBIT_CARD':
      return {
        amount,
        cardInfo: {
          cardNumber: details.cardNumber,
          cvv: details.cvv,
          expiry: details.expiry,
          saveCard: details.saveCard,
        },
      };
    case 'NET_BANKING':
      return { amount, bankCode: details.bankCode };
    case 'UPI':
      return { amount, upiInfo: { vpa: details.vpa } };
  }
}

const initiateCall = own.call('post', initiatedSchema, (input: Omit<InitiateInput, 'idempotencyKey'>) => ({
  path: '/v2/repayment/initiate-transaction',
  body: {
    purpose: input.purpose,
    paymentMethod: input.details.method,
    returnUrl: input.returnUrl,
    ...(input.processingFee ? { processingFee: input.processingFee } : {}),
    ...(input.supplierId ? { supplierId: input.supplierId } : {}),
    repaymentDTO: repaymentDto(input.amount, input.details),
  },
}));

/** POST /v2/repayment/initiate-transaction with the attempt's Idempotency-Key. */
export function initiatePayment(client: Parameters<typeof initiateCall>[0], input: InitiateInput): Promise<Initiated> {
  const { idempotencyKey, ...rest } = input;
  return initiateCall(client, rest, { idempotencyKey });
}

/** GET /v1/customer/payments-in-flight: the payments created or pending, newest first (ADR 028). */
export const getPaymentsInFlight = own.bare('get', historySchema, '/v1/customer/payments-in-flight');

/** GET /v1/customer/transaction/{id}/payments-details: the payment's status, re-read, never guessed. */
export const getPaymentStatus = own.call('get', transactionAnswerSchema, (input: { transactionId: string }) => ({
  path: `/v1/customer/transaction/${encodeURIComponent(input.transactionId)}/payments-details`,
}));

/** POST /v1/customer/verify-payment-otp (§3 Payment OTP verify). */
export const verifyPaymentOtp = own.call(
  'post',
  transactionAnswerSchema,
  (input: { transactionId: string; otp: string }) => ({
    path: '/v1/customer/verify-payment-otp',
    body: { transactionId: input.transactionId, otp: input.otp },
  }),
);

/**
 * POST /v1/customer/transaction/{id}/abandon: ends a payment not yet at the bank (a card awaiting its
 * OTP), releasing what it held; 409 EPL-40943 once it is at the bank. Abandoning twice answers the same.
 */
export const abandonPayment = own.call('post', abandonedSchema, (input: { transactionId: string }) => ({
  path: `/v1/customer/transaction/${encodeURIComponent(input.transactionId)}/abandon`,
}));

/** POST /v1/customer/resend-payment-otp. */
export const resendPaymentOtp = own.call('post', resentSchema, (input: { transactionId: string }) => ({
  path: '/v1/customer/resend-payment-otp',
  body: { transactionId: input.transactionId },
}));

/** GET /v2/customer/transaction-details: every payment, newest first. */
export const getPaymentHistory = own.bare('get', historySchema, '/v2/customer/transaction-details');
