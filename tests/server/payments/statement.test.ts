import { afterEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { auth, json, latestOtp, logIn, makeSandbox, testClock } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';

// The credit statement for a period (docs/sandbox.md, "Credit statement"): opening balance, each
// debit and credit, closing balance; and the same as a real PDF, whose error answers are JSON.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400301';

describe('credit statement', () => {
  it('lists the drawdown and a repayment with the balances, and downloads as a PDF', async () => {
    s = makeSandbox();
    const who = await logIn(s, PHONE);
    await s.call('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 8000 });
    const started = await json<{ transaction: { transactionId: string } }>(
      await s.call(
        'POST',
        '/v2/repayment/initiate-transaction',
        {
          purpose: 'repayment',
          paymentMethod: 'DEBIT_CARD',
          returnUrl: '/credit-statement/payment-methods',
          repaymentDTO: {
            amount: 3000,
            cardInfo: { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', saveCard: false },
          },
        },
        { ...auth(who.token), 'idempotency-key': 'statement-1' },
      ),
    );
    const otp = await latestOtp(s, PHONE);
    await s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: started.transaction.transactionId, otp },
      auth(who.token),
    );
    const today = new Date().toISOString().slice(0, 10);
    const period = `from=2020-01-01&to=${today}`;
    const statement = await json<{
      openingBalance: number;
      closingBalance: number;
      lines: { debit: number; credit: number }[];
    }>(await s.call('GET', `/v1/customer/credit-statement?${period}`, undefined, auth(who.token)));
    expect(statement).toMatchObject({ openingBalance: 0, closingBalance: 5000 });
    expect(statement.lines.map((line) => [line.debit, line.credit])).toEqual([
      [8000, 0],
      [0, 3000],
    ]);
    const pdf = await s.call('GET', `/v2/customer/generate-statement?${period}`, undefined, auth(who.token));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`saakh-statement-2020-01-01-to-${today}.pdf`);
    const document = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(document.getPageCount()).toBe(1);
    const backwards = await s.call(
      'GET',
      `/v2/customer/generate-statement?from=${today}&to=2020-01-01`,
      undefined,
      auth(who.token),
    );
    expect(backwards.status).toBe(400);
    expect((await json<ErrorAnswer>(backwards)).error.code).toBe('EPL-40000');
  });
});

describe('charges on the statement, and whose statement it is', () => {
  it('shows the interest and the late fee once the clock has passed the month end and the due date', async () => {
    const clock = testClock(Date.UTC(2026, 0, 10, 9, 0, 0));
    s = makeSandbox({ clock });
    await logIn(s, PHONE);
    await s.call('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 10000 });
    clock.advance(36 * 24 * 60 * 60 * 1000);
    // Tokens last a day: the borrower signs in again on 15 Feb.
    const who = await logIn(s, PHONE);
    const statement = await json<{ closingBalance: number; lines: { description: string; debit: number }[] }>(
      await s.call('GET', '/v1/customer/credit-statement?from=2026-01-01&to=2026-02-28', undefined, auth(who.token)),
    );
    expect(statement.lines.map((line) => [line.description, line.debit])).toEqual([
      ['Supplier payment', 10000],
      ['Interest for Jan 2026 at 18% a year', 108.49],
      ['Late fee: 2% of the amount overdue since 09 Feb 2026', 200],
    ]);
    expect(statement.closingBalance).toBe(10308.49);
    const payable = await json<{ totalDue: number }>(
      await s.call('GET', '/v1/customer/transaction', undefined, auth(who.token)),
    );
    expect(payable.totalDue).toBe(10308.49);
    const pdf = await s.call(
      'GET',
      '/v2/customer/generate-statement?from=2026-01-01&to=2026-02-28',
      undefined,
      auth(who.token),
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it("reads only the token owner's statement, history and payments", async () => {
    s = makeSandbox();
    const owner = await logIn(s, PHONE);
    await s.call('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 8000 });
    const started = await json<{ transaction: { transactionId: string } }>(
      await s.call(
        'POST',
        '/v2/repayment/initiate-transaction',
        {
          purpose: 'repayment',
          paymentMethod: 'UPI',
          returnUrl: '/credit-statement/payment-methods',
          repaymentDTO: { amount: 1000, upiInfo: { vpa: 'asha@okbank' } },
        },
        { ...auth(owner.token), 'idempotency-key': 'owner-key-1' },
      ),
    );
    const other = await logIn(s, '9123400302');
    const period = 'from=2020-01-01&to=2030-01-01';
    const statement = await s.call('GET', `/v1/customer/credit-statement?${period}`, undefined, auth(other.token));
    expect(statement.status).toBe(404);
    expect((await json<ErrorAnswer>(statement)).error.code).toBe('EPL-40410');
    const pdf = await s.call('GET', `/v2/customer/generate-statement?${period}`, undefined, auth(other.token));
    expect(pdf.status).toBe(404);
    const history = await json<{ payments: unknown[] }>(
      await s.call('GET', '/v2/customer/transaction-details', undefined, auth(other.token)),
    );
    expect(history.payments).toEqual([]);
    const id = started.transaction.transactionId;
    const detail = await s.call('GET', `/v1/customer/transaction/${id}/payments-details`, undefined, auth(other.token));
    expect(detail.status).toBe(404);
    const own = await json<{ payments: { transactionId: string }[] }>(
      await s.call('GET', '/v2/customer/transaction-details', undefined, auth(owner.token)),
    );
    expect(own.payments.map((payment) => payment.transactionId)).toEqual([id]);
  });
});
