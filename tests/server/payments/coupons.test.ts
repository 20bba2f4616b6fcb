import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, latestOtp, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';

// The processing fee's coupons on the sandbox (docs/sandbox.md, "Processing fee and coupons"):
// the breakup with GST, valid, invalid, expired and already used coupons (a quote, nothing kept),
// a coupon that pays the whole fee, the rest paid through the payment rails, and every fee call
// scoped to the token's owner.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400201';
const OTHER = '9123400202';
type Fee = {
  processingFeeId: string;
  amount: number;
  couponCode: string | null;
  discount: number;
  gstPercent: number;
  gst: number;
  total: number;
  paid: boolean;
};

async function feeOf(amount = 2000, redeemedCoupons?: string[]): Promise<{ who: LoggedIn; fee: Fee }> {
  s = makeSandbox();
  const who = await logIn(s, PHONE);
  const seed = redeemedCoupons ? { amount, redeemedCoupons } : { amount };
  const fee = await json<Fee>(await s.call('PUT', `/__sandbox/customers/${PHONE}/processing-fee`, seed));
  return { who, fee };
}

const apply = (who: LoggedIn, fee: Fee, code: string) =>
  s.call('GET', `/v1/repayment/${fee.processingFeeId}/apply-coupon/${code}`, undefined, auth(who.token));
const read = async (who: LoggedIn, fee: Fee) =>
  json<Fee>(await s.call('GET', `/v1/repayment/processing-fee/${fee.processingFeeId}`, undefined, auth(who.token)));
const payByCoupon = (who: LoggedIn, fee: Fee, couponCode: string) =>
  s.call(
    'PATCH',
    `/v1/repayment/${fee.processingFeeId}/processing-fee-coupon-payment`,
    { couponCode },
    auth(who.token),
  );
const errorCode = async (response: Response) => (await json<ErrorAnswer>(response)).error.code;

const feePayment = (fee: Fee, amount: number, couponCode: string | null) => ({
  purpose: 'processingFee',
  paymentMethod: 'DEBIT_CARD',
  returnUrl: '/dashboard/processing-fee',
  processingFee: { processingFeeId: fee.processingFeeId, couponCode },
  repaymentDTO: { amount, cardInfo: { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', saveCard: false } },
});
const initiate = (who: LoggedIn, key: string, body: unknown) =>
  s.call('POST', '/v2/repayment/initiate-transaction', body, { ...auth(who.token), 'idempotency-key': key });

describe('processing fee coupons', () => {
  it('breaks the fee up into the fee, 18 % GST on it and the total, on the fee and on home', async () => {
    const { who, fee } = await feeOf(2000);
    expect(fee).toMatchObject({ amount: 2000, discount: 0, gstPercent: 18, gst: 360, total: 2360, paid: false });
    const home = await json<{ processingFeeDetails: unknown }>(
      await s.call('GET', '/v1/home', undefined, auth(who.token)),
    );
    expect(home.processingFeeDetails).toEqual({
      processingFeeId: fee.processingFeeId,
      amount: 2000,
      gstPercent: 18,
      gst: 360,
      total: 2360,
    });
  });

  it('quotes a valid coupon, case-insensitively, with GST on what is left, and keeps nothing', async () => {
    const { who, fee } = await feeOf(2000);
    expect(await json<Fee>(await apply(who, fee, 'fee50'))).toMatchObject({
      couponCode: 'FEE50',
      discount: 1000,
      gst: 180,
      total: 1180,
    });
    expect(await json<Fee>(await apply(who, fee, 'FLAT500'))).toMatchObject({ discount: 500, gst: 270, total: 1770 });
    expect(await read(who, fee)).toMatchObject({ couponCode: null, discount: 0, total: 2360 });
  });

  it('refuses an unknown, an expired and an already used coupon with their own codes', async () => {
    const { who, fee } = await feeOf(2000, ['fee50']);
    const invalid = await apply(who, fee, 'NOPE');
    expect(invalid.status).toBe(422);
    expect(await errorCode(invalid)).toBe('EPL-42220');
    expect(await errorCode(await apply(who, fee, 'OLD2025'))).toBe('EPL-42221');
    expect(await errorCode(await apply(who, fee, 'FEE50'))).toBe('EPL-42222');
  });

  it('pays the whole fee with a coupon that covers it, after which the coupon is used', async () => {
    const { who, fee } = await feeOf(1500);
    const paid = await payByCoupon(who, fee, 'FREEFEE');
    expect(await json<Fee>(paid)).toMatchObject({ couponCode: 'FREEFEE', total: 0, paid: true });
    const home = await json<{ processingFeeDetails: unknown }>(
      await s.call('GET', '/v1/home', undefined, auth(who.token)),
    );
    expect(home.processingFeeDetails).toBeNull();
    expect(await errorCode(await apply(who, fee, 'FEE50'))).toBe('EPL-40903');
    const second = await json<Fee>(
      await s.call('PUT', `/__sandbox/customers/${PHONE}/processing-fee`, { amount: 900 }),
    );
    expect(await errorCode(await apply(who, second, 'FREEFEE'))).toBe('EPL-42222');
    const partial = await payByCoupon(who, second, 'FLAT500');
    expect(partial.status).toBe(409);
    expect(await errorCode(partial)).toBe('EPL-40908');
  });

  it('takes the rest through the payment rails: the fee total only, settled with its coupon on success', async () => {
    const { who, fee } = await feeOf(2000);
    const wrong = await initiate(who, 'fee-attempt-1', feePayment(fee, 2360, 'FEE50'));
    expect(wrong.status).toBe(422);
    expect(await errorCode(wrong)).toBe('EPL-42210');
    const noFee = await initiate(who, 'fee-attempt-2', { ...feePayment(fee, 1180, 'FEE50'), processingFee: undefined });
    expect(noFee.status).toBe(400);
    const started = await initiate(who, 'fee-attempt-3', feePayment(fee, 1180, 'FEE50'));
    expect(started.status).toBe(200);
    const { transaction } = await json<{ transaction: { transactionId: string; purpose: string } }>(started);
    expect(transaction.purpose).toBe('processingFee');
    expect(await read(who, fee)).toMatchObject({ paid: false });
    const verified = await s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: transaction.transactionId, otp: await latestOtp(s, PHONE) },
      auth(who.token),
    );
    expect(verified.status).toBe(200);
    expect(await read(who, fee)).toMatchObject({ paid: true, couponCode: 'FEE50', discount: 1000, total: 1180 });
    const again = await initiate(who, 'fee-attempt-4', feePayment(fee, 1180, null));
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('EPL-40903');
  });

  it("answers another customer's fee as unknown on every fee call", async () => {
    const { fee } = await feeOf(2000);
    const other = await logIn(s, OTHER);
    const calls = [
      await s.call('GET', `/v1/repayment/processing-fee/${fee.processingFeeId}`, undefined, auth(other.token)),
      await apply(other, fee, 'FEE50'),
      await payByCoupon(other, fee, 'FREEFEE'),
      await initiate(other, 'other-attempt', feePayment(fee, 2360, null)),
    ];
    for (const response of calls) {
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe('EPL-40400');
    }
  });
});
