// Browser entry of the PDF tools. Import it only through loadPdfTools() (./index.ts):
// pdfjs (~121 KB gz) and pdf-lib (~178 KB gz) then stay in a chunk fetched when a
// password-protected PDF is actually chosen.

import { GlobalWorkerOptions, PasswordResponses, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { browserPageCanvas } from './page-canvas.ts';
import { createPdfTools } from './unlock.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

const tools = createPdfTools(
  { getDocument, PasswordResponses },
  {
    createPageCanvas: browserPageCanvas,
    // eval-compiled font programs are faster but a needless risk for user-supplied files.
    documentOptions: { isEvalSupported: false },
  },
);

export const isPasswordProtected = tools.isPasswordProtected;
export const unlockPdf = tools.unlockPdf;
