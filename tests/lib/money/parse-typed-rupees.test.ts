import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  paiseFromWireRupees,
  parseTypedRupees,
  typedRupeesFromPaise,
  wireRupeesFromPaise,
  type Paise,
} from '../../../rules/money/paise.ts';

// What the user types in an amount field, read as paise by digit arithmetic: every grouping a
// customer in India writes, at most two decimals, and nothing else.

/** Up to 13 digits of rupees and two of paise: past any credit line, within a safe integer. */
const anyPaise = fc.bigInt({ min: 0n, max: 10n ** 15n - 1n });

const split = (paise: bigint) => ({ rupees: (paise / 100n).toString(), fraction: (paise % 100n).toString() });

/** 1234567 → "12,34,567": the last three digits, then pairs. */
function indian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** 1234567 → "1,234,567". */
const western = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** The reference reading: decimal text to paise through BigInt, where no float can enter. */
function referencePaise(text: string): bigint | null {
  const match = /^\s*(?:₹\s*)?([\d,]+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const plain = /^\d+$/.test(whole);
  const grouped = /^\d{1,2}(,\d{2})*,\d{3}$/.test(whole) || /^\d{1,3}(,\d{3})+$/.test(whole);
  if (!plain && !grouped) return null;
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 13) return null;
  return BigInt(digits) * 100n + BigInt(fraction.padEnd(2, '0'));
}

describe('parseTypedRupees', () => {
  it.each([
    ['128.02', 12_802],
    ['0.1', 10],
    ['2,500.50', 250_050],
    ['12,34,567.89', 123_456_789],
    ['1,234,567.89', 123_456_789],
    ['₹ 1,00,000', 10_000_000],
    ['₹99', 9_900],
    ['  100  ', 10_000],
    ['007.5', 750],
    ['0', 0],
  ])('reads %s as %s paise', (text, paise) => {
    expect(parseTypedRupees(text)).toBe(paise);
  });

  it.each([
    ['', 'nothing typed'],
    ['₹', 'no digits'],
    ['.5', 'no rupees before the point'],
    ['12.', 'a point with no paise'],
    ['1.005', 'a third decimal: paise have two digits'],
    ['1.2.3', 'two points'],
    ['-5', 'a negative amount'],
    ['1e3', 'an exponent'],
    ['0x10', 'hexadecimal'],
    ['1,00', 'a comma that groups no thousands'],
    ['12,3456', 'a group of four'],
    ['Infinity', 'not a number'],
    ['12 34', 'a space inside the number'],
    ['99999999999999', 'more than 13 digits of rupees'],
  ])('refuses %j: %s', (text) => {
    expect(parseTypedRupees(text)).toBeNull();
  });

  test.prop([anyPaise, fc.constantFrom('plain', 'indian', 'western'), fc.boolean(), fc.boolean()])(
    'reads any amount back as typed, in any grouping, with or without ₹ and paise',
    (paise, grouping, sign, showPaise) => {
      const { rupees, fraction } = split(paise);
      const whole = grouping === 'indian' ? indian(rupees) : grouping === 'western' ? western(rupees) : rupees;
      const withPaise = showPaise || fraction !== '0';
      const text = `${sign ? '₹' : ''}${whole}${withPaise ? `.${fraction.padStart(2, '0')}` : ''}`;
      expect(parseTypedRupees(text)).toBe(Number(paise));
    },
  );

  test.prop([fc.stringMatching(/^[\d,.₹ -]{0,20}$/)])(
    'agrees with a BigInt reading on any text of amount characters',
    (text) => {
      const expected = referencePaise(text);
      expect(parseTypedRupees(text)).toBe(expected === null ? null : Number(expected));
    },
  );

  test.prop([anyPaise])('sends what it read as the same amount on the wire, exactly', (paise) => {
    const { rupees, fraction } = split(paise);
    const typed = `${rupees}.${fraction.padStart(2, '0')}`;
    const read = parseTypedRupees(typed) as Paise;
    const wire = JSON.parse(JSON.stringify({ amount: wireRupeesFromPaise(read) })) as { amount: number };
    expect(paiseFromWireRupees(wire.amount)).toBe(read);
  });
});

describe('typedRupeesFromPaise (a field prefilled with an amount)', () => {
  it('writes whole rupees alone and any paise as two decimals', () => {
    expect(typedRupeesFromPaise(2_500_000 as Paise)).toBe('25000');
    expect(typedRupeesFromPaise(12_802 as Paise)).toBe('128.02');
    expect(typedRupeesFromPaise(50 as Paise)).toBe('0.50');
  });

  test.prop([anyPaise])('is read back as the same paise', (paise) => {
    const amount = Number(paise) as Paise;
    expect(parseTypedRupees(typedRupeesFromPaise(amount))).toBe(amount);
  });
});
