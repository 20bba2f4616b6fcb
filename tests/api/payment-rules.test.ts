import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  cardProblems,
  chosenAmount,
  luhnValid,
  maskedCard,
  vpaProblem,
} from '../../src/api/payment/rules.ts';
import { paymentStep } from '../../machines/payment/payment-step.ts';
import { PAYMENT_STATUSES } from '../../src/api/payment/schemas.ts';

// The payment form's rules (src/api/payment/rules.ts) and what each payment status means to the
// chart (machines/payment/payment-step.ts).

const payable = {
  loanId: 'LN',
  creditLimit: 500000,
  used: 10000,
  available: 490000,
  totalDue: 10000,
  minimumDue: 500,
  nextDueDate: null,
};

describe('amount rules', () => {
  it('takes the total or minimum due as they are', () => {
    expect(chosenAmount('total', '', payable)).toBe(10000);
    expect(chosenAmount('minimum', '', payable)).toBe(500);
    expect(amountProblem('total', '', payable)).toBeNull();
  });

  it('reads another amount in rupees with up to two decimals, commas allowed', () => {
    expect(chosenAmount('other', '2,500.50', payable)).toBe(2500.5);
    expect(chosenAmount('other', '2500.505', payable)).toBeNull();
    expect(chosenAmount('other', '-5', payable)).toBeNull();
    expect(amountProblem('other', '', payable)).toBe('Enter the amount you want to pay.');
    expect(amountProblem('other', 'abc', payable)).toBe('Enter an amount in rupees, with up to 2 decimals.');
  });

  it('keeps another amount between ₹100 (or what is owed, if less) and the total due', () => {
    expect(amountProblem('other', '99.99', payable)).toBe('Enter at least ₹100.');
    expect(amountProblem('other', '100', payable)).toBeNull();
    expect(amountProblem('other', '10000', payable)).toBeNull();
    expect(amountProblem('other', '10000.01', payable)).toBe('Enter no more than your total due.');
    const small = { ...payable, totalDue: 40, minimumDue: 40 };
    expect(amountProblem('other', '40', small)).toBeNull();
    expect(amountProblem('other', '39', small)).toBe('Enter at least ₹40.');
    expect(amountProblem('total', '', { ...payable, totalDue: 0 })).toBe('You have nothing to pay right now.');
  });
});

describe('card and UPI rules', () => {
  const now = new Date(2026, 1, 15);
  it('checks the number by Luhn, the expiry against this month and a 3-digit CVV', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardProblems({ cardNumber: '4111 1111 1111 1111', expiry: '02/26', cvv: '123' }, now)).toEqual({});
    expect(cardProblems({ cardNumber: '4111', expiry: '01/26', cvv: '12' }, now)).toEqual({
      cardNumber: 'Enter a valid debit card number.',
      expiry: 'This card has expired.',
      cvv: 'Enter the 3-digit CVV.',
    });
    expect(cardProblems({ cardNumber: '4111111111111111', expiry: '13/30', cvv: '123' }, now).expiry).toBe(
      'Enter the expiry as MM/YY.',
    );
  });

  it('shows only the last four digits of a card', () => {
    expect(maskedCard('4111 1111 1111 1234')).toBe('•••• 1234');
    expect(maskedCard('12')).toBe('');
  });

  it('wants a UPI id like name@bank', () => {
    expect(vpaProblem('asha@okbank')).toBeNull();
    expect(vpaProblem('asha')).toBe('Enter a UPI ID like name@bank.');
    expect(vpaProblem('a@1')).toBe('Enter a UPI ID like name@bank.');
  });
});

describe('payment status mapping', () => {
  it('waits on created and pending, and ends on success or failure, for every status', () => {
    const mapped = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, paymentStep(status)]));
    expect(mapped).toEqual({ created: 'wait', pending: 'wait', success: 'succeeded', failed: 'failed' });
  });
});
