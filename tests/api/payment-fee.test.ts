import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { COUPON_PROBLEMS, couponCodeProblem, couponProblem, feeQuoteSchema } from '../../src/api/payment/fee.ts';
import { formatMoney } from '../../src/lib/format/money.ts';
import { inr } from '../support/money.ts';
import { feeQuote, quoteJson } from '../../server/payment/coupons.ts';
import { asPaise, paiseFromRupees, type Paise } from '../../server/kit/money.ts';
import * as v from 'valibot';

// The processing fee in the app's words: each coupon outcome the lender answers becomes the
// sentence under the coupon field, the breakup adds up (GST on the fee after the coupon), and the
// amounts read as §9 money.

const refused = (code: string | null, status = 422) =>
  new ApiError('The lender said no.', { kind: 'http', status, code });

// The sandbox keeps paise; the quote the app reads is rupees (quoteJson), as on the wire.
const inPaise = (rupees: number) => paiseFromRupees(rupees) as Paise;
const fee = (amount: number) => ({
  id: 'PF-1',
  customer_id: 'C-1',
  amount_paise: inPaise(amount),
  coupon_code: null,
  discount_paise: asPaise(0),
  paid_at: null,
  created_at: '2026-02-01T10:00:00.000Z',
});
const quote = (amount: number, code: string | null, discount: number) =>
  quoteJson(feeQuote(fee(amount), code, inPaise(discount)));

describe('coupon outcomes', () => {
  it('says each refusal of the lender in plain words', () => {
    expect(couponProblem(refused('EPL-42220'))).toBe('This coupon code is not valid. Check it and try again.');
    expect(couponProblem(refused('EPL-42221'))).toBe('This coupon has expired.');
    expect(couponProblem(refused('EPL-42222'))).toBe('You have already used this coupon.');
    expect(couponProblem(refused('EPL-40903', 409))).toBe('Your processing fee is already paid.');
    expect(couponProblem(refused('EPL-40908', 409))).toMatch(/does not cover the whole fee/);
  });

  it("leaves a failure that is not the coupon's to the screen's alert", () => {
    expect(couponProblem(refused('EPL-50000', 500))).toBeNull();
    expect(couponProblem(refused(null, 503))).toBeNull();
    expect(couponProblem(new Error('offline'))).toBeNull();
  });

  it('names every coupon code of the contract once', () => {
    expect(Object.keys(COUPON_PROBLEMS).sort()).toEqual([
      'EPL-40903',
      'EPL-40908',
      'EPL-42220',
      'EPL-42221',
      'EPL-42222',
    ]);
  });

  it('checks the typed code before it is sent', () => {
    expect(couponCodeProblem('')).toBe('Enter a coupon code.');
    expect(couponCodeProblem('   ')).toBe('Enter a coupon code.');
    expect(couponCodeProblem('FEE 50')).toBe('A coupon code has only letters and digits.');
    expect(couponCodeProblem(' fee50 ')).toBeNull();
  });
});

describe('fee totals', () => {
  it('charges GST on the fee after the discount, in paise', () => {
    expect(quote(2000, null, 0)).toMatchObject({ gst: 360, total: 2360 });
    expect(quote(2000, 'FEE50', 1000)).toMatchObject({ gst: 180, total: 1180 });
    expect(quote(2000, 'FREEFEE', 2000)).toMatchObject({ gst: 0, total: 0 });
    // ₹999.99 → GST ₹180.00 (179.9982 rounded to paise), total ₹1,179.99.
    expect(quote(999.99, null, 0)).toMatchObject({ gst: 180, total: 1179.99 });
    // A discount larger than the fee leaves nothing, never a negative total.
    expect(quote(400, 'FLAT500', 500)).toMatchObject({ gst: 0, total: 0 });
  });

  it('is the shape the app reads from the lender', () => {
    expect(v.is(feeQuoteSchema, quote(2000, null, 0))).toBe(true);
  });
});

describe('money format of the breakup', () => {
  it('shows whole amounts without decimals and paise with two', () => {
    expect(formatMoney(inr(2360))).toBe('₹2,360');
    expect(formatMoney(inr(1179.99))).toBe('₹1,179.99');
    expect(formatMoney(inr(180.5))).toBe('₹180.50');
    expect(formatMoney(inr(0))).toBe('₹0');
    expect(formatMoney(inr(125000))).toBe('₹1,25,000');
  });
});
