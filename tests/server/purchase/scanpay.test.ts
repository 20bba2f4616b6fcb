import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../support/server/sandbox.ts';
import { errorOf, purchaseWorld, type PurchaseWorld, type Spend } from '../../support/server/purchase-world.ts';

// Scan-and-pay (§5, §7 scanpay): the payee's UPI id, the eligibility check (amount within the
// available limit, merchant allowed), and the mPIN (set once, 4 or 6 digits, locked after wrong tries).

let w: PurchaseWorld;
afterEach(() => w.s.close());

const post = (path: string, body: unknown) => w.s.call('POST', path, body, w.headers);
const scanSpend = (name: string, amount: number, vpa = 'freshmart@okaxis') =>
  w.spend(name, { channel: 'scanpay', vpa, payeeName: 'FRESHMART', merchantCode: '5411', amount });

describe('checking the payee and the payment', () => {
  it('names a known merchant, refuses an unknown UPI id, and leaves the repayment’s own check alone', async () => {
    w = await purchaseWorld('9123470001');
    expect(await json(await post('/v1/scanpay/validate-vpa', { purpose: 'scanpay', vpa: 'FreshMart@okaxis' }))).toEqual(
      {
        vpa: 'freshmart@okaxis',
        valid: true,
        name: 'FreshMart Superstore',
        merchantCode: '5411',
        allowed: true,
      },
    );
    const unknown = await json(
      await post('/v1/scanpay/validate-vpa', { purpose: 'scanpay', vpa: 'unknown.shop@okaxis' }),
    );
    expect(unknown).toMatchObject({ valid: false, allowed: false });
    const person = await json(await post('/v1/scanpay/validate-vpa', { purpose: 'scanpay', vpa: 'ravi@oksbi' }));
    expect(person).toMatchObject({ valid: true, merchantCode: null, allowed: false });
    // Without the purpose, the repayment journey answers as it always did.
    const repayment = await json<{ valid: boolean }>(await post('/v1/scanpay/validate-vpa', { vpa: 'asha@okbank' }));
    expect(repayment.valid).toBe(true);
  });

  it('says every reason a payment cannot go ahead', async () => {
    w = await purchaseWorld('9123470002', 1000);
    const fine = await json(await post('/v1/scanpay/eligibility-check', { vpa: 'freshmart@okaxis', amount: 999 }));
    expect(fine).toMatchObject({ eligible: true, reasons: [], available: 1000, mpin: { isSet: false } });
    const refused = await json<{ eligible: boolean; reasons: { code: string }[] }>(
      await post('/v1/scanpay/eligibility-check', { vpa: 'quickcash@okicici', amount: 1000.5 }),
    );
    expect(refused.eligible).toBe(false);
    expect(refused.reasons.map((reason) => reason.code)).toEqual(['EPL-40970', 'EPL-40962']);
    const p2p = await json<{ reasons: { message: string }[] }>(
      await post('/v1/scanpay/eligibility-check', { vpa: 'ravi@oksbi', amount: 10 }),
    );
    expect(p2p.reasons[0]?.message).toMatch(/shops and businesses only/);
    expect((await post('/v1/scanpay/eligibility-check', { vpa: 'ravi@oksbi', amount: 10.001 })).status).toBe(400);
  });

  it('refuses to record a scan-and-pay spend to a person or an unknown id', async () => {
    w = await purchaseWorld('9123470003');
    const person = await w.spend('scan-person', {
      channel: 'scanpay',
      vpa: 'ravi@oksbi',
      payeeName: 'Ravi',
      amount: 10,
    });
    expect((await errorOf(person)).code).toBe('EPL-40970');
    const unknown = await scanSpend('scan-unknown', 10, 'unknown.x@okaxis');
    expect((await errorOf(unknown)).code).toBe('EPL-42235');
    const withSupplier = await w.spend('scan-mixed', {
      channel: 'scanpay',
      vpa: 'freshmart@okaxis',
      payeeName: 'X',
      supplierId: w.ownSupplierId,
      amount: 10,
    });
    expect(withSupplier.status).toBe(400);
  });
});

