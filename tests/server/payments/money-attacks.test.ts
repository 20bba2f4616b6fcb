import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { InitiateSchema } from '../../../server/payment/initiate.ts';
import { errorOf, moneyWorld, startedId, type MoneyWorld } from '../../support/server/money-world.ts';
import { latestOtp } from '../../support/server/sandbox.ts';

// Issue 27's findings 2, 3 and 6, run as the attacker's script ran them against the sandbox:
// five parallel full-due repayments, a late success beyond the due, two fee payments at once, and
// two-decimal amounts the float check used to refuse (docs/sandbox.md, "Reservations and the
// credit balance").

let w: MoneyWorld;
afterEach(() => w.s.close());

const MINUTE = 60 * 1000;

describe('finding 2: paying more than is owed', () => {
  it('accepts one of five parallel full-due repayments and refuses the rest while it is in flight', async () => {
    w = await moneyWorld('9123400301', 1000);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => w.repay(`full-due-${n}`, 1000)));
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      const error = await errorOf(answer);
      expect(error.code).toBe('EPL-40941');
      expect(error.message).toMatch(/payments in progress already cover ₹1,000 of your ₹1,000 due/i);
    }
    expect(await w.payable()).toMatchObject({ totalDue: 1000, pendingRepayments: 1000, payableNow: 0 });
    const id = await startedId(accepted[0]!);
    // The bank approves all it was asked for: only one payment exists to approve.
    expect((await w.decide(id, 'approve')).status).toBe(200);
    expect(await w.payable()).toMatchObject({ totalDue: 0, pendingRepayments: 0, payableNow: 0, creditBalance: 0 });
    const statement = await w.statement();
    expect(statement).toMatchObject({ closingBalance: 0, creditBalance: 0, creditBalanceRefundBy: null });
  });

  it('lets parts of the due run together up to the due, and no further', async () => {
    w = await moneyWorld('9123400302', 1000);
    expect((await w.repay('part-key-1', 600)).status).toBe(200);
    expect(await w.payable()).toMatchObject({ pendingRepayments: 600, payableNow: 400 });
    const over = await w.repay('part-key-2', 400.01);
    expect(over.status).toBe(409);
    expect((await errorOf(over)).code).toBe('EPL-40941');
    expect((await w.repay('part-key-3', 400)).status).toBe(200);
  });

  it('releases a reservation when the payment fails, and when it expires after 15 minutes', async () => {
    w = await moneyWorld('9123400303', 1000);
    const declined = await startedId(await w.repay('held-key-1', 1000));
    await w.decide(declined, 'decline');
    const abandoned = await startedId(await w.repay('held-key-2', 1000, 'NET_BANKING'));
    expect((await w.repay('held-key-3', 1000)).status).toBe(409);
    w.s.clock.advance(15 * MINUTE);
    expect(await w.payable()).toMatchObject({ pendingRepayments: 0, payableNow: 1000 });
    const expired = await w.read(abandoned);
    expect(expired).toMatchObject({ status: 'failed' });
    expect(expired.reason).toMatch(/not completed within 15 minutes/);
    // The bank's answer after the order expired is not taken: nothing was charged.
    expect((await w.decide(abandoned, 'approve')).status).toBe(200);
    expect((await w.read(abandoned)).status).toBe('failed');
    expect((await w.repay('held-key-4', 1000)).status).toBe(200);
  });

  it('expires a card payment whose OTP comes after 15 minutes, charging nothing', async () => {
    w = await moneyWorld('9123400308', 1000);
    const card = { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', saveCard: false };
    const started = await w.s.call(
      'POST',
      '/v2/repayment/initiate-transaction',
      {
        purpose: 'repayment',
        paymentMethod: 'DEBIT_CARD',
        returnUrl: '/',
        repaymentDTO: { amount: 1000, cardInfo: card },
      },
      { authorization: `Bearer ${w.who.token}`, 'idempotency-key': 'card-key-1' },
    );
    const id = await startedId(started);
    const otp = await latestOtp(w.s, '9123400308');
    w.s.clock.advance(15 * MINUTE);
    const verified = await w.s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: id, otp },
      { authorization: `Bearer ${w.who.token}` },
    );
    expect(verified.status).toBe(200);
    expect((await verified.json()).transaction).toMatchObject({ status: 'failed' });
    expect(await w.payable()).toMatchObject({ totalDue: 1000, pendingRepayments: 0, payableNow: 1000 });
  });

  it('records a late success beyond the due as a credit balance owed back, never a negative due', async () => {
    w = await moneyWorld('9123400304', 1000);
    // The bank gives up on the first payment (failed, so no longer held); the customer pays again.
    const late = await startedId(await w.repay('late-key-1', 1000));
    await w.decide(late, 'lateSuccess');
    expect((await w.read(late)).status).toBe('failed');
    const again = await startedId(await w.repay('late-key-2', 1000));
    await w.decide(again, 'approve');
    // Then the bank confirms the first after all.
    expect(await w.read(late)).toMatchObject({ status: 'success', lateAfterFailure: true });
    // Thu 15 Jan 2026 + 7 working days = Mon 26 Jan.
    expect(await w.payable()).toMatchObject({
      totalDue: 0,
      payableNow: 0,
      available: 500_000,
      creditBalance: 1000,
      creditBalanceRefundBy: '2026-01-26',
    });
    const statement = await w.statement();
    expect(statement).toMatchObject({
      closingBalance: -1000,
      creditBalance: 1000,
      creditBalanceRefundBy: '2026-01-26',
    });
    // Nothing can be repaid while nothing is owed.
    expect((await w.repay('late-key-3', 100)).status).toBe(422);
    const { notifications } = (await (
      await w.s.call('GET', '/v1/application/notification', undefined, { authorization: `Bearer ${w.who.token}` })
    ).json()) as { notifications: { title: string; body: string }[] };
    expect(notifications).toContainEqual(
      expect.objectContaining({
        title: 'Money to be refunded to you',
        body: expect.stringMatching(/₹1,000 more than you owed.*refunded to the account you paid from by 26 Jan 2026/),
      }),
    );
  });
});

