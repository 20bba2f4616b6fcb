import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  caretAfterDigits,
  cardDigits,
  cardNetwork,
  formatCardNumber,
  formatCvv,
  formatExpiry,
} from '../../../rules/payment/card-input.ts';
import { cardProblems } from '../../../rules/payment/amount.ts';

// How the card fields read what is typed or pasted (rules/payment/card-input.ts).

describe('card number', () => {
  it('groups the digits in fours and drops anything else', () => {
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111 1111.1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  test.prop([fc.stringMatching(/^[\d -]{0,30}$/)])('keeps the digits typed, at most 19, in order', (typed) => {
    const formatted = formatCardNumber(typed);
    expect(cardDigits(formatted)).toBe(typed.replace(/\D/g, '').slice(0, 19));
    expect(formatCardNumber(formatted)).toBe(formatted);
  });

  it('puts the caret after the same digit once grouped', () => {
    expect(caretAfterDigits('4111 9111 1111', 5)).toBe(6);
    expect(caretAfterDigits('4111 9111', 4)).toBe(4);
    expect(caretAfterDigits('4111', 0)).toBe(0);
    expect(caretAfterDigits('4111', 9)).toBe(4);
  });

  it('names the network by its prefix', () => {
    expect(cardNetwork('4111 1111')).toBe('Visa');
    expect(cardNetwork('5500 0000')).toBe('Mastercard');
    expect(cardNetwork('2221 0000')).toBe('Mastercard');
    expect(cardNetwork('2720 9999')).toBe('Mastercard');
    expect(cardNetwork('2721 0000')).toBeNull();
    expect(cardNetwork('6521 1234')).toBe('RuPay');
    expect(cardNetwork('6080 1234')).toBe('RuPay');
    expect(cardNetwork('5085 1234')).toBe('RuPay');
    expect(cardNetwork('')).toBeNull();
    expect(cardNetwork('3')).toBeNull();
  });
});

describe('expiry', () => {
  it('puts in the slash once the year starts, and takes pasted shapes', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/29')).toBe('12/29');
    expect(formatExpiry('12 / 2029')).toBe('12/29');
    expect(formatExpiry('1/29')).toBe('01/29');
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('12/299')).toBe('12/29');
  });

  it('lets Backspace go back over the slash', () => {
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('12/2'.slice(0, -1))).toBe('12');
  });

  it('gives what the rules accept: "1229" typed is a valid expiry', () => {
    const card = { cardNumber: '4111 1111 1111 1111', expiry: formatExpiry('1229'), cvv: '123' };
    expect(cardProblems(card, new Date(Date.UTC(2026, 10, 29)))).toEqual({});
  });
});

describe('CVV', () => {
  it('keeps 3 digits only', () => {
    expect(formatCvv('1a2')).toBe('12');
    expect(formatCvv('12345')).toBe('123');
  });
});
