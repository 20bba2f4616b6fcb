import { afterEach, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { moneyWorld, startedId, type MoneyWorld } from '../../support/server/money-world.ts';

// The ledger's invariants over random interleavings of initiate / approve / decline / late success
// / expiry across several payments of both purposes (issue 27; docs/sandbox.md, "Reservations and
// the credit balance"), driven through the sandbox's own routes, parallel bursts included:
// - successful repayments never exceed the due plus the recorded credit balance, and without late
//   successes the repayments succeeded and in flight never exceed what was owed (the reservation);
// - a credit balance only ever comes from late successes, and the due is never negative beside it;
// - the available limit stays within 0 and the limit; the statement's closing balance is the due
//   less the credit balance;
// - a fee is paid at most once, with one payment in flight at a time and any other success refunded.

const OWED_PAISE = 100_000;
const MINUTE = 60 * 1000;
const DECISIONS = ['approve', 'decline', 'pending', 'lateSuccess'] as const;

const action = fc.oneof(
  fc.record({
    op: fc.constant('repay' as const),
    paise: fc.oneof(
      fc.constant('payableNow' as const),
      fc.constant('totalDue' as const),
      fc.integer({ min: 1, max: 150_000 }),
    ),
    method: fc.constantFrom('UPI' as const, 'NET_BANKING' as const),
  }),
  fc.record({ op: fc.constant('burst' as const), size: fc.integer({ min: 2, max: 5 }) }),
  fc.record({ op: fc.constant('fee' as const), coupon: fc.constantFrom(null, 'FEE50') }),
  fc.record({ op: fc.constant('feeByCoupon' as const) }),
  fc.record({ op: fc.constant('decide' as const), pick: fc.nat(), decision: fc.constantFrom(...DECISIONS) }),
  fc.record({ op: fc.constant('read' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('expire' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

let w: MoneyWorld | undefined;
afterEach(() => w?.s.close());

let keys = 0;
const key = () => `property-${(keys += 1).toString().padStart(6, '0')}`;

async function run(world: MoneyWorld, step: Action, started: string[]): Promise<void> {
  const keep = async (answer: Response) => {
    if (answer.status === 200) started.push(await startedId(answer));
    else expect([409, 422], await answer.clone().text()).toContain(answer.status);
  };
  const pick = (n: number) => started[n % started.length];
  switch (step.op) {
    case 'repay': {
      const payable = await world.payable();
      const rupees = typeof step.paise === 'number' ? step.paise / 100 : payable[step.paise];
      return keep(await world.repay(key(), rupees, step.method));
    }
    case 'burst': {
      const { totalDue } = await world.payable();
      const answers = await Promise.all(Array.from({ length: step.size }, () => world.repay(key(), totalDue)));
      for (const answer of answers) await keep(answer);
      return;
    }
    case 'fee': {
      const total = step.coupon === 'FEE50' ? 590 : 1180;
      return keep(await world.payFee(key(), total, step.coupon));
    }
    case 'feeByCoupon': {
      const answer = await world.s.call(
        'PATCH',
        `/v1/repayment/${world.fee.processingFeeId}/processing-fee-coupon-payment`,
        { couponCode: 'FREEFEE' },
        { authorization: `Bearer ${world.who.token}` },
      );
      expect([200, 409]).toContain(answer.status);
      return;
    }
    case 'decide': {
      const id = pick(step.pick);
      if (id) expect((await world.decide(id, step.decision)).status).toBe(200);
      return;
    }
    case 'read': {
      const id = pick(step.pick);
      if (id) await world.read(id);
      return;
    }
    case 'expire':
      world.s.clock.advance(step.minutes * MINUTE);
  }
}

type Sums = { success: number; late: number; inFlight: number };

async function assertInvariants(world: MoneyWorld): Promise<void> {
  const payable = await world.payable();
  const sums = world.s.db
    .prepare(
      `SELECT
         COALESCE(SUM(CASE WHEN status = 'success' THEN amount_paise END), 0) AS success,
         COALESCE(SUM(CASE WHEN status = 'success' AND late_after_failure = 1 THEN amount_paise END), 0) AS late,
         COALESCE(SUM(CASE WHEN status IN ('created', 'pending') THEN amount_paise END), 0) AS inFlight
       FROM payments WHERE purpose = 'repayment'`,
    )
    .get() as Sums;
  const credit = Math.round(payable.creditBalance * 100);
  const due = Math.round(payable.totalDue * 100);
  expect(sums.success).toBeLessThanOrEqual(OWED_PAISE + credit);
  expect(sums.success - sums.late + sums.inFlight).toBeLessThanOrEqual(OWED_PAISE);
  expect(credit).toBeLessThanOrEqual(sums.late);
  expect(due).toBe(Math.max(0, OWED_PAISE - sums.success));
  expect(credit).toBe(Math.max(0, sums.success - OWED_PAISE));
  expect(payable.creditBalanceRefundBy === null).toBe(credit === 0);
  expect(payable.available).toBeGreaterThanOrEqual(0);
  expect(payable.available).toBeLessThanOrEqual(payable.creditLimit);
  expect(Math.round(payable.pendingRepayments * 100)).toBe(sums.inFlight);
  expect(payable.payableNow).toBe(Math.max(0, due - sums.inFlight) / 100);
  const statement = await world.statement();
  expect(Math.round(statement.closingBalance * 100)).toBe(due - credit);
  expect(statement.creditBalance).toBe(payable.creditBalance);

  const fees = world.s.db
    .prepare(`SELECT status, refund_by FROM payments WHERE purpose = 'processingFee' AND processing_fee_id = ?`)
    .all(world.fee.processingFeeId) as { status: string; refund_by: string | null }[];
  const settledBy = fees.filter((fee) => fee.status === 'success' && fee.refund_by === null).length;
  const refunded = fees.filter((fee) => fee.refund_by !== null);
  const inFlight = fees.filter((fee) => fee.status === 'created' || fee.status === 'pending').length;
  const fee = await world.readFee();
  const redemptions = world.s.count('coupon_redemptions');
  expect(settledBy).toBeLessThanOrEqual(1);
  expect(inFlight).toBeLessThanOrEqual(1);
  expect(redemptions).toBeLessThanOrEqual(1);
  expect(refunded.every((row) => row.status === 'success')).toBe(true);
  // Paid by one payment, or by a coupon covering it all (then no payment settled it).
  if (settledBy === 1) expect(fee.paid).toBe(true);
  if (refunded.length > 0) expect(fee.paid).toBe(true);
  if (!fee.paid) expect(settledBy + redemptions).toBe(0);
}

test.prop([fc.array(action, { minLength: 1, maxLength: 25 })], { numRuns: 30 })(
  'keeps the ledger, the reservations and the fee consistent after every step',
  async (steps) => {
    w?.s.close();
    w = await moneyWorld('9123400399', OWED_PAISE / 100);
    const world = w;
    const started: string[] = [];
    for (const step of steps) {
      await run(world, step, started);
      await assertInvariants(world);
    }
  },
  // Thirty sandboxes of up to 25 steps each, every step checked through the API: ~6 s alone, more on a busy host.
  60_000,
);
