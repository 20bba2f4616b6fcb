import { auth, json, logIn, makeSandbox } from './sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from './sandbox.ts';

// A borrower with a credit line and a processing fee, and the calls an attacker's script (or an
// unlucky customer's double tap) makes on the payment rails, for the money tests.

export type Payable = {
  totalDue: number;
  available: number;
  creditLimit: number;
  pendingRepayments: number;
  payableNow: number;
  creditBalance: number;
  creditBalanceRefundBy: string | null;
};
export type Transaction = {
  transactionId: string;
  purpose: 'repayment' | 'processingFee';
  amount: number;
  status: 'created' | 'pending' | 'success' | 'failed';
  reason: string | null;
  lateAfterFailure: boolean;
  refundBy: string | null;
};
export type Fee = { processingFeeId: string; total: number; paid: boolean };
export type Statement = { closingBalance: number; creditBalance: number; creditBalanceRefundBy: string | null };

export type MoneyWorld = {
  s: TestSandbox;
  who: LoggedIn;
  fee: Fee;
  payable(): Promise<Payable>;
  repay(key: string, amount: number, method?: 'UPI' | 'NET_BANKING'): Promise<Response>;
  payFee(key: string, amount: number, couponCode: string | null): Promise<Response>;
  decide(id: string, decision: 'approve' | 'decline' | 'pending' | 'lateSuccess'): Promise<Response>;
  read(id: string): Promise<Transaction>;
  payments(): Promise<Transaction[]>;
  readFee(): Promise<Fee>;
  statement(from?: string, to?: string): Promise<Statement>;
};

export async function moneyWorld(phone: string, drawdown = 1000, feeAmount = 1000): Promise<MoneyWorld> {
  const s = makeSandbox();
  const who = await logIn(s, phone);
  const seeded = await s.call('PUT', `/__sandbox/customers/${phone}/credit-account`, { drawdown });
  if (seeded.status !== 200) throw new Error(`credit-account answered ${seeded.status}`);
  const fee = await json<Fee>(
    await s.call('PUT', `/__sandbox/customers/${phone}/processing-fee`, { amount: feeAmount }),
  );
  const headers = auth(who.token);
  const initiate = (key: string, body: unknown) =>
    s.call('POST', '/v2/repayment/initiate-transaction', body, { ...headers, 'idempotency-key': key });
  const method = (kind: 'UPI' | 'NET_BANKING') =>
    kind === 'UPI' ? { upiInfo: { vpa: 'asha@okbank' } } : { bankCode: 'HDFC' };
  return {
    s,
    who,
    fee,
    payable: async () => json<Payable>(await s.call('GET', '/v1/customer/transaction', undefined, headers)),
    repay: (key, amount, kind = 'UPI') =>
      initiate(key, {
        purpose: 'repayment',
        paymentMethod: kind,
        returnUrl: '/dashboard/payment-methods',
        repaymentDTO: { amount, ...method(kind) },
      }),
    payFee: (key, amount, couponCode) =>
      initiate(key, {
        purpose: 'processingFee',
        paymentMethod: 'UPI',
        returnUrl: '/dashboard/processing-fee',
        processingFee: { processingFeeId: fee.processingFeeId, couponCode },
        repaymentDTO: { amount, upiInfo: { vpa: 'asha@okbank' } },
      }),
    decide: (id, decision) => s.call('POST', `/__sandbox/payments/${id}/decision`, { decision }),
    read: async (id) =>
      (
        await json<{ transaction: Transaction }>(
          await s.call('GET', `/v1/customer/transaction/${id}/payments-details`, undefined, headers),
        )
      ).transaction,
    payments: async () =>
      (
        await json<{ payments: Transaction[] }>(
          await s.call('GET', '/v2/customer/transaction-details', undefined, headers),
        )
      ).payments,
    readFee: async () =>
      json<Fee>(await s.call('GET', `/v1/repayment/processing-fee/${fee.processingFeeId}`, undefined, headers)),
    statement: async (from = '2026-01-01', to = '2026-12-31') =>
      json<Statement>(await s.call('GET', `/v1/customer/credit-statement?from=${from}&to=${to}`, undefined, headers)),
  };
}

export const errorOf = async (response: Response) => (await json<ErrorAnswer>(response)).error;
export const startedId = async (response: Response) =>
  (await json<{ transaction: Transaction }>(response)).transaction.transactionId;
