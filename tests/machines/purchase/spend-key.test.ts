import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { purchaseMachine, type CreatedSpend, type SpendRequest } from '../../../machines/purchase/purchase.machine.ts';
import { inr } from '../../support/money.ts';
import { INPUTS, LINE, SERVER_FAULT, SPEND, SUPPLIERS, spend } from '../../support/events/purchase-events.ts';

// A spend's idempotency key (ADR 040): one key per spend's details. A create that fails without a
// refusal (a timeout) is retried with the same key, so the lender creates the spend at most once;
// another amount is another spend with a new key.

function spendChart(failures: number) {
  const requests: SpendRequest[] = [];
  let left = failures;
  const machine = purchaseMachine.provide({
    actors: {
      readLine: fromPromise(async () => LINE),
      listSuppliers: fromPromise(async () => ({ suppliers: SUPPLIERS })),
      quoteSpend: fromPromise(async () => ({ interestFreeDays: 30, dueDate: '2026-12-29', fee: inr(0) })),
      createSpend: fromPromise<CreatedSpend, SpendRequest>(async ({ input }) => {
        requests.push(input);
        if (left-- > 0) throw new Error(SERVER_FAULT);
        return { transaction: spend('created'), otpSentTo: '******0001' };
      }),
    },
  });
  const actor = createActor(machine, { input: INPUTS[0]! }).start();
  return { actor, requests };
}

async function toReview(actor: ReturnType<typeof spendChart>['actor'], amount: string) {
  await waitFor(actor, (snapshot) => snapshot.matches({ suppliers: 'list' }));
  actor.send({ type: 'SELECT_SUPPLIER', supplierId: 'SUP-1' });
  actor.send({ type: 'PAY_QUICK' });
  actor.send({ type: 'TYPE_AMOUNT', value: amount });
  actor.send({ type: 'CONTINUE' });
  await waitFor(actor, (snapshot) => snapshot.matches({ review: 'ready' }));
}

describe("a spend's idempotency key", () => {
  it('is kept when the create fails without an answer, so Pay again cannot create a second spend', async () => {
    const { actor, requests } = spendChart(1);
    await toReview(actor, SPEND);
    actor.send({ type: 'PAY' });
    await waitFor(actor, (snapshot) => snapshot.matches({ review: 'ready' }) && snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(SERVER_FAULT);
    actor.send({ type: 'PAY' });
    await waitFor(actor, (snapshot) => snapshot.matches('otp'));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.idempotencyKey).toBe(requests[0]?.idempotencyKey);
    expect(requests[0]?.idempotencyKey).toBe('purchase-seed-1-1');
    actor.stop();
  });

  it('is new for another amount', async () => {
    const { actor, requests } = spendChart(1);
    await toReview(actor, SPEND);
    actor.send({ type: 'PAY' });
    await waitFor(actor, (snapshot) => snapshot.matches({ review: 'ready' }) && snapshot.context.error !== null);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'TYPE_AMOUNT', value: '1,00,000' });
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ review: 'ready' }));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (snapshot) => snapshot.matches('otp'));
    expect(requests.map((request) => request.idempotencyKey)).toEqual(['purchase-seed-1-1', 'purchase-seed-1-2']);
    expect(requests.map((request) => request.amount)).toEqual([12_000_000, 10_000_000]);
    actor.stop();
  });
});
