import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { downloadReceipt, receiptFileName } from '../../../src/journeys/receipt/api/index.ts';
import { getPaymentHistory, initiatePayment } from '../../../src/api/payment/payment.ts';
import { payFeeWithCoupon } from '../../../src/api/payment/fee.ts';
import { receiptMachine } from '../../../src/journeys/receipt/receipt.machine.ts';
import { createHarness, type Harness } from '../../support/sandbox-client.ts';
import { inr } from '../../support/money.ts';
import { messageOf } from '../../../machines/kit/app-call.ts';

// The receipt call through the app's client against the sandbox: a successful payment's PDF, and a
// payment without one (409) or another customer's (404) as the lender's plain sentence, no popup.
// The button's machine: busy once however often it is pressed, saved under its name, or the sentence.

const PHONE = '9876500051';
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.close());

async function upi(amount: number, decision: 'approve' | 'pending', key: string): Promise<string> {
  const started = await initiatePayment(h.client, {
    purpose: 'repayment',
    amount: inr(amount),
    details: { method: 'UPI', vpa: 'asha@okbank' },
    returnUrl: '/credit-statement/payment-methods',
    idempotencyKey: key,
  });
  const id = started.transaction.transactionId;
  expect((await h.control('POST', `/__sandbox/payments/${id}/decision`, { decision })).status).toBe(200);
  return id;
}

describe('receipt calls', () => {
  it('downloads a successful payment’s receipt and says why a pending one has none', async () => {
    await h.signIn(PHONE);
    await h.control('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 4000 });
    const paid = await upi(1000, 'approve', 'receipt-call-paid');
    const pending = await upi(500, 'pending', 'receipt-call-pending');
    const history = await getPaymentHistory(h.client);
    expect(history.payments.map((payment) => payment.status).sort()).toEqual(['pending', 'success']);
    const pdf = await downloadReceipt(h.client, { transactionId: paid });
    expect(new TextDecoder().decode(await pdf.slice(0, 5).arrayBuffer())).toBe('%PDF-');
    const error = await downloadReceipt(h.client, { transactionId: pending }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EPL-40942' });
    expect(messageOf(error)).toBe('This payment has not succeeded, so there is no receipt for it.');
    // Another customer asks for the first one's receipt: the same 404 as for a payment that does not exist.
    await h.signIn('9876500052');
    const stolen = await downloadReceipt(h.client, { transactionId: paid }).catch((thrown: unknown) => thrown);
    expect(stolen).toMatchObject({ status: 404 });
    expect(h.recorded.popups).toEqual([]);
  });
});

describe('a processing fee’s tax invoice', () => {
  it('downloads once the fee is paid, under the fee’s name, and says why not before', async () => {
    await h.signIn('9876500053');
    const seeded = await h.control('PUT', '/__sandbox/customers/9876500053/processing-fee', { amount: 2000 });
    const { processingFeeId } = (await seeded.json()) as { processingFeeId: string };
    const early = await downloadReceipt(h.client, { processingFeeId }).catch((thrown: unknown) => thrown);
    expect(early).toMatchObject({ status: 409, code: 'EPL-40909' });
    expect(messageOf(early)).toBe('The tax invoice is issued once the fee is paid.');
    // A coupon that covers the whole fee pays it: the invoice then shows a taxable value of nothing.
    expect(await payFeeWithCoupon(h.client, { processingFeeId, couponCode: 'FREEFEE' })).toMatchObject({ paid: true });
    const pdf = await downloadReceipt(h.client, { processingFeeId });
    expect(new TextDecoder().decode(await pdf.slice(0, 5).arrayBuffer())).toBe('%PDF-');
    expect(receiptFileName({ processingFeeId })).toBe(`saakh-tax-invoice-${processingFeeId}.pdf`);
    expect(h.recorded.popups).toEqual([]);
  });
});

describe('the receipt button’s machine', () => {
  it('asks once while busy, then saves under the payment’s name; a failure keeps the sentence', async () => {
    const saved: string[] = [];
    let calls = 0;
    let fail = false;
    const logic = receiptMachine.provide({
      actors: {
        downloadReceipt: fromPromise(async () => {
          calls += 1;
          if (fail) throw new Error('This payment has not succeeded, so there is no receipt for it.');
          return new Blob(['%PDF-'], { type: 'application/pdf' });
        }),
      },
      actions: { saveFile: (_, params) => saved.push(params.name) },
    });
    const actor = createActor(logic, { input: { transactionId: 'TXN0123456789ABCDEF' } }).start();
    actor.send({ type: 'DOWNLOAD' });
    actor.send({ type: 'DOWNLOAD' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(calls).toBe(1);
    expect(saved).toEqual(['saakh-receipt-TXN0123456789ABCDEF.pdf']);
    expect(actor.getSnapshot().context.savedAs).toBe(receiptFileName({ transactionId: 'TXN0123456789ABCDEF' }));
    fail = true;
    actor.send({ type: 'DOWNLOAD' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('This payment has not succeeded, so there is no receipt for it.');
  });
});
