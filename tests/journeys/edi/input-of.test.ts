import { describe, expect, it } from 'vitest';
import { ediInputOf } from '../../../src/journeys/edi/runtime.ts';

// The choice an EDI address names is read from its text: rupees into paise digit by digit, days as digits.

describe('the EDI address choice', () => {
  it('reads rupees with paise into exact paise and days as a whole number', () => {
    expect(ediInputOf('/signup/edi-disbursement-request', '?amount=128.02&days=90', 'k')).toMatchObject({
      amount: 12_802,
      tenureDays: 90,
    });
    expect(ediInputOf('/signup/edi-loan-offer-details-page', '?amount=300000', 'k')).toMatchObject({
      amount: 30_000_000,
      tenureDays: null,
    });
  });

  it('takes no choice from text that is not an amount or a day count', () => {
    for (const search of ['?amount=1e5&days=9.5', '?amount=-5&days=-1', '?amount=&days=', '?amount=12.345&days=abc']) {
      expect(ediInputOf('/signup/edi-disbursement-request', search, 'k')).toMatchObject({
        amount: null,
        tenureDays: null,
      });
    }
  });
});
