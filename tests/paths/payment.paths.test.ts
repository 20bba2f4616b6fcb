import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import {
  PENDING_FEE_ENDED,
  PENDING_MESSAGE,
  VPA_UNKNOWN_MESSAGE,
  type PaymentContext,
} from '../../machines/payment/payment.machine.ts';
import { AMOUNT_COVERED_MESSAGE } from '../../rules/payment/amount.ts';
import { flowHome, paymentPath, type PaymentScreen } from '../../machines/payment/paths.ts';
import { providePayment } from '../../src/journeys/payment/provide.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  COUPON_INVALID,
  FEE,
  FEE_QUOTES,
  KEY_SEED,
  NOW,
  PAYABLE,
  PAYABLE_IN_FLIGHT,
  PENDING_FEE_PAYMENT,
  SERVER_FAULT,
  SUPPLIER_ID,
  TRANSACTION_ID,
  paymentEvents,
  serializePaymentState,
  userCanSend,
} from '../support/events/payment-events.ts';
import { plannedApiClient } from '../support/planned-client.ts';

// Every transition of the payment chart with its calls answered as each path plans: the amount
// rules, the three methods and their fields, one idempotency key per attempt (kept for a resend
// of the same details), the card's OTP child, the gateway's form, UPI collect polled while
// pending, the results with Retry and Check again, and each call's failure with its way on. The
// same calls against the sandbox: tests/server/payments/; in the browser:
// tests/browser/paths/payment.spec.ts.

const posted: string[] = [];
const machine = providePayment(plannedApiClient(), {
  flow: () => ({ flow: 'dashboard', supplierId: null }),
  resumeId: () => null,
  detailsId: () => null,
  origin: () => 'http://localhost',
  postForm: (form) => posted.push(form.content['transactionId'] ?? ''),
});

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentContext;

/** The screen's address in the flow the path opened. */
const screenUrl = (context: PaymentContext, screen: PaymentScreen) =>
  paymentPath(context.flow, screen).replace(':id?', context.supplierId ?? '');

function at(screen: PaymentScreen | null, check?: (context: PaymentContext) => void) {
  return ({ snapshot }: Context) => {
    const context = on(snapshot);
    expect(routeOf(snapshot)).toBe(screen === null ? null : screenUrl(context, screen));
    if (context.flow === 'supplier') expect(context.supplierId).toBe(SUPPLIER_ID);
    // The card's number and CVV never outlive the step that needs them.
    if (context.transaction !== null && !snapshot.matches({ methods: 'choosing' })) {
      expect(context.values.cardNumber).toBe('');
      expect(context.values.cvv).toBe('');
    }
    check?.(context);
  };
}

const alertIs =
  (...allowed: (string | null)[]) =>
  (context: PaymentContext) =>
    expect(allowed).toContain(context.error);

const keyed = (context: PaymentContext) => {
  expect(context.attemptKey).toBe(`${KEY_SEED}-${context.attempts}`);
  expect(context.amount).not.toBeNull();
};

const feeCheck = (context: PaymentContext) => {
  expect(context.payable).toBeNull();
  const fee = context.fee;
  expect(fee).toMatchObject({ processingFeeId: 'PF-1', amount: FEE.amount, gstPercent: 18 });
  // The breakup adds up: the fee less the coupon, GST on that, the total.
  if (fee) expect(fee.total).toBe(fee.amount - fee.discount + fee.gst);
  if (fee?.couponCode) expect(fee).toEqual({ ...FEE_QUOTES[fee.couponCode], paid: fee.paid });
  alertIs(null, SERVER_FAULT)(context);
  expect([null, COUPON_INVALID, 'Enter a coupon code.']).toContain(context.couponError);
};

const forFee = (context: PaymentContext) => context.flow === 'processingFee';

