import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  cardProblems,
  chosenAmount,
  coveredByPaymentsInProgress,
  luhnValid,
  maskedCard,
  vpaProblem,
} from '../../rules/payment/amount.ts';
import { paymentStep } from '../../machines/payment/payment-step.ts';
import { PAYMENT_STATUSES, type AmountPayable } from '../../rules/payment/types.ts';
import { ApiError } from '../../src/api/errors.ts';
import { inr } from '../support/money.ts';

// The payment form's rules (rules/payment/amount.ts) and what each payment status means to the
// chart (machines/payment/payment-step.ts).

const payable: AmountPayable = {
  loanId: 'LN',
  loanReference: 'SKH-2026-000001',
  creditLimit: inr(500000),
  used: inr(10000),
  available: inr(490000),
  totalDue: inr(10000),
  minimumDue: inr(500),
  nextDueDate: null,
  pendingRepayments: inr(0),
  payableNow: inr(10000),
  creditBalance: inr(0),
  creditBalanceRefundBy: null,
};

describe('amount rules', () => {
  it('takes the total or minimum due as they are, in paise', () => {
    expect(chosenAmount('total', '', payable)).toBe(1_000_000);
    expect(chosenAmount('minimum', '', payable)).toBe(50_000);
    expect(amountProblem('total', '', payable)).toBeNull();
  });

  it('reads another amount in rupees with up to two decimals, commas allowed, exactly', () => {
    expect(chosenAmount('other', '2,500.50', payable)).toBe(250_050);
    // Number('128.02') * 100 is 12801.999…: the typed text is read digit by digit instead.
    expect(chosenAmount('other', '128.02', payable)).toBe(12_802);
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
    const small = { ...payable, totalDue: inr(40), minimumDue: inr(40), payableNow: inr(40) };
    expect(amountProblem('other', '40', small)).toBeNull();
    expect(amountProblem('other', '39', small)).toBe('Enter at least ₹40.');
    const none = { ...payable, totalDue: inr(0), payableNow: inr(0) };
    expect(amountProblem('total', '', none)).toBe('You have nothing to pay right now.');
  });

  it('lets no more than the due less the repayments in flight be paid, and says why', () => {
    const inFlight = { ...payable, pendingRepayments: inr(6000), payableNow: inr(4000) };
    expect(chosenAmount('total', '', inFlight)).toBe(400_000);
    expect(amountProblem('total', '', inFlight)).toBeNull();
    expect(amountProblem('other', '4000', inFlight)).toBeNull();
    expect(amountProblem('other', '4000.01', inFlight)).toBe(
      'Enter no more than ₹4,000: payments in progress cover the rest of your due.',
    );
    const minimumCovered = { ...inFlight, pendingRepayments: inr(9800), payableNow: inr(200) };
    expect(chosenAmount('minimum', '', minimumCovered)).toBe(20_000);
    const allCovered = { ...payable, pendingRepayments: inr(10000), payableNow: inr(0) };
    expect(amountProblem('total', '', allCovered)).toBe(
      'Payments in progress already cover your whole due: there is nothing more to pay now.',
    );
  });

  it("knows the lender's refusal of an amount that payments in flight cover", () => {
    expect(coveredByPaymentsInProgress(new ApiError('x', { kind: 'http', status: 409, code: 'EPL-40941' }))).toBe(true);
    expect(coveredByPaymentsInProgress(new ApiError('x', { kind: 'http', status: 409, code: 'EPL-40940' }))).toBe(
      false,
    );
    expect(coveredByPaymentsInProgress(new Error('EPL-40941'))).toBe(false);
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
