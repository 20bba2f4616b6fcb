// The check digits of the identifiers the lender receives, written from the issuers' schemes
// rather than taken from the app: the app and the sandbox stand for two parties, and a slip
// in one of them must show up as a disagreement, not be repeated on both sides.

const BASE_36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GSTN's mod-36 check over a whole GSTIN (15 characters of 0-9/A-Z): the first 14 are
 * weighted 1, 2, 1, 2…, each product folded into base 36 (quotient + remainder), and the
 * 15th must bring the sum to a multiple of 36.
 */
export function gstinCheckHolds(gstin: string): boolean {
  const values = [...gstin].map((character) => BASE_36.indexOf(character));
  const sum = values.slice(0, 14).reduce((total, value, index) => {
    const product = value * (index % 2 === 0 ? 1 : 2);
    return total + Math.floor(product / 36) + (product % 36);
  }, 0);
  return values.length === 15 && values[14] === (36 - (sum % 36)) % 36;
}

/**
 * Composition in the dihedral group D5, the heart of Verhoeff's scheme: 0-4 are the
 * rotations, 5-9 the reflections. Computed instead of tabulated, so there is no table to
 * mistype.
 */
function dihedral(a: number, b: number): number {
  if (a < 5) return b < 5 ? (a + b) % 5 : 5 + ((a + b) % 5);
  return b < 5 ? 5 + ((a - b + 5) % 5) : (a - b + 5) % 5;
}

/** Verhoeff's position permutation; position n applies it n mod 8 times. */
const STEP = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4] as const;

function permuted(digit: number, position: number): number {
  let value = digit;
  for (let turn = 0; turn < position % 8; turn += 1) value = STEP[value] ?? value;
  return value;
}

/** UIDAI's Verhoeff check over a digit string (its last digit is the check digit). */
export function verhoeffHolds(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const reversed = [...digits].reverse();
  return reversed.reduce((check, digit, position) => dihedral(check, permuted(Number(digit), position)), 0) === 0;
}
