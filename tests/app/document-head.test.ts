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

  it('links a favicon that the build ships (Vite copies public/ into dist/)', () => {
    const icon = /<link rel="icon" href="\/([^"]+)" type="image\/svg\+xml" \/>/.exec(html);
    expect(icon).not.toBeNull();
    const file = join(root, 'public', icon?.[1] ?? '');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
