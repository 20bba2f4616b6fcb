import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, INK, newPdf } from './pages.ts';

// A4 pages of text for the documents a borrower keeps (the statement, receipts): a title block,
// labelled facts, and tables whose numeric columns are right-aligned and whose heading row is
// drawn again at the top of every page the table runs onto. Each page is numbered "Page n of m".
// Helvetica, a standard font, has no ₹ glyph: amounts read "Rs." (server/kit/money.ts).

const MARGIN = 40;
const RULE = rgb(0.75, 0.75, 0.8);
const SHADE = rgb(0.93, 0.94, 0.96);
const BODY = 9.5;
const LINE = BODY * 1.5;

export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;

export type Column = { heading: string; width: number; align: 'left' | 'right' };

export class Sheet {
  private page: PDFPage;
  private y = A4[1] - MARGIN;
  private constructor(
    private readonly document: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.page = document.addPage(A4);
  }

  static async create(title: string, footer: string): Promise<Sheet> {
    const { document, font, bold } = await newPdf(title);
    return new Sheet(document, font, bold, footer);
  }

  /** True when `height` more points fit above the footer; else a new page is started. */
  private room(height: number): boolean {
    if (this.y - height >= MARGIN + 20) return false;
    this.page = this.document.addPage(A4);
    this.y = A4[1] - MARGIN;
    return true;
  }

  private draw(text: string, x: number, options: { bold?: boolean; size?: number } = {}): void {
    const font = options.bold ? this.bold : this.font;
    this.page.drawText(text, { x, y: this.y, size: options.size ?? BODY, font, color: INK });
  }

  private width(text: string, bold = false, size = BODY): number {
    return (bold ? this.bold : this.font).widthOfTextAtSize(text, size);
  }

  /** Words wrapped to `width` points. */
  wrap(text: string, width: number, bold = false): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`;
      if (line !== '' && this.width(next, bold) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return [...lines, line];
  }

  heading(text: string, size = 16): void {
    this.room(size * 1.6);
    this.draw(text, MARGIN, { bold: true, size });
    this.y -= size * 1.6;
  }

  text(text: string, options: { bold?: boolean } = {}): void {
    for (const line of this.wrap(text, CONTENT_WIDTH, options.bold)) {
      this.room(LINE);
      this.draw(line, MARGIN, options);
      this.y -= LINE;
    }
  }

  /** "Label   value" rows, the values lined up after the widest label. */
  facts(rows: ReadonlyArray<readonly [string, string]>): void {
    const labelWidth = Math.max(...rows.map(([label]) => this.width(label, true))) + 16;
    for (const [label, value] of rows) {
      const lines = this.wrap(value, CONTENT_WIDTH - labelWidth);
      this.room(LINE * lines.length);
      this.draw(label, MARGIN, { bold: true });
      for (const line of lines) {
        this.draw(line, MARGIN + labelWidth);
        this.y -= LINE;
      }
    }
  }

  gap(points = 10): void {
    this.y -= points;
  }

  private cells(columns: readonly Column[], values: readonly string[], bold: boolean): void {
    const wrapped = columns.map((column, index) => this.wrap(values[index] ?? '', column.width - 8, bold));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
    let x = MARGIN;
    const top = this.y;
    columns.forEach((column, index) => {
      this.y = top;
      for (const line of wrapped[index] ?? []) {
        const at = column.align === 'right' ? x + column.width - 4 - this.width(line, bold) : x + 4;
        this.draw(line, at, { bold });
        this.y -= LINE;
      }
      x += column.width;
    });
    this.y = top - height;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + LINE - 4 },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y + LINE - 4 },
      thickness: 0.5,
      color: RULE,
    });
  }

  private headingRow(columns: readonly Column[]): void {
    this.page.drawRectangle({ x: MARGIN, y: this.y - 4, width: CONTENT_WIDTH, height: LINE, color: SHADE });
    this.cells(
      columns,
      columns.map((column) => column.heading),
      true,
    );
  }

  /** A table; its heading row starts it and every page it runs onto. A `bold` row is a total. */
  table(columns: readonly Column[], rows: ReadonlyArray<{ cells: readonly string[]; bold?: boolean }>): void {
    this.room(LINE * 2);
    this.headingRow(columns);
    for (const row of rows) {
      const lines = Math.max(
        ...columns.map((column, index) => this.wrap(row.cells[index] ?? '', column.width - 8).length),
      );
      if (this.room(LINE * lines)) this.headingRow(columns);
      this.cells(columns, row.cells, row.bold ?? false);
    }
  }

  async save(): Promise<Uint8Array> {
    const pages = this.document.getPages();
    pages.forEach((page, index) => {
      const text = `${this.footer} · Page ${index + 1} of ${pages.length}`;
      page.drawText(text, { x: MARGIN, y: MARGIN - 10, size: 8, font: this.font, color: INK });
    });
    return this.document.save();
  }
}
