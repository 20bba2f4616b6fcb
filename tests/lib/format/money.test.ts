import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from '../../../rules/money/format.ts';
import { paiseFromInteger, type Paise } from '../../../rules/money/paise.ts';

const paise = (value: number): Paise => {
  const amount = paiseFromInteger(value);
  if (amount === null) throw new RangeError(String(value));
  return amount;
};

describe('formatMoney', () => {
  it.each([
    [0, '₹0'],
    [-0, '₹0'],
    [1, '₹0.01'],
    [10, '₹0.10'],
    [100, '₹1'],
    [99_900, '₹999'],
    [100_000, '₹1,000'],
    [250_000, '₹2,500'],
    [250_050, '₹2,500.50'],
    [250_001, '₹2,500.01'],
    [10_000_000, '₹1,00,000'],
    [123_456_700, '₹12,34,567'],
    [123_456_789, '₹12,34,567.89'],
    [250_000_000, '₹25,00,000'],
    [12_345_678_950, '₹12,34,56,789.50'],
    [12_802, '₹128.02'],
    [-250_000, '-₹2,500'],
    [-123_456_789, '-₹12,34,567.89'],
    [-1, '-₹0.01'],
  ])('formats %s paise as %s', (amount, expected) => {
    expect(formatMoney(paise(amount))).toBe(expected);
  });

  it.each([null, undefined])('shows %s as ₹0 rather than a broken number', (amount) => {
    expect(formatMoney(amount)).toBe('₹0');
  });

  it('writes every amount with its rupees grouped and its paise as two digits, never through a float', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const text = formatMoney(paise(value));
        const digits = text.replace(/[₹,]/g, '');
        const [rupees = '', fraction] = digits.split('.');
        expect(BigInt(rupees) * 100n + BigInt(fraction ?? '0')).toBe(BigInt(value));
        expect(fraction === undefined ? value % 100 === 0 : fraction.length === 2).toBe(true);
      }),
    );
  });
});
