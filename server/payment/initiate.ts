import * as v from 'valibot';
import type { SandboxDeps } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { UuidSchema } from '../kit/validation.ts';
import { drawdownsAt, drewAt, supplierDuesOf } from '../ledger/supplier-dues.ts';
import type { CustomerRow } from '../db/customers.ts';
import { findCreditAccount } from '../ledger/accounts.ts';
import { ledgerAt } from '../ledger/charges.ts';
import { duesOf } from '../ledger/dues.ts';
import { RupeesAsPaiseSchema, asPaise, rupees } from '../kit/money.ts';
import { assertFeePayment } from './fee-payment.ts';
import { expireStale, repaymentsInFlight } from './in-flight.ts';
import { issuePaymentOtp } from './payment-otp.ts';
import {
  ALL_BANK_CODES,
  PAYMENT_METHODS,
  PAYMENT_PAGE_PATH,
  PAYMENT_PURPOSES,
  PaymentErrorCodes,
  MINIMUM_PAYMENT,
  UNKNOWN_VPA_PREFIX,
  VPA_PATTERN,
  expiryValid,
  luhnValid,
} from './rules.ts';
import { insertPayment, paymentJson, type PaymentRow } from './store.ts';
import { REFERENCE_FIELD, issueReference } from '../providers/references.ts';
import { isReturnUrl } from '../providers/return-url.ts';

// POST /v2/repayment/initiate-transaction: the §3 repayment payload (method, amount, and the
// card or UPI details) starts a payment and says what the customer does next: the card's OTP,
// the gateway's page (a form the app posts), or the UPI app's collect request.

