import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { ErrorCodes, HttpError } from '../kit/errors.ts';
import { fileTooLarge, lengthRequired, MAX_UPLOAD_BODY_BYTES } from './upload-limits.ts';

// How many bytes a request body may carry (ADR 020). hono's bodyLimit counts the bytes as they
// stream in, so a chunked body without Content-Length is cut at the limit instead of being read
// whole; a declared Content-Length over the limit is refused before any byte is read. It keeps
// what it counted, though (a body within the limit is handed on as one buffer), which suits JSON
// of a few kB and not a file: upload routes count as busboy parses (ADR 024).

const KIB = 1024;

export const BODY_LIMITS = {
  /** No bearer token: session create, login, OTPs, referral start, the provider pages' forms. */
  anonymous: 8 * KIB,
  /** A signed-in call's JSON (the largest the app sends, a questionnaire, is a few kB). */
  json: 64 * KIB,
  /** One file of an upload route, plus the multipart framing around it. */
  upload: MAX_UPLOAD_BODY_BYTES,
} as const;

const SANDBOX_CONTROL = /^\/__sandbox(?:\/|$)/;

const describe = (bytes: number): string =>
  bytes >= 1024 * KIB ? `${Math.round(bytes / (1024 * KIB))} MB` : `${Math.round(bytes / KIB)} KB`;

// Thrown, not returned: the app's error handler writes the §8 body (and the transaction, if any, rolls back).
const limitFor = (maxSize: number, message: string): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, ErrorCodes.bodyTooLarge, message);
    },
  });

/**
 * The upload routes' own limit, placed after the route's auth check so an anonymous caller is
 * refused before a byte of the file is read: `routes.post(path, requireCustomer(deps), uploadBody, …)`.
 * Its presence on a route is also what lifts the app-wide limit below for that route. A declared
 * Content-Length over the cap is refused here, unread, and so is a chunked one (411): over the
 * network an upload's length is always declared. What is read is still counted by `readUpload`
 * as it streams to disk (server/http/multipart-file.ts), so nothing here reads or holds it.
 */
export const uploadBody: MiddlewareHandler = async (c, next) => {
  if (c.req.header('content-length') === undefined && c.req.header('transfer-encoding') !== undefined) {
    throw lengthRequired();
  }
  if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BODY_BYTES) throw fileTooLarge('body');
  await next();
};

const anonymousBody = limitFor(
  BODY_LIMITS.anonymous,
  `body: larger than the ${describe(BODY_LIMITS.anonymous)} allowed`,
);
const jsonBody = limitFor(BODY_LIMITS.json, `body: larger than the ${describe(BODY_LIMITS.json)} allowed`);

const hasBearer = (c: Context): boolean => /^Bearer\s+\S/i.test(c.req.header('authorization') ?? '');

/**
 * Every route's limit, registered before any middleware that reads a body: a route that takes
 * uploads (`uploadBody` among its handlers) keeps its own; a call without a bearer token gets
 * the tightest; the sandbox's control API (tests and QA, sandbox mode only) and signed-in calls
 * the JSON limit. Whether the token is valid is the route's to decide: a forged one buys 64 KB.
 */
export function bodyLimits(): MiddlewareHandler {
  return async (c, next) => {
    if (matchedRoutes(c).some((route) => route.handler === uploadBody)) return next();
    if (hasBearer(c) || SANDBOX_CONTROL.test(c.req.path)) return jsonBody(c, next);
    return anonymousBody(c, next);
  };
}
