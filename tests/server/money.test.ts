import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import {
  RupeesAsPaiseSchema,
  asPaise,
  paiseFromRupees,
  rupees,
  rupeesFromPaise,
  type Paise,
} from '../../server/kit/money.ts';

const p = (value: number) => asPaise(value);

// One way the sandbox writes rupees (§9): whole amounts bare, anything else with two decimals.
describe('rupees', () => {
  it('writes whole rupees without decimals, in Indian grouping, with the sign', () => {
    expect(rupees(p(50_000_000))).toBe('₹5,00,000');
    expect(rupees(p(0))).toBe('₹0');
  });

  it('writes paise with two decimals', () => {
    expect(rupees(p(400_050))).toBe('₹4,000.50');
    expect(rupees(p(123_456_789))).toBe('₹12,34,567.89');
    expect(rupees(p(12_802))).toBe('₹128.02');
    expect(rupees(p(5))).toBe('₹0.05');
  });

  it('writes "Rs." for PDFs, whose standard fonts have no rupee sign', () => {
    expect(rupees(p(600_000), 'Rs.')).toBe('Rs. 6,000');
    expect(rupees(p(1770), 'Rs.')).toBe('Rs. 17.70');
  });
});

describe('rupees on the wire and paise inside', () => {
  it('accepts ₹128.02, which a float check (128.02 * 100 !== 12802) refused', () => {
    expect(paiseFromRupees(128.02)).toBe(12_802);
    expect(v.parse(RupeesAsPaiseSchema, 128.02)).toBe(12_802);
  });

  it('refuses a third decimal, infinities and amounts beyond exact integers', () => {
    for (const bad of [128.025, 0.001, Number.NaN, Infinity, 2 ** 60]) {
      expect(paiseFromRupees(bad)).toBeNull();
      expect(v.safeParse(RupeesAsPaiseSchema, bad).success).toBe(false);
    }
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000_000 })])('every two-decimal text round-trips exactly', (k) => {
    // The amount as the customer typed it, parsed as the app's JSON would carry it.
    const typed = `${Math.floor(k / 100)}.${String(k % 100).padStart(2, '0')}`;
    const paise = paiseFromRupees(Number(typed));
    expect(paise).toBe(k);
    expect(rupeesFromPaise(paise as Paise)).toBe(Number(typed));
    expect(JSON.parse(JSON.stringify(rupeesFromPaise(paise as Paise)))).toBe(Number(typed));
  });

  it('agrees on every two-decimal amount from ₹100.00 to ₹999.99 (8,029 of which the old check refused)', () => {
    let refused = 0;
    for (let k = 10_000; k <= 99_999; k += 1) {
      const typed = `${Math.floor(k / 100)}.${String(k % 100).padStart(2, '0')}`;
      if (paiseFromRupees(Number(typed)) !== k) refused += 1;
    }
    expect(refused).toBe(0);
  });

  it('asPaise refuses a fraction instead of rounding it', () => {
    expect(() => asPaise(10.5)).toThrow();
  });
});
