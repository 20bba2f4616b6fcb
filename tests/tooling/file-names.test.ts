import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Naming rules for test, tooling and journey-map files (React components in src/ keep PascalCase): kebab-case
// names, and tests/paths holding path runs only, so a file's name says what it runs.

const listed = (...folders: string[]) =>
  execFileSync('git', ['ls-files', ...folders], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
const tracked = listed('tests', 'scripts');
// The journey maps and their notes, but the folder's index (README.md, by convention).
const journeyDocs = listed('docs/journeys').filter((file) => path.basename(file) !== 'README.md');
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

describe('test and tooling file names', () => {
  it('are kebab-case', () => {
    expect(tracked.filter((file) => !KEBAB.test(path.basename(file)))).toEqual([]);
  });

  it("of journey maps and notes are kebab-case too, like the journey's spec files", () => {
    expect(journeyDocs).not.toEqual([]);
    expect(journeyDocs.filter((file) => !KEBAB.test(path.basename(file)))).toEqual([]);
  });

  it('under tests/paths are path runs (*.paths.test.ts), in the browser too (*.spec.ts)', () => {
    const inFolder = (folder: string) => tracked.filter((file) => path.dirname(file) === folder);
    expect(inFolder('tests/paths').filter((file) => !file.endsWith('.paths.test.ts'))).toEqual([]);
    expect(inFolder('tests/browser/paths').filter((file) => !file.endsWith('.spec.ts'))).toEqual([]);
    expect(tracked.filter((file) => /^tests\/(browser\/)?paths\/.+\//.test(file))).toEqual([]);
  });
});
