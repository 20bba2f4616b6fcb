import { paiseOfFigure, rupees } from '../kit/money.ts';
import { INK, PdfPages, newPdf } from '../pdf/pages.ts';
import { dayMonthYear, dayMonthYearTime } from '../kit/dates.ts';
import { FEE_GST_PERCENT } from '../kit/loan-cost/upfront-fees.ts';
import type { LoanDetails } from '../lenders/key-facts.ts';

// The agreement's documents as real PDFs, drawn from the offer the applicant chose: the Key Fact
// Statement (RBI KFS circular, 2024), the sanction letter, the loan agreement and its signed copy.
// Text only, on A4, so a test can read every figure back.

import type { KfsIssue } from '../lenders/kfs-lines.ts';

export { keyFactStatementPdf } from '../lenders/kfs-pdf.ts';

/** What the credit line's KFS says (RBI's template: Annex A Parts 1 and 2, Annex C), rupees as on the wire. */
export type KeyFacts = Omit<
  LoanDetails,
  'amountChange' | 'nbfcName' | 'limit' | 'apr' | 'processingFee' | 'processingFeeGst' | 'processingFeePercent'
> &
  KfsIssue;

export interface DocumentParties {
  /** The loan's human reference (SKH-2026-000123), never its UUID. */
  loanReference: string;
  borrowerName: string;
  businessName: string;
  /** When the documents were issued: an ISO instant or day, printed DD Mon YYYY. */
  issuedOn: string;
}

/** The e-sign provider's transaction as a person reads it: ESG and twelve of its characters. */
export function eSignTransactionOf(requestId: string): string {
  return `ESG-${requestId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

const MARGIN = 56;
const inRupees = (amount: number) => rupees(paiseOfFigure(amount), 'Rs.');
/** A fee as the KFS and the sanction letter print it, its GST beside it where it carries any. */
const feeText = (fee: KeyFacts['fees'][number]) =>
  fee.gst > 0 ? `${inRupees(fee.amount)} plus GST (${FEE_GST_PERCENT}%) ${inRupees(fee.gst)}` : inRupees(fee.amount);

class Writer extends PdfPages {
  line(text: string, options: { bold?: boolean; size?: number } = {}): void {
    const size = options.size ?? 11;
    this.room(size);
    const font = options.bold ? this.bold : this.font;
    this.page.drawText(text, { x: this.margin, y: this.y, size, font, color: INK });
    this.y -= size * 1.6;
  }
  gap(): void {
    this.y -= 8;
  }
}

async function pdf(title: string, write: (writer: Writer) => void): Promise<Uint8Array> {
  const { document, font, bold } = await newPdf(title);
  const writer = new Writer(document, font, bold, MARGIN);
  writer.line(title, { bold: true, size: 16 });
  write(writer);
  return document.save();
}

function header(writer: Writer, facts: KeyFacts, parties: DocumentParties): void {
  writer.line(`Lender: ${facts.registeredName}`);
  writer.line(`Borrower: ${parties.borrowerName}, ${parties.businessName}`);
  writer.line(`Loan reference: ${parties.loanReference}`);
  writer.line(`Date: ${dayMonthYear(parties.issuedOn)}`);
  writer.gap();
}

export function sanctionLetterPdf(facts: KeyFacts, parties: DocumentParties): Promise<Uint8Array> {
  return pdf('Sanction Letter', (writer) => {
    header(writer, facts, parties);
    writer.line(`We are pleased to sanction a credit line of ${inRupees(facts.creditLimit)}.`);
    writer.line(
      `Tenure ${facts.tenureMonths} months, interest ${facts.interestRatePa}% a year, APR ${facts.aprPercent}%.`,
    );
    for (const fee of facts.fees.filter((charged) => charged.amount > 0)) writer.line(`${fee.name}: ${feeText(fee)}`);
    writer.line('The sanction is subject to the loan agreement being signed and the repayment mandate in place.');
    writer.line('The Key Fact Statement attached to the agreement sets out every fee and charge.');
  });
}

function agreementClauses(writer: Writer, facts: KeyFacts): void {
  writer.line('1. The lender makes available a revolving credit line up to the limit above.');
  writer.line('2. Interest accrues only on the amount drawn, for the days it is outstanding.');
  writer.line('3. Repayments are collected through the registered repayment mandate.');
  writer.line(`4. The borrower may exit within the ${facts.coolingOffDays}-day cooling-off period without penalty.`);
  writer.line(`5. Penal charges: ${facts.penalCharges}. Foreclosure charges: ${facts.foreclosureCharges}.`);
  writer.line('6. Grievances: the grievance redressal officer named in the Key Fact Statement.');
}

export function loanAgreementPdf(facts: KeyFacts, parties: DocumentParties): Promise<Uint8Array> {
  return pdf('Loan Agreement', (writer) => {
    header(writer, facts, parties);
    writer.line(`Credit limit: ${inRupees(facts.creditLimit)}; APR ${facts.aprPercent}%`);
    writer.gap();
    agreementClauses(writer, facts);
    writer.gap();
    writer.line('Not yet signed.', { bold: true });
  });
}

export function signedAgreementPdf(
  facts: KeyFacts,
  parties: DocumentParties,
  signature: { signedAt: string; eSignTransaction: string; kfsProposal: string | null },
): Promise<Uint8Array> {
  return pdf('Loan Agreement (signed)', (writer) => {
    header(writer, facts, parties);
    writer.line(`Credit limit: ${inRupees(facts.creditLimit)}; APR ${facts.aprPercent}%`);
    writer.gap();
    agreementClauses(writer, facts);
    writer.gap();
    writer.line(`Signed by ${parties.borrowerName} with Aadhaar e-sign on ${dayMonthYearTime(signature.signedAt)}.`, {
      bold: true,
    });
    writer.line(`E-sign transaction: ${signature.eSignTransaction}`);
    if (signature.kfsProposal) writer.line(`Key Fact Statement acknowledged: ${signature.kfsProposal}`);
    writer.line(`Countersigned by ${facts.registeredName}.`);
  });
}
