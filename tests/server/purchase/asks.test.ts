import { afterEach, describe, expect, it } from 'vitest';
import { json, logIn } from '../../support/server/sandbox.ts';
import { LISTED, errorOf, purchaseWorld, type PurchaseWorld } from '../../support/server/purchase-world.ts';

// What suppliers raise (issue 30, ADR 047): pending requests (approve gives the link that opens the
// spend, decline ends it) and payment links that open a prefilled spend.

let w: PurchaseWorld;
afterEach(() => w.s.close());

type Ask = { id: string; status: string; amount: number; transactionId: string | null; supplier: { id: string } };

const raise = (body: Record<string, unknown>) =>
  w.s.call('POST', `/__sandbox/customers/${w.who.phone}/supplier-asks`, { supplierId: LISTED.id, ...body });

describe('pending requests', () => {
  it('approves one through the link made for it, whose spend approves it, and declines another', async () => {
    w = await purchaseWorld('9123480011');
    const first = await json<{ id: string }>(await raise({ kind: 'request', amount: 1500, note: 'Advance for March' }));
    const second = await json<{ id: string }>(await raise({ kind: 'request', amount: 900 }));
    const approve = (id: string) =>
      w.s.call('POST', `/v1/customer/pending-requests/${id}/approve`, undefined, w.headers);
    const { linkId } = await json<{ linkId: string }>(await approve(first.id));
    // Approving again while the link is open gives the same link: nothing is drawn before the spend.
    expect((await json<{ linkId: string }>(await approve(first.id))).linkId).toBe(linkId);
    expect(await w.available()).toBe(500_000);
    const opened = await json(await w.s.call('POST', '/v1/customer/payment/link', { linkId }, w.headers));
    expect(opened).toMatchObject({ linkId, channel: 'request', amount: 1500, note: 'Advance for March' });
    const spend = await w.spendOk('request-1', { channel: 'link', linkId, supplierId: LISTED.id, amount: 1500 });
    expect(spend).toMatchObject({ channel: 'request', amount: 1500 });
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
    expect((await approve(second.id)).status).toBe(409);
    expect((await errorOf(await approve(first.id))).code).toBe('EPL-40972');
    const list = await json<{ requests: Ask[] }>(
      await w.s.call('GET', '/v1/customer/pending-requests', undefined, w.headers),
    );
    expect(list.requests.map((request) => [request.status, request.transactionId])).toEqual(
      expect.arrayContaining([
        ['approved', spend.transactionId],
        ['declined', null],
      ]),
    );
    expect(await w.available()).toBe(498_500);
    // Its spend cancelled before it settled: the request is open to approve again, with a new link.
    await w.s.call('PATCH', `/v1/customer/${spend.transactionId}/cancel`, undefined, w.headers);
    const again = await json<{ linkId: string }>(await approve(first.id));
    expect(again.linkId).not.toBe(linkId);
  });

  it('no longer takes a due from a supplier: a due is a drawdown (ADR 047)', async () => {
    w = await purchaseWorld('9123480014');
    expect((await raise({ kind: 'due', amount: 100 })).status).toBe(400);
  });

  it('hides another customer’s requests', async () => {
    w = await purchaseWorld('9123480012');
    const { id } = await json<{ id: string }>(await raise({ kind: 'request', amount: 100 }));
    const other = await logIn(w.s, '9123480013');
    const headers = { authorization: `Bearer ${other.token}` };
    expect((await w.s.call('POST', `/v1/customer/pending-requests/${id}/approve`, undefined, headers)).status).toBe(
      404,
    );
    expect((await w.s.call('POST', `/v1/customer/pending-requests/${id}/decline`, {}, headers)).status).toBe(404);
    expect((await w.s.call('GET', `/v1/customer/pending-requests/${id}`, undefined, headers)).status).toBe(404);
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
