import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, latestOtp, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { responsePdfText } from '../../support/server/pdf-text.ts';
import { invoiceNumberOf, taxSplitOf } from '../../../server/payment/fee-invoice.ts';
import { asPaise } from '../../../server/kit/money.ts';

// The processing fee the KFS states is the fee the lender raises when the line opens (ADR 049), with
// its 18 % GST, and once paid it has a tax invoice: the lender's GSTIN, its number, SAC 997113, the
// taxable value, CGST and SGST (or IGST) and the total paid.

let s: TestSandbox;
afterEach(() => s?.close());

const PHONE = '9876500041';
type Fee = { processingFeeId: string; amount: number; gst: number; total: number; paid: boolean };
type KeyFacts = { fees: { name: string; payableTo: string; amount: number; gst: number }[] };

describe('the tax split and the invoice number', () => {
  it('is CGST and SGST within a state, IGST between states; the number is the financial year and the fee', () => {
    expect(taxSplitOf(asPaise(97_201), '27', null)).toEqual({ cgst: 48_600, sgst: 48_601, igst: 0 });
    expect(taxSplitOf(asPaise(97_200), '27', '27')).toEqual({ cgst: 48_600, sgst: 48_600, igst: 0 });
    expect(taxSplitOf(asPaise(97_200), '27', '29')).toEqual({ cgst: 0, sgst: 0, igst: 97_200 });
    const fee = { id: 'PF-1A2B3C4D', created_at: '2026-03-01T00:00:00.000Z' };
    // 31 Mar 2026, 20:00 UTC is 1 Apr in India: the new financial year.
    expect(invoiceNumberOf({ ...fee, paid_at: '2026-03-31T20:00:00.000Z' })).toBe('2627/PF-1A2B3C4D');
    expect(invoiceNumberOf({ ...fee, paid_at: '2026-03-31T10:00:00.000Z' })).toBe('2526/PF-1A2B3C4D');
    expect(invoiceNumberOf({ ...fee, paid_at: null }).length).toBeLessThanOrEqual(16);
  });
});

describe('the processing fee of a credit line', () => {
  it('is raised at activation as the KFS states it, and once paid has a GST invoice', async () => {
    s = makeSandbox();
    const who = await logIn(s, PHONE);
    const headers = auth(who.token);
    const control = (body: unknown) => s.call('PUT', `/__sandbox/customers/${PHONE}/agreement`, body);
    const seed = await json<{ agreement: { loanId: string; loanReference: string } }>(
      await control({ seed: { nbfcName: 'arthika', approvedAmount: 360_000 } }),
    );
    const { loanId, loanReference } = seed.agreement;
    const { keyFacts } = await json<{ keyFacts: KeyFacts }>(
      await s.call('GET', `/v2/creditloan/${loanId}/loan-document`, undefined, headers),
    );
    const kfsFee = keyFacts.fees.find((fee) => fee.payableTo === 'lender');
    // Arthika: 1.5 % of ₹3,60,000, and 18 % GST on it.
    expect(kfsFee).toMatchObject({ name: 'Processing fee', amount: 5400, gst: 972 });

    const home = async () =>
      json<{ processingFeeDetails: Fee | null }>(await s.call('GET', '/v1/home', undefined, headers));
    expect((await home()).processingFeeDetails).toBeNull();
    for (const review of ['opsReview', 'approve']) expect((await control({ review })).status).toBe(200);
    expect((await home()).processingFeeDetails).toBeNull();
    expect((await control({ review: 'activate' })).status).toBe(200);
    const due = (await home()).processingFeeDetails;
    expect(due).toMatchObject({ amount: 5400, gstPercent: 18, gst: 972, total: 6372 });
    const feeId = due?.processingFeeId ?? '';

    const invoicePath = `/v1/repayment/processing-fee/${feeId}/invoice`;
    const early = await s.call('GET', invoicePath, undefined, headers);
    expect(early.status).toBe(409);
    expect((await json<ErrorAnswer>(early)).error.code).toBe('EPL-40909');

    const started = await s.call(
      'POST',
      '/v2/repayment/initiate-transaction',
      {
        purpose: 'processingFee',
        paymentMethod: 'DEBIT_CARD',
        returnUrl: '/dashboard/processing-fee',
        processingFee: { processingFeeId: feeId, couponCode: null },
        repaymentDTO: {
          amount: 6372,
          cardInfo: { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', saveCard: false },
        },
      },
      { ...headers, 'idempotency-key': 'fee-invoice-1' },
    );
    expect(started.status).toBe(200);
    const { transaction } = await json<{ transaction: { transactionId: string } }>(started);
    const otp = await latestOtp(s, PHONE);
    const verified = await s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: transaction.transactionId, otp },
      headers,
    );
    expect(verified.status).toBe(200);
    expect((await home()).processingFeeDetails).toBeNull();

    const text = await responsePdfText(await s.call('GET', invoicePath, undefined, headers));
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Supplier GSTIN\n27AABCA1234F1Z9');
    expect(text).toMatch(/Invoice number\n\d{4}\/PF-[0-9A-F]{8}/);
    expect(text).toContain(`Loan reference\n${loanReference}`);
    expect(text).toContain('997113');
    expect(text).toContain('Taxable value\nRs. 5,400.00');
    expect(text).toContain('CGST at 9%\nRs. 486.00');
    expect(text).toContain('SGST at 9%\nRs. 486.00');
    expect(text).toContain('Total\nRs. 6,372.00');

    // Another customer's fee is as unknown as a missing one.
    const other = await logIn(s, '9876500042');
    expect((await s.call('GET', invoicePath, undefined, auth(other.token))).status).toBe(404);
  });
});
