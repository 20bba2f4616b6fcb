import { describe, expect, it } from 'vitest';
import type { CreditAccountRow, LedgerEntryRow } from '../../../server/ledger/accounts.ts';
import { withCharges } from '../../../server/ledger/charges.ts';
import { afterWorkingDays, creditBalanceOf } from '../../../server/ledger/credit-balance.ts';
import { duesJson, duesOf } from '../../../server/ledger/dues.ts';
import { statementJson, statementOf } from '../../../server/ledger/statement.ts';
import { statementPdf } from '../../../server/ledger/statement-pdf.ts';
import { nodePdfJsOptions, pdfjs } from '../../fixtures/pdf/node-pdf-tools.ts';
import { asPaise } from '../../../server/kit/money.ts';

// The credit balance (docs/sandbox.md, "Reservations and the credit balance"): paid beyond the
// due, it is owed back, refunded within 7 working days unless new charges use it first; the due
// never goes below zero and the available limit never above the limit.

const account: CreditAccountRow = {
  id: 'acc-1',
  customer_id: 'c-1',
  loan_id: 'LN-1',
  credit_limit_paise: asPaise(1_000_000),
  annual_rate: 18,
  opened_at: '2026-01-10T09:00:00.000Z',
};

let serial = 0;
const entry = (kind: LedgerEntryRow['kind'], paise: number, at: string): LedgerEntryRow => ({
  id: `e-${(serial += 1)}`,
  account_id: account.id,
  kind,
  amount_paise: asPaise(paise),
  description: kind,
  payment_id: null,
  at,
});

describe('credit balance', () => {
  it('counts 7 working days, skipping weekends', () => {
    // Friday 6 Feb 2026 → Mon 9 … Fri 13 (5), Mon 16, Tue 17.
    expect(afterWorkingDays('2026-02-06', 7)).toBe('2026-02-17');
    expect(afterWorkingDays('2026-02-07', 1)).toBe('2026-02-09');
  });

  it('turns a repayment beyond the due into a credit balance, never a negative due', () => {
    const entries = [
      entry('drawdown', 100_000, '2026-02-02T09:00:00.000Z'),
      entry('repayment', 100_000, '2026-02-03T09:00:00.000Z'),
      entry('repayment', 100_000, '2026-02-06T09:00:00.000Z'),
    ];
    const dues = duesJson(duesOf(account, entries));
    expect(dues).toMatchObject({ totalDue: 0, used: 0, available: 10_000, creditBalance: 1000 });
    expect(dues.creditBalanceRefundBy).toBe('2026-02-17');
    const parties = { loanReference: 'SKH-2026-000001', lenderName: 'Arthika Finance Limited' };
    const statement = statementJson(statementOf(account, entries, '2026-02-01', '2026-02-28'), parties);
    expect(statement.closingBalance).toBe(-1000);
    expect(statement).toMatchObject({ creditBalance: 1000, creditBalanceRefundBy: '2026-02-17' });
  });

  it('lets the next drawdown use the credit balance first, with no interest on what it covered', () => {
    const entries = [
      entry('repayment', 30_000, '2026-02-02T09:00:00.000Z'),
      entry('drawdown', 100_000, '2026-02-05T09:00:00.000Z'),
    ];
    expect(creditBalanceOf(entries)).toEqual({ creditBalance: 0, creditBalanceRefundBy: null });
    // ₹700 principal × 18 % / 365 × 24 days (5–28 Feb) = 828.49 paise → ₹8.28 charged at month end.
    const ledger = withCharges(account, entries, '2026-03-01T08:00:00.000Z');
    const interest = ledger.find((row) => row.kind === 'interest');
    expect(interest?.amount_paise).toBe(828);
    expect(duesJson(duesOf(account, ledger)).totalDue).toBe(708.28);
  });

  it('keeps the first refund date when a second overpayment adds to an unrefunded one', () => {
    const entries = [
      entry('repayment', 10_000, '2026-02-02T09:00:00.000Z'),
      entry('repayment', 10_000, '2026-02-04T09:00:00.000Z'),
    ];
    expect(creditBalanceOf(entries)).toEqual({ creditBalance: 20_000, creditBalanceRefundBy: '2026-02-11' });
  });

  it('keeps the available limit within 0 and the limit when more is drawn than the limit', () => {
    const dues = duesOf(account, [entry('drawdown', 1_200_000, '2026-02-02T09:00:00.000Z')]);
    expect(dues.available).toBe(0);
    expect(dues.totalDue).toBe(1_200_000);
  });
});

describe('the statement PDF', () => {
  it('writes the credit balance and its refund date under a closing balance below zero', async () => {
    const entries = [
      entry('drawdown', 100_000, '2026-02-02T09:00:00.000Z'),
      entry('repayment', 112_802, '2026-02-06T09:00:00.000Z'),
    ];
    const parties = {
      borrowerName: 'Asha Verma',
      businessName: 'Verma Traders',
      lenderName: 'Arthika Finance Limited',
      lenderGstin: '27AABCA1234F1Z9',
      loanReference: 'SKH-2026-000001',
    };
    const statement = statementOf(account, entries, '2026-02-01', '2026-02-28');
    const bytes = await statementPdf(statement, parties, '2026-02-28T10:00:00.000Z');
    const document = await pdfjs.getDocument({ ...nodePdfJsOptions, data: bytes }).promise;
    const content = await (await document.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
    // A balance below zero is written as a credit (Cr), and said in words with its refund date.
    expect(text).toContain('Rs. 128.02 Cr');
    // Wrapped to the page's width: read as one run of words.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Credit balance owed to you: Rs. 128.02. It will be refunded to the account you paid from by 17 Feb 2026, ' +
        'unless new charges use it first.',
    );
  });
});
