import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';

// The processing fee's coupons on the sandbox (docs/sandbox.md, "Processing fee and coupons"):
// valid, invalid, expired and already used, and a coupon that pays the whole fee.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400201';
type Fee = { processingFeeId: string; amount: number; discount: number; payable: number; paid: boolean };

async function feeOf(amount = 2000): Promise<{ who: LoggedIn; fee: Fee }> {
  s = makeSandbox();
  const who = await logIn(s, PHONE);
  const fee = await json<Fee>(await s.call('PUT', `/__sandbox/customers/${PHONE}/processing-fee`, { amount }));
  return { who, fee };
}

const apply = (who: LoggedIn, fee: Fee, code: string) =>
  s.call('GET', `/v1/repayment/${fee.processingFeeId}/apply-coupon/${code}`, undefined, auth(who.token));
const errorCode = async (response: Response) => (await json<ErrorAnswer>(response)).error.code;

describe('processing fee coupons', () => {
  it('takes a valid coupon off the fee, case-insensitively', async () => {
    const { who, fee } = await feeOf(2000);
    expect(await json<Fee>(await apply(who, fee, 'fee50'))).toMatchObject({ discount: 1000, payable: 1000 });
    expect(await json<Fee>(await apply(who, fee, 'FLAT500'))).toMatchObject({ discount: 500, payable: 1500 });
  });

  it('refuses an unknown coupon and an expired one with their own codes', async () => {
    const { who, fee } = await feeOf();
    const invalid = await apply(who, fee, 'NOPE');
    expect(invalid.status).toBe(422);
    expect(await errorCode(invalid)).toBe('EPL-42220');
    expect(await errorCode(await apply(who, fee, 'OLD2025'))).toBe('EPL-42221');
  });

  it('pays the whole fee with a coupon that covers it, after which the coupon is used', async () => {
    const { who, fee } = await feeOf(1500);
    const paid = await s.call(
      'PATCH',
      `/v1/repayment/${fee.processingFeeId}/processing-fee-coupon-payment`,
      { couponCode: 'FREEFEE' },
      auth(who.token),
    );
    expect(await json<Fee>(paid)).toMatchObject({ payable: 0, paid: true });
    const second = await json<Fee>(
      await s.call('PUT', `/__sandbox/customers/${PHONE}/processing-fee`, { amount: 900 }),
    );
    expect(await errorCode(await apply(who, second, 'FREEFEE'))).toBe('EPL-42222');
    const partial = await s.call(
      'PATCH',
      `/v1/repayment/${second.processingFeeId}/processing-fee-coupon-payment`,
      { couponCode: 'FLAT500' },
      auth(who.token),
    );
    expect(partial.status).toBe(409);
  });
});
