import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { paiseFromInteger, type Paise } from '../../../rules/money/paise.ts';
import {
  UPI_BAD_AMOUNT,
  UPI_NOT_A_PAYMENT,
  UPI_NOT_RUPEES,
  UPI_NO_PAYEE,
  UPI_TOO_PRECISE,
  parseUpiUri,
  upiPayUri,
  type UpiPayment,
} from '../../../rules/purchase/upi-uri.ts';

// Reading a scanned UPI QR code (`upi://pay`): every field, form encoding, and each refusal with the
// sentence the scan screen shows. Amounts become paise digit by digit: 0.29 is 29 paise, not 28.999….

const paise = (value: number) => paiseFromInteger(value) as Paise;

describe('a upi://pay code', () => {
  it('reads every field of a shop code', () => {
    const parsed = parseUpiUri(
      'upi://pay?pa=gupta.kirana@okaxis&pn=Gupta%20Kirana%20%26%20Sons&am=2450.50&tn=Order+77&cu=INR&mc=5411&tr=ORD77',
    );
    expect(parsed).toEqual({
      ok: true,
      payment: {
        vpa: 'gupta.kirana@okaxis',
        payeeName: 'Gupta Kirana & Sons',
        amount: paise(245050),
        note: 'Order 77',
        merchantCode: '5411',
        reference: 'ORD77',
      },
    });
  });

  it('takes a code without an amount (the payer types it), any case of the scheme and the keys', () => {
    const parsed = parseUpiUri('UPI://PAY?PA=asha@okbank&PN=Asha');
    expect(parsed.ok && parsed.payment).toMatchObject({
      vpa: 'asha@okbank',
      payeeName: 'Asha',
      amount: null,
      note: '',
    });
  });

  it('reads amounts into paise without floats', () => {
    const amountOf = (am: string) => {
      const parsed = parseUpiUri(`upi://pay?pa=a.b@okbank&am=${am}`);
      return parsed.ok ? parsed.payment.amount : parsed.problem;
    };
    expect(amountOf('0.29')).toBe(29);
    expect(amountOf('128.02')).toBe(12802);
    expect(amountOf('1.1')).toBe(110);
    expect(amountOf('120000')).toBe(12_000_000);
    expect(amountOf('1.005')).toBe(UPI_TOO_PRECISE);
    expect(amountOf('0')).toBe(UPI_BAD_AMOUNT);
    expect(amountOf('-5')).toBe(UPI_BAD_AMOUNT);
    expect(amountOf('1e3')).toBe(UPI_BAD_AMOUNT);
    expect(amountOf('1,000')).toBe(UPI_BAD_AMOUNT);
  });

  it('refuses what cannot be paid, each with its sentence', () => {
    const problem = (text: string) => {
      const parsed = parseUpiUri(text);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem('https://example.com/pay?pa=a@okbank')).toBe(UPI_NOT_A_PAYMENT);
    expect(problem('upi://mandate?pa=a@okbank')).toBe(UPI_NOT_A_PAYMENT);
    expect(problem('upi://pay?pa=a%ZZ@okbank')).toBe(UPI_NOT_A_PAYMENT);
    expect(problem('upi://pay?pa=ab@okbank&pa=cd@okbank')).toBe(UPI_NOT_A_PAYMENT);
    expect(problem('upi://pay?pn=Nobody')).toBe(UPI_NO_PAYEE);
    expect(problem('upi://pay?pa=not-a-vpa')).toBe(UPI_NO_PAYEE);
    expect(problem('upi://pay?pa=ab@okbank&cu=USD')).toBe(UPI_NOT_RUPEES);
    expect(problem('upi://pay?pa=ab@okbank&cu=inr')).toBeNull();
  });
});

const text = fc.string({ maxLength: 40 }).map((value) => value.trim());
const payment: fc.Arbitrary<UpiPayment> = fc.record({
  vpa: fc
    .tuple(fc.stringMatching(/^[a-z0-9._-]{2,20}$/), fc.stringMatching(/^[a-z]{2,12}$/))
    .map(([user, bank]) => `${user}@${bank}`),
  payeeName: text,
  amount: fc.option(fc.integer({ min: 1, max: 10_000_000_000 }).map(paise), { nil: null }),
  note: text,
  merchantCode: fc.stringMatching(/^\d{0,4}$/),
  reference: text,
});

describe('a code written and read again', () => {
  test.prop([payment])('reads back every field exactly, whatever characters the texts hold', (written) => {
    expect(parseUpiUri(upiPayUri(written))).toEqual({ ok: true, payment: written });
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000_000 })])('reads any two-decimal amount to its paise', (value) => {
    const rupees = `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
    const parsed = parseUpiUri(`upi://pay?pa=ab@okbank&am=${rupees}`);
    expect(parsed.ok && parsed.payment.amount).toBe(value);
  });
});
