import { assign, setup } from 'xstate';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import {
  amountAllowed,
  amountChosen,
  amountError,
  fieldProblems,
  methodProblems,
  vpaCheckable,
} from '../../rules/payment/payment-form.ts';
import { otpAnswering } from '../kit/otp.machine.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { callStep } from '../kit/call-step.ts';
import { byAddress, feeScreen, flowHome, screenAt } from './paths.ts';
import { paymentStep, type PaymentStep } from './payment-step.ts';
import { couponCodeProblem, couponProblem } from '../../rules/payment/coupon.ts';
import { AMOUNT_COVERED_MESSAGE, COVERED_BY_PAYMENTS_IN_PROGRESS } from '../../rules/payment/amount.ts';
import { formatCardNumber, formatCvv, formatExpiry } from '../../rules/payment/card-input.ts';
import { isCallFailure as isApiError } from '../../rules/failure.ts';
import { ZERO_PAISE, type Paise } from '../../rules/money/paise.ts';
import {
  EMPTY_METHOD_VALUES,
  type AmountChoice,
  type FeeQuote,
  type AmountPayable,
  type Bank,
  type Initiated,
  type MethodField,
  type MethodValues,
  REPAYMENT_FLOWS,
  type PaymentFlow,
  type PaymentInput,
  type PaymentMethod,
  type PaymentForm,
  type PaymentMethods,
  type PaymentStart,
  type Transaction,
  type VpaCheck,
} from './types.ts';

// The payment chart (§2 pay-now, payment-methods, payment-success, payment-failure,
// transaction-details under /dashboard, /credit-statement and /supplier/:id/payment-history):
// choose the amount, the method (Debit Card, Net Banking, UPI), start the payment with one
// idempotency key per attempt, then the card's OTP, the gateway's page (a real form post) or the
// UPI app's collect request, and the result. A pending payment is re-read, never guessed; a late
// success after a failure is shown as such. The card number and CVV live in this actor's context
// only, and are dropped once the payment has started. A payment in flight is resumed from the
// lender's word at the start (a reload, a Back from the gateway, another tab: ADR 028), and while
// one is in flight Pay Now cannot be opened.

export interface PaymentContext {
  flow: PaymentFlow;
  supplierId: string | null;
  keySeed: string;
  /** When the payment opened (epoch ms): a card's expiry is judged against it. */
  openedAt: number;
  attempts: number;
  /** The current attempt's key: kept for a retry of the same details, renewed when they change. */
  attemptKey: string | null;
  payable: AmountPayable | null;
  /** The processing fee's breakup as the lender last gave it (with the applied coupon, if any). */
  fee: FeeQuote | null;
  /** The fee's breakup before any coupon: Remove coupon goes back to it. */
  feeBase: FeeQuote | null;
  couponTyped: string;
  /** The coupon field's sentence: why the coupon does not apply. */
  couponError: string | null;
  resumeId: string | null;
  /** A payment opened on its details by address: read, shown, and Back leaves the chart. */
  detailsId: string | null;
  amountChoice: AmountChoice;
  amountTyped: string;
  amount: Paise | null;
  amountError: string | null;
  methods: PaymentMethods | null;
  otherBanks: readonly Bank[];
  method: PaymentMethod;
  values: MethodValues;
  errors: Partial<Record<MethodField, string>>;
  vpaName: string | null;
  otpSentTo: string | null;
  transaction: Transaction | null;
  /** The gateway's page as the lender gave it: posted as a form, which leaves the app. */
  pageForm: PaymentForm | null;
  /** The alert on the current screen: a server message or the journey's own sentence. */
  error: string | null;
}

export type PaymentEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_AMOUNT'; choice: AmountChoice }
  | { type: 'TYPE_AMOUNT'; value: string }
  | { type: 'CONTINUE' }
  | { type: 'TYPE_COUPON'; value: string }
  | { type: 'APPLY_COUPON' }
  | { type: 'REMOVE_COUPON' }
  | { type: 'BACK' }
  | { type: 'SELECT_METHOD'; method: PaymentMethod }
  | { type: 'CHANGE'; field: MethodField; value: string }
  | { type: 'SAVE_CARD'; value: boolean }
  | { type: 'SHOW_OTHER_BANKS' }
  | { type: 'VERIFY_VPA' }
  | { type: 'PAY' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'VIEW_DETAILS' }
  | { type: 'WAIT' }
  | { type: 'DONE' };

