import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// A route that reads a file must say so with `uploadBody` (server/http/body-limits.ts): without
// it the app-wide 64 KB limit refuses every real photo, video or statement with a 413.

const ROOT = join(import.meta.dirname, '../../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Each route registration (`routes.post(…`) that reads an upload in its handler, with its first line. */
function uploadRoutes(): { where: string; registration: string }[] {
  return sourceFiles(ROOT).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const blocks = source.split(/(?=^\s*routes\.(?:get|post|put|patch|delete)\()/m).slice(1);
    return blocks
      .filter((block) => block.includes('readUpload('))
      .map((block) => ({ where: relative(ROOT, file), registration: block.split('\n')[0]?.trim() ?? '' }));
  });
}

describe('upload routes', () => {
  it('are found (the scan still matches how routes are written)', () => {
    expect(uploadRoutes().length).toBeGreaterThanOrEqual(9);
  });

  it('each declare uploadBody after their sign-in check', () => {
    const missing = uploadRoutes().filter(
      ({ registration }) => !/requireCustomer\(deps\), uploadBody,/.test(registration),
    );
    expect(missing).toEqual([]);
  });
});
