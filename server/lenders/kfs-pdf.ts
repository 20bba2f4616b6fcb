import { Sheet } from '../pdf/sheet.ts';
import { keyFactLines, scheduleCaption, scheduleColumns, scheduleRows, type KeyFacts } from './kfs-lines.ts';

// The Key Fact Statement as a PDF to RBI's template (KFS circular, 15 April 2024): Part 1, Part 2 and
// the Annex C schedule, the lines and figures the app's screen shows. One drawing for every loan that
// carries a KFS: the credit line's agreement and the EDI loan's disbursement request.

/** Who the statement is for, and the reference it is filed under (the loan's, or the proposal's). */
export interface KfsParties {
  loanReference: string;
  borrowerName: string;
  businessName: string;
}

export async function keyFactStatementPdf(facts: KeyFacts, parties: KfsParties): Promise<Uint8Array> {
  const sheet = await Sheet.create('Key Fact Statement', `Key Fact Statement ${facts.proposalNumber}`);
  sheet.heading('Key Fact Statement');
  sheet.facts([
    ['Lender', facts.registeredName],
    ['Borrower', `${parties.borrowerName}, ${parties.businessName}`],
    ['Loan reference', parties.loanReference],
  ]);
  for (const part of keyFactLines(facts)) {
    sheet.gap();
    sheet.heading(part.title, 12);
    sheet.facts(part.lines.map((line) => [line.label, line.value]));
  }
  sheet.gap();
  sheet.heading('Annex C: Repayment schedule', 12);
  sheet.text(scheduleCaption(facts));
  sheet.table(scheduleColumns, scheduleRows(facts));
  sheet.gap();
  sheet.text('No charge that is not in this statement can be levied.', { bold: true });
  return sheet.save();
}
