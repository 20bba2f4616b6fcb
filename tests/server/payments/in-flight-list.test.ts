import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn } from '../../support/server/sandbox.ts';
import { moneyWorld, startedId, type MoneyWorld } from '../../support/server/money-world.ts';

// GET /v1/customer/payments-in-flight: the lender's word on the payments the app resumes after a
// reload or a Back from the gateway (ADR 028): only the caller's, only created or pending ones,
// stale ones expired first, with the fee payment's coupon.

let w: MoneyWorld;
afterEach(() => w.s.close());

const MINUTE = 60 * 1000;
type InFlight = { payments: { transactionId: string; status: string; couponCode: string | null; amount: number }[] };

const inFlight = async (world: MoneyWorld, token = world.who.token) =>
  json<InFlight>(await world.s.call('GET', '/v1/customer/payments-in-flight', undefined, auth(token)));

describe('payments in flight', () => {
  it('lists the created and pending payments, newest first, and drops them once decided', async () => {
    w = await moneyWorld('9123400701', 1000);
    const upi = await startedId(await w.repay('flight-key-1', 300));
    const bank = await startedId(await w.repay('flight-key-2', 200, 'NET_BANKING'));
    const listed = await inFlight(w);
    expect(listed.payments.map((payment) => payment.transactionId)).toEqual([bank, upi]);
    expect(listed.payments.map((payment) => payment.status)).toEqual(['created', 'pending']);
    await w.decide(upi, 'approve');
    expect((await inFlight(w)).payments.map((payment) => payment.transactionId)).toEqual([bank]);
  });

  it("says a fee payment's coupon, and expires a payment left for 15 minutes", async () => {
    w = await moneyWorld('9123400702', 1000, 2000);
    const paid = await startedId(await w.payFee('flight-fee-1', 1180, 'FEE50'));
    expect((await inFlight(w)).payments).toEqual([
      expect.objectContaining({ transactionId: paid, couponCode: 'FEE50', amount: 1180 }),
    ]);
    w.s.clock.advance(15 * MINUTE);
    expect((await inFlight(w)).payments).toEqual([]);
    expect((await w.read(paid)).status).toBe('failed');
  });

  it("never lists another customer's payments", async () => {
    w = await moneyWorld('9123400703', 1000);
    await w.repay('flight-key-3', 300);
    const other = await logIn(w.s, '9123400704');
    expect((await inFlight(w, other.token)).payments).toEqual([]);
    const anonymous = await w.s.call('GET', '/v1/customer/payments-in-flight');
    expect(anonymous.status).toBe(401);
  });
});
