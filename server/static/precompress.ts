import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Text assets are compressed once, when the app is built, at high levels (too slow to do per
// request): `x.js` gets `x.js.br` and `x.js.gz` beside it, and the static server picks one by
// Accept-Encoding (./serve-static.ts). Images, fonts and PDFs are compressed already.

export type Encoding = 'br' | 'gzip';

/** In order of preference; each with the suffix its precompressed copy carries. */
export const ENCODINGS: readonly { readonly encoding: Encoding; readonly suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);

// Brotli's top quality costs seconds per megabyte. Files above this size are the PDF tools and
// their worker, fetched only for a protected PDF; quality 9 keeps the build quick for a few
// percent more bytes on them.
const MAX_QUALITY_UP_TO_BYTES = 512 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function isCompressible(file: string): boolean {
  return TEXT_EXTENSIONS.has(extname(file).toLowerCase());
}

/** The level of the `.gz` copies: what a browser without Brotli downloads (the bundle budget counts it). */
export const GZIP_LEVEL = 9;

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  const quality = body.byteLength <= MAX_QUALITY_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 9;
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

// Dot folders (.vite/ build records) are never served, so they are not compressed either.
async function listFiles(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => !name.startsWith('.'));
  const nested = await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      return (await stat(file)).isDirectory() ? listFiles(file) : [file];
    }),
  );
  return nested.flat();
}

/**
 * Writes the .br and .gz copies of every text file under `dir`, except where compression
 * would not make the file smaller (tiny files). Resolves to how many copies it wrote.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter(isCompressible);
  const written = await Promise.all(
    files.flatMap((file) =>
      ENCODINGS.map(async ({ encoding, suffix }) => {
        const body = await readFile(file);
        const compressed = await compress(body, encoding);
        if (compressed.byteLength >= body.byteLength) return 0;
        await writeFile(`${file}${suffix}`, compressed);
        return 1;
      }),
    ),
  );
  return written.reduce<number>((sum, n) => sum + n, 0);
}
