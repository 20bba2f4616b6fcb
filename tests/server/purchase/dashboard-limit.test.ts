import { afterEach, describe, expect, it } from 'vitest';
import { json, latestOtp, makeSandbox, type TestSandbox } from '../../support/server/sandbox.ts';
import { activeLoan } from '../../support/server/active-loan.ts';
import { LISTED } from '../../support/server/purchase-world.ts';
import { chargesOf } from '../../../server/ledger/charges.ts';
import type { CreditAccountRow, LedgerEntryRow } from '../../../server/ledger/accounts.ts';
import { asPaise } from '../../../server/kit/money.ts';

// A spend on a line the agreement opened (issue 30's "done when"): home's available limit drops the
// moment the spend is recorded; its interest-free days and due date are the lender's (Arthika: 30
// days); a drawdown inside its interest-free period runs up no interest, one without it does.

let s: TestSandbox;
afterEach(() => s.close());

describe('a spend on the agreement’s line', () => {
  it('lowers home’s available limit at once and carries the lender’s interest-free period', async () => {
    s = makeSandbox();
    const loan = await activeLoan(s, '9123495001', 0);
    const home = async () =>
      (
        await json<{ creditAccountInfo: { creditLimit: number; availableLimit: number } }>(
          await s.call('GET', '/v1/home', undefined, loan.headers),
        )
      ).creditAccountInfo;
    const before = await home();
    const payable = async () =>
      json<{ creditLimit: number; used: number; available: number; totalDue: number }>(
        await s.call('GET', '/v1/customer/transaction', undefined, loan.headers),
      );
    const created = await s.call(
      'POST',
      '/v1/customer/multi-invoice-transaction',
      { channel: 'quick', supplierId: LISTED.id, amount: 120_000 },
      { ...loan.headers, 'idempotency-key': 'dashboard-spend-1' },
    );
    const { transaction } = await json<{
      transaction: { transactionId: string; interestFreeUntil: string; dueDate: string };
    }>(created);
    expect(transaction).toMatchObject({ interestFreeUntil: '2026-02-13', dueDate: '2026-02-14' });
    expect((await home()).availableLimit).toBe(before.availableLimit - 120_000);
    // The dashboard's figures: the spend is used the moment it is accepted, though nothing is due yet.
    expect(await payable()).toMatchObject({ used: 120_000, available: 380_000, totalDue: 0 });

    await s.call(
      'POST',
      '/v1/customer/process-payment',
      { transactionId: transaction.transactionId, paymentMethod: 'UPI', confirmWith: 'OTP' },
      loan.headers,
    );
    const otp = await latestOtp(s, loan.phone);
    await s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: transaction.transactionId, otp },
      loan.headers,
    );
    await s.call(
      `PATCH`,
      `/v1/customer/${transaction.transactionId}/delivery-update/${LISTED.marketplaceId}`,
      undefined,
      loan.headers,
    );
    await s.call('POST', `/__sandbox/purchases/${transaction.transactionId}/rails`, { action: 'settle' });
    expect((await home()).availableLimit).toBe(before.availableLimit - 120_000);
    // Settled, the hold became the drawdown: counted once.
    expect(await payable()).toMatchObject({ used: 120_000, available: 380_000, totalDue: 120_000 });
    const drawn = s.db.prepare("SELECT interest_free_until FROM ledger_entries WHERE kind = 'drawdown'").get() as {
      interest_free_until: string;
    };
    expect(drawn.interest_free_until).toBe('2026-02-13');
  });
});

describe('interest on a drawdown', () => {
  const account = {
    id: 'a',
    customer_id: 'c',
    loan_id: 'l',
    credit_limit_paise: asPaise(50_000_000),
    annual_rate: 18,
    opened_at: '',
  };
  const drawdown = (freeUntil: string | null): LedgerEntryRow => ({
    id: 'd',
    account_id: 'a',
    kind: 'drawdown',
    amount_paise: asPaise(10_000_000),
    description: 'Paid to a supplier',
    payment_id: null,
    at: '2026-01-15T10:00:00.000Z',
    interest_free_until: freeUntil,
  });
  const interest = (freeUntil: string | null, now: string) =>
    chargesOf(account as CreditAccountRow, [drawdown(freeUntil)], now).filter((entry) => entry.kind === 'interest');

  it('runs up none inside the interest-free period, and accrues from the day after it', () => {
    expect(interest('2026-02-13', '2026-02-02T00:00:00.000Z')).toEqual([]);
    expect(interest(null, '2026-02-02T00:00:00.000Z').map((entry) => entry.amount_paise)).toEqual([83_836]);
    // February's interest: only from the 14th, 15 days of 28.
    const march = interest('2026-02-13', '2026-03-02T00:00:00.000Z');
    expect(march.map((entry) => entry.amount_paise)).toEqual([Math.round(((10_000_000 * 0.18) / 365) * 15)]);
  });
});
