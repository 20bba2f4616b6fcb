import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { InitiateRequest } from '../../../machines/payment/payment.machine.ts';
import { EMPTY_METHOD_VALUES, type PaymentFlow, type PaymentStart } from '../../../machines/payment/types.ts';
import { createPaymentActors } from '../../../src/journeys/payment/actors.ts';
import { createHarness, type Harness } from '../../support/sandbox-client.ts';
import { inr } from '../../support/money.ts';

// The payment journey's start asks the lender for its payments in flight (ADR 028): a reload on
// the card's OTP screen or a Back from the gateway's page resumes the payment under way, with its
// amount and its coupon, and a place resumes only a payment of what it pays.

const PHONE = '9123400811';
let harness: Harness;

beforeEach(async () => {
  // The tab's storage (Pay keeps its key there before the call): empty, as after a reload elsewhere.
  const stored = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  Object.assign(globalThis, { window: { sessionStorage } });
  harness = createHarness();
  await harness.signIn(PHONE);
  expect(
    (await harness.control('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 10_000 })).status,
  ).toBe(200);
});
afterEach(() => {
  harness.close();
  Reflect.deleteProperty(globalThis, 'window');
});

const actorsAt = (flow: PaymentFlow, resumeId: string | null = null) =>
  createPaymentActors(harness.client, {
    flow: () => ({ flow, supplierId: null }),
    resumeId: () => resumeId,
    detailsId: () => null,
    origin: () => 'https://saakh.test',
  });

async function run<T>(logic: Parameters<typeof createActor>[0], input?: unknown): Promise<T> {
  const actor = createActor(logic, input === undefined ? {} : { input });
  actor.start();
  return (await toPromise(actor)) as T;
}

const start = (flow: PaymentFlow, resumeId: string | null = null) => run<PaymentStart>(actorsAt(flow, resumeId).start);

const card = { ...EMPTY_METHOD_VALUES, cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };

async function payByCard(request: Partial<InitiateRequest>): Promise<string> {
  const full: InitiateRequest = {
    purpose: 'repayment',
    processingFee: null,
    amount: inr(1000),
    method: 'DEBIT_CARD',
    values: card,
    flow: 'dashboard',
    supplierId: null,
    idempotencyKey: `resume-${Math.random().toString(36).slice(2, 10)}`,
    ...request,
  };
  const started = await run<{ transaction: { transactionId: string } }>(actorsAt(full.flow).initiate, full);
  return started.transaction.transactionId;
}

describe('the payment journey resumes the lender payment in flight', () => {
  it('resumes nothing when no payment is in flight', async () => {
    expect(await start('dashboard')).toMatchObject({ resume: null, resumedFee: null });
  });

  it("resumes the fee's card payment with its coupon quoted, and not at a repayment place", async () => {
    const fee = await harness.control('PUT', `/__sandbox/customers/${PHONE}/processing-fee`, { amount: 2000 });
    const { processingFeeId } = (await fee.json()) as { processingFeeId: string };
    const id = await payByCard({
      purpose: 'processingFee',
      flow: 'processingFee',
      amount: inr(1180),
      processingFee: { processingFeeId, couponCode: 'FEE50' },
    });
    const resumed = await start('processingFee');
    expect(resumed.resume).toMatchObject({
      transactionId: id,
      transaction: { status: 'created', paymentMethod: 'DEBIT_CARD', amount: inr(1180), couponCode: 'FEE50' },
    });
    // The coupon stays applied: Try again pays the same total with it.
    expect(resumed.resumedFee).toMatchObject({ couponCode: 'FEE50', total: inr(1180) });
    expect(resumed.fee).toMatchObject({ couponCode: null, total: inr(2360) });
    expect((await start('dashboard')).resume).toBeNull();
  });

  it('resumes a repayment in flight at every repayment place, and a returned payment first', async () => {
    const first = await payByCard({ amount: inr(1000) });
    const second = await payByCard({ amount: inr(2000), flow: 'creditStatement' });
    // The newest one in flight, wherever it started.
    expect((await start('creditStatement')).resume?.transactionId).toBe(second);
    expect((await start('dashboard')).resume?.transactionId).toBe(second);
    // The gateway's return (or the tab's own payment) names the one to resume.
    const returned = await start('dashboard', first);
    expect(returned.resume).toMatchObject({ transactionId: first, transaction: { amount: inr(1000) } });
  });
});
