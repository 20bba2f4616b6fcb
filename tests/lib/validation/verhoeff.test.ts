import { describe, expect, it } from 'vitest';
import { hasValidVerhoeff, verhoeffCheckDigit } from '../../../rules/identity/aadhaar.ts';

// The Verhoeff tables are built from the first permutation, not written out: the published
// check digits and the scheme's promise (every one-digit slip and every swap of neighbours is
// caught) hold as they did with the written tables.

describe('Verhoeff check digit', () => {
  it('matches the published examples', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(verhoeffCheckDigit('142857')).toBe('0');
    expect(hasValidVerhoeff('2363')).toBe(true);
    expect(hasValidVerhoeff('2364')).toBe(false);
  });

  it('catches every single-digit slip and every swap of neighbours in an Aadhaar-length number', () => {
    const base = '23456789012';
    const valid = base + verhoeffCheckDigit(base);
    expect(hasValidVerhoeff(valid)).toBe(true);
    for (let at = 0; at < valid.length; at += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === valid[at]) continue;
        expect(hasValidVerhoeff(valid.slice(0, at) + digit + valid.slice(at + 1))).toBe(false);
      }
      if (at + 1 < valid.length && valid[at] !== valid[at + 1]) {
        const swapped = valid.slice(0, at) + valid[at + 1] + valid[at] + valid.slice(at + 2);
        expect(hasValidVerhoeff(swapped)).toBe(false);
      }
    }
  });
});
