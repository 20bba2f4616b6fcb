import { afterEach, describe, expect, it } from 'vitest';
import { json, latestOtp } from '../../support/server/sandbox.ts';
import { purchaseWorld, quick, type PurchaseWorld, type Spend } from '../../support/server/purchase-world.ts';

// What guards every call of the spend journey: the bearer token, the body limit, and faults armed
// through the control API (a dropped answer retried gives the result, never a second spend).

let w: PurchaseWorld;
afterEach(() => w.s.close());

const ID = '6f1c2a40-8d1e-4c55-9b7a-0a1b2c3d4e01';
const SPEND = 'PUR0123456789ABCDEF';
const ROUTES: readonly (readonly [string, string])[] = [
  ['GET', '/v1/customer/suppliers'],
  ['POST', '/v1/customer/suppliers'],
  ['GET', `/v1/customer/suppliers/${ID}`],
  ['GET', `/v1/customer/suppliers/${ID}/transactions`],
  ['GET', '/v1/customer/suppliers/invitations'],
  ['POST', '/v1/customer/suppliers/send-invite'],
  ['POST', `/v1/customer/suppliers/invitations/${ID}/resend`],
  ['GET', `/v1/customer/transaction-supplier/${ID}`],
  ['GET', `/v1/customer/supplier-transactions/${SPEND}`],
  ['POST', '/v1/customer/multi-invoice-transaction'],
  ['POST', '/v1/customer/transaction'],
  ['POST', '/v1/customer/process-payment'],
  ['PATCH', `/v1/customer/${SPEND}/cancel`],
  ['PATCH', `/v1/customer/${SPEND}/delivery-update/bazaarhub`],
  ['GET', '/v1/customer/blocked-transactions/bazaarhub'],
  ['GET', `/v1/customer/${ID}/transaction-details`],
  ['POST', '/v1/customer/payment/link'],
  ['GET', '/v1/customer/supplier-accounts'],
  ['GET', `/v1/customer/supplier-accounts/${ID}`],
  ['GET', '/v1/customer/pending-requests'],
  ['GET', `/v1/customer/pending-requests/${ID}`],
  ['POST', `/v1/customer/pending-requests/${ID}/approve`],
  ['POST', `/v1/customer/pending-requests/${ID}/decline`],
  ['POST', '/v1/scanpay/eligibility-check'],
  ['GET', '/v1/scanpay/mpin'],
  ['POST', '/v1/scanpay/mpin'],
  ['POST', '/v1/scanpay/mpin-verify'],
];

describe('every call of the spend journey', () => {
  it('needs the bearer token', async () => {
    w = await purchaseWorld('9123499001');
    for (const [method, path] of ROUTES) {
      const answer = await w.s.call(method, path, method === 'GET' ? undefined : {});
      expect([path, answer.status]).toEqual([path, 401]);
      expect(await json(answer)).toMatchObject({ error: { code: 'EPL-40100' } });
    }
  });

  it('refuses a spend sent as JSON over 64 KB', async () => {
    w = await purchaseWorld('9123499002');
    const big = await w.spend('too-big-json', quick(w.ownSupplierId, 100, { note: 'x'.repeat(70_000) }));
    expect(big.status).toBe(413);
  });

  it('answers a confirmation retried after a dropped answer with the result, once', async () => {
    w = await purchaseWorld('9123499003');
    const spend = await w.spendOk('drop-confirm', quick(w.ownSupplierId, 100));
    await w.process(spend.transactionId);
    const otp = await latestOtp(w.s, w.who.phone);
    await w.s.call('POST', '/__sandbox/faults', { path: '/v1/customer/verify-payment-otp', delayMs: 1, drop: true });
    const body = { transactionId: spend.transactionId, otp };
    await expect(w.s.call('POST', '/v1/customer/verify-payment-otp', body, w.headers)).rejects.toThrow('fetch failed');
    const retried = await w.s.call('POST', '/v1/customer/verify-payment-otp', body, w.headers);
    expect((await json<{ transaction: Spend }>(retried)).transaction.status).toBe('processing');
    expect(w.s.count('purchase_spends')).toBe(1);
  });
});
