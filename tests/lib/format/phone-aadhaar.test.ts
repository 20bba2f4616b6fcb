import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../src/lib/format/phone.ts';
import { formatMaskedAadhaar } from '../../../src/lib/format/aadhaar.ts';

describe('formatPhone', () => {
  it.each([
    ['9812345670', '+91 98123 45670'],
    ['+919812345670', '+91 98123 45670'],
    ['+91 9812345670', '+91 98123 45670'],
    ['09812345670', '+91 98123 45670'],
    ['XXXXXX5670', '+91 XXXXX X5670'],
  ])('%s → %s', (value, shown) => expect(formatPhone(value)).toBe(shown));

  it('leaves what is not a mobile number as given', () => {
    expect(formatPhone('1800 200 1001')).toBe('1800 200 1001');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('formatMaskedAadhaar', () => {
  it.each([
    ['XXXXXXXX0124', 'XXXX XXXX 0124'],
    ['234567890124', 'XXXX XXXX 0124'],
    ['2345 6789 0124', 'XXXX XXXX 0124'],
  ])('%s → %s', (value, shown) => expect(formatMaskedAadhaar(value)).toBe(shown));

  it('never shows more than the last four digits', () => {
    expect(formatMaskedAadhaar('234567890124')).not.toMatch(/2345|6789/);
    expect(formatMaskedAadhaar('12')).toBe('');
  });
});
