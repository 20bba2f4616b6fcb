import { afterEach, describe, expect, it } from 'vitest';
import { json, latestOtp, wrongCode } from '../../support/server/sandbox.ts';
import {
  LISTED,
  errorOf,
  pdfFile,
  purchaseWorld,
  quick,
  type PurchaseWorld,
  type Spend,
} from '../../support/server/purchase-world.ts';

// A spend on the credit line (issue 30, ADR 039): created with its invoices and an Idempotency-Key,
// confirmed by OTP, then as the rails report it. The available limit drops the moment a spend is
// recorded (its hold) and stays down once settled (its drawdown), and comes back when it ends unpaid.

let w: PurchaseWorld;
afterEach(() => w.s.close());

const invoicePayment = (supplierId: string) => ({
  channel: 'invoice',
  supplierId,
  amount: 120_000,
  invoices: [
    { number: 'INV-101', date: '2026-01-10', amount: 70_000 },
    { number: 'INV-102', date: '2026-01-12', amount: 50_000 },
  ],
});

describe('paying a supplier ₹1,20,000 against two invoices', () => {
  it('holds the limit at once, confirms by OTP, and draws it down when the rails settle', async () => {
    w = await purchaseWorld('9123450001');
    const quote = await w.s.call(
      'POST',
      '/v1/customer/transaction',
      { amount: 120_000, supplierId: w.ownSupplierId },
      w.headers,
    );
    expect(await json(quote)).toMatchObject({
      amount: 120_000,
      fee: 0,
      availableBefore: 500_000,
      availableAfter: 380_000,
      interestFreeDays: 30,
      interestFreeUntil: '2026-02-13',
      dueDate: '2026-02-14',
      refusal: null,
    });

    const created = await w.spend('spend-two-invoices', invoicePayment(w.ownSupplierId), {
      invoice0: pdfFile('one'),
      invoice1: pdfFile('two'),
    });
    expect(created.status).toBe(200);
    const spend = (await json<{ transaction: Spend }>(created)).transaction;
    expect(spend).toMatchObject({ status: 'created', amount: 120_000, holdsLimit: true, channel: 'invoice' });
    expect(spend.transactionId).toMatch(/^PUR[0-9A-F]{16}$/);
    expect(spend.invoices.map((invoice) => [invoice.number, invoice.amount, invoice.fileName])).toEqual([
      ['INV-101', 70_000, 'invoice0.pdf'],
      ['INV-102', 50_000, 'invoice1.pdf'],
    ]);
    expect(await w.available()).toBe(380_000);

    // A wrong OTP is counted and refused; the right one sends the money on the rails.
    await w.process(spend.transactionId);
    const otp = await latestOtp(w.s, w.who.phone);
    const wrong = await w.s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: spend.transactionId, otp: wrongCode(otp) },
      w.headers,
    );
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).code).toBe('EPL-42201');
    const right = await w.s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: spend.transactionId, otp },
      w.headers,
    );
    expect((await json<{ transaction: Spend }>(right)).transaction.status).toBe('processing');
    // A replay after a lost answer is the result, not a second confirmation.
    const replay = await w.s.call(
      'POST',
      '/v1/customer/verify-payment-otp',
      { transactionId: spend.transactionId, otp },
      w.headers,
    );
    expect((await json<{ transaction: Spend }>(replay)).transaction.status).toBe('processing');

    const settled = await w.rails(spend.transactionId, 'settle');
    expect((await json<{ transaction: Spend }>(settled)).transaction).toMatchObject({
      status: 'settled',
      holdsLimit: false,
    });
    expect((await w.read(spend.transactionId)).utr).toMatch(/^\d{12}$/);
    expect(await w.available()).toBe(380_000);
    const statement = await json<{
      lines: { description: string; debit: number; credit: number; transactionId: string | null }[];
    }>(await w.s.call('GET', '/v1/customer/credit-statement?from=2026-01-01&to=2026-01-31', undefined, w.headers));
    // A statement line with its supplier; no repayment receipt to offer for it (that key is a repayment's).
    expect(statement.lines).toEqual([
      expect.objectContaining({
        description: 'Paid to Verma Steel Traders',
        debit: 120_000,
        credit: 0,
        transactionId: null,
      }),
    ]);
  });

  it('creates one spend for one Idempotency-Key, and refuses the key with another body', async () => {
    w = await purchaseWorld('9123450002');
    const first = await w.spendOk('same-key-1', quick(w.ownSupplierId, 1000));
    const again = await w.spendOk('same-key-1', quick(w.ownSupplierId, 1000));
    expect(again.transactionId).toBe(first.transactionId);
    expect(await w.available()).toBe(499_000);
    const other = await w.spend('same-key-1', quick(w.ownSupplierId, 2000));
    expect(other.status).toBe(409);
    expect((await errorOf(other)).code).toBe('EPL-40901');
    const keyless = await w.s.call(
      'POST',
      '/v1/customer/multi-invoice-transaction',
      quick(w.ownSupplierId, 10),
      w.headers,
    );
    expect(keyless.status).toBe(400);
  });

  it('refuses an invoice twice for one supplier, invoices not adding up, and one dated after today', async () => {
    w = await purchaseWorld('9123450003');
    const twice = await w.spend('inv-twice', {
      ...invoicePayment(w.ownSupplierId),
      invoices: [
        { number: 'INV-1', date: '2026-01-10', amount: 60_000 },
        { number: 'inv-1', date: '2026-01-10', amount: 60_000 },
      ],
    });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe('EPL-40966');
    const short = await w.spend('inv-short', { ...invoicePayment(w.ownSupplierId), amount: 100_000 });
    expect(short.status).toBe(422);
    expect((await errorOf(short)).code).toBe('EPL-42230');
    const future = await w.spend('inv-future', {
      ...invoicePayment(w.ownSupplierId),
      amount: 1000,
      invoices: [{ number: 'INV-9', date: '2026-02-01', amount: 1000 }],
    });
    expect(future.status).toBe(400);

    await w.spendOk('inv-paid', invoicePayment(w.ownSupplierId));
    const paidAgain = await w.spend('inv-paid-again', invoicePayment(w.ownSupplierId));
    expect(paidAgain.status).toBe(409);
    expect((await errorOf(paidAgain)).message).toMatch(/INV-101.*already paid or being paid/);
    expect(await w.available()).toBe(380_000);
  });

  it('refuses a file that is not a PDF or an image, and a field the form does not have', async () => {
    w = await purchaseWorld('9123450004');
    const text = await w.spend('bad-file', invoicePayment(w.ownSupplierId), {
      invoice0: new Blob(['hello'], { type: 'application/pdf' }),
    });
    expect(text.status).toBe(415);
    const stray = await w.spend('stray-field', invoicePayment(w.ownSupplierId), { invoice7: pdfFile() });
    expect(stray.status).toBe(400);
    expect(w.s.count('purchase_spends')).toBe(0);
  });
});

