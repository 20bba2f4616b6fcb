import { afterEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { auth, json, latestOtp, logIn, makeSandbox } from '../../support/server/sandbox.ts';
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