/** The card fields take what is typed in their own shape: "1229" becomes 12/29 rather than an error. */
const TYPED_FORMAT: Partial<Record<MethodField, (typed: string) => string>> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvv: formatCvv,
};

/** How long the processing screen waits before reading a pending payment again. */
export const POLL_EVERY_MS = 3000;
export const VPA_UNKNOWN_MESSAGE = 'No bank knows this UPI id. Please check it.';
export const PENDING_MESSAGE = 'Your bank has not answered yet. We keep checking.';
export const PENDING_FEE_ENDED =
  'Your earlier payment for this fee has just finished. Pay again only if the fee is still due: we check it.';

type Ctx = { context: PaymentContext };

const stepOf = (transaction: Transaction | null): PaymentStep | null =>
  transaction ? paymentStep(transaction.status) : null;

/** A card payment whose OTP the bank still waits for (created, never confirmed). */
const awaitsOtp = (transaction: Transaction): boolean =>
  transaction.paymentMethod === 'DEBIT_CARD' && transaction.status === 'created';

/** The lender's 409s when money already in flight is held against the due (docs/api-contract.md, "Payments"). */
const FEE_IN_FLIGHT = 'EPL-40940';
/** Abandon refused: the payment reached the bank (or went through) meanwhile, so it is waited for. */
const PAYMENT_AT_BANK = 'EPL-40943';

const refusedWith = (code: string) =>
  ({
    type: 'refusedWith',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, code }),
  }) as const;

const nextIs = (kind: Initiated['next']['kind']) =>
  ({
    type: 'nextIs',
    params: ({ event }: { event: { output: Initiated } }) => ({ answer: event.output, kind }),
  }) as const;

const stepIs = (step: PaymentStep) =>
  ({
    type: 'stepIs',
    params: ({ event }: { event: { output: { transaction: Transaction } } }) => ({ answer: event.output, step }),
  }) as const;

// The status read says the payment succeeded: Payment Success, the answer kept (processing and Check again).
const toSuccess = {
  guard: stepIs('succeeded'),
  target: '#payment.success',
  actions: withOutput('keepTransaction'),
} as const;

const otpAwaited = {
  type: 'otpAwaited',
  params: ({ event }: { event: { output: { transaction: Transaction } } }) => event.output,
} as const;

const callInput = ({ context }: Ctx) => ({ transactionId: context.transaction?.transactionId ?? '' });

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

const couponInput = ({ context }: Ctx) => ({
  processingFeeId: context.fee?.processingFeeId ?? '',
  couponCode: context.couponTyped.trim(),
});

const appliedInput = ({ context }: Ctx) => ({
  processingFeeId: context.fee?.processingFeeId ?? '',
  couponCode: context.fee?.couponCode ?? '',
});