export const InitiateSchema = v.strictObject({
  purpose: v.picklist(PAYMENT_PURPOSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  returnUrl: v.pipe(v.string(), v.maxLength(2000), v.check(isReturnUrl, 'must be a path or an http(s) address')),
  // §3 "coupon code and processing fee id": a processing fee payment names its fee and coupon.
  processingFee: v.optional(
    v.strictObject({
      processingFeeId: v.pipe(v.string(), v.maxLength(40)),
      couponCode: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
    }),
  ),
  // A repayment from a supplier's page (isSupplierFlow): it pays that supplier's drawdowns first (ADR 047).
  supplierId: v.optional(UuidSchema),
  repaymentDTO: v.strictObject({
    // Rupees on the wire, paise from here on (a third decimal is refused as not an amount).
    amount: RupeesAsPaiseSchema,
    nbfcPgPaymentId: v.optional(v.nullable(v.string())),
    cardInfo: v.optional(
      v.strictObject({
        cardNumber: v.pipe(v.string(), v.regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
        cvv: v.pipe(v.string(), v.regex(/^\d{3}$/, 'must be 3 digits')),
        expiry: v.string(),
        saveCard: v.boolean(),
      }),
    ),
    upiInfo: v.optional(v.strictObject({ vpa: v.string() })),
    bankCode: v.optional(v.string()),
  }),
});

export type InitiateInput = v.InferOutput<typeof InitiateSchema>;

const unprocessable = (code: string, message: string) => new HttpError(422, code, message);

/**
 * The amount against the rules, inside the transaction that records the payment: a repayment may
 * not exceed the due less the repayments already in flight (their reservations), so payments
 * started together can never pay more than is owed; a fee is paid by one payment at a time.
 */
function assertAmount(deps: SandboxDeps, customer: CustomerRow, input: InitiateInput): void {
  const { amount } = input.repaymentDTO;
  const at = isoAt(deps.now());
  if (amount <= 0) {
    throw unprocessable(PaymentErrorCodes.amountOutOfRange, 'body.repaymentDTO.amount: must be above ₹0');
  }
  if (input.purpose === 'processingFee') {
    assertFeePayment(deps.db, customer.id, input.processingFee, amount, at);
    return;
  }
  const account = findCreditAccount(deps.db, customer.id);
  if (!account) throw new HttpError(404, PaymentErrorCodes.noCreditAccount, 'You have no active credit line yet.');
  const dues = duesOf(account, ledgerAt(deps.db, account, at));
  expireStale(deps.db, customer.id, at);
  const held = repaymentsInFlight(deps.db, customer.id);
  const payableNow = Math.max(0, dues.totalDue - held);
  if (held > 0 && amount > payableNow) {
    throw new HttpError(
      409,
      PaymentErrorCodes.dueReservedInFlight,
      `Payments in progress already cover ${rupees(held)} of your ${rupees(dues.totalDue)} due, so you can pay ` +
        `at most ${rupees(asPaise(payableNow))} now. Please wait for them to finish.`,
    );
  }
  const floor = asPaise(Math.min(MINIMUM_PAYMENT, payableNow));
  if (amount < floor || amount > payableNow) {
    throw unprocessable(
      PaymentErrorCodes.amountOutOfRange,
      `body.repaymentDTO.amount: must be between ${rupees(floor)} and the total due, ${rupees(dues.totalDue)}`,
    );
  }
  if (input.supplierId === undefined) return;
  // A supplier's repayment names a supplier this line paid, and pays no more than is owed for it.
  if (!drewAt(deps.db, account, input.supplierId)) throw notFound('There is no such supplier.');
  const { owed } = supplierDuesOf(drawdownsAt(deps.db, account, at, input.supplierId));
  if (amount > owed) {
    throw unprocessable(
      PaymentErrorCodes.amountOutOfRange,
      `body.repaymentDTO.amount: must be at most what is owed for this supplier, ${rupees(owed)}`,
    );
  }
}

function assertMethodDetails(deps: SandboxDeps, input: InitiateInput): void {
  const { cardInfo, upiInfo, bankCode } = input.repaymentDTO;
  if (input.paymentMethod === 'DEBIT_CARD') {
    if (!cardInfo)
      throw unprocessable(PaymentErrorCodes.invalidCard, 'body.repaymentDTO.cardInfo: required for a card');
    if (!luhnValid(cardInfo.cardNumber)) {
      throw unprocessable(
        PaymentErrorCodes.invalidCard,
        'body.repaymentDTO.cardInfo.cardNumber: not a valid card number',
      );
    }
    if (!expiryValid(cardInfo.expiry, new Date(deps.now()))) {
      throw unprocessable(PaymentErrorCodes.invalidCard, 'body.repaymentDTO.cardInfo.expiry: the card has expired');
    }
  }
  if (input.paymentMethod === 'UPI' && (!upiInfo || !VPA_PATTERN.test(upiInfo.vpa))) {
    throw unprocessable(PaymentErrorCodes.invalidVpa, 'body.repaymentDTO.upiInfo.vpa: not a UPI id');
  }
  if (input.paymentMethod === 'UPI' && upiInfo?.vpa.startsWith(UNKNOWN_VPA_PREFIX)) {
    throw unprocessable(PaymentErrorCodes.invalidVpa, 'This UPI id is not registered with any bank.');
  }
  if (input.paymentMethod === 'NET_BANKING' && (!bankCode || !ALL_BANK_CODES.has(bankCode))) {
    throw new HttpError(400, 'EPL-40000', 'body.repaymentDTO.bankCode: choose one of the listed banks');
  }
}

export type NextStep =
  | { kind: 'otp'; sentTo: string }
  | {
      kind: 'form';
      form: { method: 'POST'; action: string; headers: Record<string, string>; content: Record<string, string> };
    }
  | { kind: 'collect'; vpa: string };

/** Starts the payment; the caller holds the transaction and keeps the answer under its key. */
export function initiatePayment(deps: SandboxDeps, customer: CustomerRow, input: InitiateInput, origin: string) {
  assertAmount(deps, customer, input);
  assertMethodDetails(deps, input);
  const { cardInfo, upiInfo, bankCode } = input.repaymentDTO;
  const payment: PaymentRow = insertPayment(deps.db, {
    customerId: customer.id,
    purpose: input.purpose,
    amount: input.repaymentDTO.amount,
    method: input.paymentMethod,
    status: input.paymentMethod === 'UPI' ? 'pending' : 'created',
    // Only the last four digits are kept; the CVV is never stored.
    cardLast4: cardInfo ? cardInfo.cardNumber.slice(-4) : null,
    bankCode: bankCode ?? null,
    vpa: upiInfo?.vpa ?? null,
    returnUrl: input.returnUrl,
    ...(input.purpose === 'processingFee' && input.processingFee ? { fee: input.processingFee } : {}),
    ...(input.purpose === 'repayment' && input.supplierId !== undefined ? { supplierId: input.supplierId } : {}),
    at: isoAt(deps.now()),
  });
  let next: NextStep;
  if (input.paymentMethod === 'DEBIT_CARD') {
    issuePaymentOtp(deps, payment.id, customer.phone);
    next = { kind: 'otp', sentTo: customer.phone };
  } else if (input.paymentMethod === 'NET_BANKING') {
    next = {
      kind: 'form',
      form: {
        method: 'POST',
        action: `${origin}${PAYMENT_PAGE_PATH}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        // The gateway acts on this payment only with the reference issued for it here.
        content: {
          transactionId: payment.id,
          bankCode: bankCode ?? '',
          [REFERENCE_FIELD]: issueReference(deps, 'payment', payment.id),
        },
      },
    };
  } else {
    // The collect request reaches the customer's UPI app with its own reference (the app's link: /__sandbox).
    issueReference(deps, 'payment', payment.id);
    next = { kind: 'collect', vpa: upiInfo?.vpa ?? '' };
  }
  return { transaction: paymentJson(payment), next };
}
