import { afterEach, describe, expect, it } from 'vitest';
import { json, latestOtp, logIn } from '../../support/server/sandbox.ts';
import { LISTED, errorOf, purchaseWorld, type PurchaseWorld } from '../../support/server/purchase-world.ts';

// A supplier's account (ADR 047): its dues are what is owed the lender for the drawdowns made at it,
// a repayment from its page pays its drawdowns first, and nobody else's supplier or due is visible.

let w: PurchaseWorld;
afterEach(() => w.s.close());

type Due = { transactionId: string; amount: number; outstanding: number; dueDate: string; overdue: boolean };
type Account = {
  supplier: { id: string; name: string } | null;
  owed: number;
  nextDueDate: string | null;
  spends: { transactionId: string; status: string; outstanding: number | null }[];
  repayments: { transactionId: string; amount: number }[];
  dues: Due[];
  requests: { id: string; status: string }[];
};

const accountOf = async (supplierId?: string): Promise<Account> => {
  const path = `/v1/customer/supplier-accounts${supplierId === undefined ? '' : `/${supplierId}`}`;
  const answer = await w.s.call('GET', path, undefined, w.headers);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return (await json<{ account: Account }>(answer)).account;
};

const order = async (supplierId: string, amount: number, state?: 'settled' | 'on_hold') => {
  const answer = await w.s.call('POST', `/__sandbox/customers/${w.who.phone}/marketplace-orders`, {
    supplierId,
    amount,
    ...(state === undefined ? {} : { state }),
  });
  return answer;
};

/** A card repayment, its OTP typed: it succeeds and is booked. */
async function repayByCard(key: string, amount: number, supplierId?: string) {
  const started = await w.s.call(
    'POST',
    '/v2/repayment/initiate-transaction',
    {
      purpose: 'repayment',
      paymentMethod: 'DEBIT_CARD',
      returnUrl: '/supplier/x/payment-history/payment-methods',
      ...(supplierId === undefined ? {} : { supplierId }),
      repaymentDTO: {
        amount,
        cardInfo: { cardNumber: '4111111111111111', cvv: '123', expiry: '12/40', saveCard: false },
      },
    },
    { ...w.headers, 'idempotency-key': key },
  );
  if (started.status !== 200) return started;
  const { transaction } = await json<{ transaction: { transactionId: string } }>(started);
  const otp = await latestOtp(w.s, w.who.phone);
  return w.s.call(
    'POST',
    '/v1/customer/verify-payment-otp',
    { transactionId: transaction.transactionId, otp },
    w.headers,
  );
}

describe('a supplier’s account', () => {
  it('shows a consented marketplace order as a due, and a held one as a spend only', async () => {
    w = await purchaseWorld('9123481001');
    expect((await order(LISTED.id, 12_000)).status).toBe(200);
    expect((await order(LISTED.id, 3_000, 'on_hold')).status).toBe(200);
    const account = await accountOf(LISTED.id);
    expect(account.supplier).toMatchObject({ id: LISTED.id, name: LISTED.name });
    expect(account.owed).toBe(12_000);
    expect(account.dues).toMatchObject([{ amount: 12_000, outstanding: 12_000, overdue: false }]);
    expect(account.spends.map((spend) => spend.status).sort()).toEqual(['on_hold', 'settled']);
    // Both hold limit: the settled one as a drawdown, the held one as a hold.
    expect(await w.available()).toBe(485_000);
    const payable = await json<{ totalDue: number; payableNow: number }>(
      await w.s.call('GET', `/v1/customer/transaction?supplierId=${LISTED.id}`, undefined, w.headers),
    );
    expect(payable).toMatchObject({ totalDue: 12_000, payableNow: 12_000 });
  });

  it('refuses an order beyond the available limit, as any spend', async () => {
    w = await purchaseWorld('9123481002', 10_000);
    expect((await errorOf(await order(LISTED.id, 10_001))).code).toBe('EPL-40962');
  });

  it('pays the supplier’s drawdowns first with a repayment from its page, and no more than it owes', async () => {
    w = await purchaseWorld('9123481003');
    await order(w.ownSupplierId, 5_000);
    await order(LISTED.id, 8_000);
    expect((await errorOf(await repayByCard('supplier-too-much', 8_001, LISTED.id))).code).toBe('EPL-42210');
    const paid = await repayByCard('supplier-repay-1', 8_000, LISTED.id);
    expect(paid.status).toBe(200);
    const listed = await accountOf(LISTED.id);
    expect(listed).toMatchObject({ owed: 0, dues: [], nextDueDate: null });
    expect(listed.repayments).toMatchObject([{ amount: 8_000 }]);
    // The older drawdown, at another supplier, is untouched: oldest-first would have paid it.
    expect((await accountOf(w.ownSupplierId)).owed).toBe(5_000);
    const all = await accountOf();
    expect([all.supplier, all.owed, all.dues.length]).toEqual([null, 5_000, 1]);
  });

  it('answers 404 for another customer’s supplier, and a repayment naming it', async () => {
    w = await purchaseWorld('9123481004');
    await order(w.ownSupplierId, 1_000);
    const other = await logIn(w.s, '9123481005');
    await w.s.call('PUT', '/__sandbox/customers/9123481005/credit-account', { creditLimit: 100_000 });
    const theirs = { authorization: `Bearer ${other.token}` };
    const read = await w.s.call('GET', `/v1/customer/supplier-accounts/${w.ownSupplierId}`, undefined, theirs);
    expect(read.status).toBe(404);
    const payable = await w.s.call('GET', `/v1/customer/transaction?supplierId=${w.ownSupplierId}`, undefined, theirs);
    expect(payable.status).toBe(404);
    // A listed supplier they never drew at: no due to pay there.
    const repay = await w.s.call(
      'POST',
      '/v2/repayment/initiate-transaction',
      {
        purpose: 'repayment',
        paymentMethod: 'UPI',
        returnUrl: '/dashboard/payment-methods',
        supplierId: LISTED.id,
        repaymentDTO: { amount: 100, upiInfo: { vpa: 'asha@okbank' } },
      },
      { ...theirs, 'idempotency-key': 'their-supplier-1' },
    );
    expect(repay.status).toBeGreaterThanOrEqual(404);
    expect((await accountOf()).owed).toBe(1_000);
  });
});
