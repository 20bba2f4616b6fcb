import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PaymentContext } from '../../../machines/payment/payment.machine.ts';
import { PAYMENT_FLOWS, type PaymentFlow, type PaymentStart } from '../../../machines/payment/types.ts';
import type { AmountPayable, Initiated, PaymentStatus, Transaction } from '../../../rules/payment/types.ts';
import * as v from 'valibot';
import type { FeeQuote } from '../../../rules/payment/types.ts';
import { feeQuoteSchema } from '../../../src/api/payment/fee.ts';
import { quoteJson, quoteWith } from '../../../server/payment/coupons.ts';
import { asPaise } from '../../../server/kit/money.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { named } from './named.ts';
import { inr } from '../money.ts';

// The payment journey's sample events, for its machine paths (tests/paths/payment.paths.test.ts)
// and its browser paths (tests/browser/paths/payment.spec.ts): per screen, only what a user (or
// the gateway) can produce there.

export const NOW = Date.UTC(2026, 1, 1, 10, 0, 0);
export const SERVER_FAULT = 'The lender is unavailable for a moment.';
export const KEY_SEED = 'seed-0001';
export const GOOD_CARD = '4111 1111 1111 1111';
export const CARD_VALUES = { cardNumber: GOOD_CARD, expiry: '12/30', cvv: '123' } as const;
export const VPA = 'asha@okbank';
export const TRANSACTION_ID = 'TXN0123456789ABCDEF';

export const PAYABLE: AmountPayable = {
  loanId: 'LN-1',
  loanReference: 'SKH-2026-000001',
  creditLimit: inr(500000),
  used: inr(10000),
  available: inr(490000),
  totalDue: inr(10000),
  minimumDue: inr(500),
  nextDueDate: '2026-03-01',
  pendingRepayments: inr(0),
  payableNow: inr(10000),
  creditBalance: inr(0),
  creditBalanceRefundBy: null,
};

/** The same due once a repayment of ₹6,000 started elsewhere is in flight: ₹4,000 may be paid now. */
export const PAYABLE_IN_FLIGHT: AmountPayable = {
  ...PAYABLE,
  pendingRepayments: inr(6000),
  payableNow: inr(4000),
};

/** A supplier of the sandbox's marketplace catalogue (server/purchase/catalog.ts): its dues are real ones. */
export const SUPPLIER_ID = '6f1c2a40-8d1e-4c55-9b7a-0a1b2c3d4e01';

/**
 * A fee as the sandbox quotes it (its coupon book and GST rule, server/payment/coupons.ts), read
 * through the app's own wire schema: the samples take the lender's figures rather than copy them.
 */
const quoted = (couponCode: string | null): FeeQuote =>
  v.parse(
    feeQuoteSchema,
    quoteJson(quoteWith({ id: 'PF-1', amount_paise: asPaise(200_000), paid_at: null }, couponCode)),
  );

/** The processing fee due: ₹2,000 and GST on it, before any coupon. */
export const FEE: FeeQuote = quoted(null);

/** What the sandbox's coupons make of FEE. */
export const FEE_QUOTES: Record<string, FeeQuote> = { FEE50: quoted('FEE50'), FREEFEE: quoted('FREEFEE') };
/** A code the lender does not know: refused as invalid. */
export const UNKNOWN_COUPON = 'NOPE2026';
export const COUPON_INVALID = 'This coupon code is not valid. Check it and try again.';

const couponRefused = (code: string, message: string) => new ApiError(message, { kind: 'http', status: 422, code });

type Opening = 'fresh' | 'resume' | 'resumeCard' | 'details';
const OPENED: Record<Opening, string> = {
  fresh: '',
  resume: ', a payment to resume',
  resumeCard: ', a card payment in flight awaiting its OTP',
  details: ", a payment's details",
};

/**
 * The lender's card payment in flight, its OTP not yet entered (a reload on the OTP screen, ADR
 * 024): a repayment of ₹1,000, or the processing fee with the FEE50 coupon.
 */
export const cardInFlight = (flow: PaymentFlow): Transaction =>
  flow === 'processingFee'
    ? {
        ...transaction('created'),
        purpose: 'processingFee',
        amount: FEE_QUOTES['FEE50']!.total,
        couponCode: 'FEE50',
      }
    : // A part of the due: what is left may still be paid (the lender holds this one's amount).
      { ...transaction('created'), amount: inr(1000) };

