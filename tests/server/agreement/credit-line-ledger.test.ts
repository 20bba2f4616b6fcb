import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, latestOtp, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';

// The credit line has one record: the activation opens the ledger's account, and what home and
// the agreement report as available is the ledger's, so a repayment shows on the dashboard's card.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9876500031';
type Home = { creditAccountInfo: { loanId: string; creditLimit: number; availableLimit: number } | null };

async function activeLine(drawn: number) {
  s = makeSandbox();
  const login = await logIn(s, PHONE);
  const control = (body: unknown) => s.call('PUT', `/__sandbox/customers/${PHONE}/agreement`, body);
  const seeded = await json<{ agreement: { loanId: string } }>(await control({ seed: { nbfcName: 'arthika' } }));
  const { loanId } = seeded.agreement;
  // Straight to the lender's review, as a signed agreement would be.
  s.db.prepare("UPDATE loan_agreements SET signed_at = '2026-01-15T10:00:00.000Z' WHERE loan_id = ?").run(loanId);
  for (const review of ['opsReview', 'approve']) expect((await control({ review })).status).toBe(200);
  expect((await control({ review: 'activate', drawn })).status).toBe(200);
  return { ...login, loanId, headers: auth(login.token) };
}

const homeOf = async (headers: Record<string, string>) =>
  json<Home>(await s.call('GET', '/v1/home', undefined, headers));

describe('one credit account', () => {
  it('opens the ledger account at activation, once, at the agreed limit and the lender’s rate', async () => {
    const { loanId, customerId } = await activeLine(0);
    const again = await s.call('PUT', `/__sandbox/customers/${PHONE}/agreement`, { drawn: 0 });
    expect(again.status).toBe(200);
    const accounts = s.db.prepare('SELECT * FROM credit_accounts WHERE customer_id = ?').all(customerId);
    expect(accounts).toEqual([
      expect.objectContaining({ loan_id: loanId, credit_limit_paise: 50_000_000, annual_rate: 18 }),
    ]);
    const columns = s.db.prepare('PRAGMA table_info(loan_agreements)').all() as { name: string }[];
    expect(columns.map((column) => column.name)).not.toContain('drawn');
  });

  it('reports what is available from the ledger, so a repayment moves the dashboard’s card', async () => {
    const { loanId, headers } = await activeLine(100000);
    expect((await homeOf(headers)).creditAccountInfo).toEqual({ loanId, creditLimit: 500000, availableLimit: 400000 });
    const dues = await json<{ totalDue: number; available: number }>(
      await s.call('GET', '/v1/customer/transaction', undefined, headers),
    );
    expect(dues).toMatchObject({ totalDue: 100000, available: 400000 });

    const started = await json<{ transaction: { transactionId: string } }>(
      await s.call(
        'POST',
        '/v2/repayment/initiate-transaction',
        {
          purpose: 'repayment',
          paymentMethod: 'DEBIT_CARD',
          returnUrl: '/dashboard/payment-methods',
          repaymentDTO: {
            amount: 25000,
            cardInfo: { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', saveCard: false },
          },
        },
        { ...headers, 'idempotency-key': 'line-repay-1' },
      ),
    );
    const otp = await latestOtp(s, PHONE);
    const verified = await s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: started.transaction.transactionId, otp },
      headers,
    );
    expect(verified.status).toBe(200);

    expect((await homeOf(headers)).creditAccountInfo?.availableLimit).toBe(425000);
    const agreement = await json<{ creditAccount: { availableLimit: number; coolingOff: { principal: number } } }>(
      await s.call('GET', `/v2/creditloan/${loanId}/loan-document`, undefined, headers),
    );
    expect(agreement.creditAccount).toMatchObject({ availableLimit: 425000, coolingOff: { principal: 75000 } });
  });

  it('sets what is owed through the ledger when QA moves it down as well as up', async () => {
    const { headers } = await activeLine(100000);
    expect((await s.call('PUT', `/__sandbox/customers/${PHONE}/agreement`, { drawn: 40000 })).status).toBe(200);
    expect((await homeOf(headers)).creditAccountInfo?.availableLimit).toBe(460000);
  });
});
