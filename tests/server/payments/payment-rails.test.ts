import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, latestOtp, logIn, makeSandbox, wrongCode } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';

// The sandbox gateway (docs/sandbox.md, "Credit account and payments"): idempotent initiate,
// the card's OTP, the gateway page decided by form, UPI collect answered by QA, late success,
// and one ledger entry per successful payment.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400101';
const GOOD_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';

type Started = {
  transaction: { transactionId: string; status: string; cardLast4: string | null };
  next: { kind: string; form?: { action: string; content: Record<string, string> } };
};
type Dues = { totalDue: number; minimumDue: number; available: number; nextDueDate: string | null };

async function borrower(drawdown = 10_000): Promise<LoggedIn> {
  s = makeSandbox();
  const who = await logIn(s, PHONE);
  const seeded = await s.call('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown });
  expect(seeded.status).toBe(200);
  return who;
}

const card = (cardNumber = GOOD_CARD) => ({ cardNumber, cvv: '123', expiry: '12/30', saveCard: false });
const body = (amount: number, extra: Record<string, unknown> = {}) => ({
  purpose: 'repayment',
  paymentMethod: 'DEBIT_CARD',
  returnUrl: '/dashboard/payment-methods',
  repaymentDTO: { amount, cardInfo: card() },
  ...extra,
});

const initiate = (who: LoggedIn, key: string, payload: unknown) =>
  s.call('POST', '/v2/repayment/initiate-transaction', payload, { ...auth(who.token), 'idempotency-key': key });
const dues = async (who: LoggedIn) =>
  json<Dues>(await s.call('GET', '/v1/customer/transaction', undefined, auth(who.token)));
const status = async (who: LoggedIn, id: string) =>
  (
    await json<{ transaction: { status: string; reason: string | null; lateAfterFailure: boolean } }>(
      await s.call('GET', `/v1/customer/transaction/${id}/payments-details`, undefined, auth(who.token)),
    )
  ).transaction;
const verify = (who: LoggedIn, transactionId: string, otp: string) =>
  s.call('POST', '/v1/customer/verify-payment-otp', { transactionId, otp }, auth(who.token));

describe('payment rails', () => {
  it('answers a repeated key with the first answer, and a changed body under the same key with 409', async () => {
    const who = await borrower();
    const first = await initiate(who, 'attempt-0001', body(2000));
    const again = await initiate(who, 'attempt-0001', body(2000));
    expect(first.status).toBe(200);
    const firstAnswer = await json<Started>(first);
    expect(await json<Started>(again)).toEqual(firstAnswer);
    const conflict = await initiate(who, 'attempt-0001', body(3000));
    expect(conflict.status).toBe(409);
    expect((await json<ErrorAnswer>(conflict)).error.code).toBe('EPL-40901');
    const history = await json<{ payments: unknown[] }>(
      await s.call('GET', '/v2/customer/transaction-details', undefined, auth(who.token)),
    );
    expect(history.payments).toHaveLength(1);
    // Only the last four digits are kept, in the row and in the kept answer.
    expect(firstAnswer.transaction.cardLast4).toBe('1111');
    expect(JSON.stringify(s.db.prepare('SELECT * FROM idempotency_keys').all())).not.toContain(GOOD_CARD);
    expect(JSON.stringify(s.db.prepare('SELECT * FROM payments').all())).not.toContain(GOOD_CARD);
  });

  it('refuses a call without a key and amounts outside the rules', async () => {
    const who = await borrower(5000);
    const keyless = await s.call('POST', '/v2/repayment/initiate-transaction', body(2000), auth(who.token));
    expect(keyless.status).toBe(400);
    for (const amount of [0, 50, 5000.01]) {
      const refused = await initiate(who, `amount-${String(amount).replace('.', '_')}`, body(amount));
      expect(refused.status, String(amount)).toBe(422);
    }
    // A third decimal is not an amount of money at all: refused as the body's shape, like text would be.
    const fraction = await initiate(who, 'amount-10_005', body(10.005));
    expect(fraction.status).toBe(400);
    expect((await json<ErrorAnswer>(fraction)).error.message).toMatch(/at most two decimals/);
  });

  it('charges a card once its OTP is verified, and records one repayment', async () => {
    const who = await borrower(10_000);
    expect(await dues(who)).toMatchObject({ totalDue: 10_000, minimumDue: 500, available: 490_000 });
    const started = await json<Started>(await initiate(who, 'attempt-card-1', body(2500)));
    expect(started.next.kind).toBe('otp');
    const otp = await latestOtp(s, PHONE);
    const wrong = await verify(who, started.transaction.transactionId, wrongCode(otp));
    expect(wrong.status).toBe(422);
    const right = await verify(who, started.transaction.transactionId, otp);
    expect((await json<Started>(right)).transaction.status).toBe('success');
    // A replay of the verify (the answer was lost) reads the result and charges nothing more.
    expect((await verify(who, started.transaction.transactionId, otp)).status).toBe(200);
    expect((await dues(who)).totalDue).toBe(7500);
  });

  it('declines the test card after its OTP, with the reason', async () => {
    const who = await borrower();
    const payload = body(1000, { repaymentDTO: { amount: 1000, cardInfo: card(DECLINED_CARD) } });
    const started = await json<Started>(await initiate(who, 'attempt-card-2', payload));
    await verify(who, started.transaction.transactionId, await latestOtp(s, PHONE));
    expect(await status(who, started.transaction.transactionId)).toMatchObject({ status: 'failed' });
    expect((await dues(who)).totalDue).toBe(10_000);
  });

  it('sends net banking through the gateway page and back, and shows a late success honestly', async () => {
    const who = await borrower();
    const payload = body(1000, { paymentMethod: 'NET_BANKING', repaymentDTO: { amount: 1000, bankCode: 'HDFC' } });
    const started = await json<Started>(await initiate(who, 'attempt-nb-1', payload));
    expect(started.next.kind).toBe('form');
    const { form } = started.next;
    const page = await s.app.request(new URL(form?.action ?? '').pathname, {
      method: 'POST',
      body: new URLSearchParams(form?.content ?? {}),
    });
    expect(await page.text()).toContain('Fail, then succeed late');
    const back = await s.app.request('/v1/sandbox-pg/decide', {
      method: 'POST',
      body: new URLSearchParams({ transactionId: started.transaction.transactionId, decision: 'lateSuccess' }),
    });
    expect(back.status).toBe(303);
    const id = started.transaction.transactionId;
    expect(back.headers.get('location')).toBe(`/dashboard/payment-methods?transactionId=${id}`);
    expect(await status(who, id)).toMatchObject({ status: 'failed', lateAfterFailure: false });
    expect(await status(who, id)).toMatchObject({ status: 'success', lateAfterFailure: true });
    expect((await dues(who)).totalDue).toBe(9000);
  });

  it('leaves a UPI collect pending until the bank answers', async () => {
    const who = await borrower();
    const payload = body(1500, {
      paymentMethod: 'UPI',
      repaymentDTO: { amount: 1500, upiInfo: { vpa: 'asha@okbank' } },
    });
    const started = await json<Started>(await initiate(who, 'attempt-upi-1', payload));
    expect(started.next.kind).toBe('collect');
    const id = started.transaction.transactionId;
    expect(await status(who, id)).toMatchObject({ status: 'pending' });
    await s.call('POST', `/__sandbox/payments/${id}/decision`, { decision: 'approve' });
    expect(await status(who, id)).toMatchObject({ status: 'success' });
    await s.call('POST', `/__sandbox/payments/${id}/decision`, { decision: 'approve' });
    expect((await dues(who)).totalDue).toBe(8500);
    expect(s.db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE kind = 'repayment'").get()).toEqual({ n: 1 });
  });
});
