import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Naming rules for test and tooling files (React components in src/ keep PascalCase): kebab-case
// names, and tests/paths holding path runs only, so a file's name says what it runs.

const tracked = execFileSync('git', ['ls-files', 'tests', 'scripts'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

describe('test and tooling file names', () => {
  it('are kebab-case', () => {
    expect(tracked.filter((file) => !KEBAB.test(path.basename(file)))).toEqual([]);
  });

  it('under tests/paths are path runs (*.paths.test.ts), in the browser too (*.spec.ts)', () => {
    const inFolder = (folder: string) => tracked.filter((file) => path.dirname(file) === folder);
    expect(inFolder('tests/paths').filter((file) => !file.endsWith('.paths.test.ts'))).toEqual([]);
    expect(inFolder('tests/browser/paths').filter((file) => !file.endsWith('.spec.ts'))).toEqual([]);
    expect(tracked.filter((file) => /^tests\/(browser\/)?paths\/.+\//.test(file))).toEqual([]);
  });
});
