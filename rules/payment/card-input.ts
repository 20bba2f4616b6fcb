// How the card fields read what is typed or pasted, as Indian payment pages do: the number in
// groups of four, the expiry's slash put in for the user, the CVV digits only. The chart applies
// these to every CHANGE (machines/payment), so the form never
// refuses a shape a person would type ("1229" is 12/29); ./amount.ts then checks what they give.

/** The longest card number a network issues (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** "4111 1111 1111 1111": the digits typed, at most 19, in groups of four. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The card number's digits, as the gateway takes it. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '');
}

// A pasted "12/2029" or "1/29" names its month and year around the slash.
const WITH_SLASH = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/**
 * "MM/YY" from what is typed: the slash goes in once the year starts, so deleting back over it
 * never fights the user; a first digit that can only be a month (2 to 9) becomes "0d".
 */
export function formatExpiry(typed: string): string {
  const slashed = WITH_SLASH.exec(typed);
  if (slashed) return `${slashed[1]!.padStart(2, '0')}/${slashed[2]!.slice(-2)}`;
  // "1/" typed on the way to "1/29": the month was one digit.
  const month = /^\s*(\d)\s*\/\s*$/.exec(typed);
  if (month) return `0${month[1]!}/`;
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) return `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The CVV's digits only, at most 3 (Visa, Mastercard and RuPay debit cards all print 3). */
export function formatCvv(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 3);
}

export type CardNetwork = 'Visa' | 'Mastercard' | 'RuPay';

// Issuer prefixes (IIN ranges) of the networks Indian debit cards carry. RuPay's 353 and 356 are
// its cards co-branded with JCB; Mastercard's 2-series is 2221 to 2720.
const NETWORK_PREFIXES: readonly (readonly [CardNetwork, RegExp])[] = [
  ['Visa', /^4/],
  ['Mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['RuPay', /^(508|60|65|81|82|353|356)/],
];

/** The network a card number's first digits name, or null while they name none. */
export function cardNetwork(cardNumber: string): CardNetwork | null {
  const digits = cardDigits(cardNumber);
  return NETWORK_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/**
 * Where the caret goes in the formatted value so it stays after the same digit it followed in
 * what was typed: an edit in the middle of the number does not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}
