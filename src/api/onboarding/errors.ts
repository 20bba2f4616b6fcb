import { isApiError } from '../errors.ts';

/** Onboarding's §8 codes (docs/api-contract.md, "Onboarding error codes"). */
export const ONBOARDING_ERROR_CODES = {
  invalidPan: 'EPL-40010',
  gstinFormat: 'EPL-40011',
  gstinCheckCharacter: 'EPL-40012',
  invalidUdyam: 'EPL-40013',
  invalidPincode: 'EPL-40014',
  ageOutOfRange: 'EPL-40017',
  invalidIdNumber: 'EPL-40018',
  invalidEmail: 'EPL-40019',
  unknownPincode: 'EPL-40402',
  stepNotReached: 'EPL-40900',
  alreadyDecided: 'EPL-40901',
  videoSkipNotAllowed: 'EPL-40902',
  fileTooLarge: 'EPL-41300',
  unsupportedFile: 'EPL-41500',
} as const;

/** Maps a call's field-specific error codes to the body field they are about. */
export type FieldErrorCodes = Readonly<Record<string, string>>;

/**
 * The form field a failed submission is about: the one its code names, else the request field
 * the lender refused when the form has a field of that name (`formFields`, or those the codes
 * name); otherwise null and the screen shows the message as a general alert.
 */
export function fieldOfError(
  error: unknown,
  codes: FieldErrorCodes,
  formFields: readonly string[] = Object.values(codes),
): string | null {
  if (!isApiError(error)) return null;
  const byCode = error.code === null ? undefined : codes[error.code];
  if (byCode) return byCode;
  return error.field !== null && formFields.includes(error.field) ? error.field : null;
}
