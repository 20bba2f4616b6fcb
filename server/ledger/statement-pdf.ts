import type { CreditStatement } from './statement.ts';
import type { LoanParties } from './loan-parties.ts';
import { dayMonthYear, dayMonthYearTime } from '../kit/dates.ts';
import { asPaise, rupeesWithPaise, type Paise } from '../kit/money.ts';
import { Sheet, type Column } from '../pdf/sheet.ts';

// The statement of account as a bank prints one (the generate-statement PDF): who it is between
// (borrower, business, lender, loan reference), the period, a summary, then a table of date,
// description, debit, credit and balance from the opening balance to the closing one, with totals.
// A balance below zero is money the lender owes back: written "Cr", and said in words under the table.

const money = (amount: Paise) => rupeesWithPaise(amount, 'Rs.');
const balance = (amount: Paise) => (amount < 0 ? `${money(asPaise(-amount))} Cr` : money(amount));
const blankIfZero = (amount: Paise) => (amount === 0 ? '' : money(amount));

export const STATEMENT_COLUMNS: readonly Column[] = [
  { heading: 'Date', width: 72, align: 'left' },
  { heading: 'Description', width: 187, align: 'left' },
  { heading: 'Debit', width: 82, align: 'right' },
  { heading: 'Credit', width: 82, align: 'right' },
  { heading: 'Balance', width: 92.28, align: 'right' },
];

export async function statementPdf(
  statement: CreditStatement,
  parties: LoanParties,
  issuedAt: string,
): Promise<Uint8Array> {
  const period = `${dayMonthYear(statement.from)} to ${dayMonthYear(statement.to)}`;
  const sheet = await Sheet.create(`Saakh statement of account, ${period}`, `Statement of account, ${period}`);
  sheet.heading('Statement of account');
  sheet.text(`Credit line from ${parties.lenderName}, through Saakh`);
  sheet.gap();
  sheet.facts([
    ['Borrower', parties.borrowerName],
    ['Business', parties.businessName ?? 'Not given'],
    ['Lender', parties.lenderName],
    ['Loan reference', parties.loanReference ?? 'Not yet assigned'],
    ['Period', period],
    ['Issued on', dayMonthYearTime(issuedAt)],
  ]);
  sheet.gap();
  sheet.facts([
    ['Opening balance', balance(statement.openingBalance)],
    ['Total debits', money(statement.totalDebits)],
    ['Total credits', money(statement.totalCredits)],
    ['Closing balance', balance(statement.closingBalance)],
  ]);
  sheet.gap();
  const rows = [
    { cells: [dayMonthYear(statement.from), 'Opening balance', '', '', balance(statement.openingBalance)] },
    ...statement.lines.map((line) => ({
      cells: [
        dayMonthYear(line.date),
        line.description,
        blankIfZero(line.debit),
        blankIfZero(line.credit),
        balance(line.balance),
      ],
    })),
    {
      cells: [
        dayMonthYear(statement.to),
        'Totals and closing balance',
        money(statement.totalDebits),
        money(statement.totalCredits),
        balance(statement.closingBalance),
      ],
      bold: true,
    },
  ];
  sheet.table(STATEMENT_COLUMNS, rows);
  sheet.gap();
  if (statement.lines.length === 0) sheet.text('There were no transactions in this period.');
  // A balance below zero is money the lender owes back: say so, and when it comes back.
  if (statement.creditBalance > 0) {
    const by = statement.creditBalanceRefundBy ? ` by ${dayMonthYear(statement.creditBalanceRefundBy)}` : '';
    sheet.text(
      `Credit balance owed to you: ${money(statement.creditBalance)}. It will be refunded to the account you ` +
        `paid from${by}, unless new charges use it first.`,
      { bold: true },
    );
  }
  sheet.text('Debits are what you drew and the charges on it; credits are what you paid. Cr: owed to you.');
  return sheet.save();
}
