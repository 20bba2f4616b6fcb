import type { Context } from 'hono';
import type * as v from 'valibot';
import type { SandboxEnv } from '../context.ts';
import { parseOrThrow } from '../kit/validation.ts';
import { returnOrigin, returnTo } from './return-url.ts';

// How every simulated provider page is served and answered: a strict security policy of its own, the
// posted form read against its schema, and the 303 back to the app with the provider's outcome.

/** form-action also governs where the form's redirect may go, so the app's origin is allowed too. */
export function pageSecurityPolicy(returnOriginAllowed: string | null): string {
  const formAction = returnOriginAllowed ? `'self' ${returnOriginAllowed}` : "'self'";
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** A provider page, under the page's own policy. */
export function pageAnswer(c: Context<SandboxEnv>, html: string, status: 200 | 404 = 200) {
  c.header('Content-Security-Policy', pageSecurityPolicy(null));
  return c.html(html, status);
}

/** The page's posted form, read against its schema; a body that is not a form reads as empty. */
export async function readPageForm<T extends v.GenericSchema>(
  c: Context<SandboxEnv>,
  schema: T,
): Promise<v.InferOutput<T>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    form = {};
  }
  return parseOrThrow(schema, form, 'body');
}

/** Back to the app's return address with the provider's outcome in its query (303: the browser GETs it). */
export function redirectBack(c: Context<SandboxEnv>, redirectUrl: string, query: Record<string, string>) {
  c.header('Content-Security-Policy', pageSecurityPolicy(returnOrigin(redirectUrl)));
  return c.redirect(returnTo(redirectUrl, query), 303);
}