describe('a spend refused, with its reason in words', () => {
  it('when more than is available', async () => {
    w = await purchaseWorld('9123450011', 10_000);
    const over = await w.spend('over-1', quick(w.ownSupplierId, 10_000.01));
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toMatchObject({
      code: 'EPL-40962',
      message: '₹10,000.01 is more than the ₹10,000 available on your credit line.',
    });
  });

  it('when the line is not active', async () => {
    w = await purchaseWorld('9123450012');
    w.s.db.prepare('DELETE FROM credit_accounts').run();
    const refused = await w.spend('no-line', quick(w.ownSupplierId, 100));
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('EPL-40960');
    const quote = await json<{ refusal: { code: string } }>(
      await w.s.call('POST', '/v1/customer/transaction', { amount: 100 }, w.headers),
    );
    expect(quote.refusal.code).toBe('EPL-40960');
  });

  it('when an instalment is overdue', async () => {
    w = await purchaseWorld('9123450013');
    const spend = await w.spendOk('overdue-1', quick(w.ownSupplierId, 1000));
    await w.confirmByOtp(spend.transactionId);
    await w.rails(spend.transactionId, 'settle');
    // Drawn 36 days ago (the token would not last a month of the clock): due 30 days after, unpaid.
    w.s.db.prepare("UPDATE ledger_entries SET at = '2025-12-10T10:00:00.000Z'").run();
    const refused = await w.spend('overdue-2', quick(w.ownSupplierId, 100));
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'EPL-40961',
      message: expect.stringMatching(/2026-01-09 is unpaid/),
    });
  });

  it('when the marketplace has blocked spends, and again once it lifts the block', async () => {
    w = await purchaseWorld('9123450014');
    await w.s.call('PUT', `/__sandbox/customers/${w.who.phone}/purchase-blocks/${LISTED.marketplaceId}`, {
      reason: 'Your seller account is under review.',
    });
    const blocked = await w.s.call(
      'GET',
      `/v1/customer/blocked-transactions/${LISTED.marketplaceId}`,
      undefined,
      w.headers,
    );
    expect(await json(blocked)).toEqual({
      marketplaceId: LISTED.marketplaceId,
      blocked: true,
      reason: 'Your seller account is under review.',
    });
    const refused = await w.spend('blocked-1', quick(LISTED.id, 100));
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      'The marketplace has paused payments: Your seller account is under review.',
    );
    // Only that marketplace: the customer's own supplier is still paid.
    expect((await w.spendOk('blocked-own', quick(w.ownSupplierId, 100))).status).toBe('created');
    await w.s.call('DELETE', `/__sandbox/customers/${w.who.phone}/purchase-blocks/${LISTED.marketplaceId}`);
    expect((await w.spendOk('blocked-2', quick(LISTED.id, 100))).status).toBe('created');
  });
});

