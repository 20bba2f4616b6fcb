import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The §8 codes the sandbox answers with; docs/api-contract.md is the catalogue. */
export const ErrorCodes = {
  badRequest: 'EPL-40000',
  unauthorized: 'EPL-40100',
  forbidden: 'EPL-40300',
  notFound: 'EPL-40400',
  sessionNotFound: 'EPL-40401',
  lengthRequired: 'EPL-41100',
  bodyTooLarge: 'EPL-41300',
  unsupportedMediaType: 'EPL-41500',
  wrongOtp: 'EPL-42201',
  otpExpired: 'EPL-42202',
  otpLocked: 'EPL-42203',
  resendTooSoon: 'EPL-42901',
  otpCodesSpent: 'EPL-42902',
  otpPhoneLocked: 'EPL-42903',
  /** The same idempotency key with a different request (Stripe's rule). */
  idempotencyConflict: 'EPL-40901',
  duplicate: 'EPL-40990',
  internal: 'EPL-50000',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export type ErrorBody = { error: { code: string; message: string } };

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/**
 * Thrown by handlers and middleware; the app's error handler turns it into the §8 body.
 * Throwing (rather than returning) lets a failure inside db.transaction roll the writes back.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  /** Sent with the answer, as a 429's Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: ContentfulStatusCode, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, ErrorCodes.badRequest, message);
export const unauthorized = (message = 'Please log in again.'): HttpError =>
  new HttpError(401, ErrorCodes.unauthorized, message);
export const forbidden = (message = 'This record belongs to someone else.'): HttpError =>
  new HttpError(403, ErrorCodes.forbidden, message);
export const notFound = (message = 'Nothing exists at this address.'): HttpError =>
  new HttpError(404, ErrorCodes.notFound, message);
export const sessionNotFound = (): HttpError =>
  new HttpError(404, ErrorCodes.sessionNotFound, 'This session is not known. Please start again.');

/** A write clashed with a record's unique key (a duplicate id): the caller's data, not the server, is at fault. */
export function isUniqueClash(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function respondWithError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json(errorBody(code, message), status);
}
