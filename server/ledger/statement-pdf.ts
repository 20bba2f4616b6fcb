import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { CreditStatement } from './statement.ts';
import { rupees, type Paise } from '../money.ts';

// The statement as a real PDF (the generate-statement blob). Plain text lines in Helvetica: the
// standard font has no rupee sign, so amounts read "Rs.".

const money = (amount: Paise) => rupees(amount, 'Rs.');

export async function statementPdf(statement: CreditStatement): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Saakh credit statement ${statement.from} to ${statement.to}`);
  const font = await document.embedFont(StandardFonts.Helvetica);
  let page = document.addPage([595, 842]);
  let y = 800;
  const write = (text: string, size = 10) => {
    if (y < 50) {
      page = document.addPage([595, 842]);
      y = 800;
    }
    page.drawText(text, { x: 40, y, size, font });
    y -= size + 8;
  };
  write('Saakh credit statement', 16);
  write(`Loan ${statement.loanId}, ${statement.from} to ${statement.to}`);
  write(`Opening balance: ${money(statement.openingBalance)}`);
  for (const line of statement.lines) {
    const amount = line.debit > 0 ? `debit ${money(line.debit)}` : `credit ${money(line.credit)}`;
    write(`${line.date}  ${line.description}  ${amount}  balance ${money(line.balance)}`);
  }
  write(`Total debits: ${money(statement.totalDebits)}   Total credits: ${money(statement.totalCredits)}`);
  write(`Closing balance: ${money(statement.closingBalance)}`);
  // A balance below zero is money the lender owes back: say so, and when it comes back.
  if (statement.creditBalance > 0) {
    write(
      `Credit balance owed to you: ${money(statement.creditBalance)}, refunded to the account you paid from ` +
        `by ${statement.creditBalanceRefundBy ?? ''} unless new charges use it first`,
    );
  }
  return document.save();
}
