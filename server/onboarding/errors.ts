import { ErrorCodes, HttpError } from '../kit/errors.ts';
import { GstinErrorCodes } from '../identifiers/gstin.ts';

/** Onboarding's §8 codes (docs/api-contract.md, "Onboarding error codes"): one per problem. */
export const OnboardingErrorCodes = {
  invalidPan: 'EPL-40010',
  gstinFormat: GstinErrorCodes.format,
  gstinCheckCharacter: GstinErrorCodes.checkCharacter,
  invalidUdyam: 'EPL-40013',
  invalidPincode: 'EPL-40014',
  ageOutOfRange: 'EPL-40017',
  invalidIdNumber: 'EPL-40018',
  invalidEmail: 'EPL-40019',
  unknownPincode: 'EPL-40402',
  stepNotReached: 'EPL-40900',
  alreadyDecided: 'EPL-40901',
  videoSkipNotAllowed: 'EPL-40902',
  // The app-wide codes: a file is a body, and its type a media type.
  fileTooLarge: ErrorCodes.bodyTooLarge,
  unsupportedFile: ErrorCodes.unsupportedMediaType,
} as const;

export type OnboardingErrorCode = (typeof OnboardingErrorCodes)[keyof typeof OnboardingErrorCodes];

export const invalidField = (code: OnboardingErrorCode, field: string, message: string): HttpError =>
  new HttpError(400, code, `${field}: ${message}`);

export const conflict = (code: OnboardingErrorCode, message: string): HttpError => new HttpError(409, code, message);