// One set of screens for every place (ADR 030): the address and the checks follow the context's place.
const screens = {
  'fee.editing': at('payNow', feeCheck),
  'fee.applying': at('payNow', (context) => {
    feeCheck(context);
    expect(context.couponTyped).not.toBe('');
  }),
  'fee.settling': at('payNow', (context) => {
    feeCheck(context);
    expect(context.fee?.total).toBe(0);
  }),
  'methods.findingPending': at('methods', (context) => {
    expect(context.flow).toBe('processingFee');
    expect(context.transaction).toBeNull();
    alertIs(null)(context);
  }),
  'methods.alreadyPending': at('methods', (context) => {
    // The fee's own payment in flight is the one waited on; Pay again is not offered.
    expect(context.transaction).toEqual(PENDING_FEE_PAYMENT);
    expect(context.transaction?.amount).toBe(context.fee?.total);
  }),
  paidByCoupon: at('success', (context) => {
    expect(context.fee).toMatchObject({ couponCode: 'FREEFEE', total: 0, paid: true });
    expect(context.transaction).toBeNull();
  }),
  payNow: at('payNow', (context) => {
    expect(forFee(context)).toBe(false);
    // As read at the start, or read again after the lender refused an amount that payments in
    // flight already cover (the field then says why).
    expect([PAYABLE, PAYABLE_IN_FLIGHT]).toContainEqual(context.payable);
    if (context.amountError !== null) {
      expect(['Enter at least ₹100.', AMOUNT_COVERED_MESSAGE]).toContain(context.amountError);
    }
  }),
  'methods.rereadingDue': at('methods', (context) => {
    expect(forFee(context)).toBe(false);
    // The refused attempt's key is not reused: the next amount is a new payment.
    expect(context.amountError).toBeNull();
    alertIs(null)(context);
  }),
  'methods.loading': at('methods', (context) => expect(context.amount).not.toBeNull()),
  'methods.loadFailed': at('methods', alertIs(SERVER_FAULT)),
  'methods.choosing': at('methods', (context) => {
    alertIs(null, SERVER_FAULT, ...(forFee(context) ? [PENDING_FEE_ENDED] : []))(context);
    for (const message of Object.values(context.errors)) expect(typeof message).toBe('string');
    if (context.errors.vpa === VPA_UNKNOWN_MESSAGE) expect(context.vpaName).toBeNull();
    // One message per field state: a verified name never shows beside a stale problem.
    if (context.vpaName !== null) expect(context.errors.vpa).toBeUndefined();
  }),
  'methods.otherBanks': at('methods'),
  'methods.verifyingVpa': at('methods', (context) => expect(context.method).toBe('UPI')),
  'methods.starting': at('methods', (context) => {
    keyed(context);
    // A processing fee payment pays the fee's total, with the coupon the lender quoted.
    if (forFee(context)) expect(context.amount).toBe(context.fee?.total);
  }),
  // A card payment resumed after a reload does not know where its OTP went ("the OTP we sent you").
  'methods.otp': at('methods', (context) => expect([null, '9876543210']).toContain(context.otpSentTo)),
  // The card payment is still the one in hand while the lender abandons it (or could not).
  'methods.abandoning': at('methods', (context) => {
    expect(context.transaction).toMatchObject({ paymentMethod: 'DEBIT_CARD', status: 'created' });
    alertIs(null)(context);
  }),
  'methods.abandonFailed': at('methods', (context) => {
    expect(context.transaction).toMatchObject({ paymentMethod: 'DEBIT_CARD', status: 'created' });
    alertIs(SERVER_FAULT)(context);
  }),
  'methods.leaving': at('methods', () => expect(posted.at(-1)).toBe(TRANSACTION_ID)),
  'methods.processing': at('methods', (context) => expect(context.transaction?.transactionId).toBe(TRANSACTION_ID)),
  'methods.waiting': at('methods', (context) => {
    expect(['created', 'pending']).toContain(context.transaction?.status);
    expect(PENDING_MESSAGE).toMatch(/not answered/);
  }),
  'methods.awaitingOtp': at('methods', (context) => {
    // The lender's card payment in flight, resumed with its amount (and the fee's coupon).
    expect(context.transaction).toMatchObject({ status: 'created', paymentMethod: 'DEBIT_CARD' });
    if (forFee(context) && context.transaction?.couponCode) {
      expect(context.fee?.couponCode).toBe(context.transaction.couponCode);
      expect(context.transaction.amount).toBe(context.fee?.total);
    }
  }),
  'methods.checkFailed': at('methods', alertIs(SERVER_FAULT)),
  success: at('success', (context) => expect(context.transaction?.status).toBe('success')),
  'failure.showing': at('failure', (context) => {
    expect(context.transaction?.status).toBe('failed');
    alertIs(null, SERVER_FAULT)(context);
  }),
  'failure.rechecking': at('failure'),
  details: at('details', (context) => expect(context.transaction).not.toBeNull()),
};

const handlers = {
  states: {
    starting: at(null, alertIs(null)),
    startFailed: at(null, alertIs(SERVER_FAULT)),
    routing: at(null),
    reading: at(null),
    finished: ({ snapshot }: Context) => {
      const context = on(snapshot);
      expect(routeOf(snapshot)).toBe(flowHome(context.flow, context.supplierId));
    },
    ...screens,
  } satisfies MachineHandlers<typeof machine>['states'],
  events: {
    RETRY: sendEvent,
    CHOOSE_AMOUNT: sendEvent,
    TYPE_AMOUNT: sendEvent,
    CONTINUE: sendEvent,
    BACK: sendEvent,
    SELECT_METHOD: sendEvent,
    CHANGE: sendEvent,
    SAVE_CARD: sendEvent,
    SHOW_OTHER_BANKS: sendEvent,
    VERIFY_VPA: sendEvent,
    PAY: sendEvent,
    CHECK_AGAIN: sendEvent,
    VIEW_DETAILS: sendEvent,
    WAIT: sendEvent,
    DONE: sendEvent,
    TYPE_COUPON: sendEvent,
    APPLY_COUPON: sendEvent,
    REMOVE_COUPON: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  events: paymentEvents,
  input: { keySeed: KEY_SEED, openedAt: NOW },
  serializeState: serializePaymentState,
  filterEvents: userCanSend,
  limit: 400_000,
  name: 'payment',
});
