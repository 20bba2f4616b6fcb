// What a failed call means to the charts and the screens, written once for both: the calls
// (src/api/errors.ts) raise these failures and use these sentences, the charts read them.

export const HEAVY_LOAD_MESSAGE = 'Apologies! Currently we are experiencing heavy load. Please try again in sometime!';

/** §8: on the calls that ask for it, this code reaches the caller instead of the message. */
export const PASS_THROUGH_CODE = 'EPL-10000';

/**
 * The `name` of every failure a call rejects with (src/api/errors.ts, ApiError). Charts cannot
 * import the class (it lives with the calls), so they recognise a call's failure by this name.
 */
export const CALL_FAILURE_NAME = 'ApiError';

/** What a chart may read of a failed call: the §8 code and the refused field, beside the message. */
export interface CallFailure extends Error {
  readonly name: typeof CALL_FAILURE_NAME;
  /** HTTP status of the answer; null when no answer arrived. */
  readonly status: number | null;
  /** The server's §8 code; null when there was none. */
  readonly code: string | null;
  /** The request field the lender refused (its name on the wire); null when the answer named none. */
  readonly field: string | null;
}

export function isCallFailure(value: unknown): value is CallFailure {
  return value instanceof Error && value.name === CALL_FAILURE_NAME;
}

/** The §8 code a failed call answered with; null for any other failure. */
export function failureCode(error: unknown): string | null {
  return isCallFailure(error) ? error.code : null;
}

/**
 * A failed save the app could pin to one field (an API code that names it): the machine
 * shows the message under that field instead of the general alert.
 */
export interface FieldProblem {
  field: string;
  message: string;
  /** The lender's §8 code, when it gave one (a locked OTP is told from a wrong one by it). */
  code?: string | null;
}

export function isFieldProblem(error: unknown): error is FieldProblem {
  if (typeof error !== 'object' || error === null) return false;
  const { field, message } = error as { field?: unknown; message?: unknown };
  return typeof field === 'string' && field !== '' && typeof message === 'string';
}
