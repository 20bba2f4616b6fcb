// A card PIN (ADR 051): exactly 4 digits, typed twice, and not one anyone could guess: the same
// digit four times, or a run up or down (1234, 9876). It lives in the chart's context only until
// the call that sets it, and is forgotten whatever the answer.

export const CARD_PIN_LENGTH = 4;

/** The same digit throughout, or each digit one up (or each one down) from the one before. */
export function isGuessablePin(pin: string): boolean {
  const steps = new Set([...pin].slice(1).map((digit, at) => Number(digit) - Number(pin.charAt(at))));
  const [only] = [...steps];
  return steps.size === 1 && (only === 0 || only === 1 || only === -1);
}

export function cardPinProblem(pin: string): string | null {
  if (pin === '') return 'Enter a 4-digit PIN.';
  if (!/^\d{4}$/.test(pin)) return 'Your card PIN has 4 digits.';
  return isGuessablePin(pin) ? 'Choose a PIN that is not one digit repeated or a sequence.' : null;
}

/** The two fields of a new PIN: a good PIN first, then the same again. */
export function newCardPinProblems(pin: string, pinAgain: string): { pin?: string; pinAgain?: string } {
  const problem = cardPinProblem(pin);
  if (problem) return { pin: problem };
  if (pinAgain === '') return { pinAgain: 'Enter the same PIN again.' };
  return pinAgain === pin ? {} : { pinAgain: 'The two PINs do not match.' };
}
