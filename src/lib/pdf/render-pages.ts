// Documents the lender sends (KFS, sanction letter, agreement) drawn page by page for reading in
// the app. Not the browser's PDF viewer: Android web views have none (a blank frame), and where
// it exists it takes the keyboard focus when it finishes loading. Parameterised by the pdfjs
// build and the page canvas like ./unlock.ts, so Node tests run the same code.

import type { PdfJs, PdfToolsOptions } from './unlock.ts';
import type { PageImage } from './page-canvas.ts';

/** One page drawn for reading, with its text for screen readers. */
export interface RenderedPage {
  readonly image: PageImage;
  readonly width: number;
  readonly height: number;
  readonly text: string;
}

// 1.5 px per PDF point keeps 8 pt print legible when a phone zooms, without the megapixels of
// a print-quality render.
const READING_SCALE = 1.5;

interface TextPiece {
  str?: string;
  hasEOL?: boolean;
}

/** A page's text in reading order, its line ends kept, runs of spaces folded. */
export function pageText(items: readonly TextPiece[]): string {
  return items
    .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ' '))
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

export function createPdfReader(pdfjs: Pick<PdfJs, 'getDocument'>, options: PdfToolsOptions) {
  return async function renderPages(file: Blob): Promise<RenderedPage[]> {
    const task = pdfjs.getDocument({ ...options.documentOptions, data: new Uint8Array(await file.arrayBuffer()) });
    try {
      const source = await task.promise;
      const pages: RenderedPage[] = [];
      for (let pageNumber = 1; pageNumber <= source.numPages; pageNumber += 1) {
        const page = await source.getPage(pageNumber);
        const viewport = page.getViewport({ scale: READING_SCALE });
        const width = Math.ceil(viewport.width);
        const height = Math.ceil(viewport.height);
        const surface = options.createPageCanvas(width, height);
        try {
          await page.render({ canvas: surface.canvas as HTMLCanvasElement, viewport }).promise;
          const { items } = await page.getTextContent();
          pages.push({ image: await surface.encode(), width, height, text: pageText(items as TextPiece[]) });
        } finally {
          surface.release();
          page.cleanup();
        }
      }
      return pages;
    } finally {
      await task.destroy();
    }
  };
}
