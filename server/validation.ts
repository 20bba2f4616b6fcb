import * as v from 'valibot';
import type { Context } from 'hono';
import { ErrorCodes, HttpError, badRequest } from './errors.ts';
import { isValidIdentifier } from './identifiers/rules.ts';

/** Ten digits starting 6-9 (§5); customers and guarantors alike. */
export const PhoneSchema = v.pipe(
  v.string(),
  v.check((phone) => isValidIdentifier('mobile', phone), 'must be 10 digits starting with 6, 7, 8 or 9'),
);

export const UuidSchema = v.pipe(v.string(), v.uuid('must be a UUID'));
/** A loan id is the lender's own text (a UUID from select-nbfc, any id QA seeds), not always a UUID. */
export const LoanIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** Validates and names the first offending field, so the 400 message says what to fix. */
export function parseOrThrow<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  where: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  const field = path ? `${where}.${path}` : where;
  throw badRequest(`${field}: ${issue.message}`);
}

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * A JSON route reads JSON only, as its Content-Type says: text/plain is what a page on another
 * site may post without asking first (a CORS "simple" request), so it must not parse as JSON.
 */
export function requireJsonContentType(c: Context): void {
  if (JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) return;
  throw new HttpError(415, ErrorCodes.unsupportedMediaType, 'body: must be sent as application/json');
}

export async function readJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  requireJsonContentType(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('body: must be a JSON document');
  }
  return parseOrThrow(schema, body, 'body');
}

export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  return parseOrThrow(schema, c.req.query(), 'query');
}

export function readParams<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  return parseOrThrow(schema, c.req.param(), 'path');
}
