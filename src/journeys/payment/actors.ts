import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import {
  getAmountPayable,
  getOtherBanks,
  getPaymentMethods,
  getPaymentStatus,
  initiatePayment,
  resendPaymentOtp,
  validateVpa,
  verifyPaymentOtp,
} from '../../api/payment/payment.ts';
import type { Bank, MethodDetails, PaymentMethods, Transaction } from '../../api/payment/schemas.ts';
import type { InitiateRequest } from '../../../machines/payment/payment.machine.ts';
import { flowHome, paymentPath } from '../../../machines/payment/paths.ts';
import type { PaymentFlow, PaymentStart } from '../../../machines/payment/types.ts';
import { provideOtp } from '../../../machines/otp/otp.machine.ts';
import type { OtpResendInput, OtpResent, OtpVerifyInput } from '../../../machines/otp/types.ts';

// The payment machine's calls, with what the browser knows at its start: a payment this tab
// started and has not seen finish (a reload while pending), or the gateway's return address.

export interface PaymentBrowser {
  /** The place the payment was opened from (its address). */
  flow: () => { flow: PaymentFlow; supplierId: string | null };
  /** The transaction id of the gateway's return (?transactionId=) or of a payment left pending. */
  resumeId: () => string | null;
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
  const path = paymentPath(flow, 'methods');
  return flow === 'supplier' ? path.replace(':supplierId', encodeURIComponent(supplierId ?? '')) : path;
}

export { flowHome };

export function createPaymentActors(client: ApiClient, browser: PaymentBrowser) {
  return {
    start: fromPromise<PaymentStart, void>(async () => {
      const payable = await getAmountPayable(client);
      const resumeId = browser.resumeId();
      return { ...browser.flow(), payable, resume: resumeId ? { transactionId: resumeId } : null };
    }),
    getMethods: fromPromise<PaymentMethods, void>(() => getPaymentMethods(client)),
    getOtherBanks: fromPromise<{ banks: Bank[] }, void>(() => getOtherBanks(client)),
    validateVpa: fromPromise(({ input }: { input: { vpa: string } }) => validateVpa(client, input)),
    initiate: fromPromise(({ input }: { input: InitiateRequest }) =>
      initiatePayment(client, {
        purpose: input.purpose,
        amount: input.amount,
        details: methodDetails(input),
        returnUrl: `${browser.origin()}${returnAddress(input.flow, input.supplierId)}`,
        idempotencyKey: input.idempotencyKey,
      }),
    ),
    checkStatus: fromPromise(({ input }: { input: { transactionId: string } }) => getPaymentStatus(client, input)),
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