const start = (flow: PaymentFlow, opening: Opening) =>
  named<PaymentStart>(`${flow}${OPENED[opening]}`, {
    flow,
    supplierId: flow === 'supplier' ? SUPPLIER_ID : null,
    payable: flow === 'processingFee' ? null : PAYABLE,
    fee: flow === 'processingFee' ? FEE : null,
    resumedFee: flow === 'processingFee' && opening === 'resumeCard' ? FEE_QUOTES['FEE50']! : null,
    resume:
      opening === 'resume'
        ? { transactionId: TRANSACTION_ID, transaction: null }
        : opening === 'resumeCard'
          ? { transactionId: TRANSACTION_ID, transaction: cardInFlight(flow) }
          : null,
    details: opening === 'details' ? { transactionId: TRANSACTION_ID } : null,
  });

/**
 * Each place a payment opens from, fresh or with a payment to resume (the one the address or the
 * tab names, or the lender's card payment in flight); and a payment's details by address, where
 * the place has an address of its own for them (the processing fee's is its result's).
 */
export const STARTS = PAYMENT_FLOWS.flatMap((flow) => [
  start(flow, 'fresh'),
  start(flow, 'resume'),
  start(flow, 'resumeCard'),
  ...(flow === 'processingFee' ? [] : [start(flow, 'details')]),
]);

export function transaction(
  status: PaymentStatus,
  lateAfterFailure = false,
  paymentMethod: Transaction['paymentMethod'] = 'DEBIT_CARD',
): Transaction {
  return {
    transactionId: TRANSACTION_ID,
    purpose: 'repayment',
    amount: inr(10000),
    paymentMethod,
    status,
    reason: status === 'failed' ? 'Your bank declined the payment.' : null,
    lateAfterFailure,
    cardLast4: '1111',
    bankCode: null,
    vpa: null,
    couponCode: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
  };
}

const answer = (status: PaymentStatus, late = false, method: Transaction['paymentMethod'] = 'DEBIT_CARD') =>
  named(`${status}${late ? ' (late)' : ''}`, { transaction: transaction(status, late, method) });

const METHOD_OF_NEXT = { otp: 'DEBIT_CARD', form: 'NET_BANKING', collect: 'UPI' } as const;

const started = (next: Initiated['next']) =>
  named<Initiated>(`next: ${next.kind}`, {
    transaction: transaction(next.kind === 'collect' ? 'pending' : 'created', false, METHOD_OF_NEXT[next.kind]),
    next,
  });

const fault = (message: string) => new Error(message);

export const FEE_IN_FLIGHT = 'EPL-40940';
export const COVERED_IN_FLIGHT = 'EPL-40941';
const FEE_IN_FLIGHT_MESSAGE = 'A payment for this processing fee is already in progress.';
const COVERED_IN_FLIGHT_MESSAGE = 'Payments in progress already cover part of the amount due.';
const refused = (code: string, message: string) => new ApiError(message, { kind: 'http', status: 409, code });

export const PAYMENT_AT_BANK = 'EPL-40943';
const PAYMENT_AT_BANK_MESSAGE = 'This payment has already reached your bank, so it cannot be cancelled.';
export const ABANDONED_REASON = 'You chose another way to pay, so this payment was cancelled. Nothing was charged.';

/** The card payment the lender abandoned: failed, with the reason. */
export const abandonedCard = (): Transaction => ({ ...transaction('failed'), reason: ABANDONED_REASON });

/** The processing fee's payment started earlier (by UPI) that the bank has not answered yet. */
export const PENDING_FEE_PAYMENT: Transaction = {
  ...transaction('pending', false, 'UPI'),
  purpose: 'processingFee',
  amount: FEE.total,
  cardLast4: null,
  vpa: VPA,
};

const METHODS = {
  methods: [
    { code: 'DEBIT_CARD' as const, label: 'Debit Card' },
    { code: 'NET_BANKING' as const, label: 'Net Banking' },
    { code: 'UPI' as const, label: 'UPI' },
  ],
  banks: [{ code: 'HDFC', name: 'HDFC Bank' }],
};

