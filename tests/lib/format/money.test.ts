import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/lib/format/money.ts';

describe('formatMoney', () => {
  it.each([
    [0, '₹0'],
    [-0, '₹0'],
    [0.004, '₹0'],
    [0.0099, '₹0'],
    [-0.004, '₹0'],
    [0.01, '₹0.01'],
    [0.1, '₹0.10'],
    [1, '₹1'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [2500, '₹2,500'],
    [2500.5, '₹2,500.50'],
    [2500.004, '₹2,500'],
    [2500.005, '₹2,500.01'],
    [99999.999, '₹1,00,000'],
    [100000, '₹1,00,000'],
    [1234567, '₹12,34,567'],
    [1234567.891, '₹12,34,567.89'],
    [2500000, '₹25,00,000'],
    [123456789.5, '₹12,34,56,789.50'],
    [-2500, '-₹2,500'],
    [-1234567.891, '-₹12,34,567.89'],
    [-0.01, '-₹0.01'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'shows %s as ₹0 rather than a broken number',
    (amount) => {
      expect(formatMoney(amount)).toBe('₹0');
    },
  );
});
