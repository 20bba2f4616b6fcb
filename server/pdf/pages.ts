import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// The sandbox's documents are text-only A4 PDFs written top to bottom, so a test can read every
// figure back. What they all share is here: a new document with its two fonts, and (for the
// agreement's documents and the application form, which lay out their own lines; ./sheet.ts lays
// out the statement's and receipts' tables) pages that turn when the next line does not fit.

/** A4 in points. */
export const A4: [number, number] = [595.28, 841.89];

/** The documents' ink. */
export const INK = rgb(0.1, 0.1, 0.18);

/** A new document with the sandbox lender as its producer, and its regular and bold fonts. */
export async function newPdf(title: string): Promise<{ document: PDFDocument; font: PDFFont; bold: PDFFont }> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setProducer('Saakh sandbox lender');
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  return { document, font, bold };
}

/** Pages written top to bottom inside a margin; each document's layout draws its lines on them. */
export class PdfPages {
  protected page: PDFPage;
  protected y: number;
  constructor(
    protected readonly document: PDFDocument,
    protected readonly font: PDFFont,
    protected readonly bold: PDFFont,
    protected readonly margin: number,
  ) {
    this.page = document.addPage(A4);
    this.y = A4[1] - margin;
  }
  /** Turns the page unless `height` points still fit above the bottom margin. */
  protected room(height: number): void {
    if (this.y - height >= this.margin) return;
    this.page = this.document.addPage(A4);
    this.y = A4[1] - this.margin;
  }
}
