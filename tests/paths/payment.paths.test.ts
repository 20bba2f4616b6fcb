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
import type { PaymentFlow } from '../../machines/payment/types.ts';
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
  now: () => NOW,
  postForm: (form) => posted.push(form.content['transactionId'] ?? ''),
});

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentContext;

/** The screen's address in the flow the path opened. */
const screenUrl = (context: PaymentContext, screen: PaymentScreen) =>
  paymentPath(context.flow, screen).replace(':supplierId', context.supplierId ?? '');

function at(screen: PaymentScreen | null, check?: (context: PaymentContext) => void) {
  return ({ snapshot }: Context) => {
    const context = on(snapshot);
    expect(routeOf(snapshot)).toBe(screen === null ? null : screenUrl(context, screen));
    if (context.flow === 'supplier') expect(context.supplierId).toBe(SUPPLIER_ID);
    // The card's number and CVV never outlive the step that needs them.
    if (context.transaction !== null && !snapshot.matches({ [context.flow]: { methods: 'choosing' } })) {
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

const flowScreens = (flow: PaymentFlow) => ({
  ...(flow === 'processingFee'
    ? {
        'processingFee.payNow.editing': at('payNow', feeCheck),
        'processingFee.payNow.applying': at('payNow', (context) => {
          feeCheck(context);
          expect(context.couponTyped).not.toBe('');
        }),
        'processingFee.payNow.settling': at('payNow', (context) => {
          feeCheck(context);
          expect(context.fee?.total).toBe(0);
        }),
        'processingFee.methods.findingPending': at('methods', (context) => {
          expect(context.transaction).toBeNull();
          alertIs(null)(context);
        }),
        'processingFee.methods.alreadyPending': at('methods', (context) => {
          // The fee's own payment in flight is the one waited on; Pay again is not offered.
          expect(context.transaction).toEqual(PENDING_FEE_PAYMENT);
          expect(context.transaction?.amount).toBe(context.fee?.total);
        }),
        'processingFee.paidByCoupon': at('success', (context) => {
          expect(context.fee).toMatchObject({ couponCode: 'FREEFEE', total: 0, paid: true });
          expect(context.transaction).toBeNull();
        }),
      }
    : {
        [`${flow}.payNow`]: at('payNow', (context) => {
          // As read at the start, or read again after the lender refused an amount that payments in
          // flight already cover (the field then says why).
          expect([PAYABLE, PAYABLE_IN_FLIGHT]).toContainEqual(context.payable);
          if (context.amountError !== null) {
            expect(['Enter at least ₹100.', AMOUNT_COVERED_MESSAGE]).toContain(context.amountError);
          }
        }),
        [`${flow}.methods.rereadingDue`]: at('methods', (context) => {
          // The refused attempt's key is not reused: the next amount is a new payment.
          expect(context.amountError).toBeNull();
          alertIs(null)(context);
        }),
      }),
  [`${flow}.methods.loading`]: at('methods', (context) => expect(context.amount).not.toBeNull()),
  [`${flow}.methods.loadFailed`]: at('methods', alertIs(SERVER_FAULT)),
  [`${flow}.methods.choosing`]: at('methods', (context) => {
    alertIs(null, SERVER_FAULT, ...(flow === 'processingFee' ? [PENDING_FEE_ENDED] : []))(context);
    for (const message of Object.values(context.errors)) expect(typeof message).toBe('string');
    if (context.errors.vpa === VPA_UNKNOWN_MESSAGE) expect(context.vpaName).toBeNull();
    // One message per field state: a verified name never shows beside a stale problem.
    if (context.vpaName !== null) expect(context.errors.vpa).toBeUndefined();
  }),
  [`${flow}.methods.otherBanks`]: at('methods'),
  [`${flow}.methods.verifyingVpa`]: at('methods', (context) => expect(context.method).toBe('UPI')),
  [`${flow}.methods.starting`]: at('methods', (context) => {
    keyed(context);
    // A processing fee payment pays the fee's total, with the coupon the lender quoted.
    if (flow === 'processingFee') expect(context.amount).toBe(context.fee?.total);
  }),
  // A card payment resumed after a reload does not know where its OTP went ("the OTP we sent you").
  [`${flow}.methods.otp`]: at('methods', (context) => expect([null, '9876543210']).toContain(context.otpSentTo)),
  // The card payment is still the one in hand while the lender abandons it (or could not).
  [`${flow}.methods.abandoning`]: at('methods', (context) => {
    expect(context.transaction).toMatchObject({ paymentMethod: 'DEBIT_CARD', status: 'created' });
    alertIs(null)(context);
  }),
  [`${flow}.methods.abandonFailed`]: at('methods', (context) => {
    expect(context.transaction).toMatchObject({ paymentMethod: 'DEBIT_CARD', status: 'created' });
    alertIs(SERVER_FAULT)(context);
  }),
  [`${flow}.methods.leaving`]: at('methods', () => expect(posted.at(-1)).toBe(TRANSACTION_ID)),
  [`${flow}.methods.processing`]: at('methods', (context) =>
    expect(context.transaction?.transactionId).toBe(TRANSACTION_ID),
  ),
  [`${flow}.methods.waiting`]: at('methods', (context) => {
    expect(['created', 'pending']).toContain(context.transaction?.status);
    expect(PENDING_MESSAGE).toMatch(/not answered/);
  }),
  [`${flow}.methods.awaitingOtp`]: at('methods', (context) => {
    // The lender's card payment in flight, resumed with its amount (and the fee's coupon).
    expect(context.transaction).toMatchObject({ status: 'created', paymentMethod: 'DEBIT_CARD' });
    if (context.flow === 'processingFee' && context.transaction?.couponCode) {
      expect(context.fee?.couponCode).toBe(context.transaction.couponCode);
      expect(context.transaction.amount).toBe(context.fee?.total);
    }
  }),
  [`${flow}.methods.checkFailed`]: at('methods', alertIs(SERVER_FAULT)),
  [`${flow}.success`]: at('success', (context) => expect(context.transaction?.status).toBe('success')),
  [`${flow}.failure.showing`]: at('failure', (context) => {
    expect(context.transaction?.status).toBe('failed');
    alertIs(null, SERVER_FAULT)(context);
  }),
  [`${flow}.failure.rechecking`]: at('failure'),
  [`${flow}.details`]: at('details', (context) => expect(context.transaction).not.toBeNull()),
});

const handlers = {
  states: {
    starting: at(null, alertIs(null)),
    startFailed: at(null, alertIs(SERVER_FAULT)),
    routing: at(null),
    reading: at(null),
    resumed: at(null),
    finished: ({ snapshot }: Context) => {
      const context = on(snapshot);
      expect(routeOf(snapshot)).toBe(flowHome(context.flow, context.supplierId));
    },
    ...flowScreens('dashboard'),
    ...flowScreens('creditStatement'),
    ...flowScreens('supplier'),
    ...flowScreens('processingFee'),
  } as MachineHandlers<typeof machine>['states'],
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
  input: { keySeed: KEY_SEED },
  serializeState: serializePaymentState,
  filterEvents: userCanSend,
  limit: 400_000,
  name: 'payment',
});
