import type { Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import { parkCalls, type ParkedCalls } from '../support/parked-calls.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { testPhone } from '../support/test-identity.ts';
import type { PaymentContext } from '../../../machines/payment/payment.machine.ts';
import { providePayment } from '../../../src/journeys/payment/provide.ts';
import { flowHome, paymentPath, type PaymentScreen } from '../../../machines/payment/paths.ts';
import type { PaymentFlow, PaymentStart } from '../../../machines/payment/types.ts';
import {
  CARD_VALUES,
  COVERED_IN_FLIGHT,
  FEE,
  FEE_IN_FLIGHT,
  KEY_SEED,
  NOW,
  PAYMENT_AT_BANK,
  SERVER_FAULT,
  SUPPLIER_ID,
  VPA,
  paymentEvents,
  serializePaymentState,
  userCanSend,
} from '../../support/events/payment-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';
import { chosenAmount } from '../../../rules/payment/amount.ts';

// Browser paths of the payment chart: the covering subset of its plan replayed in the built app
// against the sandbox. Each path seeds its own borrower with a drawdown, logs in and opens the
// place its start plans (or a UPI payment left pending, to resume). The bank's answers are the
// sandbox's (the card's OTP, the gateway page, the UPI decision control); failures are faults
// armed by the step before the call.

const PHONE = '9123400701';

// The plan's machine: the app's rules (amount, card, UPI), calls that are never made.
const paymentMachine = providePayment(plannedApiClient(), {
  flow: () => ({ flow: 'dashboard', supplierId: null }),
  resumeId: () => null,
  detailsId: () => null,
  origin: () => 'http://localhost',
  postForm: () => {},
});
const errorBody = (message: string) => ({ error: { code: 'EPL-50000', message } });

const plannedContext = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentContext;
const starts = new WeakMap<Page, PaymentStart>();
const statusReads = new WeakMap<Page, (count: number) => Promise<void>>();
const initiateCalls = new WeakMap<Page, ParkedCalls>();
const couponCalls = new WeakMap<Page, (count: number) => Promise<void>>();
const abandonCalls = new WeakMap<Page, (count: number) => Promise<void>>();

const STATUS_READ = /^\/v1\/customer\/transaction\/[^/]+\/payments-details$/;
const INITIATE = /^\/v2\/repayment\/initiate-transaction$/;
const HISTORY_READ = /^\/v2\/customer\/transaction-details$/;
const ABANDON = /^\/v1\/customer\/transaction\/[^/]+\/abandon$/;
const COUPON_CALL = /^\/v1\/repayment\/[^/]+\/(apply-coupon\/[^/]+|processing-fee-coupon-payment)$/;
/** A status read the sandbox fails is tried three times (the client retries a read twice). */
const FAILED_READ_TRIES = 3;

/**
 * Holds the app's status reads (and Pay's initiate) until the step that plans their answer lets
 * them through, so a busy state (starting, processing, rechecking) is on screen while it is checked,
 * and the bank's decision or the fault is in place before the call, and each call let through
 * is answered before the step ends.
 */
async function holdCalls(page: Page, path: RegExp): Promise<(count: number) => Promise<void>> {
  const calls = await parkCalls(page, { path });
  return async (count) => {
    for (let released = 0; released < count; released += 1) await calls.release();
  };
}

async function releaseStatusRead(context: BrowserEventContext & { event: AnyEventObject }): Promise<void> {
  await arrange(context.page, context);
  const failed = context.event.type.startsWith('xstate.error.');
  await statusReads.get(context.page)?.(failed ? FAILED_READ_TRIES : 1);
}

const historyReads = new WeakMap<Page, (count: number) => Promise<void>>();

/** Lets the fee's look-up of its payment in flight through once its answer is arranged. */
async function releaseHistoryRead(context: BrowserEventContext & { event: AnyEventObject }): Promise<void> {
  await arrange(context.page, context);
  // None in flight: the payment started elsewhere ends between the refusal and the look-up (held here).
  if ('output' in context.event && context.event['output'] === null) await decideLatest(context.page, 'decline');
  const failed = context.event.type.startsWith('xstate.error.');
  await historyReads.get(context.page)?.(failed ? FAILED_READ_TRIES : 1);
}

/**
 * A payment of the fee started by UPI elsewhere (another tab, say), still waiting for the bank;
 * unless one is in flight already (a card payment whose OTP was left unentered), which the lender
 * answers with the same 409 the app's Pay is about to get.
 */
async function startFeePaymentElsewhere(page: Page): Promise<void> {
  const response = await page.request.post('/v2/repayment/initiate-transaction', {
    headers: { authorization: tokens.get(page) ?? '', 'idempotency-key': `elsewhere-${Date.now()}` },
    data: {
      purpose: 'processingFee',
      paymentMethod: 'UPI',
      returnUrl: '/dashboard/processing-fee',
      processingFee: { processingFeeId: feeIds.get(page) ?? '', couponCode: null },
      repaymentDTO: { amount: FEE.total / 100, upiInfo: { vpa: VPA } },
    },
  });
  const text = await response.text();
  expect(response.ok() || text.includes(FEE_IN_FLIGHT), text).toBe(true);
}

/**
 * A repayment started elsewhere that leaves less than the app's amount payable now, so the app's
 * Pay is refused with EPL-40941: the due as the sandbox has it now, less the amount, plus ₹100.
 */
async function coverPartOfTheDue(page: Page, paying: number): Promise<void> {
  const due = (await asCustomer(page, 'GET', '/v1/customer/transaction')) as { payableNow: number };
  if (paying > due.payableNow) return;
  await asCustomer(
    page,
    'POST',
    '/v2/repayment/initiate-transaction',
    {
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: '/dashboard/payment-methods',
      repaymentDTO: { amount: Math.min(due.payableNow, due.payableNow - paying + 100), upiInfo: { vpa: VPA } },
    },
    `elsewhere-${Date.now()}`,
  );
}

const vpaAnswers = new WeakMap<Page, Promise<unknown>>();

/** The UPI id's check has answered and the screen took it: Pay pressed sooner would be ignored. */
async function vpaAnswered(context: BrowserEventContext): Promise<void> {
  await vpaAnswers.get(context.page);
  await expect(context.page.getByRole('button', { name: 'Verify UPI ID' })).not.toHaveAttribute('aria-busy', 'true');
  await arrange(context.page, context);
}

async function releaseInitiate(context: BrowserEventContext & { event: AnyEventObject }): Promise<void> {
  const calls = initiateCalls.get(context.page);
  // A payment started: the bank's answer to it (arranged for the status read that follows) needs it to exist.
  if (calls && context.event.type === 'xstate.done.actor.initiate') {
    await calls.release();
    await arrange(context.page, context);
    return;
  }
  await arrange(context.page, context);
  if (!calls) return;
  if (JSON.stringify(context.event).includes(COVERED_IN_FLIGHT)) {
    // Started elsewhere once the app's Pay is on its way (held here), so it covers that amount.
    await expect.poll(() => calls.held.length).toBeGreaterThan(0);
    const body = calls.held[0]?.request().postDataJSON() as { repaymentDTO: { amount: number } };
    await coverPartOfTheDue(context.page, body.repaymentDTO.amount);
    // The due is read again at once: its fault must be in place before the refusal answers.
    if (context.next?.type === 'xstate.error.actor.rereadDue') {
      await fault(context.page, 'GET', '/v1/customer/transaction', FAILED_READ_TRIES);
    }
  }
  await calls.release();
}
/** Lets the held coupon call through once its answer is arranged: a failed quote is read three times. */
async function releaseCouponCall(context: BrowserEventContext & { event: AnyEventObject }): Promise<void> {
  await arrange(context.page, context);
  const event = JSON.stringify(context.event);
  const retried = context.event.type === 'xstate.error.actor.applyCoupon' && !event.includes('EPL-42220');
  await couponCalls.get(context.page)?.(retried ? FAILED_READ_TRIES : 1);
}
const tokens = new WeakMap<Page, string>();
/** The processing fee the path's borrower owes (fault paths match a prefix, so they name it). */
const feeIds = new WeakMap<Page, string>();

const screenUrl = (flow: PaymentFlow, screen: PaymentScreen) => paymentPath(flow, screen).replace(':id?', SUPPLIER_ID);
const returnAddressOf = (flow: PaymentFlow) => screenUrl(flow, 'methods');

async function fault(
  page: Page,
  method: string,
  path: string,
  times = 1,
  answer: { status: number; body: unknown } = { status: 500, body: errorBody(SERVER_FAULT) },
): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', { data: { method, path, times, ...answer } });
  expect(response.ok()).toBe(true);
}