export const paymentMachine = setup({
  types: chartTypes<PaymentContext, PaymentEvent, PaymentInput>(),
  actors: {
    // Real implementations: src/journeys/payment/actors.ts.
    start: appCall<PaymentStart, void>('start'),
    getMethods: appCall<PaymentMethods, void>('getMethods'),
    applyCoupon: appCall<FeeQuote, { processingFeeId: string; couponCode: string }>('applyCoupon'),
    payFeeWithCoupon: appCall<FeeQuote, { processingFeeId: string; couponCode: string }>('payFeeWithCoupon'),
    getOtherBanks: appCall<{ banks: Bank[] }, void>('getOtherBanks'),
    validateVpa: appCall<VpaCheck, { vpa: string }>('validateVpa'),
    initiate: appCall<Initiated, InitiateRequest>('initiate'),
    checkStatus: appCall<{ transaction: Transaction }, { transactionId: string }>('checkStatus'),
    getPayable: appCall<AmountPayable, void>('getPayable'),
    /** The processing fee's payment still in flight (created or pending), or null when there is none. */
    findPendingFee: appCall<Transaction | null, void>('findPendingFee'),
    /** The lender abandons a payment not yet at the bank; answers it, failed. */
    abandonPayment: appCall<{ transaction: Transaction }, { transactionId: string }>('abandonPayment'),
    otp: otpAnswering<{ transaction: Transaction }>(),
  },
  delays: { pollEvery: POLL_EVERY_MS },
  guards: {
    forFee: ({ context }) => context.flow === 'processingFee',
    resuming: ({ context }) => context.resumeId !== null,
    openedOnDetails: ({ context }) => context.detailsId !== null,
    // Never while a payment is in flight: its screen shows it, and a second one cannot start.
    // The address must be of this place (a route event names the place whose pattern matched);
    // the processing fee's are never opened by address (it has no amount payable).
    mayOpen: ({ context, event }, params: { screen: 'payNow' | 'methods' }) =>
      (event as { place?: unknown }).place === context.flow &&
      stepOf(context.transaction) !== 'wait' &&
      context.payable !== null &&
      (params.screen === 'payNow' || context.amount !== null),
    couponTyped: ({ context }) => couponCodeProblem(context.couponTyped) === null,
    // A coupon makes the fee nothing to pay: the lender settles it without a payment.
    feeCovered: ({ context }) =>
      context.fee?.paid === false && Boolean(context.fee.couponCode) && context.fee.total === 0,
    feeDue: ({ context }) => context.fee?.paid === false && context.fee.total > 0,
    // The payment rules (rules/payment/payment-form.ts): the amount against what may be paid now.
    amountAllowed: ({ context }) => amountAllowed(context),
    // The chosen method's fields (card number, expiry, CVV; a bank; a verified UPI id).
    detailsValid: ({ context }) => Object.keys(methodProblems(context, new Date(context.openedAt))).length === 0,
    vpaCheckable: ({ context }) => vpaCheckable(context),
    vpaKnown: (_, params: VpaCheck) => params.valid,
    // Net banking is chosen and the lender's longer list has not been read yet (once read it is kept).
    otherBanksUnread: ({ context }) => context.method === 'NET_BANKING' && context.otherBanks.length === 0,
    nextIs: (_, params: { answer: Initiated; kind: Initiated['next']['kind'] }) =>
      params.answer.next.kind === params.kind,
    stepIs: (_, params: { answer: { transaction: Transaction }; step: PaymentStep }) =>
      paymentStep(params.answer.transaction.status) === params.step,
    succeeded: ({ context }) => stepOf(context.transaction) === 'succeeded',
    otpAwaited: (_, params: { transaction: Transaction }) => awaitsOtp(params.transaction),
    refusedWith: (_, params: { error: unknown; code: string }) =>
      isApiError(params.error) && params.error.code === params.code,
    found: (_, params: Transaction | null) => params !== null,
  },
  actions: {
    // A resumed fee payment's coupon stays applied (Remove goes back to the fee without it).
    keepStart: assign((_, params: PaymentStart) => ({
      flow: params.flow,
      supplierId: params.supplierId,
      payable: params.payable,
      fee: params.resumedFee ?? params.fee,
      feeBase: params.fee,
      resumeId: params.resume?.transactionId ?? null,
      transaction: params.resume?.transaction ?? null,
      detailsId: params.details?.transactionId ?? null,
    })),
    // What the lender said of the payment, else only its id until the first read; its amount is
    // the one Try again pays.
    takeResume: assign(({ context }) => {
      if (context.resumeId === null) return { transaction: null };
      const known = context.transaction?.transactionId === context.resumeId ? context.transaction : null;
      const transaction = known ?? resumedTransaction(context.resumeId);
      return { transaction, resumeId: null, amount: known ? known.amount : context.amount };
    }),
    // Another amount is another payment: its Pay gets a new key (a key goes with one request body).
    chooseAmount: assign(({ event }) =>
      event.type === 'CHOOSE_AMOUNT' ? { amountChoice: event.choice, amountError: null, attemptKey: null } : {},
    ),
    typeAmount: assign(({ event }) =>
      event.type === 'TYPE_AMOUNT'
        ? { amountTyped: event.value, amountChoice: 'other' as const, amountError: null, attemptKey: null }
        : {},
    ),
    keepPayable: assign((_, params: AmountPayable) => ({ payable: params })),
    // The refused attempt charged nothing; the next Pay (of a smaller amount) is a new one, and the
    // refused amount is forgotten so the address bar's Forward cannot open the methods with it again.
    showAmountCovered: assign({ amountError: AMOUNT_COVERED_MESSAGE, attemptKey: null, amount: null }),
    // The payment in flight is the one to wait for; the card typed for the refused one is not needed.
    keepPending: assign(({ context }, params: Transaction | null) => ({
      transaction: params,
      values: { ...context.values, cardNumber: '', cvv: '' },
    })),
    showPendingEnded: assign({ error: PENDING_FEE_ENDED, attemptKey: null }),
    typeCoupon: assign(({ event }) =>
      event.type === 'TYPE_COUPON' ? { couponTyped: event.value, couponError: null } : {},
    ),
    showCouponCodeProblem: assign(({ context }) => ({ couponError: couponCodeProblem(context.couponTyped) })),
    keepQuote: assign((_, params: FeeQuote) => ({ fee: params, couponError: null, error: null })),
    // The coupon's own refusal goes under the field; any other failure is the screen's alert.
    showCouponError: assign((_, params: { error: unknown }) => {
      const problem = couponProblem(params.error);
      return problem === null ? { error: messageOf(params.error) } : { couponError: problem };
    }),
    removeCoupon: assign(({ context }) => ({ fee: context.feeBase, couponTyped: '', couponError: null, error: null })),
    keepFeeAmount: assign(({ context }) => ({ amount: context.fee?.total ?? null })),
    // The chosen amount (the rules read the typed one).
    keepAmount: assign(({ context }) => ({ amount: amountChosen(context), amountError: null })),
    showAmountError: assign(({ context }) => ({ amountError: amountError(context) })),
    keepMethods: assign((_, params: PaymentMethods) => ({ methods: params, error: null })),
    keepOtherBanks: assign(({ context }, params: { banks: Bank[] }) => ({
      otherBanks: params.banks,
      values: { ...context.values, bankCode: context.values.bankCode },
    })),
    // A changed detail is a new attempt: the next Pay gets a new key.
    selectMethod: assign(({ event }) =>
      event.type === 'SELECT_METHOD' ? { method: event.method, attemptKey: null, errors: {}, error: null } : {},
    ),
    changeValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return {
        values: { ...context.values, [event.field]: (TYPED_FORMAT[event.field] ?? String)(event.value) },
        errors,
        attemptKey: null,
        ...(event.field === 'vpa' ? { vpaName: null } : {}),
      };
    }),
    saveCard: assign(({ context, event }) =>
      event.type === 'SAVE_CARD' ? { values: { ...context.values, saveCard: event.value }, attemptKey: null } : {},
    ),
    // A verified UPI ID answers "Verify your UPI ID first": the field has one message, the name.
    keepVpaName: assign(({ context }, params: VpaCheck) => {
      const { vpa: _answered, ...errors } = context.errors;
      return { vpaName: params.name, errors };
    }),
    showVpaUnknown: assign(({ context }) => ({
      vpaName: null,
      errors: { ...context.errors, vpa: VPA_UNKNOWN_MESSAGE },
    })),
    // The fields' rules: the given fields' problems join those shown, or the chosen method's replace them.
    showErrors: assign(({ context }, params: { fields: readonly MethodField[] }) => ({
      errors: { ...context.errors, ...fieldProblems(context.values, new Date(context.openedAt), params.fields) },
    })),
    showMethodErrors: assign(({ context }) => ({ errors: methodProblems(context, new Date(context.openedAt)) })),
    ensureKey: assign(({ context }) =>
      context.attemptKey !== null
        ? {}
        : { attempts: context.attempts + 1, attemptKey: `${context.keySeed}-${context.attempts + 1}` },
    ),
    // The payment has started: the card's number and CVV are not needed again, so they go.
    keepStarted: assign(({ context }, params: Initiated) => ({
      transaction: params.transaction,
      otpSentTo: params.next.kind === 'otp' ? params.next.sentTo : null,
      pageForm: params.next.kind === 'form' ? params.next.form : null,
      values: { ...context.values, cardNumber: '', cvv: '' },
    })),
    keepTransaction: assign((_, params: { transaction: Transaction }) => ({ transaction: params.transaction })),
    // The amount stays: a payment resumed after the bank's page (a new page load) has only its
    // transaction's, and Try again pays that again.
    newAttempt: assign(({ context }) => ({
      attemptKey: null,
      transaction: null,
      error: null,
      amount: context.amount ?? context.transaction?.amount ?? null,
    })),
    clearError: assign({ error: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    // Injected: posts the gateway's form (a real form submit), which leaves the app.
    postForm: (_, params: { form: PaymentForm | null }) => notProvided(`postForm(${params.form?.action ?? ''})`),
  },
}).createMachine({
  id: 'payment',
  initial: 'starting',
  context: ({ input }) => ({
    flow: 'dashboard',
    supplierId: null,
    keySeed: input.keySeed,
    openedAt: input.openedAt,
    attempts: 0,
    attemptKey: null,
    payable: null,
    fee: null,
    feeBase: null,
    couponTyped: '',
    couponError: null,
    resumeId: null,
    detailsId: null,
    amountChoice: 'total',
    amountTyped: '',
    amount: null,
    amountError: null,
    methods: null,
    otherBanks: [],
    method: 'DEBIT_CARD',
    values: EMPTY_METHOD_VALUES,
    errors: {},
    vpaName: null,
    otpSentTo: null,
    transaction: null,
    pageForm: null,
    error: null,
  }),
  states: {
    // The Loader while what is owed is read (and a payment to resume is found).
    starting: callStep('start', undefined, ['routing', 'keepStart'], ['startFailed', 'showCallError']),
    // "We could not load what you owe" with Retry.
    startFailed: { on: { RETRY: { target: 'starting', actions: 'clearError' } } },
    // Nothing shown: a payment opened by its details' address is read; a payment to resume is read
    // again on the processing screen; else the fee's breakup or Pay Now, under the place it started from.
    routing: {
      always: [
        { guard: 'openedOnDetails', target: 'reading' },
        { guard: 'resuming', target: 'methods.processing', actions: 'takeResume' },
        { guard: 'forFee', target: 'fee' },
        { target: 'payNow' },
      ],
    },
    // The Loader while a payment opened by its details' address is read; a failed read is the
    // start's failure (Retry reads everything again).
    reading: callStep(
      'checkStatus',
      ({ context }: Ctx) => ({ transactionId: context.detailsId ?? '' }),
      ['details', 'keepTransaction'],
      ['startFailed', 'showCallError'],
      'readPayment',
    ),
    // Pay Now: total due, minimum due or another amount, and Continue.
    payNow: {
      id: 'payNow',
      route: byAddress('payNow'),
      meta: screenAt('payNow', REPAYMENT_FLOWS),
      on: {
        CHOOSE_AMOUNT: { actions: 'chooseAmount' },
        TYPE_AMOUNT: { actions: 'typeAmount' },
        CONTINUE: [
          { guard: 'amountAllowed', target: 'methods', actions: 'keepAmount' },
          { actions: 'showAmountError' },
        ],
      },
    },
    // The processing fee's first screen, in place of Pay Now (§2 /dashboard/processing-fee): the fee,
    // GST on it and the total as the lender gives them; a coupon applied (the lender's quote) or
    // removed; Continue to the payment methods, or, when a coupon leaves nothing to pay, the lender
    // settles the fee with the coupon and no payment page. Not entered by URL: opening the address
    // starts the place afresh (it shares its address with the fee's methods).
    fee: {
      meta: feeScreen('fee'),
      initial: 'editing',
      states: {
        // The breakup, the coupon field (Apply, or Remove once one is applied) and Continue.
        editing: {
          on: {
            TYPE_COUPON: { actions: 'typeCoupon' },
            APPLY_COUPON: [
              { guard: 'couponTyped', target: 'applying', actions: 'clearError' },
              { actions: 'showCouponCodeProblem' },
            ],
            REMOVE_COUPON: { actions: 'removeCoupon' },
            CONTINUE: [
              { guard: 'feeCovered', target: 'settling', actions: 'clearError' },
              { guard: 'feeDue', target: '#methods', actions: ['clearError', 'keepFeeAmount'] },
            ],
            // Nothing is due (paid already, or no fee): back to the dashboard.
            DONE: { target: '#payment.finished' },
          },
        },
        // Apply is busy while the lender quotes the coupon.
        applying: callStep('applyCoupon', couponInput, ['editing', 'keepQuote'], ['editing', 'showCouponError']),
        // Continue is busy while the lender settles the fee with the coupon.
        settling: callStep(
          'payFeeWithCoupon',
          appliedInput,
          ['#payment.paidByCoupon', 'keepQuote'],
          ['editing', 'showCouponError'],
        ),
      },
    },
    // Processing Fee Result: a coupon paid the whole fee, no payment was needed.
    paidByCoupon: {
      meta: feeScreen('paidByCoupon'),
      on: { DONE: { target: '#payment.finished' } },
    },
    // Payment Methods: Debit Card, Net Banking (with other banks) or UPI, and Pay; then the card's OTP,
    // the gateway's page or the UPI app, and the status read until the bank answers. One subtree for
    // every place (ADR 030): the lender's refusals that differ by place name themselves.
    methods: {
      id: 'methods',
      route: byAddress('methods'),
      meta: screenAt('methods'),
      initial: 'loading',
      states: {
        // The Loader while the methods and banks are read.
        loading: callStep('getMethods', undefined, ['choosing', 'keepMethods'], ['loadFailed', 'showCallError']),
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
        otherBanks: callStep('getOtherBanks', undefined, ['choosing', 'keepOtherBanks'], ['choosing', 'showCallError']),
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
              {
                guard: nextIs('otp'),
                target: 'otp',
                actions: withOutput('keepStarted'),
              },
              {
                guard: nextIs('form'),
                target: 'leaving',
                actions: withOutput('keepStarted'),
              },
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
              toSuccess,
              {
                guard: stepIs('failed'),
                target: '#payment.failure',
                actions: withOutput('keepTransaction'),
              },
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
    },
    // Payment Success: amount, transaction id, method; a late success says the bank confirmed late.
    success: {
      meta: screenAt('success'),
      on: { VIEW_DETAILS: { target: 'details' }, DONE: { target: '#payment.finished' } },
    },
    // Payment Failure: the bank's reason, Retry (a new attempt), Check again (a late success).
    failure: {
      initial: 'showing',
      meta: screenAt('failure'),
      states: {
        // The reason and the ways on.
        showing: {
          on: {
            // The methods are read again: a payment resumed after a reload never read them.
            RETRY: { target: '#methods', actions: 'newAttempt' },
            CHECK_AGAIN: { target: 'rechecking', actions: 'clearError' },
            VIEW_DETAILS: { target: '#payment.details' },
            DONE: { target: '#payment.finished' },
          },
        },
        // Check again is busy while the status is read.
        rechecking: {
          invoke: {
            id: 'recheckStatus',
            src: 'checkStatus',
            input: callInput,
            onDone: [toSuccess, { target: 'showing', actions: withOutput('keepTransaction') }],
            onError: { target: 'showing', actions: withError('showCallError') },
          },
        },
      },
    },
    // Transaction Details: every fact of the payment; Back to its result, or to the place a link to
    // this payment's details was followed from (the processing fee's details have no address of
    // their own: its result's).
    details: {
      meta: screenAt('details'),
      on: {
        BACK: [
          { guard: 'openedOnDetails', target: 'finished' },
          { guard: 'succeeded', target: 'success' },
          { target: 'failure' },
        ],
      },
    },
    // Done: back to where the payment started.
    finished: {
      type: 'final',
      meta: { route: { handOver: (context) => flowHome(context.flow, context.supplierId) } },
    },
  },
});

/** A resumed payment before its first read: only its id is known; the read fills the rest. */
function resumedTransaction(transactionId: string): Transaction {
  return {
    transactionId,
    purpose: 'repayment',
    amount: ZERO_PAISE,
    paymentMethod: 'UPI',
    status: 'pending',
    reason: null,
    lateAfterFailure: false,
    cardLast4: null,
    bankCode: null,
    vpa: null,
    couponCode: null,
    createdAt: '',
    updatedAt: '',
  };
}
