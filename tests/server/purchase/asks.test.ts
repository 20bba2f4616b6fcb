import { afterEach, describe, expect, it } from 'vitest';
import { json, logIn } from '../../support/server/sandbox.ts';
import { LISTED, errorOf, purchaseWorld, type PurchaseWorld, type Spend } from '../../support/server/purchase-world.ts';

// What suppliers raise (issue 30): pending payments (a due, cleared by a spend), pending requests
// (approve starts a spend, decline ends it) and payment links that open a prefilled spend.

let w: PurchaseWorld;
afterEach(() => w.s.close());

type Ask = { id: string; status: string; amount: number; transactionId: string | null; supplier: { id: string } };

const raise = (body: Record<string, unknown>) =>
  w.s.call('POST', `/__sandbox/customers/${w.who.phone}/supplier-asks`, { supplierId: LISTED.id, ...body });
const keyed = (key: string) => ({ ...w.headers, 'idempotency-key': key });

describe('pending payments', () => {
  it('lists a due with what paying it needs, and clears it by one spend', async () => {
    w = await purchaseWorld('9123480001');
    const { id } = await json<{ id: string }>(
      await raise({ kind: 'due', amount: 2500, invoiceNumber: 'SH-77', dueDate: '2026-01-31' }),
    );
    const listed = await json<{ payments: Ask[] }>(
      await w.s.call('GET', '/v1/customer/pending-payments', undefined, w.headers),
    );
    expect(listed.payments).toMatchObject([{ id, status: 'open', amount: 2500, supplier: { id: LISTED.id } }]);
    const details = await json<{ due: Ask & { payoutMethods: string[] } }>(
      await w.s.call('GET', `/v1/customer/pending-payments/${id}`, undefined, w.headers),
    );
    expect(details.due.payoutMethods).toEqual(['BANK_TRANSFER', 'UPI']);

    const path = `/v1/customer/pending-payments/${id}/clear-payment-due`;
    const cleared = await json<{ transaction: Spend }>(await w.s.call('POST', path, undefined, keyed('clear-due-1')));
    expect(cleared.transaction).toMatchObject({
      status: 'created',
      amount: 2500,
      channel: 'due',
      invoices: [{ number: 'SH-77' }],
    });
    const replay = await json<{ transaction: Spend }>(await w.s.call('POST', path, undefined, keyed('clear-due-1')));
    expect(replay.transaction.transactionId).toBe(cleared.transaction.transactionId);
    const twice = await w.s.call('POST', path, undefined, keyed('clear-due-2'));
    expect((await errorOf(twice)).code).toBe('EPL-40972');
    // Cancelled before it settled: nothing reached the supplier, so the due is open to pay again.
    await w.s.call('PATCH', `/v1/customer/${cleared.transaction.transactionId}/cancel`, undefined, w.headers);
    expect((await w.s.call('POST', path, undefined, keyed('clear-due-3'))).status).toBe(200);
  });
});

describe('pending requests', () => {
  it('approves one, which starts a spend, and declines another', async () => {
    w = await purchaseWorld('9123480011');
    const first = await json<{ id: string }>(await raise({ kind: 'request', amount: 1500, note: 'Advance for March' }));
    const second = await json<{ id: string }>(await raise({ kind: 'request', amount: 900 }));
    const approved = await json<{ transaction: Spend }>(
      await w.s.call('POST', `/v1/customer/pending-requests/${first.id}/approve`, undefined, keyed('approve-1')),
    );
    expect(approved.transaction).toMatchObject({ channel: 'request', amount: 1500, note: 'Advance for March' });
    const details = await json<{ request: Ask & { payoutMethods: string[] } }>(
      await w.s.call('GET', `/v1/customer/pending-requests/${second.id}`, undefined, w.headers),
    );
    expect(details.request).toMatchObject({ status: 'open', amount: 900, payoutMethods: ['BANK_TRANSFER', 'UPI'] });
    const declined = await json<{ request: Ask }>(
      await w.s.call(
        'POST',
        `/v1/customer/pending-requests/${second.id}/decline`,
        { reason: 'Not ordered' },
        w.headers,
      ),
    );
    expect(declined.request.status).toBe('declined');
    const again = await w.s.call(
      'POST',
      `/v1/customer/pending-requests/${second.id}/approve`,
      undefined,
      keyed('approve-2'),
    );
    expect(again.status).toBe(409);
    const list = await json<{ requests: Ask[] }>(
      await w.s.call('GET', '/v1/customer/pending-requests', undefined, w.headers),
    );
    expect(list.requests.map((request) => request.status).sort()).toEqual(['approved', 'declined']);
    expect(await w.available()).toBe(498_500);
  });

  it('hides another customer’s requests and dues', async () => {
    w = await purchaseWorld('9123480012');
    const { id } = await json<{ id: string }>(await raise({ kind: 'request', amount: 100 }));
    const other = await logIn(w.s, '9123480013');
    const headers = { authorization: `Bearer ${other.token}`, 'idempotency-key': 'other-approve' };
    expect((await w.s.call('POST', `/v1/customer/pending-requests/${id}/approve`, undefined, headers)).status).toBe(
      404,
    );
    expect((await w.s.call('POST', `/v1/customer/pending-requests/${id}/decline`, {}, headers)).status).toBe(404);
    expect((await w.s.call('GET', `/v1/customer/pending-payments/${id}`, undefined, headers)).status).toBe(404);
  });
});

describe('a payment link', () => {
  it('opens the spend it prefills, and is spent once paid', async () => {
    w = await purchaseWorld('9123480021');
    const { linkId } = await json<{ linkId: string }>(
      await w.s.call('POST', `/__sandbox/customers/${w.who.phone}/payment-links`, {
        supplierId: LISTED.id,
        amount: 4200,
        invoiceNumber: 'SH-90',
      }),
    );
    const opened = await json(await w.s.call('POST', '/v1/customer/payment/link', { linkId }, w.headers));
    expect(opened).toEqual({
      linkId,
      channel: 'link',
      supplier: { id: LISTED.id, name: LISTED.name, marketplaceId: LISTED.marketplaceId },
      amount: 4200,
      invoiceNumber: 'SH-90',
      note: null,
    });
    const wrongAmount = await w.spend('link-wrong', { channel: 'link', linkId, supplierId: LISTED.id, amount: 4000 });
    expect(wrongAmount.status).toBe(400);
    await w.spendOk('link-paid', { channel: 'link', linkId, supplierId: LISTED.id, amount: 4200 });
    const spent = await w.s.call('POST', '/v1/customer/payment/link', { linkId }, w.headers);
    expect((await errorOf(spent)).code).toBe('EPL-40973');
    const other = await logIn(w.s, '9123480022');
    const theirs = await w.s.call(
      'POST',
      '/v1/customer/payment/link',
      { linkId },
      { authorization: `Bearer ${other.token}` },
    );
    expect(theirs.status).toBe(404);
  });
});