describe('the mPIN', () => {
  it('is set once, 4 or 6 digits, and never answered back', async () => {
    w = await purchaseWorld('9123470011');
    const unset = await w.s.call('GET', '/v1/scanpay/mpin', undefined, w.headers);
    expect(await json(unset)).toEqual({ isSet: false, digits: null, lockedUntil: null, triesLeft: 5 });
    expect((await post('/v1/scanpay/mpin', { mpin: '12345' })).status).toBe(400);
    const set = await post('/v1/scanpay/mpin', { mpin: '482913' });
    expect(await json(set)).toEqual({ isSet: true, digits: 6, lockedUntil: null, triesLeft: 5 });
    const again = await post('/v1/scanpay/mpin', { mpin: '1111' });
    expect((await errorOf(again)).code).toBe('EPL-40969');
    const stored = w.s.db.prepare('SELECT pin_hash FROM customer_mpins').get() as { pin_hash: string };
    expect(stored.pin_hash).not.toContain('482913');
  });

  it('confirms a scan-and-pay spend, and locks for a day after five wrong tries', async () => {
    w = await purchaseWorld('9123470012');
    const early = await scanSpend('scan-early', 500);
    const earlyId = (await json<{ transaction: Spend }>(early)).transaction.transactionId;
    const unset = await post('/v1/customer/process-payment', {
      transactionId: earlyId,
      paymentMethod: 'UPI',
      confirmWith: 'MPIN',
    });
    expect((await errorOf(unset)).code).toBe('EPL-40968');
    await post('/v1/scanpay/mpin', { mpin: '4829' });

    const spend = (await json<{ transaction: Spend }>(await scanSpend('scan-1', 500))).transaction;
    expect(spend.supplier).toEqual({ id: null, name: 'FreshMart Superstore', vpa: 'freshmart@okaxis' });
    const bank = await post('/v1/customer/process-payment', {
      transactionId: spend.transactionId,
      paymentMethod: 'BANK_TRANSFER',
      confirmWith: 'MPIN',
    });
    expect(bank.status).toBe(400);
    const processed = await post('/v1/customer/process-payment', {
      transactionId: spend.transactionId,
      paymentMethod: 'UPI',
      confirmWith: 'MPIN',
    });
    expect(await json(processed)).toMatchObject({ sentTo: null, transaction: { confirmWith: 'MPIN' } });
    const wrong = await post('/v1/scanpay/mpin-verify', { transactionId: spend.transactionId, mpin: '1111' });
    expect(await errorOf(wrong)).toEqual({ code: 'EPL-42231', message: 'That mPIN is wrong. 4 tries left.' });
    const right = await post('/v1/scanpay/mpin-verify', { transactionId: spend.transactionId, mpin: '4829' });
    expect((await json<{ transaction: Spend }>(right)).transaction.status).toBe('processing');

    const second = (await json<{ transaction: Spend }>(await scanSpend('scan-2', 100))).transaction;
    await post('/v1/customer/process-payment', {
      transactionId: second.transactionId,
      paymentMethod: 'UPI',
      confirmWith: 'MPIN',
    });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(
        (await post('/v1/scanpay/mpin-verify', { transactionId: second.transactionId, mpin: '0000' })).status,
      );
    }
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    const locked = await post('/v1/scanpay/mpin-verify', { transactionId: second.transactionId, mpin: '4829' });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('86400');
    expect((await w.read(second.transactionId)).status).toBe('created');
    // The OTP is still there while the mPIN is locked: the way on.
    const methods = await json<{ confirmations: { code: string; available: boolean }[] }>(
      await w.s.call(
        'GET',
        `/v1/customer/transaction/payment-method?transactionId=${second.transactionId}`,
        undefined,
        w.headers,
      ),
    );
    expect(methods.confirmations).toEqual([
      { code: 'OTP', available: true },
      { code: 'MPIN', available: false },
    ]);
  });
});
