import type { Context } from 'hono';
import { badRequest } from '../kit/errors.ts';
import { requireJsonContentType } from '../kit/validation.ts';

/** Skip calls carry nothing: `{}` or no body at all; anything else is a mistake worth a 400. */
export async function readEmptyBody(c: Context): Promise<void> {
  const text = await c.req.text();
  if (text.trim() === '') return;
  requireJsonContentType(c);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('body: must be a JSON document');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length > 0) {
    throw badRequest('body: must be an empty object');
  }
}
