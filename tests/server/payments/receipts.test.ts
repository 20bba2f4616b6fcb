import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, latestOtp, logIn, makeSandbox, testClock } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { activeLoan, upiRepayment } from '../../support/server/active-loan.ts';
import { responsePdfText } from '../../support/server/pdf-text.ts';

// Receipts (docs/decisions/024): every successful payment, a repayment or the processing fee, has
// a PDF receipt for its own customer only (another's answers 404 as an unknown one); a payment that
// has not succeeded has none (409, §8 shape). A card is never named by its digits.

let s: TestSandbox;
afterEach(() => s.close());

const receiptPath = (id: string) => `/v1/customer/transaction/${id}/receipt`;

describe('payment receipts', () => {
  it('has the number, date, parties, loan, purpose, method, amount, reference and status', async () => {
    s = makeSandbox({ clock: testClock(Date.UTC(2026, 10, 29, 5, 0, 0)) });
    const loan = await activeLoan(s, '9123400701', 50000);
    const id = await upiRepayment(s, loan, 1500, 'approve');
    const answer = await s.call('GET', receiptPath(id), undefined, loan.headers);
    const disposition = answer.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="saakh-receipt-RCPT-20261129-[0-9A-F]{5}-[0-9A-F]{5}\.pdf"$/);
    const text = await responsePdfText(answer);
    for (const expected of [
      'Payment receipt',
      'Receipt number',
      'RCPT-20261129-',
      '29 Nov 2026, 10:30 IST',
      'Asha Verma',
      'Verma Traders',
      'Arthika Finance Limited',
      loan.loanReference,
      'Repayment of your credit line',
      'UPI (asha@okbank)',
      'Rs. 1,500.00',
      id,
      'Successful',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain(loan.loanId);
    // The same receipt, with the same number, every time it is downloaded.
    const again = await s.call('GET', receiptPath(id), undefined, loan.headers);
    expect(again.headers.get('content-disposition')).toBe(disposition);
  });

  it('names a card by its kind only, and receipts the processing fee', async () => {
    s = makeSandbox();
    const loan = await activeLoan(s, '9123400702', 50000);
    const started = await json<{ transaction: { transactionId: string } }>(
      await s.call(
        'POST',
        '/v2/repayment/initiate-transaction',
        {
          purpose: 'repayment',
          paymentMethod: 'DEBIT_CARD',
          returnUrl: '/credit-statement/payment-methods',
          repaymentDTO: {
            amount: 2000,
            cardInfo: { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', saveCard: false },
          },
        },
        { ...loan.headers, 'idempotency-key': 'card-receipt-1' },
      ),
    );
    const cardId = started.transaction.transactionId;
    const otp = await latestOtp(s, loan.phone);
    await s.call('POST', '/v1/customer/verify-payment-otp', { transactionId: cardId, otp }, loan.headers);
    const card = await responsePdfText(await s.call('GET', receiptPath(cardId), undefined, loan.headers));
    expect(card).toContain('Debit card');
    expect(card).not.toMatch(/4111|1111/);

    const fee = await json<{ processingFeeId: string; total: number }>(
      await s.call('PUT', `/__sandbox/customers/${loan.phone}/processing-fee`, { amount: 7500 }),
    );
    const feePayment = await json<{ transaction: { transactionId: string } }>(
      await s.call(
        'POST',
        '/v2/repayment/initiate-transaction',
        {
          purpose: 'processingFee',
          paymentMethod: 'NET_BANKING',
          returnUrl: '/dashboard/processing-fee',
          processingFee: { processingFeeId: fee.processingFeeId, couponCode: null },
          repaymentDTO: { amount: fee.total, bankCode: 'HDFC' },
        },
        { ...loan.headers, 'idempotency-key': 'fee-receipt-1' },
      ),
    );
    const feeId = feePayment.transaction.transactionId;
    await s.call('POST', `/__sandbox/payments/${feeId}/decision`, { decision: 'approve' });
    const feeText = await responsePdfText(await s.call('GET', receiptPath(feeId), undefined, loan.headers));
    // ₹7,500 and 18 % GST on it.
    for (const expected of ['Processing fee', 'Net banking (HDFC Bank)', 'Rs. 8,850.00', loan.loanReference]) {
      expect(feeText, expected).toContain(expected);
    }
  });

  it("answers another customer's receipt as an unknown one (404), and needs a token", async () => {
    s = makeSandbox();
    const owner = await activeLoan(s, '9123400703', 50000);
    const id = await upiRepayment(s, owner, 1000, 'approve');
    const other = await logIn(s, '9123400704');
    const stolen = await s.call('GET', receiptPath(id), undefined, auth(other.token));
    expect(stolen.status).toBe(404);
    expect(stolen.headers.get('content-type')).toContain('application/json');
    const unknown = await s.call('GET', receiptPath('TXN0000000000000000'), undefined, auth(other.token));
    expect(unknown.status).toBe(404);
    // The same answer for both: nothing tells another customer's payment from none.
    expect(await json<ErrorAnswer>(stolen)).toEqual(await json<ErrorAnswer>(unknown));
    expect((await s.call('GET', receiptPath(id))).status).toBe(401);
    const malformed = await s.call('GET', receiptPath('not-a-payment'), undefined, owner.headers);
    expect(malformed.status).toBe(400);
  });

  it('has none for a payment waiting, pending or failed: 409 in the §8 shape', async () => {
    s = makeSandbox();
    const loan = await activeLoan(s, '9123400705', 50000);
    const waiting = await upiRepayment(s, loan, 1000, null, 'receipt-waiting');
    const pending = await upiRepayment(s, loan, 1000, 'pending', 'receipt-pending');
    const failed = await upiRepayment(s, loan, 1000, 'decline', 'receipt-failed');
    for (const id of [waiting, pending, failed]) {
      const answer = await s.call('GET', receiptPath(id), undefined, loan.headers);
      expect(answer.status, id).toBe(409);
      const body = await json<ErrorAnswer>(answer);
      expect(body).toEqual({ error: { code: 'EPL-40942', message: expect.stringMatching(/no receipt/) } });
    }
  });
});
