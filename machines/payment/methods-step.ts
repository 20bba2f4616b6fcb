import { withError, withOutput } from '../event-params.ts';
import { COVERED_BY_PAYMENTS_IN_PROGRESS } from '../../src/api/payment/rules.ts';
import { ZERO_PAISE } from '../../src/api/wire-money.ts';
import { byAddress, screenAt } from './paths.ts';
import type { Initiated, Transaction } from './types.ts';
import type { PaymentStep } from './payment-step.ts';
import type { PaymentContext } from './payment.machine.ts';

// Payment Methods (§2 payment-methods; the processing fee's on processing-fee): Debit Card, Net
// Banking (with other banks) or UPI, and Pay; then the card's OTP, the gateway's page or the UPI
// app, and the status read until the bank answers. One subtree for every place (ADR 030): what
// differs by place is the lender's refusal when money is already in flight, which names itself.

type Ctx = { context: PaymentContext };

/** The lender's 409s when money already in flight is held against the due (docs/api-contract.md, "Payments"). */
export const FEE_IN_FLIGHT = 'EPL-40940';
/** Abandon refused: the payment reached the bank (or went through) meanwhile, so it is waited for. */
export const PAYMENT_AT_BANK = 'EPL-40943';

export const refusedWith = (code: string) =>
  ({
    type: 'refusedWith',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, code }),
  }) as const;

const nextIs = (kind: Initiated['next']['kind']) =>
  ({
    type: 'nextIs',
    params: ({ event }: { event: { output: Initiated } }) => ({ answer: event.output, kind }),
  }) as const;

export const stepIs = (step: PaymentStep) =>
  ({
    type: 'stepIs',
    params: ({ event }: { event: { output: { transaction: Transaction } } }) => ({ answer: event.output, step }),
  }) as const;

const otpAwaited = {
  type: 'otpAwaited',
  params: ({ event }: { event: { output: { transaction: Transaction } } }) => event.output,
} as const;

export const callInput = ({ context }: Ctx) => ({ transactionId: context.transaction?.transactionId ?? '' });

/** The processing fee's payment pays the fee's total with the coupon the lender quoted. */
const initiateInput = ({ context }: Ctx) => ({
  purpose: context.flow === 'processingFee' ? ('processingFee' as const) : ('repayment' as const),
  processingFee:
    context.flow === 'processingFee' && context.fee
      ? { processingFeeId: context.fee.processingFeeId, couponCode: context.fee.couponCode }
      : null,
  amount: context.amount ?? ZERO_PAISE,
  method: context.method,
  values: context.values,
  flow: context.flow,
  supplierId: context.supplierId,
  idempotencyKey: context.attemptKey ?? '',
});

export type InitiateRequest = ReturnType<typeof initiateInput>;