describe('finding 3: paying a processing fee twice', () => {
  it('refuses a second fee payment while one is pending, and lists the pending one', async () => {
    w = await moneyWorld('9123400305');
    expect(w.fee.total).toBe(1180);
    const first = await w.payFee('fee-full', 1180, null);
    expect(first.status).toBe(200);
    const second = await w.payFee('fee-half', 590, 'FEE50');
    expect(second.status).toBe(409);
    const error = await errorOf(second);
    expect(error.code).toBe('EPL-40940');
    expect(error.message).toMatch(/already in progress/);
    const pending = (await w.payments()).filter((payment) => payment.purpose === 'processingFee');
    expect(pending).toEqual([expect.objectContaining({ status: 'pending', amount: 1180 })]);
    await w.decide(await startedId(first), 'approve');
    expect(await w.readFee()).toMatchObject({ paid: true });
    expect((await w.payFee('fee-after', 590, 'FEE50')).status).toBe(409);
  });

  it('cancels a fee payment in flight when a coupon pays the whole fee, so the bank cannot charge it', async () => {
    w = await moneyWorld('9123400309');
    const pending = await startedId(await w.payFee('fee-pending', 1180, null));
    const byCoupon = await w.s.call(
      'PATCH',
      `/v1/repayment/${w.fee.processingFeeId}/processing-fee-coupon-payment`,
      { couponCode: 'FREEFEE' },
      { authorization: `Bearer ${w.who.token}` },
    );
    expect(byCoupon.status).toBe(200);
    const cancelled = await w.read(pending);
    expect(cancelled.status).toBe('failed');
    expect(cancelled.reason).toMatch(/paid by a coupon instead/);
    await w.decide(pending, 'approve');
    expect((await w.read(pending)).status).toBe('failed');
    expect(await w.readFee()).toMatchObject({ paid: true, couponCode: 'FREEFEE', total: 0 });
    // The customer chose the coupon: the cancelled payment is no "Payment failed" news to them.
    const { notifications } = (await (
      await w.s.call('GET', '/v1/application/notification', undefined, { authorization: `Bearer ${w.who.token}` })
    ).json()) as { notifications: { title: string }[] };
    expect(notifications.map((one) => one.title)).not.toContain('Payment failed');
  });

  it('settles the fee once when a late success arrives after another payment paid it, refunding that one', async () => {
    w = await moneyWorld('9123400306');
    const late = await startedId(await w.payFee('fee-late', 1180, null));
    await w.decide(late, 'lateSuccess');
    expect((await w.read(late)).status).toBe('failed');
    const second = await startedId(await w.payFee('fee-again', 590, 'FEE50'));
    await w.decide(second, 'approve');
    const settled = await w.readFee();
    const refunded = await w.read(late);
    expect(refunded).toMatchObject({ status: 'success', refundBy: '2026-01-26' });
    expect(refunded.reason).toMatch(/already paid, so this payment will be refunded .* by 26 Jan 2026/);
    // The fee stays paid once, with the coupon of the payment that paid it.
    expect(await w.readFee()).toEqual(settled);
    expect(settled).toMatchObject({ paid: true, couponCode: 'FEE50', total: 590 });
    expect(w.s.count('coupon_redemptions')).toBe(1);
  });
});

describe('finding 6: two-decimal amounts', () => {
  it('accepts a repayment of ₹128.02 and carries it back exactly', async () => {
    w = await moneyWorld('9123400307', 1000);
    const started = await w.repay('two-decimals', 128.02);
    expect(started.status).toBe(200);
    const id = await startedId(started);
    expect((await w.read(id)).amount).toBe(128.02);
    await w.decide(id, 'approve');
    expect(await w.payable()).toMatchObject({ totalDue: 871.98 });
    const row = w.s.db.prepare('SELECT amount_paise, typeof(amount_paise) AS type FROM payments').get();
    expect(row).toEqual({ amount_paise: 12_802, type: 'integer' });
  });

  it("accepts every two-decimal amount from ₹1.00 to ₹9,999.99 in the sandbox's validation", () => {
    const refused: string[] = [];
    const body = (amount: number) => ({
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: '/dashboard/payment-methods',
      repaymentDTO: { amount, upiInfo: { vpa: 'asha@okbank' } },
    });
    for (let paise = 100; paise <= 999_999; paise += 1) {
      const typed = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
      const parsed = v.safeParse(InitiateSchema, body(Number(typed)));
      if (!parsed.success || parsed.output.repaymentDTO.amount !== paise) refused.push(typed);
    }
    expect(refused).toEqual([]);
  });
});
