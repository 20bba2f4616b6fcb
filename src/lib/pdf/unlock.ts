// Password-protected PDFs (§5): detect them, and turn an unlocked one into a plain
// image-based PDF the lender's pipeline can read. Parameterised by the pdfjs build and the
// page canvas so the browser entry (pdf-tools.ts) and Node tests share this code.
// docs/decisions/005-password-protected-pdf.md explains the image rebuild.

import type {
  DocumentInitParameters,
  PDFDocumentLoadingTask,
  PDFDocumentProxy,
} from 'pdfjs-dist/types/src/display/api';
import { PDFDocument } from 'pdf-lib';
import { PdfPasswordError } from './password-error.ts';
import type { PageCanvasFactory } from './page-canvas.ts';

/** The slice of pdfjs this module uses; both the modern and the legacy build fit it. */
export interface PdfJs {
  getDocument(source: DocumentInitParameters): PDFDocumentLoadingTask;
  readonly PasswordResponses: { readonly NEED_PASSWORD: number; readonly INCORRECT_PASSWORD: number };
}

export interface PdfToolsOptions {
  readonly createPageCanvas: PageCanvasFactory;
  /** Extra getDocument parameters, e.g. standardFontDataUrl in Node. */
  readonly documentOptions?: Omit<DocumentInitParameters, 'data' | 'password' | 'url'>;
}

export interface UnlockOptions {
  /** Called after each page is rendered, for a "page 3 of 12" indicator. */
  readonly onProgress?: (rendered: number, total: number) => void;
}

export interface PdfTools {
  isPasswordProtected(file: Blob): Promise<boolean>;
  unlockPdf(file: File, password: string, options?: UnlockOptions): Promise<File>;
}

// pdfjs 5 does not export PasswordException; its rejections carry the name and a code.
function passwordCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'PasswordException' && typeof code === 'number' ? code : null;
}

// A page's size in PDF points at scale 1, also the pixel size of its image.
const SCALE = 1;

export function createPdfTools(pdfjs: PdfJs, options: PdfToolsOptions): PdfTools {
  // pdfjs transfers the bytes to its worker, so every open reads the file afresh.
  const open = async (file: Blob, password?: string) =>
    pdfjs.getDocument({
      ...options.documentOptions,
      data: new Uint8Array(await file.arrayBuffer()),
      ...(password === undefined ? {} : { password }),
    });

  async function isPasswordProtected(file: Blob): Promise<boolean> {
    const task = await open(file);
    try {
      await task.promise;
      return false;
    } catch (error) {
      if (passwordCode(error) === pdfjs.PasswordResponses.NEED_PASSWORD) return true;
      throw error;
    } finally {
      await task.destroy();
    }
  }

  async function rebuildAsImages(source: PDFDocumentProxy, unlockOptions: UnlockOptions): Promise<Uint8Array> {
    const output = await PDFDocument.create();
    for (let pageNumber = 1; pageNumber <= source.numPages; pageNumber += 1) {
      const page = await source.getPage(pageNumber);
      // The viewport already applies the page's /Rotate, so the image is upright.
      const viewport = page.getViewport({ scale: SCALE });
      const surface = options.createPageCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      try {
        await page.render({ canvas: surface.canvas as HTMLCanvasElement, viewport }).promise;
        const image = await surface.encode();
        const embedded = image.type === 'png' ? await output.embedPng(image.bytes) : await output.embedJpg(image.bytes);
        output
          .addPage([viewport.width, viewport.height])
          .drawImage(embedded, { x: 0, y: 0, width: viewport.width, height: viewport.height });
      } finally {
        surface.release();
        page.cleanup();
      }
      unlockOptions.onProgress?.(pageNumber, source.numPages);
    }
    return output.save();
  }

  /**
   * Opens `file` with `password` and returns it rebuilt as an image-only PDF with the same
   * name. Rejects with PdfPasswordError when the password is wrong or empty.
   */
  async function unlockPdf(file: File, password: string, unlockOptions: UnlockOptions = {}): Promise<File> {
    const task = await open(file, password);
    try {
      let source: PDFDocumentProxy;
      try {
        source = await task.promise;
      } catch (error) {
        const code = passwordCode(error);
        if (code === pdfjs.PasswordResponses.INCORRECT_PASSWORD || code === pdfjs.PasswordResponses.NEED_PASSWORD) {
          throw new PdfPasswordError();
        }
        throw error;
      }
      const bytes = await rebuildAsImages(source, unlockOptions);
      return new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: 'application/pdf' });
    } finally {
      await task.destroy();
    }
  }

  return { isPasswordProtected, unlockPdf };
}
