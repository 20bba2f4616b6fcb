import { describe, expect, it } from 'vitest';
import { rupees } from '../../server/money.ts';

// One way the sandbox writes rupees (§9): whole amounts bare, anything else with two decimals.
describe('rupees', () => {
  it('writes whole rupees without decimals, in Indian grouping, with the sign', () => {
    expect(rupees(500000)).toBe('₹5,00,000');
    expect(rupees(0)).toBe('₹0');
  });

  it('writes paise with two decimals', () => {
    expect(rupees(4000.5)).toBe('₹4,000.50');
    expect(rupees(1234567.891)).toBe('₹12,34,567.89');
  });

  it('writes "Rs." for PDFs, whose standard fonts have no rupee sign', () => {
    expect(rupees(6000, 'Rs.')).toBe('Rs. 6,000');
    expect(rupees(17.7, 'Rs.')).toBe('Rs. 17.70');
  });
});
