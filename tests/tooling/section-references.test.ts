import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Code comments cite product rules as `§N`; each must name a section docs/product-rules.md has, so the
// repo reads on its own (the spec itself lives outside it).
const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'machines', 'server', 'tests', 'scripts'];
// ISO/RFC sections cited by fixtures are not product rules.
const FOREIGN = /ISO \d+|RFC \d+/;

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((entry) => {
    const rel = `${dir}/${entry}`;
    if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
    return /\.(ts|tsx)$/.test(entry) ? [rel] : [];
  });
}

describe('§ references', () => {
  const doc = readFileSync(path.join(root, 'docs/product-rules.md'), 'utf8');
  const sections = new Set([...doc.matchAll(/^## §(\d+) /gm)].map((m) => m[1]));

  it('docs/product-rules.md has a section for each of §1 to §9', () => {
    expect([...sections].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('every § in the code names one of those sections', () => {
    const unknown: string[] = [];
    for (const file of SCANNED.flatMap(files)) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (FOREIGN.test(line)) return;
          for (const match of line.matchAll(/§\s?(\d+)/g)) {
            if (!sections.has(match[1] ?? '')) unknown.push(`${file}:${index + 1} §${match[1]}`);
          }
        });
    }
    expect(unknown).toEqual([]);
  });
});
