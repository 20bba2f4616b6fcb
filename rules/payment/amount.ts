import { formatMoney } from '../money/format.ts';
import { minPaise, paiseFromWholeRupees, parseTypedRupees, type Paise } from '../money/paise.ts';
import { failureCode } from '../failure.ts';

// What a payment form may send, checked before the call so the screen says what to fix. The
// sandbox checks the same rules again (docs/sandbox.md, "Credit account and payments"). Amounts
// are integer paise: what was typed is read digit by digit (rules/money/paise.ts).

/** The smallest repayment, unless less than that may be paid now. */
export const MINIMUM_PAYMENT: Paise = paiseFromWholeRupees(100);

export type AmountChoice = 'total' | 'minimum' | 'other';

/** The figures of what is owed that the amount rules read (the lender's amount-payable answer has more). */
export interface DueFigures {
  totalDue: Paise;
  minimumDue: Paise;
  pendingRepayments: Paise;
  payableNow: Paise;
}

/**
 * The amount a choice stands for; 'other' reads what was typed. "Total" is what may be paid now:
 * the due less the repayments still in progress, which already count against it.
 */
export function chosenAmount(choice: AmountChoice, typed: string, payable: DueFigures): Paise | null {
  if (choice === 'total') return payable.payableNow;
  if (choice === 'minimum') return minPaise(payable.minimumDue, payable.payableNow);
  return parseTypedRupees(typed);
}

/** The sentence to show under the amount, or null when it may be paid. */
export function amountProblem(choice: AmountChoice, typed: string, payable: DueFigures): string | null {
  if (payable.totalDue <= 0) return 'You have nothing to pay right now.';
  if (payable.payableNow <= 0)
    return 'Payments in progress already cover your whole due: there is nothing more to pay now.';
  if (choice === 'other' && typed.trim() === '') return 'Enter the amount you want to pay.';
  const amount = chosenAmount(choice, typed, payable);
  if (amount === null) return 'Enter an amount in rupees, with up to 2 decimals.';
  const floor = minPaise(MINIMUM_PAYMENT, payable.payableNow);
  if (amount < floor) return `Enter at least ${formatMoney(floor)}.`;
  if (amount > payable.payableNow) {
    return payable.pendingRepayments > 0
      ? `Enter no more than ${formatMoney(payable.payableNow)}: payments in progress cover the rest of your due.`
      : 'Enter no more than your total due.';
  }
  return null;
}

/** The lender's answer when payments already in progress cover part of the amount (409). */
export const COVERED_BY_PAYMENTS_IN_PROGRESS = 'EPL-40941';

/** The amount field's sentence when the lender refuses the amount because payments in progress cover part of it. */
export const AMOUNT_COVERED_MESSAGE =
  'A payment you started earlier is still in progress and covers part of this amount. ' +
  'Choose a smaller amount, or wait for that payment to finish.';

export function coveredByPaymentsInProgress(error: unknown): boolean {
  return failureCode(error) === COVERED_BY_PAYMENTS_IN_PROGRESS;
}

/** Luhn's check: the last digit of a card number checks the others. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvv';

/** What is wrong with the card form, field by field (empty when it may be sent). */
export function cardProblems(
  card: { cardNumber: string; expiry: string; cvv: string },
  now: Date,
): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  const digits = card.cardNumber.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) problems.cardNumber = 'Enter a valid debit card number.';
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) problems.expiry = 'Enter the expiry as MM/YY.';
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    const thisYear = now.getFullYear();
    if (year < thisYear || (year === thisYear && month < now.getMonth() + 1))
      problems.expiry = 'This card has expired.';
  }
  if (!/^\d{3}$/.test(card.cvv)) problems.cvv = 'Enter the 3-digit CVV.';
  return problems;
}

export const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

export function vpaProblem(vpa: string): string | null {
  return VPA_PATTERN.test(vpa.trim()) ? null : 'Enter a UPI ID like name@bank.';
}

/** Shown instead of the card number anywhere outside the payment step: the last four digits. */
export function maskedCard(cardNumber: string): string {
  const digits = cardNumber.replace(/\s/g, '');
  return digits.length < 4 ? '' : `•••• ${digits.slice(-4)}`;
}
