import { Hono } from 'hono';
import type { Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Sandbox } from './app.ts';
import type { SandboxEnv } from './context.ts';
import { isApiPath } from './app.ts';
import { contentTypeFor } from './static/content-types.ts';

export type ServerAppOptions = {
  /** The Vite build output (holds index.html and assets/). */
  distDir: string;
  sandbox: Pick<Sandbox, 'app'>;
};

// Vite puts a content hash in every file name under assets/, so a name never changes meaning.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current hashed assets; browsers must ask again each time.
const REVALIDATE = 'no-cache';

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = resolve(join(root, decoded));
  // Refuse anything that resolves outside dist/ (../ tricks).
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    const info = await stat(candidate);
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const body = await readFile(file);
  const headers = {
    'content-type': contentTypeFor(extname(file)),
    'content-length': String(body.byteLength),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  };
  return c.req.method === 'HEAD' ? new Response(null, { headers }) : new Response(body, { headers });
}

/**
 * One origin for the built app and the API: API paths go to the sandbox, files come from
 * dist/, and any other GET is a client-side route, answered with index.html (deep links).
 */
export function createServerApp(options: ServerAppOptions): Hono<Pick<SandboxEnv, 'Bindings'>> {
  const root = resolve(options.distDir);
  const app = new Hono<Pick<SandboxEnv, 'Bindings'>>();

  app.all('*', async (c) => {
    const path = c.req.path;
    if (isApiPath(path)) return options.sandbox.app.fetch(c.req.raw, c.env);

    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    }

    const file = path.endsWith('/') ? null : await fileIn(root, path);
    if (file) return sendFile(c, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);

    // A missing file with an extension (a stale /assets/x.js, /favicon.png) is a real 404:
    // answering it with HTML would only confuse the browser.
    if (extname(path) !== '' || path.startsWith('/assets/')) return c.text('Not Found', 404);

    const index = await fileIn(root, '/index.html');
    if (!index) return c.text('The app has not been built: dist/index.html is missing.', 503);
    return sendFile(c, index, REVALIDATE);
  });

  return app;
}
