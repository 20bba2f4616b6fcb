// Udyam registration number (MSME registration): UDYAM-XX-00-0000000, that is a two-letter
// state code, a two-digit district code and a seven-digit serial.

import { patternRule } from './field-error.ts';

export const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/;
export const UDYAM_FORMAT_EXAMPLE = 'UDYAM-XX-00-0000000';

export const UDYAM_REQUIRED_MESSAGE = 'Please enter your Udyam registration number';
export const UDYAM_FORMAT_MESSAGE = `Udyam registration number must look like ${UDYAM_FORMAT_EXAMPLE}`;

/** People copy the number from certificates in lower case or with stray spaces around it. */
export function normaliseUdyam(value: string): string {
  return value.trim().toUpperCase();
}

const UDYAM = patternRule(normaliseUdyam, UDYAM_PATTERN, {
  required: UDYAM_REQUIRED_MESSAGE,
  format: UDYAM_FORMAT_MESSAGE,
});

export const isValidUdyam = UDYAM.isValid;
export const udyamError = UDYAM.error;
