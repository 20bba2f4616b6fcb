import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { dayMonthYear } from '../kit/dates.ts';
import { paiseOfFigure, rupees } from '../kit/money.ts';

// The physical NACH form, filled with the applicant's details (docs/sandbox.md, "Mandate"): a
// real PDF the applicant prints, signs and scans back. The layout follows NPCI's one-page form.

export type NachDetails = {
  mandateId: string;
  applicantName: string;
  businessName: string | null;
  bankName: string;
  ifsc: string;
  accountNumber: string;
  maxAmount: number;
  /** The day the form is made: an ISO instant, printed DD Mon YYYY. */
  date: string;
};

/** The form's own reference as a person reads it out (never the mandate's UUID), in fives: never ten digits. */
export function nachFormReferenceOf(mandateId: string): string {
  const ten = mandateId.replace(/-/g, '').slice(0, 10).toUpperCase();
  return `NACH-${ten.slice(0, 5)}-${ten.slice(5)}`;
}

export async function nachTemplatePdf(details: NachDetails): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`NACH mandate ${nachFormReferenceOf(details.mandateId)}`);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 420]);
  let y = 380;
  const line = (label: string, value: string) => {
    page.drawText(label, { x: 40, y, size: 10, font: bold });
    page.drawText(value, { x: 200, y, size: 10, font });
    y -= 22;
  };
  page.drawText('NACH / ECS / Direct debit mandate form', { x: 40, y: 400, size: 14, font: bold });
  y = 370;
  // The UMRN is the bank's number for a registered mandate: a blank form leaves it for the bank.
  line('UMRN', 'Given by the bank on registration');
  line('Form reference', nachFormReferenceOf(details.mandateId));
  line('Date', dayMonthYear(details.date));
  line('Account holder', details.applicantName);
  if (details.businessName) line('Business', details.businessName);
  line('Bank', details.bankName);
  line('IFSC', details.ifsc);
  line('Account number', details.accountNumber);
  line('Maximum amount', rupees(paiseOfFigure(details.maxAmount), 'Rs.'));
  line('Frequency', 'As and when presented');
  line('Utility', 'Saakh credit line repayment');
  page.drawRectangle({ x: 40, y: 40, width: 200, height: 60, borderColor: rgb(0, 0, 0), borderWidth: 1 });
  page.drawText('Signature of account holder', { x: 48, y: 46, size: 9, font });
  return document.save();
}