/**
 * The address bar's Back and Forward between Pay Now and Payment Methods: the route event the app
 * sends for an address of the payment's own place (journey-routing.tsx, routeEventFor).
 */
const routeTo = (to: '#payNow' | '#methods', context: PaymentContext) => ({
  type: 'xstate.route',
  to,
  params: context.flow === 'supplier' ? { supplierId: context.supplierId ?? '' } : {},
  query: {},
  place: context.flow,
});

/** Events the screen in `snapshot` can produce; bare events (CONTINUE, PAY, …) come from the machine. */
export function paymentEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as PaymentContext;
  if (snapshot.matches('starting')) {
    // Retry reads the same address again: once a start has answered, only that start answers again.
    const answered = context.payable !== null || context.fee !== null;
    const again = STARTS.filter(
      (start) =>
        !answered ||
        (start.flow === context.flow &&
          (start.details !== null) === (context.detailsId !== null) &&
          (start.resume !== null) === (context.resumeId !== null) &&
          (start.resume?.transaction ?? null) === null),
    );
    return [
      ...again.map((output) => ({ type: 'xstate.done.actor.start', output })),
      { type: 'xstate.error.actor.start', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches('reading')) {
    return [
      { type: 'xstate.done.actor.readPayment', output: answer('success') },
      // A card payment whose OTP was never entered: known, never confirmed.
      { type: 'xstate.done.actor.readPayment', output: answer('created') },
      { type: 'xstate.error.actor.readPayment', error: fault(SERVER_FAULT) },
    ];
  }
  const flow = context.flow;
  const at = (state: string) => {
    const [outer = '', inner] = state.split('.');
    return snapshot.matches(inner ? { [outer]: inner } : outer);
  };
  const fee = feeEvents(context, at);
  if (fee) return fee;
  if (at('payNow')) {
    return [
      { type: 'CHOOSE_AMOUNT', choice: 'minimum' },
      { type: 'TYPE_AMOUNT', value: '50' },
      { type: 'TYPE_AMOUNT', value: '2500' },
      routeTo('#methods', context),
    ];
  }
  if (at('methods.loading')) {
    return [
      { type: 'xstate.done.actor.getMethods', output: named('methods', { ...METHODS }) },
      { type: 'xstate.error.actor.getMethods', error: fault(SERVER_FAULT) },
    ];
  }
  if (at('methods.choosing')) return [...choosingEvents(context), routeTo('#payNow', context)];
  if (at('methods.otherBanks')) {
    return [
      {
        type: 'xstate.done.actor.getOtherBanks',
        output: named('other banks', { banks: [{ code: 'BARB', name: 'Bank of Baroda' }] }),
      },
      { type: 'xstate.error.actor.getOtherBanks', error: fault(SERVER_FAULT) },
    ];
  }
  if (at('methods.verifyingVpa')) {
    return [
      { type: 'xstate.done.actor.validateVpa', output: named('known', { vpa: VPA, valid: true, name: 'Asha Verma' }) },
      { type: 'xstate.done.actor.validateVpa', output: named('unknown', { vpa: VPA, valid: false, name: null }) },
      { type: 'xstate.error.actor.validateVpa', error: fault(SERVER_FAULT) },
    ];
  }
  if (at('methods.starting')) {
    // The lender's next step follows the method: the card's OTP, the bank's page, the UPI app.
    const next: Record<PaymentContext['method'], Initiated['next']> = {
      DEBIT_CARD: { kind: 'otp', sentTo: '9876543210' },
      NET_BANKING: {
        kind: 'form',
        form: {
          method: 'POST',
          action: 'http://localhost/v1/sandbox-pg/pay',
          headers: {},
          content: { transactionId: TRANSACTION_ID },
        },
      },
      UPI: { kind: 'collect', vpa: VPA },
    };
    return [
      { type: 'xstate.done.actor.initiate', output: started(next[context.method]) },
      { type: 'xstate.error.actor.initiate', error: fault(SERVER_FAULT) },
      // The lender holds payments in flight against the due: one fee payment at a time, and no
      // repayment beyond what payments in progress leave (docs/api-contract.md, "Payments").
      flow === 'processingFee'
        ? { type: 'xstate.error.actor.initiate', error: refused(FEE_IN_FLIGHT, FEE_IN_FLIGHT_MESSAGE) }
        : { type: 'xstate.error.actor.initiate', error: refused(COVERED_IN_FLIGHT, COVERED_IN_FLIGHT_MESSAGE) },
    ];
  }
  if (at('methods.findingPending')) {
    return [
      { type: 'xstate.done.actor.findPendingFee', output: named('pending fee payment', { ...PENDING_FEE_PAYMENT }) },
      { type: 'xstate.done.actor.findPendingFee', output: null },
      { type: 'xstate.error.actor.findPendingFee', error: fault(SERVER_FAULT) },
    ];
  }
  if (at('methods.rereadingDue')) {
    return [
      { type: 'xstate.done.actor.rereadDue', output: named('due with payments in flight', { ...PAYABLE_IN_FLIGHT }) },
      { type: 'xstate.error.actor.rereadDue', error: fault(SERVER_FAULT) },
    ];
  }
  if (at('methods.otp')) return [{ type: 'xstate.done.actor.otp', output: answer('success') }];
  if (at('methods.abandoning')) {
    return [
      { type: 'xstate.done.actor.abandonPayment', output: named('abandoned', { transaction: abandonedCard() }) },
      { type: 'xstate.error.actor.abandonPayment', error: fault(SERVER_FAULT) },
      // It reached the bank meanwhile (or went through): its status is read and shown.
      { type: 'xstate.error.actor.abandonPayment', error: refused(PAYMENT_AT_BANK, PAYMENT_AT_BANK_MESSAGE) },
    ];
  }
  const method = context.transaction?.paymentMethod ?? 'DEBIT_CARD';
  if (at('methods.processing')) {
    // A resumed card payment may still wait for its OTP.
    const unconfirmed = context.transaction?.status === 'created' && method === 'DEBIT_CARD';
    return [
      ...(unconfirmed ? [{ type: 'xstate.done.actor.checkStatus', output: answer('created', false, method) }] : []),
      { type: 'xstate.done.actor.checkStatus', output: answer('success', false, method) },
      { type: 'xstate.done.actor.checkStatus', output: answer('failed', false, method) },
      { type: 'xstate.done.actor.checkStatus', output: answer('pending', false, method) },
      { type: 'xstate.error.actor.checkStatus', error: fault(SERVER_FAULT) },
    ];
  }
  if (at('methods.waiting')) return [{ type: 'xstate.after.pollEvery.payment.methods.waiting' }];
  if (at('failure.rechecking')) {
    return [
      { type: 'xstate.done.actor.recheckStatus', output: answer('success', true, method) },
      { type: 'xstate.done.actor.recheckStatus', output: answer('failed', false, method) },
      { type: 'xstate.error.actor.recheckStatus', error: fault(SERVER_FAULT) },
    ];
  }
  return [];
}

/** The processing fee's screen: a coupon typed, the lender's quote or refusal, the coupon's settlement. */
function feeEvents(context: PaymentContext, at: (state: string) => boolean): AnyEventObject[] | null {
  if (at('fee.editing')) {
    return context.couponTyped === ''
      ? ['FEE50', 'FREEFEE', UNKNOWN_COUPON].map((value) => ({ type: 'TYPE_COUPON', value }))
      : [];
  }
  if (at('fee.applying')) {
    const quote = FEE_QUOTES[context.couponTyped.trim().toUpperCase()];
    if (!quote) return [{ type: 'xstate.error.actor.applyCoupon', error: couponRefused('EPL-42220', 'Not valid.') }];
    return [
      { type: 'xstate.done.actor.applyCoupon', output: named(`quote ${quote.couponCode}`, { ...quote }) },
      { type: 'xstate.error.actor.applyCoupon', error: fault(SERVER_FAULT) },
    ];
  }
  if (at('fee.settling')) {
    const paid = { ...(context.fee ?? FEE), paid: true };
    return [
      { type: 'xstate.done.actor.payFeeWithCoupon', output: named('paid by coupon', paid) },
      { type: 'xstate.error.actor.payFeeWithCoupon', error: fault(SERVER_FAULT) },
    ];
  }
  return null;
}

/**
 * One method at a time, as a user fills a form: a method is chosen while nothing is typed, then
 * its fields fill one change per step (the card's save box once it is complete).
 */
function choosingEvents(context: PaymentContext): AnyEventObject[] {
  const { values, method } = context;
  const typed = values.cardNumber !== '' || values.bankCode !== '' || values.vpa !== '';
  const events: AnyEventObject[] = typed
    ? []
    : (['DEBIT_CARD', 'NET_BANKING', 'UPI'] as const)
        .filter((other) => other !== method)
        .map((other) => ({ type: 'SELECT_METHOD', method: other }));
  if (method === 'DEBIT_CARD') {
    const next = Object.entries(CARD_VALUES).find(([field]) => values[field as keyof typeof CARD_VALUES] === '');
    if (next) events.push({ type: 'CHANGE', field: next[0], value: next[1] });
    else if (!values.saveCard) events.push({ type: 'SAVE_CARD', value: true });
  }
  if (method === 'NET_BANKING' && values.bankCode === '')
    events.push({ type: 'CHANGE', field: 'bankCode', value: 'HDFC' });
  if (method === 'UPI' && values.vpa === '') events.push({ type: 'CHANGE', field: 'vpa', value: VPA });
  return events;
}

/** A state's identity for planning: its value and the few context facts its screen and guards read. */
export function serializePaymentState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as PaymentContext;
  const common = { value: snapshot.value, flow: context.flow, error: context.error !== null };
  if (snapshot.matches('fee')) {
    return JSON.stringify({
      ...common,
      typed: context.couponTyped,
      coupon: context.fee?.couponCode ?? null,
      couponError: context.couponError !== null,
    });
  }
  if (snapshot.matches('payNow')) {
    return JSON.stringify({
      ...common,
      choice: context.amountChoice,
      typed: context.amountTyped,
      amountError: context.amountError !== null,
      inFlight: (context.payable?.pendingRepayments ?? 0) > 0,
    });
  }
  if (snapshot.matches({ methods: 'choosing' })) {
    return JSON.stringify({
      ...common,
      method: context.method,
      filled: Object.values(context.values).filter((value) => value !== '' && value !== false).length,
      vpaName: context.vpaName !== null,
      errors: Object.keys(context.errors).length > 0,
      key: context.attemptKey !== null,
      paid: context.transaction !== null,
    });
  }
  return JSON.stringify({
    ...common,
    resume: context.resumeId !== null,
    details: context.detailsId !== null,
    status: context.transaction?.status ?? null,
  });
}

