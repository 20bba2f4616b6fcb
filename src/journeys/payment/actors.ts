import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import {
  abandonPayment,
  getAmountPayable,
  getOtherBanks,
  getSupplierPayable,
  getPaymentHistory,
  getPaymentMethods,
  getPaymentsInFlight,
  getPaymentStatus,
  initiatePayment,
  resendPaymentOtp,
  validateVpa,
  verifyPaymentOtp,
} from '../../api/payment/payment.ts';
import type { MethodDetails } from '../../api/payment/schemas.ts';
import type { AmountPayable, Bank, Initiated, PaymentMethods, Transaction } from '../../../rules/payment/types.ts';
import { applyCoupon, getProcessingFee, payFeeWithCoupon } from '../../api/payment/fee.ts';
import { type FeeQuote } from '../../../rules/payment/types.ts';
import { getHome } from '../../api/home/get-home.ts';
import type { InitiateRequest } from '../../../machines/payment/payment.machine.ts';
import { flowHome, paymentPath } from '../../../machines/payment/paths.ts';
import { buildPath } from '../../../machines/routing/paths.ts';
import type { PaymentFlow, PaymentStart } from '../../../machines/payment/types.ts';
import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import { isApiError } from '../../api/errors.ts';
import { keepKeyInFlight, keyInFlight } from './attempt-store.ts';
import type { OtpResendInput, OtpResent, OtpVerifyInput } from '../../../machines/kit/otp-types.ts';

// The payment machine's calls, with what the browser knows at its start: a payment this tab
// started and has not seen finish (a reload while pending), or the gateway's return address; and
// what the lender knows: the payments still in flight (ADR 028), so a reload on any payment step,
// a Back from the gateway or another tab shows the payment under way instead of Pay Now.

export interface PaymentBrowser {
  /** The place the payment was opened from (its address). */
  flow: () => { flow: PaymentFlow; supplierId: string | null };
  /** The transaction id of the gateway's return (?transactionId=) or of a payment left pending. */
  resumeId: () => string | null;
  /** The transaction id of a payment's details opened by address (transaction-details?transactionId=). */
  detailsId: () => string | null;
  /** The site's origin, for the gateway's return address. */
  origin: () => string;
}

export function methodDetails(request: InitiateRequest): MethodDetails {
  const { values } = request;
  switch (request.method) {
    case 'DEBIT_CARD':
      return {
        method: 'DEBIT_CARD',
        cardNumber: values.cardNumber.replace(/\s/g, ''),
        expiry: values.expiry.trim(),
        cvv: values.cvv,
        saveCard: values.saveCard,
      };
    case 'NET_BANKING':
      return { method: 'NET_BANKING', bankCode: values.bankCode };
    case 'UPI':
      return { method: 'UPI', vpa: values.vpa.trim() };
  }
}

/** Where the gateway's page sends the browser back: this flow's methods screen, which resumes. */
export function returnAddress(flow: PaymentFlow, supplierId: string | null): string {
  return buildPath(paymentPath(flow, 'methods'), { id: supplierId });
}

export { flowHome };

/** The lender's answer to a key reused with another body (docs/api-contract.md, "Payments"). */
const KEY_REUSED_CODE = 'EPL-40901';

/** What a Pay asks for, without the card or the UPI id: the same summary after a reload reuses the key. */
export function payRequestSummary(request: InitiateRequest): string {
  const bank = request.method === 'NET_BANKING' ? request.values.bankCode : '';
  return [request.purpose, `${request.amount}p`, request.method, bank].join('|');
}

/**
 * Initiates with the attempt's key, stored before the call. A key left by a Pay this tab never saw
 * answered (a reload mid-call) is used instead when the request is the same: the lender replays that
 * payment rather than starting a second. If the lender says that key went with other details, this
 * is another payment and goes with its own key.
 */
async function initiateOnce(
  request: InitiateRequest,
  send: (idempotencyKey: string) => Promise<Initiated>,
): Promise<Initiated> {
  const summary = payRequestSummary(request);
  const carried = keyInFlight(request.flow, summary);
  const attempt = (idempotencyKey: string) => {
    keepKeyInFlight({ idempotencyKey, flow: request.flow, request: summary });
    return send(idempotencyKey);
  };
  if (!carried || carried === request.idempotencyKey) return attempt(request.idempotencyKey);
  try {
    return await attempt(carried);
  } catch (error) {
    if (isApiError(error) && error.code === KEY_REUSED_CODE) return attempt(request.idempotencyKey);
    throw error;
  }
}

/** The processing fee's payment still in flight (newest first, as the lender lists them), or null. */
export function pendingFeePayment(history: { payments: readonly Transaction[] }): Transaction | null {
  return (
    history.payments.find(
      (payment) =>
        payment.purpose === 'processingFee' && (payment.status === 'created' || payment.status === 'pending'),
    ) ?? null
  );
}

/** The purpose a place pays: its payment in flight is the one it resumes. */
const purposeOf = (flow: PaymentFlow): Transaction['purpose'] =>
  flow === 'processingFee' ? 'processingFee' : 'repayment';

