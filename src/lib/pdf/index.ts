// The only module callers import statically. It holds no pdfjs or pdf-lib code.
//
//   const { isPasswordProtected, unlockPdf } = await loadPdfTools();

import { mayBePasswordProtected } from './encryption-marker.ts';

export const loadPdfTools = () => import('./pdf-tools.ts');
export type PdfToolsModule = Awaited<ReturnType<typeof loadPdfTools>>;
/** Draws a document's pages for reading (pdfjs only, without the unlock's pdf-lib). */
export const loadPdfReader = () => import('./pdf-reader.ts');

/** Like the tools' own check, but a plain PDF is answered from its bytes, without fetching them. */
export async function isPasswordProtected(file: Blob): Promise<boolean> {
  if (!(await mayBePasswordProtected(file))) return false;
  return (await loadPdfTools()).isPasswordProtected(file);
}

export { INCORRECT_PDF_PASSWORD_MESSAGE, PdfPasswordError, isPdfPasswordError } from './password-error.ts';
export type { UnlockOptions } from './unlock.ts';
export type { RenderedPage } from './render-pages.ts';