describe('the spend as the rails report it', () => {
  it('holds a marketplace order until the buyer confirms delivery, then settles', async () => {
    w = await purchaseWorld('9123450021');
    const spend = await w.spendOk('market-1', quick(LISTED.id, 5000));
    const confirmed = await w.confirmByOtp(spend.transactionId);
    expect(confirmed).toMatchObject({
      status: 'on_hold',
      holdReason: 'awaitingDelivery',
      marketplaceId: LISTED.marketplaceId,
    });
    const wrongMarket = await w.s.call(
      'PATCH',
      `/v1/customer/${spend.transactionId}/delivery-update/shipkart`,
      undefined,
      w.headers,
    );
    expect(wrongMarket.status).toBe(409);
    const delivered = await w.s.call(
      'PATCH',
      `/v1/customer/${spend.transactionId}/delivery-update/${LISTED.marketplaceId}`,
      undefined,
      w.headers,
    );
    expect((await json<{ transaction: Spend }>(delivered)).transaction.status).toBe('processing');
    // The rails settle on their own two minutes later; the status is re-read, never guessed.
    w.s.clock.advance(119_000);
    expect((await w.read(spend.transactionId)).status).toBe('processing');
    w.s.clock.advance(1000);
    expect((await w.read(spend.transactionId)).status).toBe('settled');
    expect(await w.available()).toBe(495_000);
  });

  it('gives the limit back when the rails fail the payment, with their reason', async () => {
    w = await purchaseWorld('9123450022');
    const spend = await w.spendOk('fail-1', quick(w.ownSupplierId, 7000));
    await w.confirmByOtp(spend.transactionId);
    const failed = await w.rails(spend.transactionId, 'fail', 'Beneficiary account closed.');
    expect((await json<{ transaction: Spend }>(failed)).transaction).toMatchObject({
      status: 'failed',
      reason: 'Beneficiary account closed.',
      holdsLimit: false,
    });
    expect(await w.available()).toBe(500_000);
    expect((await w.rails(spend.transactionId, 'settle')).status).toBe(409);
  });

  it('holds and releases on the rails, and lets the customer cancel before it settles', async () => {
    w = await purchaseWorld('9123450023');
    const spend = await w.spendOk('hold-1', quick(w.ownSupplierId, 3000));
    await w.confirmByOtp(spend.transactionId);
    const held = await w.rails(spend.transactionId, 'hold');
    expect((await json<{ transaction: Spend }>(held)).transaction).toMatchObject({
      status: 'on_hold',
      holdReason: 'rails',
    });
    w.s.clock.advance(10 * 60_000);
    expect((await w.read(spend.transactionId)).status).toBe('on_hold');
    await w.rails(spend.transactionId, 'release');
    const cancelled = await w.s.call('PATCH', `/v1/customer/${spend.transactionId}/cancel`, undefined, w.headers);
    expect((await json<{ transaction: Spend }>(cancelled)).transaction.status).toBe('cancelled');
    expect(await w.available()).toBe(500_000);
    const twice = await w.s.call('PATCH', `/v1/customer/${spend.transactionId}/cancel`, undefined, w.headers);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe('EPL-40965');
  });

  it('refuses to cancel a settled spend', async () => {
    w = await purchaseWorld('9123450024');
    const spend = await w.spendOk('settled-1', quick(w.ownSupplierId, 3000));
    await w.confirmByOtp(spend.transactionId);
    await w.rails(spend.transactionId, 'settle');
    const refused = await w.s.call('PATCH', `/v1/customer/${spend.transactionId}/cancel`, undefined, w.headers);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/reached the supplier/);
  });

  it('expires an unconfirmed spend after 15 minutes and gives its limit back', async () => {
    w = await purchaseWorld('9123450025');
    const spend = await w.spendOk('expire-1', quick(w.ownSupplierId, 9000));
    expect(await w.available()).toBe(491_000);
    w.s.clock.advance(15 * 60_000);
    expect((await w.read(spend.transactionId)).status).toBe('expired');
    expect(await w.available()).toBe(500_000);
  });

  it('waits 30 s before resending the OTP', async () => {
    w = await purchaseWorld('9123450026');
    const spend = await w.spendOk('resend-1', quick(w.ownSupplierId, 100));
    await w.process(spend.transactionId);
    const early = await w.s.call(
      'POST',
      '/v1/customer/resend-payment-otp',
      { transactionId: spend.transactionId },
      w.headers,
    );
    expect(early.status).toBe(429);
    w.s.clock.advance(30_000);
    const later = await w.s.call(
      'POST',
      '/v1/customer/resend-payment-otp',
      { transactionId: spend.transactionId },
      w.headers,
    );
    expect(await json(later)).toEqual({ sentTo: w.who.phone });
  });
});

