// Indian postal PIN code: six digits; the first is a postal zone 1-9, never 0.

import { patternRule } from './field-error.ts';

export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const PINCODE_REQUIRED_MESSAGE = 'Please enter your pincode';
export const PINCODE_FORMAT_MESSAGE = 'Pincode must be 6 digits and cannot start with 0';

export function normalisePincode(value: string): string {
  return value.trim();
}

const PINCODE = patternRule(normalisePincode, PINCODE_PATTERN, {
  required: PINCODE_REQUIRED_MESSAGE,
  format: PINCODE_FORMAT_MESSAGE,
});

export const isValidPincode = PINCODE.isValid;
export const pincodeError = PINCODE.error;
