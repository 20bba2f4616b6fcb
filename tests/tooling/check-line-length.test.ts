import { describe, expect, it } from 'vitest';
import { MAX_LINE_LENGTH, checkLineLength, longLines } from '../../scripts/check-line-length.ts';

const line = (length: number, fill = 'x') => fill.repeat(length);

describe('longLines', () => {
  it('finds the lines over the limit, numbered from 1', () => {
    const source = [line(MAX_LINE_LENGTH), line(MAX_LINE_LENGTH + 1), '', line(200)].join('\n');
    expect(longLines('src/a.ts', source)).toEqual([
      { file: 'src/a.ts', line: 2, length: 121 },
      { file: 'src/a.ts', line: 4, length: 200 },
    ]);
  });

  it('counts characters, not UTF-16 units or a Windows line end', () => {
    // The Devanagari letter is one code point; the emoji is one code point in two UTF-16 units.
    expect(longLines('src/a.ts', `${line(118)}ह😀\r\n`)).toEqual([]);
    expect(longLines('src/a.ts', `${line(119)}ह😀`)).toEqual([{ file: 'src/a.ts', line: 1, length: 121 }]);
  });
});

describe('checkLineLength', () => {
  const sources: Record<string, string> = {
    'src/a.ts': line(130),
    'server/b.ts': line(130),
    'docs/table.md': line(300),
    'data/answers.json': line(300),
    'tests/c.tsx': 'short',
  };
  const read = (file: string) => sources[file] ?? '';

  it('fails on every source file over the limit, server/ included, and reads no prose or data', () => {
    const result = checkLineLength(Object.keys(sources), read);
    expect(result.files).toBe(3);
    expect(result.failing.map((found) => found.file)).toEqual(['src/a.ts', 'server/b.ts']);
  });
});
