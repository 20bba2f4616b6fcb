import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { InitiateRequest } from '../../../machines/payment/payment.machine.ts';
import { EMPTY_METHOD_VALUES } from '../../../machines/payment/types.ts';
import { createPaymentActors } from '../../../src/journeys/payment/actors.ts';
import { forgetAttempt } from '../../../src/journeys/payment/attempt-store.ts';
import { createHarness, type Harness } from '../../support/sandbox-client.ts';
import { inr } from '../../support/money.ts';

// A reload while Pay's call is out: the page that comes back has a new machine and new keys, so
// only the key stored before the call stops the same Pay from starting a second payment.

const PHONE = '9123400801';
let harness: Harness;
const stored = new Map<string, string>();

beforeEach(async () => {
  stored.clear();
  const sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  Object.assign(globalThis, { window: { sessionStorage } });
  harness = createHarness();
  await harness.signIn(PHONE);
  const seeded = await harness.control('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 10_000 });
  expect(seeded.status).toBe(200);
});
afterEach(() => {
  harness.close();
  Reflect.deleteProperty(globalThis, 'window');
});

/** One page's actors: what a load (or a reload) of the payment journey makes. */
const page = () =>
  createPaymentActors(harness.client, {
    flow: () => ({ flow: 'dashboard', supplierId: null }),
    resumeId: () => null,
    detailsId: () => null,
    origin: () => 'https://saakh.test',
  });

const upi = (idempotencyKey: string, vpa = 'asha@okbank', amount = 1000): InitiateRequest => ({
  purpose: 'repayment',
  processingFee: null,
  amount: inr(amount),
  method: 'UPI',
  values: { ...EMPTY_METHOD_VALUES, vpa },
  flow: 'dashboard',
  supplierId: null,
  idempotencyKey,
});

async function pay(request: InitiateRequest): Promise<string> {
  const actor = createActor(page().initiate, { input: request });
  actor.start();
  return (await toPromise(actor)).transaction.transactionId;
}

const paymentCount = () => (harness.sandbox.db.prepare('SELECT COUNT(*) AS n FROM payments').get() as { n: number }).n;

describe('the key of a Pay whose answer was not seen', () => {
  it('is stored before the call, so the same Pay after a reload replays the first payment', async () => {
    // The first page's answer is lost to the reload: only what was stored before the call remains.
    const first = await pay(upi('first-page-1'));
    expect([...stored.values()].join()).toContain('first-page-1');
    expect([...stored.values()].join()).not.toContain('asha@okbank');
    const afterReload = await pay(upi('second-page-1'));
    expect(afterReload).toBe(first);
    expect(paymentCount()).toBe(1);
  });

  it('is not used for another amount, and goes with its own key when the lender says the details differ', async () => {
    const first = await pay(upi('first-page-1'));
    const otherAmount = await pay(upi('second-page-1', 'asha@okbank', 2000));
    expect(otherAmount).not.toBe(first);
    // Same amount and method, another UPI id: the lender refuses the old key (409), the Pay goes with its own.
    const otherVpa = await pay(upi('third-page-1', 'ravi@okbank', 2000));
    expect(otherVpa).not.toBe(otherAmount);
    expect(paymentCount()).toBe(3);
  });

  it('is forgotten once the result shows, so a later Pay is a new payment', async () => {
    const first = await pay(upi('first-page-1'));
    forgetAttempt();
    expect(await pay(upi('second-page-1'))).not.toBe(first);
    expect(paymentCount()).toBe(2);
  });
});
