import { HttpError } from '../kit/errors.ts';
import { PurchaseErrorCodes } from './rules.ts';

// The simulated penny drop (IMPS ₹1 to the account; the beneficiary bank answers with the name it
// holds). Sandbox rule by the account number's last digits: …0000 has no such account, …9999 is
// held by someone else, …1111 under a shortened name (a partial match); any other under the name given.

export const OTHER_HOLDER = 'R K ENTERPRISES';

const words = (name: string): string[] =>
  name
    .toUpperCase()
    .replace(/\bM\/S\.?/g, ' ')
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !['PVT', 'PRIVATE', 'LTD', 'LIMITED', 'AND', 'THE'].includes(word));

/** How the name given matches the bank's: all words alike, one's words all within the other's, or neither. */
export function nameMatch(given: string, atBank: string): 'match' | 'partial' | 'mismatch' {
  const a = words(given);
  const b = words(atBank);
  if (a.length > 0 && a.join(' ') === b.join(' ')) return 'match';
  const within = (small: string[], large: string[]) => small.length > 0 && small.every((word) => large.includes(word));
  return within(a, b) || within(b, a) ? 'partial' : 'mismatch';
}

export type PennyDrop = { nameAtBank: string; nameMatch: 'match' | 'partial' };

/** The bank's answer to ₹1 sent to the account, or the §8 refusal (no such account, another holder). */
export function pennyDrop(accountNumber: string, givenName: string): PennyDrop {
  if (accountNumber.endsWith('0000')) {
    throw new HttpError(
      422,
      PurchaseErrorCodes.accountNotFound,
      'The bank says this account does not exist. Please check the account number and IFSC.',
    );
  }
  const held = givenName.trim().toUpperCase();
  const nameAtBank = accountNumber.endsWith('9999')
    ? OTHER_HOLDER
    : accountNumber.endsWith('1111')
      ? (words(givenName)[0] ?? held)
      : held;
  const match = nameMatch(givenName, nameAtBank);
  if (match === 'mismatch') {
    throw new HttpError(
      422,
      PurchaseErrorCodes.nameMismatch,
      `The bank holds this account in the name ${nameAtBank}, which is not the supplier's name you gave.`,
    );
  }
  return { nameAtBank, nameMatch: match };
}
