import { isApiError } from '../../../api/errors.ts';
import { fieldOfError, type FieldErrorCodes } from '../../../api/onboarding/errors.ts';
import type { FieldProblem } from '../../../../rules/failure.ts';

/** The provider OTPs' codes (wrong, expired, locked), shown under the OTP boxes. */
export const OTP_FIELD_CODES = { 'EPL-42201': 'otp', 'EPL-42202': 'otp', 'EPL-42203': 'otp' } as const;

/**
 * Runs a call; when it fails with a code that names a field, rejects with that field and the
 * server's message so the machine shows it under the field (isFieldProblem), else as it failed.
 */
export async function onField<T>(call: Promise<T>, codes: FieldErrorCodes): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const field = fieldOfError(error, codes);
    if (field !== null && isApiError(error))
      throw { field, message: error.message, code: error.code } satisfies FieldProblem;
    throw error;
  }
}
