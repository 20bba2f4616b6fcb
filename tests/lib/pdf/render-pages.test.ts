import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../../fixtures/pdf/make-pdf.ts';
import { napiPageCanvas, nodePdfJsOptions, pdfjs } from '../../fixtures/pdf/node-pdf-tools.ts';
import { createPdfReader, pageText } from '../../../src/lib/pdf/render-pages.ts';

const renderPages = createPdfReader(pdfjs, { createPageCanvas: napiPageCanvas, documentOptions: nodePdfJsOptions });

const JPEG_START = [0xff, 0xd8, 0xff];

describe('renderPages', () => {
  it('draws every page as an image at 1.5 px per point, with its text', async () => {
    const pdf = await makeTextPdf([{ text: 'Key Fact Statement' }, { text: 'Annual Percentage Rate 26.8%' }]);
    const pages = await renderPages(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
    expect(pages).toHaveLength(2);
    expect(pages.map((page) => page.text)).toEqual(['Key Fact Statement', 'Annual Percentage Rate 26.8%']);
    for (const page of pages) {
      expect([...page.image.bytes.slice(0, 3)]).toEqual(JPEG_START);
      expect(page.image.type).toBe('jpeg');
    }
    const letter = await pdfjs.getDocument({ ...nodePdfJsOptions, data: new Uint8Array(pdf) }).promise;
    const viewport = (await letter.getPage(1)).getViewport({ scale: 1 });
    expect(pages[0]!.width).toBe(Math.ceil(viewport.width * 1.5));
    expect(pages[0]!.height).toBe(Math.ceil(viewport.height * 1.5));
  });

  it('rejects what is not a PDF, so the screen can say it cannot show it', async () => {
    await expect(renderPages(new Blob(['{"code":"EPL-50000"}'], { type: 'application/json' }))).rejects.toThrow();
  });
});

describe('pageText', () => {
  it('keeps line ends and folds runs of spaces', () => {
    expect(
      pageText([
        { str: 'Grievance officer:', hasEOL: false },
        { str: '  Meera Iyer', hasEOL: true },
        { str: 'grievance@arthika.example', hasEOL: false },
        {},
      ]),
    ).toBe('Grievance officer: Meera Iyer\ngrievance@arthika.example');
  });
});
