import { describe, expect, it } from 'vitest';
import type { CreditAccountRow, LedgerEntryRow } from '../../../server/ledger/accounts.ts';
import { chargesOf, withCharges } from '../../../server/ledger/charges.ts';
import { duesJson, duesOf } from '../../../server/ledger/dues.ts';
import { statementJson, statementOf } from '../../../server/ledger/statement.ts';
import { asPaise, paiseFromRupees, rupeesFromPaise, type Paise } from '../../../server/kit/money.ts';

// Worked examples of the agreement's charges (docs/sandbox.md, "Interest and late fees"): 18 % a
// year on the principal per day, charged at each month's end; 2 % of what is overdue the day after
// a due date (30 days after the drawdown), again every 30 days; repayments settle charges first.

const account: CreditAccountRow = {
  id: 'acc-1',
  customer_id: 'c-1',
  loan_id: 'LN-1',
  credit_limit_paise: asPaise(50_000_000),
  annual_rate: 18,
  opened_at: '2026-01-10T09:00:00.000Z',
};

let serial = 0;
const entry = (kind: LedgerEntryRow['kind'], amount: number, at: string): LedgerEntryRow => ({
  id: `e-${(serial += 1)}`,
  account_id: account.id,
  kind,
  amount_paise: paiseFromRupees(amount) as Paise,
  description: kind,
  payment_id: null,
  at,
});

const drawdown = entry('drawdown', 10000, '2026-01-10T09:00:00.000Z');
const brief = (rows: LedgerEntryRow[]) =>
  rows.map((row) => [row.kind, row.at.slice(0, 10), rupeesFromPaise(row.amount_paise)]);

describe('interest and late fees', () => {
  it('charges nothing before a month has ended or a due date has passed', () => {
    expect(chargesOf(account, [drawdown], '2026-01-31T12:00:00.000Z')).toEqual([]);
    expect(chargesOf(account, [], '2026-05-01T00:00:00.000Z')).toEqual([]);
  });

  it("charges January's 22 days of interest on ₹10,000 and the late fee the day after the due date", () => {
    // 10,00,000 paise × 18 % / 365 × 22 days (10–31 Jan) = 10,849.3 paise → ₹108.49.
    // Due 9 Feb (30 days after 10 Jan), unpaid: 2 % of ₹10,000 = ₹200 on 10 Feb.
    expect(brief(chargesOf(account, [drawdown], '2026-02-15T12:00:00.000Z'))).toEqual([
      ['interest', '2026-01-31', 108.49],
      ['fee', '2026-02-10', 200],
    ]);
  });

  it('settles charges first, then principal; interest follows the principal left', () => {
    const repaid = entry('repayment', 5000, '2026-02-05T10:00:00.000Z');
    // 5 Feb: ₹108.49 of the ₹5,000 pays January's interest, ₹4,891.51 the principal → ₹5,108.49 left.
    // 10 Feb: 2 % of ₹5,108.49 = ₹102.17. February: 4 days on ₹10,000 + 24 days on ₹5,108.49
    // = 1,972.60 + 6,046.21 paise = 8,018.8 → ₹80.19.
    const charges = chargesOf(account, [drawdown, repaid], '2026-03-01T08:00:00.000Z');
    expect(brief(charges)).toEqual([
      ['interest', '2026-01-31', 108.49],
      ['fee', '2026-02-10', 102.17],
      ['interest', '2026-02-28', 80.19],
    ]);
    expect(charges[1]?.description).toBe('Late fee: 2% of the amount overdue since 09 Feb 2026');
    expect(charges[2]?.description).toBe('Interest for Feb 2026 at 18% a year');
  });

  it('charges the late fee again every 30 days while the drawdown stays overdue', () => {
    const fees = chargesOf(account, [drawdown], '2026-03-15T00:00:00.000Z').filter((row) => row.kind === 'fee');
    expect(brief(fees)).toEqual([
      ['fee', '2026-02-10', 200],
      ['fee', '2026-03-12', 200],
    ]);
  });

  it('charges no late fee when the drawdown is repaid by its due date', () => {
    const repaid = entry('repayment', 10108.49, '2026-02-09T10:00:00.000Z');
    const charges = chargesOf(account, [drawdown, repaid], '2026-03-01T00:00:00.000Z');
    // February: 8 days on ₹10,000 = 3,945.2 paise → ₹39.45; then nothing is drawn.
    expect(brief(charges)).toEqual([
      ['interest', '2026-01-31', 108.49],
      ['interest', '2026-02-28', 39.45],
    ]);
  });

  it('puts the charges into the dues and the statement, in date order', () => {
    const ledger = withCharges(account, [drawdown], '2026-02-15T12:00:00.000Z');
    expect(ledger.map((row) => row.kind)).toEqual(['drawdown', 'interest', 'fee']);
    expect(duesJson(duesOf(account, ledger)).totalDue).toBe(10308.49);
    const february = statementOf(account, ledger, '2026-02-01', '2026-02-28');
    expect(
      statementJson(february, { loanReference: 'SKH-2026-000001', lenderName: 'Arthika Finance Limited' }),
    ).toMatchObject({
      openingBalance: 10108.49,
      closingBalance: 10308.49,
      totalDebits: 200,
    });
  });
});
