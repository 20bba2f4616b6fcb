import * as v from 'valibot';
import { callsWith } from '../../../api/call.ts';
import { wireRupeesFromPaise, type Paise } from '../../../../rules/money/paise.ts';
import {
  linkSchema,
  mpinStateSchema,
  payoutMethodsSchema,
  processedSchema,
  quoteSchema,
  resentSchema,
  spendAnswerSchema,
} from './schemas.ts';

// The spend calls (docs/api-contract.md, "Spends"): the review's figures, the spend created with
// its idempotency key (its invoices' files in the same multipart body), sent for confirmation, its
// status read, cancelled, delivery confirmed; the payment link. §8: each answers its caller.
const own = callsWith({ errors: 'hidden' });

const id = (value: string) => encodeURIComponent(value);

/** POST /v1/customer/transaction: what a spend of `amount` would leave, and the agreement's terms. */
export const quoteSpend = own.call('post', quoteSchema, (input: { amount: Paise; supplierId: string | null }) => ({
  path: '/v1/customer/transaction',
  body: {
    amount: wireRupeesFromPaise(input.amount),
    ...(input.supplierId === null ? {} : { supplierId: input.supplierId }),
  },
}));

/** A spend's `details` as the lender reads them (amounts in wire rupees). */
export interface SpendDetails {
  channel: 'quick' | 'invoice' | 'scanpay' | 'link';
  supplierId?: string;
  amount: Paise;
  invoices: { number: string; date: string; amount: Paise }[];
  note?: string;
  vpa?: string;
  payeeName?: string;
  merchantCode?: string;
  linkId?: string;
}

const detailsJson = (details: SpendDetails) => ({
  ...details,
  amount: wireRupeesFromPaise(details.amount),
  invoices: details.invoices.map((invoice) => ({ ...invoice, amount: wireRupeesFromPaise(invoice.amount) })),
});

const createCall = own.call(
  'post',
  spendAnswerSchema,
  (input: { details: SpendDetails; files: readonly (File | null)[] }) => {
    const path = '/v1/customer/multi-invoice-transaction';
    if (input.files.every((file) => file === null)) return { path, body: detailsJson(input.details) };
    const form = new FormData();
    form.set('details', JSON.stringify(detailsJson(input.details)));
    // Each file under its invoice's index: invoice0 is the first invoice's document.
    input.files.forEach((file, index) => {
      if (file) form.set(`invoice${index}`, file, file.name);
    });
    return { path, form };
  },
);

/**
 * POST /v1/customer/multi-invoice-transaction with Idempotency-Key: the spend, its amount held.
 * The same key again answers the spend it created, never a second one.
 */
export function createSpend(
  client: Parameters<typeof createCall>[0],
  input: { details: SpendDetails; files: readonly (File | null)[]; idempotencyKey: string },
) {
  return createCall(client, input, { idempotencyKey: input.idempotencyKey });
}

/** GET /v1/customer/transaction/payment-method: the ways a created spend can be paid out. */
export const spendPayoutMethods = own.call('get', payoutMethodsSchema, (input: { transactionId: string }) => ({
  path: '/v1/customer/transaction/payment-method',
  searchParams: { transactionId: input.transactionId },
}));

/** POST /v1/customer/process-payment: how it is paid out and confirmed; an OTP goes out (asked again, a resend). */
export const processSpend = own.call(
  'post',
  processedSchema,
  (input: { transactionId: string; paymentMethod: 'BANK_TRANSFER' | 'UPI'; confirmWith: 'OTP' | 'MPIN' }) => ({
    path: '/v1/customer/process-payment',
    body: input,
  }),
);

export const verifySpendOtp = own.call('post', spendAnswerSchema, (input: { transactionId: string; otp: string }) => ({
  path: '/v1/customer/verify-payment-otp',
  body: input,
}));

export const resendSpendOtp = own.call('post', resentSchema, (input: { transactionId: string }) => ({
  path: '/v1/customer/resend-payment-otp',
  body: input,
}));

/** GET /v1/customer/transaction/{id}/payments-details: the spend as the rails leave it now. */
export const readSpend = own.call('get', spendAnswerSchema, (input: { transactionId: string }) => ({
  path: `/v1/customer/transaction/${id(input.transactionId)}/payments-details`,
}));

/** PATCH /v1/customer/{id}/cancel: its hold released; 409 once settled. */
export const cancelSpend = own.call('patch', spendAnswerSchema, (input: { transactionId: string }) => ({
  path: `/v1/customer/${id(input.transactionId)}/cancel`,
}));

/** PATCH /v1/customer/{id}/delivery-update/{marketplaceId}: the order on hold is released to the rails. */
export const updateDelivery = own.call(
  'patch',
  spendAnswerSchema,
  (input: { transactionId: string; marketplaceId: string }) => ({
    path: `/v1/customer/${id(input.transactionId)}/delivery-update/${id(input.marketplaceId)}`,
  }),
);

/** POST /v1/customer/payment/link: the spend a supplier's or marketplace's link opens. */
export const readLink = own.call('post', linkSchema, (input: { linkId: string }) => ({
  path: '/v1/customer/payment/link',
  body: input,
}));

/** GET /v1/scanpay/mpin: whether the mPIN is set. */
export const readMpin = own.bare('get', mpinStateSchema, '/v1/scanpay/mpin');

/** POST /v1/scanpay/mpin: set once, 4 or 6 digits. The mPIN goes in this body and nowhere else. */
export const setMpin = own.call('post', mpinStateSchema, (input: { mpin: string }) => ({
  path: '/v1/scanpay/mpin',
  body: input,
}));

/** POST /v1/scanpay/mpin-verify: the mPIN confirms the spend (as verify-payment-otp). */
export const verifyMpin = own.call('post', spendAnswerSchema, (input: { transactionId: string; mpin: string }) => ({
  path: '/v1/scanpay/mpin-verify',
  body: input,
}));

export type SpendAnswer = v.InferOutput<typeof spendAnswerSchema>;
