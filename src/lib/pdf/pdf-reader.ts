// Browser entry of the PDF reader. Import it only through loadPdfReader() (./index.ts): pdfjs
// (~121 KB gz) is fetched when a document is first shown; pdf-lib, which only the unlock needs,
// is not fetched at all.

import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { browserPageCanvas } from './page-canvas.ts';
import { createPdfReader } from './render-pages.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

export const renderPages = createPdfReader(
  { getDocument },
  { createPageCanvas: browserPageCanvas, documentOptions: { isEvalSupported: false } },
);
