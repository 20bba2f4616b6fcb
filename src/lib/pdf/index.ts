// The only module callers import statically. It holds no pdfjs or pdf-lib code.
//
//   const { isPasswordProtected, unlockPdf } = await loadPdfTools();

export const loadPdfTools = () => import('./pdf-tools.ts');
export type PdfToolsModule = Awaited<ReturnType<typeof loadPdfTools>>;

export { INCORRECT_PDF_PASSWORD_MESSAGE, PdfPasswordError, isPdfPasswordError } from './password-error.ts';
export type { UnlockOptions } from './unlock.ts';
