import type { Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { contentTypeFor } from './content-types.ts';
import { ENCODINGS, isCompressible, type Encoding } from './precompress.ts';

// Vite puts a content hash in every file name under assets/, so a name never changes meaning.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current hashed assets; browsers must ask again each time.
const REVALIDATE = 'no-cache';

/**
 * The encodings the client accepts, best first: `q` decides, and between equals the server's
 * preference (Brotli, then gzip). `q=0` refuses one; `*` stands for any not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return ENCODINGS.map(({ encoding }) => encoding)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // Dot files and folders are build records (.vite/, .build-stamp), not part of the site.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
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

/** The precompressed copy to send, if the client takes one and it is not older than the file. */
async function precompressed(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ path: string; encoding: Encoding } | null> {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.length === 0) return null;
  const original = await stat(file);
  for (const encoding of accepted) {
    const suffix = ENCODINGS.find((e) => e.encoding === encoding)?.suffix ?? '';
    try {
      const copy = await stat(`${file}${suffix}`);
      if (copy.isFile() && copy.mtimeMs >= original.mtimeMs) return { path: `${file}${suffix}`, encoding };
    } catch {
      // No copy in this encoding (a file too small to gain from it): try the next.
    }
  }
  return null;
}

async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const compressible = isCompressible(file);
  const chosen = compressible ? await precompressed(file, c.req.header('accept-encoding')) : null;
  const body = await readFile(chosen?.path ?? file);
  const headers: Record<string, string> = {
    'content-type': contentTypeFor(extname(file)),
    'content-length': String(body.byteLength),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  };
  if (chosen) headers['content-encoding'] = chosen.encoding;
  // Caches must keep the encodings apart, also for the uncompressed answer.
  if (compressible) headers['vary'] = 'Accept-Encoding';
  return c.req.method === 'HEAD' ? new Response(null, { headers }) : new Response(body, { headers });
}

/**
 * Answers a GET or HEAD from the built app in `distDir`: a file when the path names one, a 404
 * for a missing file (anything with an extension, or under /assets/), else index.html, since
 * every other path is a client-side route (deep links).
 */
export function createStaticHandler(distDir: string): (c: Context) => Promise<Response> {
  const root = resolve(distDir);
  return async (c) => {
    const path = c.req.path;
    const file = path.endsWith('/') ? null : await fileIn(root, path);
    if (file) return sendFile(c, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);

    // Answering a stale /assets/x.js or /favicon.png with HTML would only confuse the browser.
    if (extname(path) !== '' || path.startsWith('/assets/')) return c.text('Not Found', 404);

    const index = await fileIn(root, '/index.html');
    if (!index) return c.text('The app has not been built: dist/index.html is missing.', 503);
    return sendFile(c, index, REVALIDATE);
  };
}
