// Line-length check run by `npm run lint`. Prettier wraps code at 120 characters but leaves
// long strings, comments and test names alone; this catches those in every tracked source file.
//
//   node --import tsx scripts/check-line-length.ts [root]
//
// Only source files are read (.ts, .tsx, .js and their module variants): Markdown (whose tables
// are as wide as their cells) and data files are not.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const MAX_LINE_LENGTH = 120;

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;

export interface LongLine {
  readonly file: string;
  readonly line: number;
  readonly length: number;
}

export function longLines(file: string, source: string, max = MAX_LINE_LENGTH): LongLine[] {
  const found: LongLine[] = [];
  source.split('\n').forEach((text, index) => {
    // Characters, not UTF-16 units: an Indian-language string counts as it reads.
    const length = [...text.replace(/\r$/, '')].length;
    if (length > max) found.push({ file, line: index + 1, length });
  });
  return found;
}

export function checkLineLength(
  files: readonly string[],
  read: (file: string) => string,
): { files: number; failing: LongLine[] } {
  const sources = files.filter((file) => SOURCE_FILE.test(file));
  return { files: sources.length, failing: sources.flatMap((file) => longLines(file, read(file))) };
}

function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

function main(): void {
  const root = path.resolve(process.argv[2] ?? '.');
  const { files, failing } = checkLineLength(trackedFiles(root), (file) => readFileSync(path.join(root, file), 'utf8'));
  const show = (found: LongLine) => `${found.file}:${found.line}  ${found.length} characters`;
  for (const found of failing) console.error(show(found));
  const summary = `line length: ${files} files, ${failing.length} line(s) over ${MAX_LINE_LENGTH}`;
  if (failing.length > 0) {
    console.error(summary);
    process.exitCode = 1;
  } else {
    console.log(summary);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
