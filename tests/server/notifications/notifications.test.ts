import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';

// The customer's notifications and offers on the sandbox (docs/sandbox.md, "Notifications and
// offers"): made from what happened to them (a drawdown, payments received and failed, a due date
// coming and passed, a processing fee waiting), newest first; marked read one at a time with the
// body checked; never another customer's; faults at the call site like every call.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400301';
const OTHER = '9123400302';
const DAY = 24 * 60 * 60 * 1000;

type Notification = { id: string; title: string; body: string; time: string; read: boolean; link: string | null };
type Feed = { notifications: Notification[]; unread: number };
type Offer = { id: string; couponCode: string; percentOff: number | null; amountOff: number | null };

const feed = async (who: LoggedIn) =>
  json<Feed>(await s.call('GET', '/v1/application/notification', undefined, auth(who.token)));
const mark = (who: LoggedIn, id: string, body: unknown) =>
  s.call('PATCH', `/v1/application/notification/${id}`, body, auth(who.token));

async function repay(who: LoggedIn, amount: number, decision: 'approve' | 'decline'): Promise<string> {
  const started = await s.call(
    'POST',
    '/v2/repayment/initiate-transaction',
    {
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: '/dashboard/payment-methods',
      repaymentDTO: { amount, upiInfo: { vpa: 'asha@okbank' } },
    },
    { ...auth(who.token), 'idempotency-key': `notif-${amount}-${decision}` },
  );
  expect(started.status).toBe(200);
  const { transaction } = await json<{ transaction: { transactionId: string } }>(started);
  await s.call('POST', `/__sandbox/payments/${transaction.transactionId}/decision`, { decision });
  return transaction.transactionId;
}

