import { HttpError } from '../kit/errors.ts';
import { identifierProblem, normaliseIdentifier } from './rules.ts';

// The one GSTIN check of the sandbox, with its §8 codes: onboarding's GST verification and a
// supplier added to pay both ask it, so a number one accepts the other never refuses.

export const GstinErrorCodes = {
  format: 'EPL-40011',
  checkCharacter: 'EPL-40012',
} as const;

/** The GSTIN in stored form, or the coded 400 (EPL-40011 format, EPL-40012 check character). */
export function checkGstin(value: string, field: string): string {
  const problem = identifierProblem('gstin', value);
  if (problem === 'check') {
    throw new HttpError(
      400,
      GstinErrorCodes.checkCharacter,
      `${field}: the GSTIN check character is wrong; please check the number`,
    );
  }
  if (problem !== null) {
    throw new HttpError(400, GstinErrorCodes.format, `${field}: a GSTIN is 15 characters like 27AAPFU0939F1ZV`);
  }
  return normaliseIdentifier('gstin', value);
}
