import { expect } from 'vitest';
import { auth, json, logIn } from './sandbox.ts';
import type { TestSandbox } from './sandbox.ts';

// A borrower whose loan went the lender's way (seeded, signed, approved, activated) with `drawn`
// rupees used, named as a real borrower is, so their documents have every party to print.

export type ActiveLoan = {
  token: string;
  customerId: string;
  phone: string;
  loanId: string;
  loanReference: string;
  headers: Record<string, string>;
};

export async function activeLoan(s: TestSandbox, phone: string, drawn: number): Promise<ActiveLoan> {
  const login = await logIn(s, phone);
  s.db
    .prepare("UPDATE customers SET first_name = 'Asha', last_name = 'Verma', business_name = ? WHERE id = ?")
    .run('Verma Traders', login.customerId);
  const control = (body: unknown) => s.call('PUT', `/__sandbox/customers/${phone}/agreement`, body);
  const seeded = await json<{ agreement: { loanId: string; loanReference: string } }>(
    await control({ seed: { nbfcName: 'arthika' } }),
  );
  const { loanId, loanReference } = seeded.agreement;
  s.db
    .prepare('UPDATE loan_agreements SET signed_at = ? WHERE loan_id = ?')
    .run(new Date(s.clock.now()).toISOString(), loanId);
  for (const review of ['opsReview', 'approve']) expect((await control({ review })).status).toBe(200);
  expect((await control({ review: 'activate', drawn })).status).toBe(200);
  return { token: login.token, customerId: login.customerId, phone, loanId, loanReference, headers: auth(login.token) };
}

/** A UPI repayment of `amount` rupees the bank then answers with `decision`; its transaction id. */
export async function upiRepayment(
  s: TestSandbox,
  loan: ActiveLoan,
  amount: number,
  decision: 'approve' | 'decline' | 'pending' | null,
  key = `repay-${String(amount).replace(/\W/g, '_')}-${decision ?? 'open'}`,
): Promise<string> {
  const started = await s.call(
    'POST',
    '/v2/repayment/initiate-transaction',
    {
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: '/credit-statement/payment-methods',
      repaymentDTO: { amount, upiInfo: { vpa: 'asha@okbank' } },
    },
    { ...loan.headers, 'idempotency-key': key },
  );
  expect(started.status).toBe(200);
  const { transaction } = await json<{ transaction: { transactionId: string } }>(started);
  if (decision) {
    const decided = await s.call('POST', `/__sandbox/payments/${transaction.transactionId}/decision`, { decision });
    expect(decided.status).toBe(200);
  }
  return transaction.transactionId;
}
