import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type StateValue } from 'xstate';
import { routeEventFor, routeOf } from '../../../machines/routing.ts';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import { paymentPath } from '../../../machines/payment/paths.ts';
import type { InitiateRequest } from '../../../machines/payment/payment.machine.ts';
import type {
  Initiated,
  PaymentFlow,
  PaymentMethods,
  PaymentStart,
  Transaction,
} from '../../../machines/payment/types.ts';
import { providePayment } from '../../../src/journeys/payment/provide.ts';
import { plannedApiClient } from '../../support/planned-client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { FEE, FEE_QUOTES, NOW, PAYABLE, cardInFlight, transaction } from '../../support/events/payment-events.ts';

// The chart's resume of a payment in flight (ADR 028): what the lender lists at the start is
// resumed on its flow's processing screen; a card payment still waiting for its OTP lands on
// awaitingOtp with its amount and coupon, and continues there; while a payment is in flight Pay
// Now cannot be opened by address; Back from the gateway's page is a new load, resumed the same way.

type Answer = { transaction: Transaction };

const isAt = (snapshot: AnyMachineSnapshot, value: StateValue) => snapshot.matches(value);

/** The address bar opening the dashboard's Pay Now (Back from the methods, a typed address). */
const payNowAddress = routeEventFor(paymentMachine, paymentPath('dashboard', 'payNow')) as never;

/** The lender's abandon: the payment's id is recorded; `answer` ends it (by default as abandoned). */
type Abandon = (transactionId: string) => Promise<Answer>;
const abandoned: string[] = [];
const endsAbandoned: Abandon = async (transactionId) => ({
  transaction: { ...transaction('failed'), transactionId, reason: 'You chose another way to pay.' },
});

function actorFor(start: PaymentStart, reads: Transaction[], abandon: Abandon = endsAbandoned) {
  const queue = [...reads];
  const machine = providePayment(plannedApiClient(), {
    flow: () => ({ flow: start.flow, supplierId: null }),
    resumeId: () => null,
    detailsId: () => null,
    origin: () => 'http://localhost',
    postForm: () => {},
  }).provide({
    actors: {
      start: fromPromise(async () => start),
      checkStatus: fromPromise<Answer, { transactionId: string }>(async () => ({
        transaction: queue.shift() ?? reads.at(-1) ?? transaction('pending'),
      })),
      abandonPayment: fromPromise<Answer, { transactionId: string }>(({ input }) => {
        abandoned.push(input.transactionId);
        return abandon(input.transactionId);
      }),
      getMethods: fromPromise<PaymentMethods, void>(async () => ({
        methods: [],
        banks: [{ code: 'HDFC', name: 'HDFC Bank' }],
      })),
      // Net banking's answer: the gateway's form to post (the browser leaves the app).
      initiate: fromPromise<Initiated, InitiateRequest>(async () => ({
        transaction: { ...(reads[0] ?? transaction('created')), status: 'created' },
        next: { kind: 'form', form: { method: 'POST', action: 'http://localhost/pg', headers: {}, content: {} } },
      })),
    },
    delays: { pollEvery: 60_000 },
  });
  const actor = createActor(machine, { input: { keySeed: 'seed-resume', openedAt: NOW } });
  actor.start();
  return actor;
}

const startAt = (flow: PaymentFlow, resumed: Transaction | null): PaymentStart => ({
  flow,
  supplierId: null,
  payable: flow === 'processingFee' ? null : PAYABLE,
  fee: flow === 'processingFee' ? FEE : null,
  resumedFee: flow === 'processingFee' && resumed?.couponCode ? (FEE_QUOTES[resumed.couponCode] ?? null) : null,
  resume: resumed ? { transactionId: resumed.transactionId, transaction: resumed } : null,
  details: null,
});

