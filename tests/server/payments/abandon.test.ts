import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, latestOtp, logIn } from '../../support/server/sandbox.ts';
import { errorOf, moneyWorld, startedId, type MoneyWorld, type Transaction } from '../../support/server/money-world.ts';

// POST /v1/customer/transaction/{id}/abandon (ADR 028, "Abandoning a payment"): a payment not yet
// at the bank ends at once, releasing the fee's one-payment slot and its hold on the due; one at
// the bank (pending) must be waited for; another customer's is as unknown; abandoning twice is
// the same answer.

let w: MoneyWorld;
afterEach(() => w.s.close());

const CARD = { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', saveCard: false };

const cardFee = (world: MoneyWorld, key: string, amount: number) =>
  world.s.call(
    'POST',
    '/v2/repayment/initiate-transaction',
    {
      purpose: 'processingFee',
      paymentMethod: 'DEBIT_CARD',
      returnUrl: '/dashboard/processing-fee',
      processingFee: { processingFeeId: world.fee.processingFeeId, couponCode: null },
      repaymentDTO: { amount, cardInfo: CARD },
    },
    { ...auth(world.who.token), 'idempotency-key': key },
  );

const cardRepayment = (world: MoneyWorld, key: string, amount: number) =>
  world.s.call(
    'POST',
    '/v2/repayment/initiate-transaction',
    {
      purpose: 'repayment',
      paymentMethod: 'DEBIT_CARD',
      returnUrl: '/dashboard/payment-methods',
      repaymentDTO: { amount, cardInfo: CARD },
    },
    { ...auth(world.who.token), 'idempotency-key': key },
  );

const abandon = (world: MoneyWorld, id: string, token = world.who.token) =>
  world.s.call('POST', `/v1/customer/transaction/${id}/abandon`, undefined, auth(token));

const abandoned = async (response: Response) => (await json<{ transaction: Transaction }>(response)).transaction;

describe('abandoning a payment not yet at the bank', () => {
  it('frees the fee for another payment at once, and cannot be confirmed afterwards', async () => {
    w = await moneyWorld('9123400801', 1000, 1000);
    const card = await startedId(await cardFee(w, 'abandon-fee-1', 1180));
    // While the card waits for its OTP, a UPI payment of the fee is refused (one at a time).
    const refused = await w.payFee('abandon-fee-2', 1180, null);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('EPL-40940');

    const answer = await abandon(w, card);
    expect(answer.status).toBe(200);
    const ended = await abandoned(answer);
    expect(ended).toMatchObject({ transactionId: card, status: 'failed' });
    expect(ended.reason).toMatch(/chose another way to pay.*Nothing was charged/);

    // The slot is free: UPI starts, and its success pays the fee.
    const upi = await startedId(await w.payFee('abandon-fee-3', 1180, null));
    await w.decide(upi, 'approve');
    expect((await w.readFee()).paid).toBe(true);

    // The abandoned card's OTP no longer confirms it: nothing is charged twice.
    const otp = await latestOtp(w.s, w.who.phone);
    const late = await w.s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: card, otp },
      auth(w.who.token),
    );
    expect((await abandoned(late)).status).toBe('failed');
    expect((await w.payments()).filter((payment) => payment.status === 'success')).toHaveLength(1);
  });

  it("releases a repayment's hold on the due in the same call", async () => {
    w = await moneyWorld('9123400802', 1000);
    const card = await startedId(await cardRepayment(w, 'abandon-rep-1', 1000));
    expect((await w.payable()).payableNow).toBe(0);
    expect((await abandon(w, card)).status).toBe(200);
    expect(await w.payable()).toMatchObject({ pendingRepayments: 0, payableNow: 1000 });
    expect((await w.repay('abandon-rep-2', 1000)).status).toBe(200);
  });

  it('is idempotent: a second abandon answers the same abandoned payment', async () => {
    w = await moneyWorld('9123400803', 1000);
    const card = await startedId(await cardRepayment(w, 'abandon-rep-3', 500));
    const first = await abandoned(await abandon(w, card));
    const again = await abandon(w, card);
    expect(again.status).toBe(200);
    expect(await abandoned(again)).toEqual(first);
  });

  it('refuses a payment already at the bank (pending) or paid, in the §8 shape', async () => {
    w = await moneyWorld('9123400804', 1000);
    const upi = await startedId(await w.repay('abandon-rep-4', 300));
    const pending = await abandon(w, upi);
    expect(pending.status).toBe(409);
    const error = await errorOf(pending);
    expect(error.code).toBe('EPL-40943');
    expect(error.message).toMatch(/already reached your bank.*wait for its result/);
    expect((await w.read(upi)).status).toBe('pending');

    await w.decide(upi, 'approve');
    const paid = await abandon(w, upi);
    expect(paid.status).toBe(409);
    expect((await errorOf(paid)).message).toMatch(/already gone through/);
  });

  it("answers another customer's payment as an unknown one (404), and leaves it alone", async () => {
    w = await moneyWorld('9123400805', 1000);
    const card = await startedId(await cardRepayment(w, 'abandon-rep-5', 500));
    const other = await logIn(w.s, '9123400806');
    const theirs = await abandon(w, card, other.token);
    const unknown = await abandon(w, 'TXN0000000000000000', other.token);
    expect(theirs.status).toBe(404);
    expect(await errorOf(theirs)).toEqual(await errorOf(unknown));
    expect((await w.read(card)).status).toBe('created');
    expect((await w.s.call('POST', `/v1/customer/transaction/${card}/abandon`)).status).toBe(401);
    expect((await abandon(w, 'not-an-id')).status).toBe(400);
  });

  it('spends the net-banking page: the bank page no longer takes an answer', async () => {
    w = await moneyWorld('9123400807', 1000);
    const started = await json<{ transaction: Transaction; next: { form: { content: Record<string, string> } } }>(
      await w.repay('abandon-rep-6', 300, 'NET_BANKING'),
    );
    expect((await abandon(w, started.transaction.transactionId)).status).toBe(200);
    const page = await w.s.call('POST', '/v1/sandbox-pg/pay', new URLSearchParams(started.next.form.content), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(page.status).toBe(404);
  });
});
