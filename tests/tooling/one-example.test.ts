import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GSTIN_EXAMPLE, gstinError } from '../../rules/identity/gstin.ts';
import { formatPhone } from '../../src/lib/format/phone.ts';

// A number shown to people as an example, or a phone put together by hand, is written in one
// place: two screens giving two GSTIN examples, or "+91 " glued to a number, read as two products.

const appFiles = execFileSync('git', ['ls-files', 'src', 'rules', 'machines'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file));
const GSTIN_SHAPED = /\b\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/g;

describe('examples and formats written once', () => {
  it('the app names one GSTIN example, a valid one, in rules/identity/gstin.ts only', () => {
    expect(gstinError(GSTIN_EXAMPLE)).toBeNull();
    const elsewhere = appFiles.flatMap((file) =>
      (readFileSync(file, 'utf8').match(GSTIN_SHAPED) ?? [])
        .filter(() => file !== 'rules/identity/gstin.ts')
        .map((found) => `${file}: ${found}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('no screen glues +91 to a number by hand: src/lib/format/phone.ts groups it', () => {
    expect(formatPhone('9812345670')).toBe('+91 98123 45670');
    const glued = appFiles
      .filter((file) => file !== 'src/lib/format/phone.ts')
      .filter((file) => /\+91 ?\{|`\+91 ?\$\{/.test(readFileSync(file, 'utf8')));
    expect(glued).toEqual([]);
  });
});
