import * as v from 'valibot';
import type { Context } from 'hono';
import { ErrorCodes, HttpError, badRequest } from './errors.ts';
import { isValidIdentifier } from '../identifiers/rules.ts';

/** Ten digits starting 6-9 (§5); customers and guarantors alike. */
export const PhoneSchema = v.pipe(
  v.string(),
  v.check((phone) => isValidIdentifier('mobile', phone), 'must be 10 digits starting with 6, 7, 8 or 9'),
);

// Characters a name must not carry (docs/decisions/021-tokens-provider-references-inputs.md): C0 and
// C1 controls (NUL included) corrupt logs, CSVs and PDFs; bidi marks, overrides and isolates make a
// stored name display as something else ("Trojan Source", spoofed file extensions).
const INVISIBLE_NAMES: Readonly<Record<number, string>> = {
  0x00: 'null character',
  0x09: 'tab',
  0x0a: 'line break',
  0x0d: 'carriage return',
  0x061c: 'Arabic letter mark',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
};
const isInvisible = (code: number): boolean =>
  code <= 0x1f || (code >= 0x7f && code <= 0x9f) || INVISIBLE_NAMES[code] !== undefined;

/** "an invisible right-to-left override (U+202E)" for the first such character of `text`, else null. */
export function invisibleCharacterIn(text: string): string | null {
  const found = [...text].find((char) => isInvisible(char.codePointAt(0) ?? 0));
  if (found === undefined) return null;
  const code = found.codePointAt(0) ?? 0;
  const name = INVISIBLE_NAMES[code] ?? 'control character';
  return `an invisible ${name} (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
}

/** The one check every stored name (people, businesses, uploaded files) goes through, before trimming. */
export const VisibleText = v.check<string, (issue: v.CheckIssue<string>) => string>(
  (text) => invisibleCharacterIn(text) === null,
  (issue) => `contains ${invisibleCharacterIn(issue.input) ?? 'an invisible character'}; please remove it`,
);

export const UuidSchema = v.pipe(v.string(), v.uuid('must be a UUID'));
/** A loan id is the lender's own text (a UUID from select-nbfc, any id QA seeds), not always a UUID. */
export const LoanIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** Where a provider page sends the applicant back: a path on this site, never another origin. */
export const SitePathSchema = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.check((value) => value.startsWith('/') && !value.startsWith('//'), 'must be a path on this site'),
);

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
