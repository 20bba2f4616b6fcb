import { HttpError } from '../kit/errors.ts';

/** The guarantor journey's §8 codes (docs/api-contract.md lists them with the rest). */
export const GuarantorErrorCodes = {
  /** The call belongs to a step the guarantor is not at (done already, or not reached). */
  wrongStep: 'EPL-40900',
  /** The loan's guarantee is already signed. */
  loanSigned: 'EPL-40907',
  invalidPan: 'EPL-40021',
  invalidDetails: 'EPL-40022',
  /** The application is past its expiry: it can no longer be guaranteed. */
  loanExpired: 'EPL-42210',
} as const;

export const wrongStep = (message: string): HttpError => new HttpError(409, GuarantorErrorCodes.wrongStep, message);