describe('a payment in flight is resumed, never forgotten', () => {
  it('lands a reload on the card OTP screen on awaitingOtp, with its amount and the coupon applied', async () => {
    const card = cardInFlight('processingFee');
    const actor = actorFor(startAt('processingFee', card), [card]);
    const snapshot = await waitFor(actor, (s) => isAt(s, { methods: 'awaitingOtp' }));
    expect(snapshot.context.transaction).toMatchObject({ amount: card.amount, couponCode: 'FEE50' });
    expect(snapshot.context.amount).toBe(card.amount);
    expect(snapshot.context.fee).toEqual(FEE_QUOTES['FEE50']);
    expect(snapshot.context.values).toMatchObject({ cardNumber: '', cvv: '' });
    expect(routeOf(snapshot)).toBe(paymentPath('processingFee', 'methods'));
    actor.send({ type: 'CONTINUE' });
    expect(isAt(actor.getSnapshot(), { methods: 'otp' })).toBe(true);
    // Another way to pay instead: the card payment is abandoned at the lender first (its Loader),
    // then the methods, never read after the reload, are read.
    abandoned.length = 0;
    actor.send({ type: 'BACK' });
    expect(isAt(actor.getSnapshot(), { methods: 'abandoning' })).toBe(true);
    await waitFor(actor, (s) => isAt(s, { methods: 'choosing' }));
    expect(abandoned).toEqual([card.transactionId]);
    expect(actor.getSnapshot().context).toMatchObject({ amount: card.amount, transaction: null });
  });

  it('checks the status from awaitingOtp and shows the outcome the bank gave', async () => {
    const card = cardInFlight('dashboard');
    const actor = actorFor(startAt('dashboard', card), [card, { ...card, status: 'failed', reason: 'Expired.' }]);
    await waitFor(actor, (s) => isAt(s, { methods: 'awaitingOtp' }));
    actor.send({ type: 'CHECK_AGAIN' });
    const failed = await waitFor(actor, (s) => isAt(s, 'failure'));
    expect(routeOf(failed)).toBe(paymentPath('dashboard', 'failure'));
    // Try again is a new attempt of the same amount.
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context).toMatchObject({ attemptKey: null, amount: card.amount });
  });

  it('keeps Pay Now shut while a payment is in flight, and opens it once it has ended', async () => {
    const bank: Transaction = { ...transaction('created', false, 'NET_BANKING'), cardLast4: null, bankCode: 'HDFC' };
    const actor = actorFor(startAt('dashboard', bank), [bank, { ...bank, status: 'success' }]);
    await waitFor(actor, (s) => isAt(s, { methods: 'waiting' }));
    actor.send(payNowAddress);
    expect(isAt(actor.getSnapshot(), { methods: 'waiting' })).toBe(true);
    actor.send({ type: 'CHECK_AGAIN' });
    const done = await waitFor(actor, (s) => isAt(s, 'success'));
    expect(done.context.transaction?.status).toBe('success');
    actor.send(payNowAddress);
    expect(isAt(actor.getSnapshot(), 'payNow')).toBe(true);
  });

  it('takes Back from the gateway as a new load, whose start resumes the payment and reads its status', async () => {
    const bank: Transaction = { ...transaction('created', false, 'NET_BANKING'), cardLast4: null, bankCode: 'HDFC' };
    const actor = actorFor(startAt('dashboard', null), [bank]);
    await waitFor(actor, (s) => isAt(s, 'payNow'));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (s) => isAt(s, { methods: 'choosing' }));
    actor.send({ type: 'SELECT_METHOD', method: 'NET_BANKING' });
    actor.send({ type: 'CHANGE', field: 'bankCode', value: 'HDFC' });
    actor.send({ type: 'PAY' });
    const left = await waitFor(actor, (s) => isAt(s, { methods: 'leaving' }));
    // The page has left for the gateway: nothing the chart takes brings it back (a restored page reloads).
    expect(left.status).toBe('active');
    actor.stop();
    const again = actorFor(startAt('dashboard', bank), [bank]);
    const back = await waitFor(again, (s) => isAt(s, { methods: 'waiting' }));
    expect(back.context.transaction).toMatchObject({ paymentMethod: 'NET_BANKING', status: 'created' });
    // Pay Now by address (Back once more) is refused: this payment is shown instead.
    again.send(payNowAddress);
    expect(isAt(again.getSnapshot(), { methods: 'waiting' })).toBe(true);
  });

  it('abandons from the resumed screen too; a failed abandon offers Retry or the OTP after all', async () => {
    const card = cardInFlight('dashboard');
    let fails = 1;
    const actor = actorFor(startAt('dashboard', card), [card], async (transactionId) => {
      if (fails-- > 0) throw new Error('The lender is unavailable for a moment.');
      return endsAbandoned(transactionId);
    });
    await waitFor(actor, (s) => isAt(s, { methods: 'awaitingOtp' }));
    actor.send({ type: 'BACK' });
    const failed = await waitFor(actor, (s) => isAt(s, { methods: 'abandonFailed' }));
    expect(failed.context.error).toBe('The lender is unavailable for a moment.');
    // The card payment still holds its place: nothing forgotten.
    expect(failed.context.transaction?.transactionId).toBe(card.transactionId);
    actor.send({ type: 'RETRY' });
    const chosen = await waitFor(actor, (s) => isAt(s, { methods: 'choosing' }));
    expect(chosen.context).toMatchObject({ transaction: null, attemptKey: null, amount: card.amount, error: null });
  });

  it('shows the payment when it reached the bank before the abandon (409): it is waited for', async () => {
    const card = cardInFlight('processingFee');
    const atBank = new ApiError('This payment has already reached your bank.', {
      kind: 'http',
      status: 409,
      code: 'EPL-40943',
    });
    const actor = actorFor(startAt('processingFee', card), [card, { ...card, status: 'pending' }], async () => {
      throw atBank;
    });
    await waitFor(actor, (s) => isAt(s, { methods: 'awaitingOtp' }));
    actor.send({ type: 'BACK' });
    const waiting = await waitFor(actor, (s) => isAt(s, { methods: 'waiting' }));
    expect(waiting.context).toMatchObject({ error: null, transaction: { status: 'pending' } });
  });
});