/**
 * The payment to resume at the start: the gateway's return or the one this tab waited on, else the
 * newest payment in flight for this place's purpose, with what the lender says of it.
 */
export function paymentToResume(
  flow: PaymentFlow,
  known: string | null,
  inFlight: readonly Transaction[],
): PaymentStart['resume'] {
  const own = inFlight.filter((payment) => payment.purpose === purposeOf(flow));
  const transactionId = known ?? own[0]?.transactionId ?? null;
  if (transactionId === null) return null;
  return { transactionId, transaction: own.find((payment) => payment.transactionId === transactionId) ?? null };
}

/** The fee quoted with a resumed fee payment's coupon; null without one, or when it no longer applies. */
async function resumedFeeQuote(
  client: ApiClient,
  fee: FeeQuote | null,
  resumed: Transaction | null,
): Promise<FeeQuote | null> {
  const couponCode = resumed?.couponCode ?? null;
  if (!fee || couponCode === null) return null;
  return applyCoupon(client, { processingFeeId: fee.processingFeeId, couponCode }).catch(() => null);
}

/** The fee home says is due, read as the lender has it now; null when none is. */
async function dueFee(client: ApiClient): Promise<FeeQuote | null> {
  const { processingFeeDetails } = await getHome(client);
  return processingFeeDetails
    ? getProcessingFee(client, { processingFeeId: processingFeeDetails.processingFeeId })
    : null;
}

/** What is payable in this place: in a supplier's, what is owed for that supplier's spends (ADR 047). */
const payableIn = (client: ApiClient, place: { flow: PaymentFlow; supplierId: string | null }) =>
  place.flow === 'supplier' && place.supplierId
    ? getSupplierPayable(client, { supplierId: place.supplierId })
    : getAmountPayable(client);

export function createPaymentActors(client: ApiClient, browser: PaymentBrowser) {
  return {
    start: fromPromise<PaymentStart, void>(async () => {
      const place = browser.flow();
      const detailsId = browser.detailsId();
      const details = detailsId ? { transactionId: detailsId } : null;
      // A payment's details are shown as they are: nothing is resumed there.
      const inFlight = details ? [] : (await getPaymentsInFlight(client)).payments;
      const resume = details ? null : paymentToResume(place.flow, browser.resumeId(), inFlight);
      if (place.flow === 'processingFee') {
        const fee = await dueFee(client);
        const resumedFee = await resumedFeeQuote(client, fee, resume?.transaction ?? null);
        return { ...place, payable: null, fee, resumedFee, resume, details };
      }
      return { ...place, payable: await payableIn(client, place), fee: null, resumedFee: null, resume, details };
    }),
    applyCoupon: fromPromise(({ input }: { input: { processingFeeId: string; couponCode: string } }) =>
      applyCoupon(client, input),
    ),
    payFeeWithCoupon: fromPromise(({ input }: { input: { processingFeeId: string; couponCode: string } }) =>
      payFeeWithCoupon(client, input),
    ),
    getMethods: fromPromise<PaymentMethods, void>(() => getPaymentMethods(client)),
    getOtherBanks: fromPromise<{ banks: Bank[] }, void>(() => getOtherBanks(client)),
    validateVpa: fromPromise(({ input }: { input: { vpa: string } }) => validateVpa(client, input)),
    initiate: fromPromise(({ input }: { input: InitiateRequest }) =>
      initiateOnce(input, (idempotencyKey) =>
        initiatePayment(client, {
          purpose: input.purpose,
          amount: input.amount,
          details: methodDetails(input),
          returnUrl: `${browser.origin()}${returnAddress(input.flow, input.supplierId)}`,
          idempotencyKey,
          processingFee: input.processingFee ?? undefined,
          supplierId: input.flow === 'supplier' ? (input.supplierId ?? undefined) : undefined,
        }),
      ),
    ),
    checkStatus: fromPromise(({ input }: { input: { transactionId: string } }) => getPaymentStatus(client, input)),
    abandonPayment: fromPromise<{ transaction: Transaction }, { transactionId: string }>(({ input }) =>
      abandonPayment(client, input),
    ),
    getPayable: fromPromise<AmountPayable, void>(() => payableIn(client, browser.flow())),
    findPendingFee: fromPromise<Transaction | null, void>(async () =>
      pendingFeePayment(await getPaymentHistory(client)),
    ),
    otp: provideOtp<{ transaction: Transaction }>({
      verify: fromPromise<{ transaction: Transaction }, OtpVerifyInput>(({ input }) =>
        verifyPaymentOtp(client, { transactionId: input.request['transactionId'] ?? '', otp: input.otp }),
      ),
      resend: fromPromise<OtpResent, OtpResendInput>(async ({ input }) => {
        const answer = await resendPaymentOtp(client, { transactionId: input.request['transactionId'] ?? '' });
        return { sentTo: answer.sentTo };
      }),
    }),
  };
}
