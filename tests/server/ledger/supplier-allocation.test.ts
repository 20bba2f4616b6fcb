import { describe, expect, it } from 'vitest';
import type { CreditAccountRow, LedgerEntryRow } from '../../../server/ledger/accounts.ts';
import { chargesOf, drawdownsLeft } from '../../../server/ledger/charges.ts';
import { duesOf } from '../../../server/ledger/dues.ts';
import { supplierDuesOf } from '../../../server/ledger/supplier-dues.ts';
import { asPaise } from '../../../server/kit/money.ts';

// ADR 047's one allocation: a repayment made from a supplier's page pays that supplier's drawdowns
// first; an untagged one pays the oldest first. The due date, the late fees and each supplier's dues
// all follow it.

const account: CreditAccountRow = {
  id: 'acc-1',
  customer_id: 'c-1',
  loan_id: 'LN-1',
  credit_limit_paise: asPaise(50_000_000),
  annual_rate: 0,
  opened_at: '2026-01-01T09:00:00.000Z',
};

const entry = (
  id: string,
  kind: LedgerEntryRow['kind'],
  rupees: number,
  at: string,
  supplierId: string | null,
): LedgerEntryRow => ({
  id,
  account_id: account.id,
  kind,
  amount_paise: asPaise(rupees * 100),
  description: kind,
  payment_id: id,
  at,
  supplier_id: supplierId,
});

// At A on 1 Jan (due 31 Jan), at B on 10 Jan (due 9 Feb).
const atA = entry('PUR-A', 'drawdown', 5000, '2026-01-01T09:00:00.000Z', 'A');
const atB = entry('PUR-B', 'drawdown', 8000, '2026-01-10T09:00:00.000Z', 'B');
const NOW = '2026-01-20T09:00:00.000Z';

describe('a supplier-flow repayment', () => {
  it('pays its supplier’s drawdowns before older ones elsewhere', () => {
    const fromB = entry('TXN-1', 'repayment', 8000, '2026-01-15T09:00:00.000Z', 'B');
    const left = drawdownsLeft(account, [atA, atB, fromB], NOW);
    expect(left.map((d) => [d.paymentId, d.left])).toEqual([
      ['PUR-A', 500_000],
      ['PUR-B', 0],
    ]);
    expect(supplierDuesOf(left.filter((d) => d.supplierId === 'B')).owed).toBe(0);
    // The line's next due date is A's, still unpaid, not B's.
    expect(duesOf(account, [atA, atB, fromB]).nextDueDate).toBe('2026-01-31');
  });

  it('pays the oldest first when it names no supplier', () => {
    const untagged = entry('TXN-2', 'repayment', 5000, '2026-01-15T09:00:00.000Z', null);
    const left = drawdownsLeft(account, [atA, atB, untagged], NOW);
    expect(left.map((d) => d.left)).toEqual([0, 800_000]);
    expect(duesOf(account, [atA, atB, untagged]).nextDueDate).toBe('2026-02-09');
  });

  it('charges the late fee on what it left unpaid, the other supplier’s drawdown', () => {
    const fromB = entry('TXN-1', 'repayment', 8000, '2026-01-15T09:00:00.000Z', 'B');
    const fees = chargesOf(account, [atA, atB, fromB], '2026-02-15T09:00:00.000Z').filter((c) => c.kind === 'fee');
    // 2 % of A's ₹5,000, the day after its due date; nothing for B, repaid.
    expect(fees.map((fee) => [fee.at.slice(0, 10), fee.amount_paise])).toEqual([['2026-02-01', 10_000]]);
  });
});