async function asCustomer(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, key?: string) {
  const headers: Record<string, string> = { authorization: tokens.get(page) ?? '' };
  if (key) headers['idempotency-key'] = key;
  const response = await page.request.fetch(path, { method, headers, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function latestPayment(page: Page): Promise<{ transactionId: string; status: string }> {
  const history = (await asCustomer(page, 'GET', '/v2/customer/transaction-details')) as {
    payments: { transactionId: string; status: string }[];
  };
  const latest = history.payments[0];
  expect(latest).toBeDefined();
  return latest!;
}

async function decideLatest(page: Page, decision: 'approve' | 'decline' | 'lateSuccess'): Promise<void> {
  const { transactionId } = await latestPayment(page);
  const response = await page.request.post(`/__sandbox/payments/${transactionId}/decision`, { data: { decision } });
  expect(response.ok()).toBe(true);
}

/** Where each page's path has got to: the index of the step its handlers last arranged for. */
const cursors = new WeakMap<Page, number>();
const STATUS_ANSWERS = new Set([
  'xstate.done.actor.checkStatus',
  'xstate.done.actor.recheckStatus',
  'xstate.done.actor.readPayment',
]);

/** Arms what the next planned step needs from the sandbox before the call that produces it. */
async function arrange(page: Page, context: BrowserEventContext): Promise<void> {
  const next = context.next;
  if (!next) return;
  // The steps after the next one while the same payment is on screen (a new one starts with Pay's answer).
  const { steps } = context.path;
  const event = 'event' in context ? context.event : undefined;
  const from = steps.findIndex(
    (step, index) =>
      index >= (cursors.get(page) ?? 0) && step.event === next && (index === 0 || steps[index - 1]?.event === event),
  );
  cursors.set(page, Math.max(from, 0));
  const after = steps.slice(from + 1);
  const restart = after.findIndex((step) => step.event.type === 'xstate.done.actor.initiate');
  const samePayment = restart === -1 ? after : after.slice(0, restart);
  switch (next.type) {
    case 'xstate.error.actor.start':
      if (starts.get(page)?.flow === 'processingFee') return fault(page, 'GET', '/v1/repayment/processing-fee/*', 3);
      return fault(page, 'GET', '/v1/customer/transaction', 3);
    case 'xstate.error.actor.applyCoupon':
      // A refused coupon is the sandbox's own answer; only the outage is a fault.
      if (JSON.stringify(next).includes('EPL-42220')) return;
      return fault(page, 'GET', `/v1/repayment/${feeIds.get(page) ?? ''}/apply-coupon/*`, 3);
    case 'xstate.error.actor.payFeeWithCoupon':
      return fault(page, 'PATCH', `/v1/repayment/${feeIds.get(page) ?? ''}/processing-fee-coupon-payment`);
    case 'xstate.error.actor.getMethods':
      return fault(page, 'GET', '/v1/customer/transaction/payment-method', 3);
    case 'xstate.error.actor.getOtherBanks':
      return fault(page, 'POST', '/v1/repayment/other-banks');
    case 'xstate.error.actor.validateVpa':
      return fault(page, 'POST', '/v1/scanpay/validate-vpa');
    case 'xstate.error.actor.initiate': {
      const refusal = JSON.stringify(next);
      // The lender's own refusals: money already in flight, started here beside the app's Pay.
      if (refusal.includes(FEE_IN_FLIGHT)) return startFeePaymentElsewhere(page);
      // Arranged as the app's Pay is let through (releaseInitiate), where its amount is known.
      if (refusal.includes(COVERED_IN_FLIGHT)) return;
      return fault(page, 'POST', '/v2/repayment/initiate-transaction');
    }
    case 'xstate.error.actor.abandonPayment':
      // The lender's refusal stands for the card reaching the bank between the OTP screen and the tap
      // (a race the sandbox cannot stage for a card): the app then reads the status the lender gives.
      if (JSON.stringify(next).includes(PAYMENT_AT_BANK)) {
        return fault(page, 'POST', '/v1/customer/transaction/TXN*', 1, {
          status: 409,
          body: { error: { code: PAYMENT_AT_BANK, message: 'This payment has already reached your bank.' } },
        });
      }
      return fault(page, 'POST', '/v1/customer/transaction/TXN*');
    case 'xstate.error.actor.findPendingFee':
      return fault(page, 'GET', '/v2/customer/transaction-details', FAILED_READ_TRIES);
    case 'xstate.error.actor.checkStatus':
    case 'xstate.error.actor.recheckStatus':
    case 'xstate.error.actor.readPayment':
      return fault(page, 'GET', '/v1/customer/transaction/TXN*', FAILED_READ_TRIES);
    case 'xstate.done.actor.validateVpa': {
      if (!JSON.stringify(next).includes('unknown')) return;
      const response = await page.request.post('/__sandbox/faults', {
        data: {
          method: 'POST',
          path: '/v1/scanpay/validate-vpa',
          status: 200,
          times: 1,
          body: { vpa: VPA, valid: false, name: null },
        },
      });
      expect(response.ok()).toBe(true);
      return;
    }
    case 'xstate.done.actor.checkStatus': {
      const status = JSON.stringify(next);
      // A card's answer is already final after its OTP (the payment read now: a path may pay by card later).
      const before = from > 0 ? steps[from - 1]?.state : undefined;
      if (plannedContext(before ?? context.path.initial).transaction?.paymentMethod === 'DEBIT_CARD') return;
      if (status.includes('"success')) await decideLatest(page, 'approve');
      else if (status.includes('"failed')) {
        // A late success fails on this read and succeeds on the next one.
        const nextRead = samePayment.find((step) => STATUS_ANSWERS.has(step.event.type));
        await decideLatest(
          page,
          JSON.stringify(nextRead?.event ?? {}).includes('success (late)') ? 'lateSuccess' : 'decline',
        );
      }
      return;
    }
    default:
      return;
  }
}

/** Sends the address bar to `url` the way Back and Forward do (a pop, not a new page). */
async function popTo(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

function onScreen(screen: PaymentScreen, name?: string | RegExp) {
  return async ({ page }: BrowserContext) => {
    const start = starts.get(page);
    if (!start) return;
    await expect(page).toHaveURL(new RegExp(`${screenUrl(start.flow, screen)}(\\?|$)`));
    if (name) await heading(page, name);
  };
}

const noCheck = async () => {};

// One set of screens for every place (ADR 030): onScreen reads the place the path opened.
const screens = {
  'fee.editing': onScreen('payNow', 'Processing fee'),
  'fee.applying': onScreen('payNow', 'Processing fee'),
  'fee.settling': onScreen('payNow', 'Processing fee'),
  paidByCoupon: onScreen('success', 'Processing fee paid'),
  payNow: onScreen('payNow', 'Pay now'),
  'methods.loading': onScreen('methods'),
  'methods.loadFailed': onScreen('methods', 'We could not load the payment methods'),
  'methods.choosing': onScreen('methods', 'Choose how to pay'),
  'methods.otherBanks': onScreen('methods'),
  'methods.verifyingVpa': onScreen('methods'),
  'methods.starting': onScreen('methods'),
  'methods.otp': onScreen('methods', 'Enter the OTP from your bank'),
  // Choose another way to pay is busy while the lender cancels the card payment (its call is held).
  'methods.abandoning': async (context: BrowserContext) => {
    await onScreen('methods')(context);
    await expect(context.page.getByRole('status').filter({ hasText: 'cancel your card payment' })).toBeVisible();
  },
  'methods.abandonFailed': onScreen('methods', 'We could not cancel your card payment'),
  'methods.leaving': async ({ page }: BrowserContext) => {
    await expect(page.getByRole('heading', { name: /Confirm your payment/ })).toBeVisible();
  },
  'methods.processing': onScreen('methods'),
  'methods.findingPending': onScreen('methods'),
  'methods.alreadyPending': onScreen('methods', 'A payment for your processing fee is already in progress'),
  // Not held: the due may already be read again and Pay Now on screen.
  'methods.rereadingDue': noCheck,
  'methods.waiting': onScreen('methods', 'We are confirming your payment'),
  'methods.awaitingOtp': onScreen('methods', 'Your card payment is waiting for its OTP'),
  'methods.checkFailed': onScreen('methods', "We could not read your payment's status"),
  success: onScreen('success', 'Payment successful'),
  'failure.showing': onScreen('failure', 'Payment failed'),
  'failure.rechecking': onScreen('failure'),
  details: onScreen('details', 'Transaction details'),
};

const click = (name: string | RegExp) => async (context: BrowserEventContext) => {
  await arrange(context.page, context);
  await context.page.getByRole('button', { name }).first().click();
};

const handlers: BrowserHandlers<typeof paymentMachine> = {
  async open(context) {
    const { page, path } = context;
    const answered = path.steps.find((step) => step.event.type === 'xstate.done.actor.start');
    const start = (answered?.event as (AnyEventObject & { output?: PaymentStart }) | undefined)?.output;
    const plan: PaymentStart = start ?? {
      flow: 'dashboard',
      supplierId: null,
      payable: null,
      fee: null,
      resumedFee: null,
      resume: null,
      details: null,
    };
    starts.set(page, plan);
    const phone = testPhone(PHONE);
    await seedApplicant(page.request, PHONE, { status: 'initiated', firstName: 'Asha' });
    const seeded = await page.request.put(`/__sandbox/customers/${phone}/credit-account`, {
      data: { drawdown: 10000 },
    });
    expect(seeded.ok()).toBe(true);
    let feeId = '';
    if (plan.flow === 'processingFee') {
      const fee = await page.request.put(`/__sandbox/customers/${phone}/processing-fee`, {
        // The sandbox's control API takes rupees; the plan's fee is in paise.
        data: { amount: FEE.amount / 100 },
      });
      expect(fee.ok()).toBe(true);
      feeId = ((await fee.json()) as { processingFeeId: string }).processingFeeId;
      feeIds.set(page, feeId);
    }
    await logInThroughApi(page, page.request, PHONE);
    tokens.set(page, await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string));
    let address = screenUrl(plan.flow, 'payNow');
    if (plan.resume?.transaction) {
      // A card payment started here before a reload on its OTP screen: the lender lists it in flight,
      // and the place's own address (no transaction named) resumes it.
      const fee = plan.flow === 'processingFee';
      await asCustomer(
        page,
        'POST',
        '/v2/repayment/initiate-transaction',
        {
          purpose: fee ? 'processingFee' : 'repayment',
          paymentMethod: 'DEBIT_CARD',
          returnUrl: returnAddressOf(plan.flow),
          ...(fee ? { processingFee: { processingFeeId: feeId, couponCode: 'FEE50' } } : {}),
          repaymentDTO: {
            amount: plan.resume.transaction.amount / 100,
            cardInfo: { ...CARD_VALUES, cardNumber: CARD_VALUES.cardNumber.replace(/ /g, ''), saveCard: false },
          },
        },
        `resume-card-${Date.now()}`,
      );
      address = screenUrl(plan.flow, 'methods');
    } else if (plan.resume) {
      const started = await asCustomer(
        page,
        'POST',
        '/v2/repayment/initiate-transaction',
        plan.flow === 'processingFee'
          ? {
              purpose: 'processingFee',
              paymentMethod: 'UPI',
              returnUrl: '/dashboard/processing-fee',
              processingFee: { processingFeeId: feeId, couponCode: null },
              repaymentDTO: { amount: FEE.total / 100, upiInfo: { vpa: VPA } },
            }
          : {
              purpose: 'repayment',
              paymentMethod: 'UPI',
              returnUrl: '/dashboard/payment-methods',
              repaymentDTO: { amount: 1000, upiInfo: { vpa: VPA } },
            },
        `resume-${Date.now()}`,
      );
      const id = (started.transaction as { transactionId: string }).transactionId;
      address = `${screenUrl(plan.flow, 'methods')}?transactionId=${id}`;
    }
    if (plan.details) {
      // The dashboard's link to a payment: one the bank approved, or a card's never confirmed.
      const read = path.steps.find((step) => step.event.type === 'xstate.done.actor.readPayment');
      const created = JSON.stringify(read?.event ?? {}).includes('"created');
      const started = await asCustomer(
        page,
        'POST',
        '/v2/repayment/initiate-transaction',
        {
          purpose: 'repayment',
          paymentMethod: created ? 'DEBIT_CARD' : 'UPI',
          returnUrl: '/dashboard/payment-methods',
          repaymentDTO: created
            ? { amount: 1000, cardInfo: { ...CARD_VALUES, saveCard: false } }
            : { amount: 1000, upiInfo: { vpa: VPA } },
        },
        `details-${Date.now()}`,
      );
      const id = (started.transaction as { transactionId: string }).transactionId;
      if (!created) await decideLatest(page, 'approve');
      address = `${screenUrl(plan.flow, 'details')}?transactionId=${id}`;
    }
    await arrange(page, { ...context, next: path.steps[0]?.event });
    statusReads.set(page, await holdCalls(page, STATUS_READ));
    initiateCalls.set(page, await parkCalls(page, { path: INITIATE }));
    couponCalls.set(page, await holdCalls(page, COUPON_CALL));
    abandonCalls.set(page, await holdCalls(page, ABANDON));
    // The fee's look-up of a payment in flight (the dashboard after it reads payments too: fee paths only).
    if (plan.flow === 'processingFee') historyReads.set(page, await holdCalls(page, HISTORY_READ));
    await page.goto(address);
  },
  states: {
    starting: noCheck,
    startFailed: async ({ page }: BrowserContext) =>
      heading(page, starts.get(page)?.details ? 'We could not load this payment' : 'We could not load what you owe'),
    routing: noCheck,
    reading: noCheck,
    finished: async ({ page }: BrowserContext) => {
      const start = starts.get(page);
      if (start) await expect(page).toHaveURL(new RegExp(`${flowHome(start.flow, SUPPLIER_ID)}$`));
    },
    ...screens,
  },
  events: {
    RETRY: async (context) => {
      await arrange(context.page, context);
      await context.page
        .getByRole('button', { name: /^(Retry|Try again)$/ })
        .first()
        .click();
    },
    CHOOSE_AMOUNT: async ({ page, event }) => {
      const label = { total: /Total due/, minimum: /Minimum due/, other: /Another amount/ }[event.choice];
      await page.getByRole('radio', { name: label }).click();
    },
    TYPE_AMOUNT: async ({ page, event }) => {
      if (!(await page.getByLabel('Amount in rupees').isVisible()))
        await page.getByRole('radio', { name: /Another amount/ }).click();
      await page.getByLabel('Amount in rupees').fill(event.value);
    },
    CONTINUE: click(/^(Continue|Enter the OTP|Enter the OTP instead)$/),
    BACK: async (context) => {
      await arrange(context.page, context);
      await context.page
        .getByRole('button', { name: /^(Change amount|Choose another way to pay|Back)$/ })
        .first()
        .click();
    },
    SELECT_METHOD: async ({ page, event }) => {
      const label = { DEBIT_CARD: 'Debit Card', NET_BANKING: 'Net Banking', UPI: 'UPI' }[event.method];
      await page.getByRole('radio', { name: label, exact: true }).click();
    },
    CHANGE: async ({ page, event }) => {
      const label = {
        cardNumber: 'Card number',
        expiry: 'Expiry (MM/YY)',
        cvv: 'CVV',
        vpa: 'UPI ID',
        bankCode: 'Your bank',
      }[event.field];
      if (event.field === 'bankCode') await page.getByLabel(label).selectOption(event.value);
      else await page.getByLabel(label, { exact: true }).fill(event.value);
    },
    SAVE_CARD: async ({ page }) => page.getByRole('checkbox', { name: /Save this card/ }).check(),
    SHOW_OTHER_BANKS: click('Other banks'),
    VERIFY_VPA: async (context) => {
      const answer = context.page.waitForResponse((response) => response.url().includes('/v1/scanpay/validate-vpa'));
      // A path that ends on the check never waits for it: the page closes first.
      answer.catch(() => {});
      vpaAnswers.set(context.page, answer);
      await click('Verify UPI ID')(context);
    },
    PAY: click(/^Pay/),
    CHECK_AGAIN: click('Check the status again'),
    VIEW_DETAILS: click('Transaction details'),
    WAIT: click('Wait for this payment'),
    DONE: click(/^(Done|Back to where I started|Back to dashboard|Back to statement|Back to payment history)$/),
    TYPE_COUPON: async ({ page, event }) => page.getByLabel('Coupon code').fill(event.value),
    APPLY_COUPON: click('Apply coupon'),
    REMOVE_COUPON: click('Remove coupon'),
    'xstate.route': async (context) => {
      // Opening Payment Methods by address loads them again: the load's fault goes in first.
      await arrange(context.page, context);
      const start = starts.get(context.page);
      const to = String(context.event.to);
      if (start) await popTo(context.page, screenUrl(start.flow, to === '#payNow' ? 'payNow' : 'methods'));
    },
  },
  builtIns: {
    // A resumed fee payment's coupon is quoted again as the journey starts: that quote goes through.
    'xstate.done.actor.start': async (context: BrowserEventContext) => {
      await arrange(context.page, context);
      if (starts.get(context.page)?.resumedFee) await couponCalls.get(context.page)?.(1);
    },
    ...Object.fromEntries(
      [
        'xstate.error.actor.start',
        'xstate.done.actor.getMethods',
        'xstate.error.actor.getMethods',
        'xstate.done.actor.getOtherBanks',
        'xstate.error.actor.getOtherBanks',
      ].map((type) => [type, async (context: BrowserEventContext) => arrange(context.page, context)]),
    ),
    ...Object.fromEntries(
      ['xstate.done.actor.validateVpa', 'xstate.error.actor.validateVpa'].map((type) => [type, vpaAnswered]),
    ),
    ...Object.fromEntries(
      [
        'xstate.done.actor.checkStatus',
        'xstate.error.actor.checkStatus',
        'xstate.done.actor.recheckStatus',
        'xstate.error.actor.recheckStatus',
        'xstate.done.actor.readPayment',
        'xstate.error.actor.readPayment',
      ].map((type) => [type, releaseStatusRead]),
    ),
    ...Object.fromEntries(
      [
        'xstate.done.actor.applyCoupon',
        'xstate.error.actor.applyCoupon',
        'xstate.done.actor.payFeeWithCoupon',
        'xstate.error.actor.payFeeWithCoupon',
      ].map((type) => [type, releaseCouponCall]),
    ),
    'xstate.done.actor.initiate': releaseInitiate,
    ...Object.fromEntries(
      ['xstate.done.actor.findPendingFee', 'xstate.error.actor.findPendingFee'].map((type) => [
        type,
        releaseHistoryRead,
      ]),
    ),
    // The due read again after a refusal: not held (its fault, if planned, went in with the refusal).
    'xstate.done.actor.rereadDue': async (context: BrowserEventContext) => arrange(context.page, context),
    'xstate.error.actor.rereadDue': async (context: BrowserEventContext) => arrange(context.page, context),
    'xstate.error.actor.initiate': releaseInitiate,
    ...Object.fromEntries(
      ['xstate.done.actor.abandonPayment', 'xstate.error.actor.abandonPayment'].map((type) => [
        type,
        async (context: BrowserEventContext) => {
          await arrange(context.page, context);
          await abandonCalls.get(context.page)?.(1);
        },
      ]),
    ),
    'xstate.done.actor.otp': async (context) => {
      const { page } = context;
      await arrange(page, context);
      const otp = await page.request.get(`/__sandbox/otp/${testPhone(PHONE)}`);
      const { otp: code } = (await otp.json()) as { otp: string };
      await page.getByRole('textbox').first().click();
      // The last digit submits the code: no Verify press (the screen may already have moved on).
      await page.keyboard.type(code);
    },
    'xstate.after.pollEvery.payment.methods.waiting': async (context: BrowserEventContext) =>
      arrange(context.page, context),
  },
};

/**
 * The browser adds: a card's status is final after its OTP (the bank has answered), and a resumed
 * card payment still waits for it (only its OTP answers it).
 */
function browserCanSend(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (!userCanSend(snapshot, event)) return false;
  const context = plannedContext(snapshot);
  // Another way to pay from a resumed card's OTP step is walked from its resumed screen (awaitingOtp's
  // BACK, the same abandon); from the OTP step only for payments started here: the resumed card pays a
  // part of the due, on which the plan's later refusals (payments in flight cover the due) cannot be staged.
  if (event.type === 'BACK' && context.otpSentTo === null && snapshot.matches({ methods: 'otp' })) return false;
  // The refusal is staged by covering the due elsewhere down to the app's amount less ₹100; a resumed
  // card's amount (a part of the due, kept after its abandon) is not the one Pay Now chose, so the
  // following steps cannot be staged from it. Walked from amounts Pay Now chose.
  if (
    event.type === 'xstate.error.actor.initiate' &&
    JSON.stringify(event).includes(COVERED_IN_FLIGHT) &&
    context.payable !== null &&
    context.amount !== chosenAmount(context.amountChoice, context.amountTyped, context.payable)
  ) {
    return false;
  }
  if (event.type === 'xstate.done.actor.checkStatus' && context.transaction?.paymentMethod === 'DEBIT_CARD') {
    return JSON.stringify(event).includes(context.transaction.status === 'created' ? '"created' : '"success');
  }
  return true;
}

runBrowserPaths(test, paymentMachine, handlers, {
  events: paymentEvents,
  input: { keySeed: KEY_SEED, openedAt: NOW },
  serializeState: serializePaymentState,
  filterEvents: browserCanSend,
  limit: 400_000,
  reduce: 'walks',
});

/**
 * The covering walks need only some places; the chart draws every place's screens from one subtree
 * (ADR 030), so the other places' own addresses are opened here: Pay Now, Continue to the methods
 * under the same place, and the address bar's Back (a route event naming the place) to Pay Now.
 */
for (const flow of ['creditStatement', 'supplier'] as const) {
  test(`${flow}: Pay Now and Payment Methods under the place's own addresses`, async ({ page }) => {
    await seedApplicant(page.request, PHONE, { status: 'initiated', firstName: 'Asha' });
    const seeded = await page.request.put(`/__sandbox/customers/${testPhone(PHONE)}/credit-account`, {
      data: { drawdown: 10000 },
    });
    expect(seeded.ok()).toBe(true);
    if (flow === 'supplier') {
      // The supplier place pays what is owed for that supplier's drawdowns (ADR 047): book one there.
      const order = await page.request.post(`/__sandbox/customers/${testPhone(PHONE)}/marketplace-orders`, {
        data: { supplierId: SUPPLIER_ID, amount: 5000 },
      });
      expect(order.ok(), await order.text()).toBe(true);
    }
    await logInThroughApi(page, page.request, PHONE);
    await page.goto(screenUrl(flow, 'payNow'));
    await heading(page, 'Pay now');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${screenUrl(flow, 'methods')}$`));
    await heading(page, 'Choose how to pay');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${screenUrl(flow, 'payNow')}$`));
    await heading(page, 'Pay now');
  });
}