const PAYLOAD_EVENTS = new Set(['SELECT_METHOD', 'CHANGE', 'SAVE_CARD', 'CHOOSE_AMOUNT', 'TYPE_AMOUNT', 'TYPE_COUPON']);

/**
 * What a user can cause: never the bare form of an event that carries what was typed or chosen;
 * Verify only on UPI; Other banks while the chart takes it (Net Banking, their list not read); the
 * address bar's Back and Forward between the place's Pay Now and Payment Methods (the processing
 * fee's are not opened by URL).
 */
export function userCanSend(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as PaymentContext;
  if (PAYLOAD_EVENTS.has(event.type)) return Object.keys(event).length > 1;
  if (event.type === 'VERIFY_VPA') return context.method === 'UPI';
  // The plan keeps events whose guard refuses them; the screen hides this one's button then.
  if (event.type === 'SHOW_OTHER_BANKS') return snapshot.can(event);
  // The lender quotes only the coupons it knows: an unknown one is refused, never quoted.
  if (event.type === 'xstate.done.actor.applyCoupon') return 'output' in event;
  // Apply shows while no coupon is applied, Remove once one is.
  if (event.type === 'APPLY_COUPON') return context.fee?.couponCode === null;
  if (event.type === 'REMOVE_COUPON') return context.fee?.couponCode !== null && context.fee !== null;
  // Only the moves between Pay Now and Payment Methods this module plans, for an address of the
  // payment's place; the processing fee's screens are not opened by address.
  if (event.type === 'xstate.route') return 'place' in event && context.flow !== 'processingFee';
  return true;
}
