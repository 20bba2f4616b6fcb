import { describe, expect, it } from 'vitest';
import {
  EMPTY_METHOD_VALUES,
  amountAllowed,
  amountChosen,
  amountError,
  fieldProblems,
  methodProblems,
  vpaCheckable,
} from '../../../rules/payment/payment-form.ts';
import { CARD_VALUES, PAYABLE, VPA } from '../../support/events/payment-events.ts';

// The payment chart's own rules, as its guards use them (ADR 030): before the due is read nothing
// may be paid; a card's expiry is judged at the moment given; a UPI id must be verified to pay.

const JAN_2031 = new Date(Date.UTC(2031, 0, 15));
const FEB_2026 = new Date(Date.UTC(2026, 1, 1));

describe('the payment form rules', () => {
  it('allows no amount before what is owed is read, and the total once it is', () => {
    expect(amountAllowed({ amountChoice: 'total', amountTyped: '', payable: null })).toBe(false);
    expect(amountError({ amountChoice: 'total', amountTyped: '', payable: null })).toBeNull();
    const total = { amountChoice: 'total' as const, amountTyped: '', payable: PAYABLE };
    expect(amountAllowed(total)).toBe(true);
    expect(amountChosen(total)).toBe(PAYABLE.payableNow);
    const tooLittle = { amountChoice: 'other' as const, amountTyped: '50', payable: PAYABLE };
    expect(amountAllowed(tooLittle)).toBe(false);
    expect(amountError(tooLittle)).toBe('Enter at least ₹100.');
  });

  it("judges the card's expiry at the moment given", () => {
    const card = { ...EMPTY_METHOD_VALUES, ...CARD_VALUES };
    const form = { method: 'DEBIT_CARD' as const, values: card, vpaName: null };
    expect(methodProblems(form, FEB_2026)).toEqual({});
    expect(methodProblems(form, JAN_2031)).toEqual({ expiry: 'This card has expired.' });
  });

  it('asks for a bank, and for a UPI id that has been verified', () => {
    expect(methodProblems({ method: 'NET_BANKING', values: EMPTY_METHOD_VALUES, vpaName: null }, FEB_2026)).toEqual({
      bankCode: 'Choose your bank.',
    });
    const upi = { method: 'UPI' as const, values: { ...EMPTY_METHOD_VALUES, vpa: VPA }, vpaName: null };
    expect(vpaCheckable(upi)).toBe(true);
    expect(methodProblems(upi, FEB_2026)).toEqual({ vpa: 'Verify your UPI ID first.' });
    expect(methodProblems({ ...upi, vpaName: 'Asha Verma' }, FEB_2026)).toEqual({});
    expect(vpaCheckable({ ...upi, method: 'DEBIT_CARD' })).toBe(false);
  });

  it("gives only the asked fields' problems", () => {
    const values = { ...EMPTY_METHOD_VALUES, vpa: 'not a upi id' };
    expect(fieldProblems(values, FEB_2026, ['vpa'])).toEqual({ vpa: 'Enter a UPI ID like name@bank.' });
    expect(Object.keys(fieldProblems(values, FEB_2026, ['cardNumber', 'cvv'])).sort()).toEqual(['cardNumber', 'cvv']);
  });
});