async function borrower(): Promise<LoggedIn> {
  s = makeSandbox();
  const who = await logIn(s, PHONE);
  expect((await s.call('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 10_000 })).status).toBe(200);
  return who;
}

describe('notifications', () => {
  it('has none for a customer to whom nothing has happened yet', async () => {
    s = makeSandbox();
    expect(await feed(await logIn(s, PHONE))).toEqual({ notifications: [], unread: 0 });
  });

  it('tells of the drawdown and each payment received or failed, newest first, with links', async () => {
    const who = await borrower();
    s.clock.advance(60_000);
    const paid = await repay(who, 4000, 'approve');
    s.clock.advance(60_000);
    const failed = await repay(who, 1000, 'decline');
    const { notifications, unread } = await feed(who);
    expect(notifications.map((one) => one.title)).toEqual(['Payment failed', 'Payment received', 'Credit line used']);
    expect(unread).toBe(3);
    expect(notifications[0]).toMatchObject({
      id: `payment-${failed}`,
      body: 'Your repayment of ₹1,000 did not go through. Your bank declined the payment.',
      read: false,
      link: `/dashboard/transaction-details?transactionId=${failed}`,
    });
    expect(notifications[1]).toMatchObject({ body: 'We received your repayment of ₹4,000.', id: `payment-${paid}` });
    expect(notifications[2]).toMatchObject({ body: '₹10,000 of your credit line was used.', link: null });
    const times = notifications.map((one) => one.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('reminds of the due date a week before it, and says it is overdue the day after', async () => {
    await borrower();
    s.clock.advance(23 * DAY);
    // Weeks later: a new login (the first token has expired).
    let who = await logIn(s, PHONE);
    expect((await feed(who)).notifications.map((one) => one.title)).toEqual(['Payment due soon', 'Credit line used']);
    const soon = (await feed(who)).notifications[0];
    expect(soon).toMatchObject({
      id: 'due-2026-02-14',
      link: '/dashboard/pay-now',
      body: 'Pay at least ₹504.20 by 14 Feb 2026.',
    });
    // ₹504.20: 5 % of the drawdown with January's interest charged on 31 Jan.
    s.clock.advance(8 * DAY);
    who = await logIn(s, PHONE);
    const overdue = (await feed(who)).notifications.find((one) => one.id === 'overdue-2026-02-14');
    expect(overdue?.title).toBe('Payment overdue');
    expect(overdue?.body).toMatch(/^Your payment due on 14 Feb 2026 is overdue\. Please pay at least ₹[\d,.]+ now\.$/);
  });

  it('tells of a processing fee waiting, and offers the coupons the customer can still use on it', async () => {
    s = makeSandbox();
    const who = await logIn(s, PHONE);
    await s.call('PUT', `/__sandbox/customers/${PHONE}/processing-fee`, { amount: 2000, redeemedCoupons: ['FEE50'] });
    expect((await feed(who)).notifications[0]).toMatchObject({
      title: 'Processing fee waiting',
      link: '/dashboard/processing-fee',
    });
    const { offers } = await json<{ offers: Offer[] }>(await s.call('GET', '/v1/offers', undefined, auth(who.token)));
    // FEE50 is used, OLD2025 has ended: FLAT500 and FREEFEE remain.
    expect(offers.map((offer) => [offer.id, offer.percentOff, offer.amountOff])).toEqual([
      ['flat500', null, 500],
      ['freefee', 100, null],
    ]);
  });

  it('has no offers without a fee to use them on', async () => {
    const who = await borrower();
    expect(await json(await s.call('GET', '/v1/offers', undefined, auth(who.token)))).toEqual({ offers: [] });
  });

  it('marks one read and unread again, and counts what is left unread', async () => {
    const who = await borrower();
    await repay(who, 4000, 'approve');
    const [first] = (await feed(who)).notifications;
    const marked = await mark(who, first!.id, { read: true });
    expect(marked.status).toBe(200);
    expect((await json<{ notification: Notification }>(marked)).notification).toMatchObject({
      id: first!.id,
      read: true,
    });
    expect((await feed(who)).unread).toBe(1);
    await mark(who, first!.id, { read: true });
    expect((await feed(who)).unread).toBe(1);
    await mark(who, first!.id, { read: false });
    expect((await feed(who)).unread).toBe(2);
  });

  it('answers bad input with the §8 shape and nothing changed', async () => {
    const who = await borrower();
    const [first] = (await feed(who)).notifications;
    for (const body of [{}, { read: 'yes' }, { read: true, extra: 1 }]) {
      const response = await mark(who, first!.id, body);
      expect(response.status).toBe(400);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-40000');
    }
    const badId = await mark(who, 'not an id', { read: true });
    expect(badId.status).toBe(400);
    const unknown = await mark(who, 'payment-TXN0000000000000000', { read: true });
    expect(unknown.status).toBe(404);
    expect(await json<ErrorAnswer>(unknown)).toEqual({
      error: { code: 'EPL-40400', message: 'You have no notification with this id.' },
    });
    expect((await feed(who)).unread).toBe(1);
  });

  it("never reads or marks another customer's notifications", async () => {
    const who = await borrower();
    const other = await logIn(s, OTHER);
    const [mine] = (await feed(who)).notifications;
    expect(await feed(other)).toEqual({ notifications: [], unread: 0 });
    expect((await mark(other, mine!.id, { read: true })).status).toBe(404);
    expect((await feed(who)).unread).toBe(1);
    expect((await s.call('GET', '/v1/application/notification')).status).toBe(401);
  });

  it('fails at the call site when a fault is armed', async () => {
    const who = await borrower();
    const body = { error: { code: 'EPL-50000', message: 'The lender is unavailable for a moment.' } };
    await s.call('POST', '/__sandbox/faults', {
      method: 'GET',
      path: '/v1/application/notification',
      status: 500,
      body,
    });
    const faulted = await s.call('GET', '/v1/application/notification', undefined, auth(who.token));
    expect(faulted.status).toBe(500);
    expect(await json(faulted)).toEqual(body);
    expect((await feed(who)).notifications).toHaveLength(1);
  });
});
