import { afterEach, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import { purchaseWorld, quick, type PurchaseWorld, type Spend } from '../../support/server/purchase-world.ts';

// The credit line's limit over random interleavings of spends (some fired together), their
// confirmation, cancels, the rails' settlements, failures and holds, repayments and the clock (issue
// 30, ADR 039), driven through the sandbox's own routes. After every step:
// - the available limit is within 0 and the limit;
// - it is exactly the limit less what is owed less what the live spends hold (nothing counted twice
//   or lost: a spend is a hold until it settles, then a drawdown);
// - the open holds are exactly the spends in created, processing or on_hold.

const LIMIT = 10_000;
const action = fc.oneof(
  fc.record({ op: fc.constant('spend' as const), rupees: fc.integer({ min: 1, max: 6000 }) }),
  fc.record({
    op: fc.constant('burst' as const),
    rupees: fc.array(fc.integer({ min: 1, max: 6000 }), { minLength: 2, maxLength: 4 }),
  }),
  fc.record({ op: fc.constant('confirm' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('rails' as const),
    pick: fc.nat(),
    action: fc.constantFrom('settle' as const, 'fail' as const, 'hold' as const, 'release' as const),
  }),
  fc.record({ op: fc.constant('repay' as const), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ op: fc.constant('clock' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

let w: PurchaseWorld | undefined;
let keys = 0;
afterEach(() => w?.s.close());

type Payable = { available: number; totalDue: number; creditLimit: number };

async function step(world: PurchaseWorld, ids: string[], act: Action): Promise<void> {
  const pick = (n: number) => ids[n % Math.max(1, ids.length)];
  const spend = async (rupees: number) => {
    const answer = await world.spend(`prop-${(keys += 1)}`, quick(world.ownSupplierId, rupees));
    if (answer.status === 200) ids.push((await json<{ transaction: Spend }>(answer)).transaction.transactionId);
    else expect(answer.status).toBe(409);
  };
  const id = 'pick' in act ? pick(act.pick) : undefined;
  switch (act.op) {
    case 'spend':
      return spend(act.rupees);
    case 'burst':
      await Promise.all(act.rupees.map(spend));
      return;
    case 'confirm':
      if (id && (await world.read(id)).status === 'created') await world.confirmByOtp(id);
      return;
    case 'cancel':
      if (id) await world.s.call('PATCH', `/v1/customer/${id}/cancel`, undefined, world.headers);
      return;
    case 'rails':
      if (id) await world.rails(id, act.action);
      return;
    case 'repay': {
      const { totalDue } = await json<Payable>(
        await world.s.call('GET', '/v1/customer/transaction', undefined, world.headers),
      );
      if (totalDue <= 0) return;
      const amount = Math.max(Math.min(totalDue, 100), Math.round((totalDue * act.share) / 100));
      const started = await world.s.call(
        'POST',
        '/v2/repayment/initiate-transaction',
        {
          purpose: 'repayment',
          paymentMethod: 'UPI',
          returnUrl: '/dashboard/payment-methods',
          repaymentDTO: { amount, upiInfo: { vpa: 'asha@okbank' } },
        },
        { ...world.headers, 'idempotency-key': `prop-repay-${(keys += 1)}` },
      );
      if (started.status !== 200) return;
      const { transaction } = await json<{ transaction: { transactionId: string } }>(started);
      await world.s.call('POST', `/__sandbox/payments/${transaction.transactionId}/decision`, { decision: 'approve' });
      return;
    }
    case 'clock':
      world.s.clock.advance(act.minutes * 60_000);
  }
}

async function expectLimitKept(world: PurchaseWorld): Promise<void> {
  const payable = await json<Payable>(await world.s.call('GET', '/v1/customer/transaction', undefined, world.headers));
  const live = world.s.db
    .prepare(
      `SELECT COALESCE(SUM(amount_paise), 0) AS held FROM purchase_spends
         WHERE status IN ('created', 'processing', 'on_hold')`,
    )
    .get() as { held: number };
  const holds = world.s.db
    .prepare('SELECT COALESCE(SUM(amount_paise), 0) AS held FROM credit_holds WHERE released_at IS NULL')
    .get() as { held: number };
  expect(payable.available).toBeGreaterThanOrEqual(0);
  expect(payable.available).toBeLessThanOrEqual(LIMIT);
  // Reads bring spends up to the clock: the holds the reads found are the live spends' after them.
  expect(holds.held).toBe(live.held);
  expect(Math.round(payable.available * 100)).toBe(LIMIT * 100 - Math.round(payable.totalDue * 100) - holds.held);
}

test.prop([fc.array(action, { minLength: 1, maxLength: 14 })], { numRuns: 20 })(
  'no interleaving takes the available limit below 0 or above the limit',
  async (actions) => {
    w?.s.close();
    w = await purchaseWorld('9123490001', LIMIT);
    const ids: string[] = [];
    for (const act of actions) {
      await step(w, ids, act);
      // Spends in flight are brought up to the clock by any read of them.
      for (const id of ids) await w.read(id);
      await expectLimitKept(w);
    }
  },
  60_000,
);

test('two spends fired together that exceed the limit leave exactly one accepted', async () => {
  w = await purchaseWorld('9123490002', 500_000);
  const world = w;
  const answers = await Promise.all([
    world.spend('together-a', quick(world.ownSupplierId, 300_000)),
    world.spend('together-b', quick(world.ownSupplierId, 300_000)),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(world.s.count('purchase_spends')).toBe(1);
  const { available } = await json<Payable>(
    await world.s.call('GET', '/v1/customer/transaction', undefined, world.headers),
  );
  expect(available).toBe(200_000);
});

test('two sandboxes on one database file (two connections) accept one of two spends over the limit', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'saakh-purchase-'));
  const databasePath = join(dir, 'sandbox.db');
  const first = makeSandbox({ databasePath });
  const second = makeSandbox({ databasePath, clock: first.clock });
  try {
    const who = await logIn(first, '9123490003');
    await first.call('PUT', '/__sandbox/customers/9123490003/credit-account', { creditLimit: 500_000 });
    const added = await first.call(
      'POST',
      '/v1/customer/suppliers',
      { name: 'Two Door Traders', vpa: 'twodoor@okaxis' },
      { authorization: `Bearer ${who.token}` },
    );
    const supplierId = (await json<{ supplier: { id: string } }>(added)).supplier.id;
    const fire = (sandbox: typeof first, key: string) =>
      sandbox.call('POST', '/v1/customer/multi-invoice-transaction', quick(supplierId, 400_000), {
        authorization: `Bearer ${who.token}`,
        'idempotency-key': key,
      });
    const answers = await Promise.all([fire(first, 'two-conn-a'), fire(second, 'two-conn-b')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(second.count('purchase_spends')).toBe(1);
  } finally {
    first.close();
    second.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('one spend fired twice together with one Idempotency-Key creates one and answers both with it', async () => {
  w = await purchaseWorld('9123490004', 500_000);
  const world = w;
  const details = quick(world.ownSupplierId, 120_000);
  const answers = await Promise.all([world.spend('twice-together', details), world.spend('twice-together', details)]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  const ids = await Promise.all(
    answers.map(async (answer) => (await json<{ transaction: Spend }>(answer)).transaction.transactionId),
  );
  expect(ids[1]).toBe(ids[0]);
  expect(world.s.count('purchase_spends')).toBe(1);
  expect(await world.available()).toBe(380_000);
});
