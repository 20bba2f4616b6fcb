import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxEnv } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { readParams } from '../kit/validation.ts';
import { findTermsDocument, termsHtml } from './document.ts';

const TermsParamsSchema = v.object({
  tncId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a terms version such as tnc-2026-01')),
});

export function termsRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get('/v1/terms/:tncId', (c) => {
    const { tncId } = readParams(c, TermsParamsSchema);
    const document = findTermsDocument(tncId);
    if (!document) throw notFound(`There are no terms called "${tncId}".`);
    return c.html(termsHtml(document), 200, {
      // A document, not an app page: nothing in it may run or load from elsewhere.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'cache-control': 'public, max-age=3600',
    });
  });
  return routes;
}
