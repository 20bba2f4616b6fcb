import { describe, expect, it } from 'vitest';
import { ediChoiceProblem } from '../../../rules/edi/choice.ts';
import { OFFER } from '../../support/events/edi-events.ts';
import type { Paise } from '../../../rules/money/paise.ts';

// What the EDI offer allows a borrower to choose, said on the field it concerns (rules/edi/choice.ts):
// the chart asks it before a quote is called, the offer page shows its sentence.

const rupees = (value: number) => (value * 100) as Paise;

describe('an EDI choice', () => {
  it('holds at the offer’s edges, ₹10,000 to ₹2,00,000 over 30 to 180 days', () => {
    expect(ediChoiceProblem(OFFER, { amount: rupees(10_000), tenureDays: 30 })).toBeNull();
    expect(ediChoiceProblem(OFFER, { amount: rupees(200_000), tenureDays: 180 })).toBeNull();
  });

  it('names the amount when it is missing or outside the offer, a paisa either side', () => {
    expect(ediChoiceProblem(OFFER, { amount: null, tenureDays: 90 })).toEqual({
      field: 'amount',
      message: 'Enter an amount between ₹10,000 and ₹2,00,000.',
    });
    for (const amount of [rupees(10_000) - 1, rupees(200_000) + 1]) {
      expect(ediChoiceProblem(OFFER, { amount: amount as Paise, tenureDays: 90 })).toEqual({
        field: 'amount',
        message: 'Choose an amount between ₹10,000 and ₹2,00,000.',
      });
    }
  });

  it('names the tenure when it is missing, not whole or outside the offer; the amount first', () => {
    const amount = rupees(50_000);
    expect(ediChoiceProblem(OFFER, { amount, tenureDays: null })?.field).toBe('tenureDays');
    expect(ediChoiceProblem(OFFER, { amount, tenureDays: 45.5 })?.message).toBe(
      'Enter a number of days between 30 and 180 days.',
    );
    expect(ediChoiceProblem(OFFER, { amount, tenureDays: 29 })?.message).toBe('Choose between 30 and 180 days.');
    expect(ediChoiceProblem(OFFER, { amount, tenureDays: 181 })?.message).toBe('Choose between 30 and 180 days.');
    expect(ediChoiceProblem(OFFER, { amount: null, tenureDays: 181 })?.field).toBe('amount');
  });
});
