import type { ApplicationForm } from './facts.ts';
import { dayMonthYear, dayMonthYearTime } from '../../kit/dates.ts';
import { A4, INK, PdfPages, newPdf } from '../../pdf/pages.ts';

// The application form as a real PDF (A4, text only, so a test reads every value back): the
// applicant's details in labelled rows, the declarations a lender asks an applicant to sign, and
// either an empty signature block to sign by hand or the Aadhaar e-sign that signed it.

export interface FormSignature {
  signerName: string;
  maskedAadhaar: string | null;
  signedAt: string;
}

const MARGIN = 48;
const LABEL_WIDTH = 170;

export const DECLARATIONS = [
  'The information in this form is true and complete; I will tell the lender if any of it changes.',
  'I authorise the lender to verify it and to obtain my credit information from credit bureaus and CKYC.',
  'I have read the Key Fact Statement of the credit line I applied for.',
  'I agree to receive messages about my application and my loan by SMS, WhatsApp and email.',
] as const;

class Sheet extends PdfPages {
  /** Words wrapped to `width` points. */
  private wrap(text: string, width: number, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`;
      if (line !== '' && this.font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return [...lines, line];
  }
  text(text: string, options: { bold?: boolean; size?: number; x?: number } = {}): void {
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    for (const line of this.wrap(text, A4[0] - MARGIN - x, size)) {
      this.room(size * 1.5);
      this.page.drawText(line, { x, y: this.y, size, font: options.bold ? this.bold : this.font, color: INK });
      this.y -= size * 1.5;
    }
  }
  row(label: string, value: string): void {
    const lines = this.wrap(value, A4[0] - 2 * MARGIN - LABEL_WIDTH, 10);
    this.room(15 * lines.length);
    this.page.drawText(label, { x: MARGIN, y: this.y, size: 10, font: this.bold, color: INK });
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + LABEL_WIDTH, y: this.y, size: 10, font: this.font, color: INK });
      this.y -= 15;
    }
  }
  gap(points = 10): void {
    this.y -= points;
  }
}

/** The form on `issuedAt`'s day; signed when `signature` is given, else with lines to sign on. */
export async function applicationFormPdf(
  form: ApplicationForm,
  issuedAt: string,
  signature: FormSignature | null = null,
): Promise<Uint8Array> {
  const { document, font, bold } = await newPdf(signature ? 'Signed application form' : 'Application form');
  const sheet = new Sheet(document, font, bold, MARGIN);
  sheet.text('Application for a business credit line', { bold: true, size: 16 });
  sheet.text(`Lender: ${form.lender}`);
  sheet.text(`Date: ${dayMonthYear(issuedAt)}`);
  sheet.gap();
  for (const section of form.sections) {
    sheet.text(section.title, { bold: true, size: 12 });
    for (const [label, value] of section.rows) sheet.row(label, value);
    sheet.gap();
  }
  sheet.text('Declaration', { bold: true, size: 12 });
  DECLARATIONS.forEach((line, index) => sheet.text(`${index + 1}. ${line}`));
  sheet.gap(16);
  if (signature) {
    const aadhaar = signature.maskedAadhaar ? ` (Aadhaar ${signature.maskedAadhaar})` : '';
    sheet.text(`Signed by ${signature.signerName}${aadhaar} with Aadhaar e-sign`, { bold: true });
    sheet.text(`on ${dayMonthYearTime(signature.signedAt)}.`, { bold: true });
  } else {
    sheet.text(`Signature of ${form.applicantName}: ______________________________`);
    sheet.gap();
    sheet.text('Date: ____________________        Place: ____________________');
    sheet.gap();
    sheet.text('Sign above, then upload a photo or scan of the whole form.');
  }
  return document.save();
}
