import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// What a browser tab shows before any script runs: the app's name and its icon.

const root = join(import.meta.dirname, '..', '..');
const html = readFileSync(join(root, 'index.html'), 'utf8');

describe('index.html', () => {
  it('names the app in the tab title', () => {
    expect(html).toMatch(/<title>Saakh\b[^<]*<\/title>/);
  });

  // A PNG, not an SVG: Chrome downloads the tab's icon again in the page's own main thread on
  // every address change the app makes, and an SVG icon is a whole SVG document to parse and
  // style each time (~15 ms of a step change at 4x CPU, against ~1 ms to decode this PNG).
  it('links a raster favicon that the build ships (Vite copies public/ into dist/)', () => {
    const icon = /<link rel="icon" href="\/([^"]+)" type="image\/png" sizes="32x32" \/>/.exec(html);
    expect(icon).not.toBeNull();
    const file = join(root, 'public', icon?.[1] ?? '');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
