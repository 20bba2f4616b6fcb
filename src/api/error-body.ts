import * as v from 'valibot';
import { parseJsonAs } from '../lib/parse-json.ts';

/** The §8 error body: `{ "error": { "code": "...", "message": "..." } }`. */
export const errorBodySchema = v.object({
  error: v.object({
    code: v.optional(v.nullable(v.string()), null),
    message: v.optional(v.nullable(v.string()), null),
  }),
});

export interface ErrorDetails {
  code: string | null;
  message: string | null;
}

const NOTHING: ErrorDetails = { code: null, message: null };

/**
 * Reads code and message from an error answer. Blob calls get their body as a
 * Blob first (§7 "Blob answers whose body is an error are parsed as JSON
 * first"); a body that is not the §8 shape yields nulls, which the handler
 * treats as "no usable response".
 */
export async function readErrorDetails(response: Response, asBlob: boolean): Promise<ErrorDetails> {
  let text: string;
  try {
    text = asBlob ? await (await response.blob()).text() : await response.text();
  } catch {
    return NOTHING;
  }
  return parseErrorText(text);
}

export function parseErrorText(text: string): ErrorDetails {
  const body = parseJsonAs(errorBodySchema, text);
  if (!body) return NOTHING;
  const { code, message } = body.error;
  return { code: code || null, message: message?.trim() ? message : null };
}