describe('reads and refusals around a spend', () => {
  it('answers its details, the ways to pay it and the list, and hides another customer’s', async () => {
    w = await purchaseWorld('9123450031');
    const spend = await w.spendOk('reads-1', quick(w.ownSupplierId, 100));
    const details = await w.s.call(
      'GET',
      `/v2/customer/transaction-details?transactionId=${spend.transactionId}`,
      undefined,
      w.headers,
    );
    expect((await json<{ transaction: Spend }>(details)).transaction.transactionId).toBe(spend.transactionId);
    const methods = await w.s.call(
      'GET',
      `/v1/customer/transaction/payment-method?transactionId=${spend.transactionId}`,
      undefined,
      w.headers,
    );
    expect(await json(methods)).toEqual({
      transactionId: spend.transactionId,
      payoutMethods: ['BANK_TRANSFER'],
      confirmations: [
        { code: 'OTP', available: true },
        { code: 'MPIN', available: false },
      ],
    });
    const list = await w.s.call('GET', `/v1/customer/${w.who.customerId}/transaction-details`, undefined, w.headers);
    expect((await json<{ transactions: Spend[] }>(list)).transactions).toHaveLength(1);
    // The repayment's reads still answer where no spend id is given.
    const repayments = await w.s.call('GET', '/v2/customer/transaction-details', undefined, w.headers);
    expect(await json(repayments)).toEqual({ payments: [] });

    const other = await purchaseWorld('9123450032');
    try {
      for (const path of [
        `/v1/customer/transaction/${spend.transactionId}/payments-details`,
        `/v2/customer/transaction-details?transactionId=${spend.transactionId}`,
        `/v1/customer/supplier-transactions/${spend.transactionId}`,
        `/v1/customer/${w.who.customerId}/transaction-details`,
      ]) {
        // Another sandbox has other rows: reading this one's spend there is as unknown.
        expect((await other.s.call('GET', path, undefined, other.headers)).status).toBe(404);
      }
    } finally {
      other.s.close();
    }
    const stranger = await w.s.call('PATCH', `/v1/customer/${spend.transactionId}/cancel`, undefined, {});
    expect(stranger.status).toBe(401);
  });

  it('keeps another customer of the same sandbox out of a spend', async () => {
    w = await purchaseWorld('9123450033');
    const spend = await w.spendOk('idor-1', quick(w.ownSupplierId, 100));
    const { logIn } = await import('../../support/server/sandbox.ts');
    const intruder = await logIn(w.s, '9123450034');
    const headers = { authorization: `Bearer ${intruder.token}` };
    for (const [method, path, body] of [
      ['GET', `/v1/customer/transaction/${spend.transactionId}/payments-details`, undefined],
      ['PATCH', `/v1/customer/${spend.transactionId}/cancel`, undefined],
      [
        'POST',
        '/v1/customer/process-payment',
        { transactionId: spend.transactionId, paymentMethod: 'BANK_TRANSFER', confirmWith: 'OTP' },
      ],
      ['POST', '/v1/customer/verify-payment-otp', { transactionId: spend.transactionId, otp: '1234' }],
      ['GET', `/v1/customer/suppliers/${w.ownSupplierId}`, undefined],
      ['POST', '/v1/customer/multi-invoice-transaction', quick(w.ownSupplierId, 100)],
    ] as const) {
      const answer = await w.s.call(method, path, body, { ...headers, 'idempotency-key': 'intruder-1' });
      expect([404, 409]).toContain(answer.status);
      if (answer.status === 409) expect((await errorOf(answer)).code).toBe('EPL-40960');
    }
    expect((await w.read(spend.transactionId)).status).toBe('created');
  });

  it('meets a fault armed at the create call with the fault, and nothing recorded', async () => {
    w = await purchaseWorld('9123450035');
    await w.s.call('POST', '/__sandbox/faults', { path: '/v1/customer/multi-invoice-transaction', status: 503 });
    const faulted = await w.spend('fault-1', quick(w.ownSupplierId, 100));
    expect(faulted.status).toBe(503);
    expect(w.s.count('purchase_spends')).toBe(0);
    expect((await w.spend('fault-1', quick(w.ownSupplierId, 100))).status).toBe(200);
  });
});
