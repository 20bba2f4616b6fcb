import { afterEach, describe, expect, it } from 'vitest';
import { makeSandbox, json, testClock } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { activeLoan, upiRepayment } from '../../support/server/active-loan.ts';
import { GROUPED_AMOUNT, pdfPages } from '../../support/server/pdf-text.ts';
import { addEntry, findCreditAccount } from '../../../server/ledger/accounts.ts';
import { asPaise } from '../../../server/kit/money.ts';

// The statement of account as a bank's (issue 35): who it is between, the loan's reference, the
// period, a table of date, description, debit, credit and balance whose totals add up, the heading
// row again on every page of a long statement, and the credit balance said when the lender owes.

let s: TestSandbox;
afterEach(() => s.close());

const PERIOD = 'from=2026-01-01&to=2026-01-31';
/** "Rs. 1,23,456.78" as paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/^Rs\. /, '').replace(/,/g, '')) * 100);
const AMOUNT = /Rs\. [\d,]+\.\d{2}/g;

async function statementPages(headers: Record<string, string>) {
  const answer = await s.call('GET', `/v2/customer/generate-statement?${PERIOD}`, undefined, headers);
  expect(answer.status).toBe(200);
  return pdfPages(new Uint8Array(await answer.arrayBuffer()));
}

/** The figure printed after `label` (the summary's facts are label, then value). */
function after(text: string, label: string): string {
  const lines = text.split('\n');
  const at = lines.indexOf(label);
  return lines[at + 1] ?? '';
}

describe('the statement PDF', () => {
  it('names the parties, the loan, the period, and has a table whose totals add up', async () => {
    s = makeSandbox({ clock: testClock(Date.UTC(2026, 0, 10, 6, 0, 0)) });
    const loan = await activeLoan(s, '9123400601', 125000);
    s.clock.advance(20 * 60 * 60 * 1000);
    await upiRepayment(s, loan, 23456.78, 'approve');
    const [text = '', ...more] = await statementPages(loan.headers);
    expect(more).toEqual([]);
    for (const expected of [
      'Statement of account',
      'Asha Verma',
      'Verma Traders',
      'Arthika Finance Limited',
      loan.loanReference,
      '01 Jan 2026 to 31 Jan 2026',
      'Date',
      'Description',
      'Debit',
      'Credit',
      'Balance',
      'Opening balance',
      'Totals and closing balance',
      'Rs. 1,25,000.00',
      'Rs. 23,456.78',
      'Rs. 1,01,543.22',
      '10 Jan 2026',
      '11 Jan 2026',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain(loan.loanId);
    const opening = paiseOf(after(text, 'Opening balance'));
    const debits = paiseOf(after(text, 'Total debits'));
    const credits = paiseOf(after(text, 'Total credits'));
    const closing = paiseOf(after(text, 'Closing balance'));
    expect([opening, debits, credits, closing]).toEqual([0, 12_500_000, 2_345_678, 10_154_322]);
    expect(opening + debits - credits).toBe(closing);
    // The table's totals row repeats the summary: debits, credits and the closing balance.
    const lines = text.split('\n');
    const totals = lines.slice(
      lines.indexOf('Totals and closing balance') + 1,
      lines.indexOf('Totals and closing balance') + 4,
    );
    expect(totals.map(paiseOf)).toEqual([debits, credits, closing]);
    // Every amount is grouped the Indian way with two decimals.
    for (const amount of text.match(/Rs\. \S+/g) ?? []) expect(amount).toMatch(GROUPED_AMOUNT);
    const json_ = await json<{ loanReference: string; lenderName: string }>(
      await s.call('GET', `/v1/customer/credit-statement?${PERIOD}`, undefined, loan.headers),
    );
    expect(json_).toMatchObject({ loanReference: loan.loanReference, lenderName: 'Arthika Finance Limited' });
    expect(text.match(AMOUNT)?.length).toBeGreaterThanOrEqual(10);
  });

  it('runs onto more pages with the heading row on each, and says when the lender owes money back', async () => {
    s = makeSandbox({ clock: testClock(Date.UTC(2026, 0, 2, 6, 0, 0)) });
    const loan = await activeLoan(s, '9123400602', 1000);
    const account = findCreditAccount(s.db, loan.customerId);
    if (!account) throw new Error('no account');
    for (let index = 0; index < 70; index += 1) {
      const day = String(3 + (index % 20)).padStart(2, '0');
      addEntry(s.db, account.id, {
        kind: 'drawdown',
        amount: asPaise(10_000 + index),
        description: `Supplier payment ${index + 1}`,
        at: `2026-01-${day}T08:00:00.000Z`,
      });
    }
    addEntry(s.db, account.id, {
      kind: 'repayment',
      amount: asPaise(100_000 + 70 * 10_000 + (69 * 70) / 2 + 50_000),
      description: 'Repayment by NEFT',
      at: '2026-01-25T08:00:00.000Z',
    });
    const pages = await statementPages(loan.headers);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain('Description');
      expect(page, `page ${index + 1}`).toContain('Balance');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toContain('Rs. 500.00 Cr');
    expect(text).toContain('Credit balance owed to you: Rs. 500.00');
  });
});
