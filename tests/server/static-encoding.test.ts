import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServerApp } from '../../server/serve.ts';
import { precompressDir } from '../../server/static/precompress.ts';
import { acceptedEncodings } from '../../server/static/serve-static.ts';
import { makeSandbox } from '../support/server/sandbox.ts';
import type { TestSandbox } from '../support/server/sandbox.ts';

// npm start serves the build's precompressed copies (written by the Vite build through
// server/static/precompress.ts) by Accept-Encoding.

let distDir: string;
let sandbox: TestSandbox;
let app: ReturnType<typeof createServerApp>;

const script = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen-${i}`))};`;
const shell = '<p>Log in or sign up</p>'.repeat(40);
const indexHtml = `<!doctype html><html><body><div id="root">${shell}</div></body></html>`;
const icon = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]);

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'saakh-dist-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(distDir, 'assets', 'tiny-1.js'), 'x');
  writeFileSync(join(distDir, 'assets', 'logo-1.png'), icon);
  writeFileSync(join(distDir, '.vite', 'bundle-modules.json'), '{"chunks":[]}');
  await precompressDir(distDir);
  sandbox = makeSandbox();
  app = createServerApp({ distDir, sandbox });
});

afterAll(() => {
  sandbox.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('precompressDir', () => {
  it('writes Brotli and gzip copies of text files that decompress to the original', () => {
    const original = readFileSync(join(distDir, 'assets', 'index-abc123.js'));
    expect(brotliDecompressSync(readFileSync(join(distDir, 'assets', 'index-abc123.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(join(distDir, 'assets', 'index-abc123.js.gz')))).toEqual(original);
    expect(readFileSync(join(distDir, 'index.html.br')).byteLength).toBeLessThan(indexHtml.length);
  });

  it('skips images, files compression would not shrink, and dot folders', () => {
    expect(() => readFileSync(join(distDir, 'assets', 'logo-1.png.br'))).toThrow();
    expect(() => readFileSync(join(distDir, 'assets', 'tiny-1.js.br'))).toThrow();
    expect(() => readFileSync(join(distDir, '.vite', 'bundle-modules.json.br'))).toThrow();
  });
});

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0.5, gzip;q=0.8', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, br;q=0', ['gzip']],
    ['identity', []],
    ['', []],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('serving by Accept-Encoding', () => {
  it('sends Brotli when the browser takes it, with Vary and immutable caching for hashed assets', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a client without Brotli, and the plain file to one that takes neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/index-abc123.js', header);
      expect(plain.headers.get('content-encoding')).toBeNull();
      // The uncompressed answer varies too: a shared cache must not give it to a Brotli client.
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(script);
    }
  });

  it('compresses index.html for deep links too, revalidated every time', async () => {
    const response = await get('/signup/pre-approval/step-1', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(indexHtml);
  });

  it('HEAD gives the chosen encoding and length without a body', async () => {
    const response = await get('/assets/index-abc123.js', 'br', 'HEAD');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });

  it('sends images and files without a smaller copy as they are, without Vary for images', async () => {
    const image = await get('/assets/logo-1.png', 'br, gzip');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    expect(Buffer.from(await image.arrayBuffer())).toEqual(icon);
    const tiny = await get('/assets/tiny-1.js', 'br, gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('x');
  });

  it('ignores a copy older than its file (a file replaced after the build)', async () => {
    const file = join(distDir, 'assets', 'index-abc123.js');
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    try {
      const response = await get('/assets/index-abc123.js', 'br, gzip');
      expect(response.headers.get('content-encoding')).toBe('gzip');
    } finally {
      const now = new Date();
      utimesSync(`${file}.br`, now, now);
    }
  });

  it('never serves build records in dot folders', async () => {
    const response = await get('/.vite/bundle-modules.json', 'br, gzip');
    expect(response.status).toBe(404);
  });
});
