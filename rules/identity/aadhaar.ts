// Aadhaar number: 12 digits, never starting 0 or 1, the last a Verhoeff check digit over
// the first 11 (UIDAI's scheme), so most typing slips are caught before any call.

import { problemError } from './field-error.ts';

export const AADHAAR_LENGTH = 12;
export const AADHAAR_PATTERN = /^[2-9][0-9]{11}$/;

export const AADHAAR_REQUIRED_MESSAGE = 'Please enter your Aadhaar number';
export const AADHAAR_FORMAT_MESSAGE = 'Aadhaar number must be 12 digits and cannot start with 0 or 1';
export const AADHAAR_CHECK_MESSAGE = 'This Aadhaar number is not valid. Please check the number and try again';

const MULTIPLY: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

// Position i's permutation is the first one applied i times (it repeats after 8).
const FIRST_PERMUTATION: readonly number[] = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const PERMUTE: readonly (readonly number[])[] = Array.from({ length: 8 }, (_, times) =>
  Array.from({ length: 10 }, (_, digit) => {
    let permuted = digit;
    for (let applied = 0; applied < times; applied += 1) permuted = FIRST_PERMUTATION[permuted] ?? 0;
    return permuted;
  }),
);

const INVERSE: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function verhoeff(digits: string, offset: number): number {
  let check = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, index) => {
    check = MULTIPLY[check]?.[PERMUTE[(index + offset) % 8]?.[Number(digit)] ?? 0] ?? 0;
  });
  return check;
}

/** The Verhoeff check digit to append to `digits` (digits only). */
export function verhoeffCheckDigit(digits: string): string {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError('A Verhoeff check digit needs digits only');
  return String(INVERSE[verhoeff(digits, 1)]);
}

/** True when the last digit of `digits` is the Verhoeff check digit of the rest. */
export function hasValidVerhoeff(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && verhoeff(digits, 0) === 0;
}

/** People type Aadhaar numbers in groups of four: "2345 6789 0124". */
export function normaliseAadhaar(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export type AadhaarProblem = 'required' | 'format' | 'check-digit';

export function aadhaarProblem(value: string): AadhaarProblem | null {
  const aadhaar = normaliseAadhaar(value);
  if (aadhaar === '') return 'required';
  if (!AADHAAR_PATTERN.test(aadhaar)) return 'format';
  return hasValidVerhoeff(aadhaar) ? null : 'check-digit';
}

export const aadhaarError = problemError(aadhaarProblem, {
  required: AADHAAR_REQUIRED_MESSAGE,
  format: AADHAAR_FORMAT_MESSAGE,
  'check-digit': AADHAAR_CHECK_MESSAGE,
});

/** "XXXXXXXX0124": how an Aadhaar number may be kept and shown. */
export function maskAadhaar(value: string): string {
  return `XXXXXXXX${normaliseAadhaar(value).slice(-4)}`;
}
