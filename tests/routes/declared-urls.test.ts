import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressesOf } from '../../machines/routing/screen-places.ts';
import { DECLARED_SCREENS } from '../../src/journeys/registry.ts';

// ADR 033: a declared screen's address is written once, in its journey's screen table; everything
// else reads it from there. This greps the product code (src/ and machines/; the sandbox in
// server/ is a separate program that must not import the app) for a second copy of any declared
// address, written as a string on its own or followed by a query or hash.

const ROOTS = ['src', 'machines'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const FILES = ROOTS.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Files (and lines) that write `url` as a string of its own, other than the `homes`. */
function copiesOf(url: string, homes: readonly string[]): string[] {
  const literal = new RegExp(`['"\`]${escape(url)}(?:['"\`?#])`);
  return FILES.filter(({ file }) => !homes.includes(file)).flatMap(({ file, text }) =>
    text
      .split('\n')
      .map((line, index) => (literal.test(line) ? `${file}:${index + 1}` : null))
      .filter((hit): hit is string => hit !== null),
  );
}

describe('declared addresses', () => {
  it('finds the screen tables it checks', () => {
    expect(DECLARED_SCREENS.length).toBeGreaterThan(0);
    for (const { journey } of DECLARED_SCREENS) {
      expect(FILES.some(({ file }) => file === `machines/${journey}/screens.ts`)).toBe(true);
    }
  });

  // Every address of a screen drawn in several places too (ADR 036).
  const addresses = DECLARED_SCREENS.flatMap(({ journey, spec }) =>
    addressesOf(spec).map(({ path }) => [path, journey] as const),
  );

  it('checks every address of a screen drawn in several places', () => {
    expect(addresses.length).toBeGreaterThan(DECLARED_SCREENS.length);
  });

  // A journey's entry address the login route's landing needs is written in an entry module of the
  // shared routing folder, which the table reads (a module is bundled whole: ADR 010); still once.
  const homesOf = (journey: string) => [`machines/${journey}/screens.ts`, `machines/routing/${journey}-entry.ts`];

  it.each(addresses)('%s is written only in the %s screen table', (url, journey) => {
    expect(copiesOf(url, homesOf(journey))).toEqual([]);
    expect(copiesOf(url, []).length, `${url} is written once`).toBe(1);
  });

  it('would see a copy', () => {
    const [first] = addresses;
    const hits = first ? copiesOf(first[0], []) : [];
    expect(hits.some((hit) => hit.startsWith(`machines/${first?.[1]}/screens.ts:`))).toBe(true);
  });
});
