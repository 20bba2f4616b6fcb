import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findImports } from '../../../scripts/check-layers.ts';

// pdfjs and pdf-lib must stay out of the entry chunk: whatever imports src/lib/pdf/index.ts
// statically may reach them only through the dynamic imports inside loadPdfTools and loadPdfReader.
function importsOf(file: string) {
  const source = readFileSync(new URL(`../../../src/lib/pdf/${file}`, import.meta.url), 'utf8');
  return findImports(file, source);
}

describe('src/lib/pdf entry', () => {
  it('reaches the pdf tools only through a dynamic import', () => {
    const runtimeStatic = importsOf('index.ts').filter((found) => !found.typeOnly);
    expect(runtimeStatic.map((found) => found.specifier).sort()).toEqual([
      './encryption-marker.ts',
      './password-error.ts',
      './pdf-reader.ts',
      './pdf-tools.ts',
    ]);
    const source = readFileSync(new URL('../../../src/lib/pdf/index.ts', import.meta.url), 'utf8');
    for (const entry of ['pdf-tools', 'pdf-reader']) {
      expect(source).toMatch(new RegExp(`import\\(['"]\\./${entry}\\.ts['"]\\)`));
      expect(source).not.toMatch(new RegExp(`from ['"]\\./${entry}\\.ts['"]`));
    }
  });

  it('keeps the error module free of imports, so recognising the error costs nothing', () => {
    expect(importsOf('password-error.ts')).toEqual([]);
  });

  it('keeps the encryption marker free of imports, so checking a plain PDF fetches nothing', () => {
    expect(importsOf('encryption-marker.ts')).toEqual([]);
  });
});
