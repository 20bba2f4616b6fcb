// GSTIN (GST identification number): state code, the holder's PAN, an entity number,
// the letter Z, and a check character over the first 14 (the GSTN mod-36 scheme).

import { problemError } from './field-error.ts';

export const GSTIN_LENGTH = 15;

/**
 * 01-38 state or union-territory code, PAN, entity number 1-9 or A-Z, "Z", check character.
 * Codes 97 (other territory) and 99 (centre jurisdiction) exist but are not issued to the
 * small businesses this app serves, so they are refused.
 */
export const GSTIN_PATTERN = /^(?:0[1-9]|[12][0-9]|3[0-8])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MODULUS = CODE_POINTS.length;

export const GSTIN_REQUIRED_MESSAGE = 'Please enter your GSTIN';
/** The one example shown wherever a GSTIN is asked for: the GSTN's own published example. */
export const GSTIN_EXAMPLE = '27AAPFU0939F1ZV';
export const GSTIN_FORMAT_MESSAGE = `GSTIN must be 15 characters like ${GSTIN_EXAMPLE}`;
export const GSTIN_CHECK_MESSAGE = 'This GSTIN is not valid. Please check the number and try again';

export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check character for the first 14 characters: factors 1, 2, 1, 2... from the left,
 * each product folded as (product div 36 + product mod 36), check = (36 - sum mod 36) mod 36.
 * Throws on input that is not 14 characters of 0-9/A-Z, since no check character exists then.
 */
export function gstinCheckCharacter(first14: string): string {
  const body = first14.toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(body)) {
    throw new RangeError('A GSTIN check character needs exactly 14 characters of 0-9 or A-Z');
  }
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const product = CODE_POINTS.indexOf(body.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / MODULUS) + (product % MODULUS);
  }
  return CODE_POINTS.charAt((MODULUS - (sum % MODULUS)) % MODULUS);
}

export type GstinProblem = 'required' | 'format' | 'check-character';

/** What is wrong with a GSTIN, or null when it is valid; the sandbox maps this to error codes. */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = normaliseGstin(value);
  if (gstin === '') return 'required';
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? null : 'check-character';
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

export const gstinError = problemError(gstinProblem, {
  required: GSTIN_REQUIRED_MESSAGE,
  format: GSTIN_FORMAT_MESSAGE,
  'check-character': GSTIN_CHECK_MESSAGE,
});

/** The PAN inside a GSTIN (characters 3-12), so a form can check it matches the applicant's. */
export function panOfGstin(gstin: string): string {
  return normaliseGstin(gstin).slice(2, 12);
}
