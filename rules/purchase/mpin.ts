import { failureCode } from '../failure.ts';

// The mPIN scan-and-pay asks for (issue 30): 4 or 6 digits, set once, typed twice when set. A wrong
// one is refused with the tries left, and after too many the lender locks it for a while, as it
// does an OTP (ADR 018). The mPIN lives in the chart's context only until the call that checks it.

export const MPIN_LENGTHS = [4, 6] as const;

/** The lender's codes: a wrong mPIN (the message says the tries left), and a locked one. */
export const MPIN_WRONG_CODE = 'EPL-42231';
export const MPIN_LOCKED_CODE = 'EPL-42232';

export const MPIN_LOCKED_MESSAGE = 'Your mPIN is locked after too many wrong tries. Please try again later.';

export function mpinProblem(typed: string): string | null {
  if (typed === '') return 'Enter your mPIN.';
  if (!/^\d+$/.test(typed)) return 'Your mPIN has digits only.';
  return (MPIN_LENGTHS as readonly number[]).includes(typed.length) ? null : 'Your mPIN has 4 or 6 digits.';
}

/** The second entry when an mPIN is set: the first again, digit for digit. */
export function mpinConfirmProblem(mpin: string, confirm: string): string | null {
  if (confirm === '') return 'Enter the same mPIN again.';
  return confirm === mpin ? null : 'The two mPINs do not match.';
}

/** A new mPIN's two fields: digits of the right length, not a guessable run, and typed the same twice. */
export function newMpinProblems(mpin: string, confirm: string): { mpin?: string; confirm?: string } {
  const problem = mpinProblem(mpin);
  if (problem) return { mpin: problem };
  if (/^(\d)\1+$/.test(mpin) || '0123456789'.includes(mpin) || '9876543210'.includes(mpin))
    return { mpin: 'Choose an mPIN that is not one digit repeated or a sequence.' };
  const confirmProblem = mpinConfirmProblem(mpin, confirm);
  return confirmProblem ? { confirm: confirmProblem } : {};
}

export function mpinLocked(error: unknown): boolean {
  return failureCode(error) === MPIN_LOCKED_CODE;
}
