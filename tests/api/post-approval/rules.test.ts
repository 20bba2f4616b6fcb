import { describe, expect, it } from 'vitest';
import {
  accountNumberProblem,
  bankCodeOf,
  bankFormProblems,
  confirmProblem,
  holderNameProblem,
  ifscProblem,
  normaliseIfsc,
} from '../../../rules/post-approval/bank-account.ts';
import { amountProblem, neutralOrder } from '../../../rules/post-approval/offers.ts';
import { answersProblems, toAnswers } from '../../../rules/post-approval/questionnaire.ts';
import { OFFERS, QUESTIONS, VALID_ANSWERS, VALID_BANK_VALUES } from '../../fixtures/post-approval-samples.ts';

describe('IFSC', () => {
  it('is four letters, a zero, six letters or digits; typed in any case and spacing', () => {
    expect(ifscProblem('HDFC0001248')).toBeNull();
    expect(ifscProblem(' hdfc 0001248 ')).toBeNull();
    expect(normaliseIfsc(' hdfc 0001248 ')).toBe('HDFC0001248');
    expect(ifscProblem('')).toBe('Enter the IFSC of your branch');
    expect(ifscProblem('HDFC000124')).toBe('An IFSC has 11 characters');
    expect(ifscProblem('HDFC1001248')).toMatch(/valid IFSC/);
    expect(ifscProblem('HD1C0001248')).toMatch(/valid IFSC/);
  });

  it('names the bank by its first four characters (§4)', () => {
    expect(bankCodeOf('sbin0001000')).toBe('SBIN');
    expect(bankCodeOf('SB')).toBeNull();
    expect(bankCodeOf('SB1N0001000')).toBeNull();
  });
});

describe('account number', () => {
  it('is 9 to 18 digits, entered twice the same', () => {
    expect(accountNumberProblem('123456789')).toBeNull();
    expect(accountNumberProblem('12345678')).toMatch(/9 to 18/);
    expect(accountNumberProblem('1234567890123456789')).toMatch(/9 to 18/);
    expect(accountNumberProblem('12345678a')).toBe('Use digits only');
    expect(confirmProblem('123456789012', '123456789012')).toBeNull();
    expect(confirmProblem('123456789012', '123456789013')).toBe('The account numbers do not match');
    expect(confirmProblem('123456789012', '')).toBe('Enter your account number again');
  });

  it('checks the whole form field by field', () => {
    expect(bankFormProblems({ ...VALID_BANK_VALUES })).toEqual({});
    expect(Object.keys(bankFormProblems({ ...VALID_BANK_VALUES, accountType: '', holderName: '1' })).sort()).toEqual([
      'accountType',
      'holderName',
    ]);
    expect(holderNameProblem('Asha K. Verma')).toBeNull();
  });
});

describe('offers', () => {
  it('are listed by registered name whatever order they came in', () => {
    expect(neutralOrder([...OFFERS].reverse()).map((offer) => offer.nbfcName)).toEqual(['arthika', 'kosh']);
  });

  it('take an amount only inside the lender’s range and step', () => {
    const [changeable, fixed] = OFFERS;
    expect(amountProblem(changeable!, 360000)).toBeNull();
    expect(amountProblem(changeable!, 200000)).toBeNull();
    expect(amountProblem(changeable!, 100)).toMatch(/from ₹50,000 to ₹3,60,000/);
    expect(amountProblem(changeable!, 200500)).toMatch(/steps of ₹1,000/);
    expect(amountProblem(fixed!, 200000)).toBe('This lender gives its full limit only');
  });
});

describe('questionnaire', () => {
  it('validates each kind and sends numbers as numbers', () => {
    expect(answersProblems(QUESTIONS, VALID_ANSWERS)).toEqual({});
    expect(answersProblems(QUESTIONS, { premises: 'castle', employees: '-1', mainProducts: 'x' })).toEqual({
      premises: 'Choose one of the options',
      employees: 'Enter a whole number',
      mainProducts: 'Write at least 2 characters',
    });
    expect(toAnswers(QUESTIONS, VALID_ANSWERS)).toEqual({
      premises: 'rented',
      employees: 3,
      mainProducts: 'Groceries',
    });
  });
});