export const methodsState = {
  id: 'methods',
  route: byAddress('methods'),
  meta: screenAt('methods'),
  initial: 'loading',
  states: {
    // The Loader while the methods and banks are read.
    loading: {
      invoke: {
        id: 'getMethods',
        src: 'getMethods',
        onDone: { target: 'choosing', actions: withOutput('keepMethods') },
        onError: { target: 'loadFailed', actions: withError('showCallError') },
      },
    },
    // "We could not load the payment methods" with Retry.
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    // The three methods, the chosen one's fields, and Pay (ignored while a payment starts).
    choosing: {
      on: {
        SELECT_METHOD: { actions: 'selectMethod' },
        CHANGE: { actions: 'changeValue' },
        SAVE_CARD: { actions: 'saveCard' },
        SHOW_OTHER_BANKS: { guard: 'otherBanksUnread', target: 'otherBanks' },
        VERIFY_VPA: [
          { guard: 'vpaCheckable', target: 'verifyingVpa', actions: 'clearError' },
          { actions: { type: 'showErrors', params: { fields: ['vpa'] } } },
        ],
        PAY: [
          { guard: 'detailsValid', target: 'starting', actions: ['clearError', 'ensureKey'] },
          { actions: 'showMethodErrors' },
        ],
        // Back to the amount: the fee's breakup for the processing fee, else Pay Now.
        BACK: [
          { guard: 'forFee', target: '#payment.fee', actions: 'clearError' },
          { target: '#payNow', actions: 'clearError' },
        ],
      },
    },
    // "Other banks" loading under the bank list.
    otherBanks: {
      invoke: {
        id: 'getOtherBanks',
        src: 'getOtherBanks',
        onDone: { target: 'choosing', actions: withOutput('keepOtherBanks') },
        onError: { target: 'choosing', actions: withError('showCallError') },
      },
    },
    // Verify is busy while the UPI id is looked up.
    verifyingVpa: {
      invoke: {
        id: 'validateVpa',
        src: 'validateVpa',
        input: ({ context }: Ctx) => ({ vpa: context.values.vpa.trim() }),
        onDone: [
          { guard: withOutput('vpaKnown'), target: 'choosing', actions: withOutput('keepVpaName') },
          { target: 'choosing', actions: 'showVpaUnknown' },
        ],
        onError: { target: 'choosing', actions: withError('showCallError') },
      },
    },
    // Pay is busy while the payment starts (a second tap does nothing; the key makes a resend safe).
    starting: {
      invoke: {
        id: 'initiate',
        src: 'initiate',
        input: initiateInput,
        onDone: [
          { guard: nextIs('otp'), target: 'otp', actions: withOutput('keepStarted') },
          { guard: nextIs('form'), target: 'leaving', actions: withOutput('keepStarted') },
          { target: 'processing', actions: withOutput('keepStarted') },
        ],
        onError: [
          // The lender holds payments in progress against what is owed: the fee has one
          // already, or repayments in progress cover part of this amount (issue 27).
          { guard: refusedWith(FEE_IN_FLIGHT), target: 'findingPending', actions: 'clearError' },
          { guard: refusedWith(COVERED_BY_PAYMENTS_IN_PROGRESS), target: 'rereadingDue', actions: 'clearError' },
          // The details and the key stay: Pay again resends the same attempt.
          { target: 'choosing', actions: withError('showCallError') },
        ],
      },
    },
    // A second fee payment while one is in flight is refused: the Loader while the pending one is
    // looked up in the payments. Paying again is not offered: it would be refused.
    findingPending: {
      invoke: {
        id: 'findPendingFee',
        src: 'findPendingFee',
        onDone: [
          { guard: withOutput('found'), target: 'alreadyPending', actions: withOutput('keepPending') },
          // It ended between the refusal and the look-up: Pay may be tried again.
          { target: 'choosing', actions: 'showPendingEnded' },
        ],
        onError: { target: 'choosing', actions: withError('showCallError') },
      },
    },
    // "A payment for this fee is already in progress": Wait for it (its status is read, as for a
    // UPI payment left pending), or Back to dashboard.
    alreadyPending: {
      on: { WAIT: { target: 'processing' }, DONE: { target: '#payment.finished' } },
    },
    // Repayments in progress cover part of the amount: the Loader while what may be paid now is
    // read again; Pay Now then says so on the amount field, where a smaller amount may be chosen.
    rereadingDue: {
      invoke: {
        id: 'rereadDue',
        src: 'getPayable',
        onDone: { target: '#payNow', actions: [withOutput('keepPayable'), 'showAmountCovered'] },
        onError: { target: '#payNow', actions: 'showAmountCovered' },
      },
    },
    // The card's OTP: the otp child's boxes, Resend after 30 s.
    otp: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }: Ctx) => ({
          request: { transactionId: context.transaction?.transactionId ?? null },
          sentTo: context.otpSentTo,
          callErrors: 'alert' as const,
        }),
        onDone: { target: 'processing', actions: withOutput('keepTransaction') },
      },
      // "Choose another way to pay": the card payment is abandoned at the lender first.
      on: { BACK: { target: 'abandoning' } },
    },
    // Choose another way to pay is busy while the lender abandons the card payment (it never reached the
    // bank), which frees the fee's one payment at a time and the due it held (ADR 028). Then Pay starts
    // anew; the methods are read again (a payment resumed after a reload never read them). If it reached
    // the bank meanwhile (a 409), its status is read and shown: it must be waited for.
    abandoning: {
      invoke: {
        id: 'abandonPayment',
        src: 'abandonPayment',
        input: callInput,
        onDone: { target: 'loading', actions: 'newAttempt' },
        onError: [
          { guard: refusedWith(PAYMENT_AT_BANK), target: 'processing', actions: 'clearError' },
          { target: 'abandonFailed', actions: withError('showCallError') },
        ],
      },
    },
    // "We could not cancel your card payment": Retry, or enter its OTP after all.
    abandonFailed: {
      on: {
        RETRY: { target: 'abandoning', actions: 'clearError' },
        CONTINUE: { target: 'otp', actions: 'clearError' },
      },
    },
    // "Taking you to your bank…": the gateway's form is posted and the browser leaves.
    leaving: {
      // Back from the gateway's page loads the app anew (a page the browser restores from its
      // back-forward cache is reloaded: PaymentJourney), and the start resumes this payment.
      entry: { type: 'postForm', params: ({ context }: Ctx) => ({ form: context.pageForm }) },
    },
    // Processing: the payment's status is read; pending waits and reads again.
    processing: {
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: callInput,
        onDone: [
          { guard: stepIs('succeeded'), target: '#payment.success', actions: withOutput('keepTransaction') },
          { guard: stepIs('failed'), target: '#payment.failure', actions: withOutput('keepTransaction') },
          { guard: otpAwaited, target: 'awaitingOtp', actions: withOutput('keepTransaction') },
          { target: 'waiting', actions: withOutput('keepTransaction') },
        ],
        onError: { target: 'checkFailed', actions: withError('showCallError') },
      },
    },
    // "We are confirming your payment": read again after a short wait, or now; or leave it running.
    waiting: {
      after: { pollEvery: { target: 'processing' } },
      on: { CHECK_AGAIN: { target: 'processing' }, DONE: { target: '#payment.finished' } },
    },
    // A resumed card payment waiting for its OTP: enter it, check its status, choose another way to pay
    // (it is abandoned first), or leave it running.
    awaitingOtp: {
      on: {
        CONTINUE: { target: 'otp' },
        CHECK_AGAIN: { target: 'processing' },
        BACK: { target: 'abandoning' },
        DONE: { target: '#payment.finished' },
      },
    },
    // The status could not be read: Retry reads it again (the payment is not started again).
    checkFailed: { on: { RETRY: { target: 'processing', actions: 'clearError' } } },
  },
} as const;
