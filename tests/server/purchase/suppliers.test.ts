import { afterEach, describe, expect, it } from 'vitest';
import { json, logIn } from '../../support/server/sandbox.ts';
import { LISTED, errorOf, purchaseWorld, type PurchaseWorld } from '../../support/server/purchase-world.ts';
import { LISTED_SUPPLIERS } from '../../../server/purchase/catalog.ts';

// Suppliers (issue 30): the marketplaces' listed ones and the customer's own, adding one (GSTIN
// checked as onboarding checks it, a bank account by a penny drop, or a UPI id), and inviting one
// who is not on the platform, with the invitation's states.

let w: PurchaseWorld;
afterEach(() => w.s.close());

type Supplier = { id: string; name: string; source: string; nameMatch: string | null; payoutMethods: string[] };
type Invitation = { id: string; state: string; resends: number; supplierId: string | null; expiresAt: string };

const add = (body: unknown) => w.s.call('POST', '/v1/customer/suppliers', body, w.headers);
const list = (query = '', headers: Record<string, string> = { 'x-phone-number': w.who.phone }) =>
  w.s.call('GET', `/v1/customer/suppliers${query}`, undefined, { ...w.headers, ...headers });
const BANK = { accountNumber: '50100200300', ifsc: 'ICIC0004321' };

describe('the suppliers list', () => {
  it('lists the listed suppliers and the customer’s own, searched, with the phone header', async () => {
    w = await purchaseWorld('9123460001');
    const all = await json<{ suppliers: Supplier[] }>(await list());
    expect(all.suppliers.map((supplier) => supplier.source)).toEqual([
      ...LISTED_SUPPLIERS.map(() => 'marketplace'),
      'own',
    ]);
    const found = await json<{ suppliers: Supplier[] }>(await list('?search=sharma'));
    expect(found.suppliers.map((supplier) => supplier.name)).toEqual(['Sharma Textiles']);
    const own = await json<{ suppliers: Supplier[] }>(await list('?source=own'));
    expect(own.suppliers).toHaveLength(1);
    expect((await list('', { 'x-phone-number': '' })).status).toBe(400);
    expect((await list('', { 'x-phone-number': '9999999999' })).status).toBe(403);
    expect((await w.s.call('GET', '/v1/customer/suppliers', undefined, {})).status).toBe(401);
  });

  it('gives a supplier’s details and what a spend to it needs, and hides another customer’s', async () => {
    w = await purchaseWorld('9123460002');
    const details = await json<{ supplier: Supplier & { marketplaceId: string } }>(
      await w.s.call('GET', `/v1/customer/suppliers/${LISTED.id}`, undefined, w.headers),
    );
    expect(details.supplier).toMatchObject({
      name: LISTED.name,
      marketplaceId: LISTED.marketplaceId,
      payoutMethods: ['BANK_TRANSFER', 'UPI'],
    });
    const ready = await json(
      await w.s.call('GET', `/v1/customer/transaction-supplier/${w.ownSupplierId}`, undefined, w.headers),
    );
    expect(ready).toMatchObject({ blocked: false, blockedReason: null, available: 500_000 });
    const history = await json<{ transactions: unknown[] }>(
      await w.s.call('GET', `/v1/customer/suppliers/${w.ownSupplierId}/transactions`, undefined, w.headers),
    );
    expect(history.transactions).toEqual([]);

    const other = await logIn(w.s, '9123460003');
    const headers = { authorization: `Bearer ${other.token}` };
    for (const path of [
      `/v1/customer/suppliers/${w.ownSupplierId}`,
      `/v1/customer/suppliers/${w.ownSupplierId}/transactions`,
      `/v1/customer/transaction-supplier/${w.ownSupplierId}`,
    ]) {
      expect((await w.s.call('GET', path, undefined, headers)).status).toBe(404);
    }
    const theirs = await json<{ suppliers: Supplier[] }>(
      await w.s.call('GET', '/v1/customer/suppliers', undefined, { ...headers, 'x-phone-number': other.phone }),
    );
    expect(theirs.suppliers.some((supplier) => supplier.id === w.ownSupplierId)).toBe(false);
  });
});

describe('adding a supplier', () => {
  it('checks the GSTIN with onboarding’s rule and codes', async () => {
    w = await purchaseWorld('9123460011');
    const shape = await add({ name: 'Jain Traders', gstin: '27AAPFU0939F1Z', vpa: 'jain@okaxis' });
    expect(shape.status).toBe(400);
    expect((await errorOf(shape)).code).toBe('EPL-40011');
    const check = await add({ name: 'Jain Traders', gstin: '27AAPFU0939F1ZA', vpa: 'jain@okaxis' });
    expect((await errorOf(check)).code).toBe('EPL-40012');
    const right = await add({ name: 'Jain Traders', gstin: ' 27aapfu0939f1zv ', vpa: 'jain@okaxis' });
    expect(right.status).toBe(201);
    expect((await json<{ supplier: { gstin: string; payoutMethods: string[] } }>(right)).supplier).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      payoutMethods: ['UPI'],
    });
  });

  it('verifies a bank account by a penny drop: match, partial match, another holder, no account', async () => {
    w = await purchaseWorld('9123460012');
    const matched = await add({ name: 'M/s Kapoor Metals', bankAccount: BANK });
    expect((await json<{ supplier: Supplier }>(matched)).supplier).toMatchObject({
      nameMatch: 'match',
      payoutMethods: ['BANK_TRANSFER'],
    });
    const partial = await add({ name: 'Kapoor Metals Works', bankAccount: { ...BANK, accountNumber: '5010021111' } });
    expect((await json<{ supplier: Supplier & { nameAtBank: string } }>(partial)).supplier).toMatchObject({
      nameMatch: 'partial',
      nameAtBank: 'KAPOOR',
    });
    const otherHolder = await add({ name: 'Kapoor Metals', bankAccount: { ...BANK, accountNumber: '5010029999' } });
    expect(otherHolder.status).toBe(422);
    expect(await errorOf(otherHolder)).toMatchObject({
      code: 'EPL-42234',
      message: expect.stringContaining('R K ENTERPRISES'),
    });
    const none = await add({ name: 'Kapoor Metals', bankAccount: { ...BANK, accountNumber: '5010020000' } });
    expect((await errorOf(none)).code).toBe('EPL-42233');
    const again = await add({ name: 'Kapoor Metals', bankAccount: BANK });
    expect(again.status).toBe(409);
  });

  it('takes a UPI id the directory knows, and refuses a bad body', async () => {
    w = await purchaseWorld('9123460013');
    const unknown = await add({ name: 'Ghost Traders', vpa: 'unknown.ghost@okaxis' });
    expect((await errorOf(unknown)).code).toBe('EPL-42235');
    expect((await add({ name: 'No Way To Pay' })).status).toBe(400);
    expect((await add({ name: 'X', vpa: 'x@okaxis' })).status).toBe(400);
    expect((await add({ name: 'Bidi\u202eName', vpa: 'bidi@okaxis' })).status).toBe(400);
    expect((await add({ name: 'Extra', vpa: 'extra@okaxis', admin: true })).status).toBe(400);
    const text = await w.s.app.request('/v1/customer/suppliers', {
      method: 'POST',
      body: '{"name":"Text Traders","vpa":"text@okaxis"}',
      headers: { ...w.headers, 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });
});

describe('inviting a supplier', () => {
  const invite = (body: unknown) => w.s.call('POST', '/v1/customer/suppliers/send-invite', body, w.headers);
  const state = (id: string, body: unknown) => w.s.call('POST', `/__sandbox/invitations/${id}/state`, body);
  const invitations = async () =>
    (
      await json<{ invitations: Invitation[] }>(
        await w.s.call('GET', '/v1/customer/suppliers/invitations', undefined, w.headers),
      )
    ).invitations;

  it('goes sent, opened, joined, and the supplier who joined is the customer’s to pay', async () => {
    w = await purchaseWorld('9123460021');
    const sent = await json<{ invitation: Invitation }>(
      await invite({ name: 'Rao Spices', phone: '9811122233', channel: 'WHATSAPP' }),
    );
    expect(sent.invitation).toMatchObject({ state: 'sent', resends: 0, expiresAt: '2026-01-22T10:00:00.000Z' });
    const opened = await json<{ invitation: Invitation }>(await state(sent.invitation.id, { state: 'opened' }));
    expect(opened.invitation.state).toBe('opened');
    const joined = await json<{ invitation: Invitation }>(
      await state(sent.invitation.id, { state: 'joined', vpa: 'raospices@okaxis' }),
    );
    expect(joined.invitation.state).toBe('joined');
    const supplier = await json<{ supplier: Supplier }>(
      await w.s.call('GET', `/v1/customer/suppliers/${joined.invitation.supplierId}`, undefined, w.headers),
    );
    expect(supplier.supplier).toMatchObject({ name: 'Rao Spices', payoutMethods: ['UPI'] });
    const resend = await w.s.call(
      'POST',
      `/v1/customer/suppliers/invitations/${sent.invitation.id}/resend`,
      undefined,
      w.headers,
    );
    expect(resend.status).toBe(409);
    expect((await errorOf(resend)).code).toBe('EPL-40971');
  });

  it('expires after seven days, and a resend after the wait opens it again', async () => {
    w = await purchaseWorld('9123460022');
    const sent = await json<{ invitation: Invitation }>(
      await invite({ name: 'Das Paper', phone: '9811122244', channel: 'SMS' }),
    );
    const early = await w.s.call(
      'POST',
      `/v1/customer/suppliers/invitations/${sent.invitation.id}/resend`,
      undefined,
      w.headers,
    );
    expect(early.status).toBe(429);
    w.s.db
      .prepare('UPDATE supplier_invitations SET sent_at_ms = sent_at_ms - ?, expires_at_ms = ?')
      .run(8 * 86_400_000, w.s.clock.now());
    expect((await invitations())[0]).toMatchObject({ state: 'expired' });
    expect((await state(sent.invitation.id, { state: 'opened' })).status).toBe(409);
    const again = await json<{ invitation: Invitation }>(
      await w.s.call('POST', `/v1/customer/suppliers/invitations/${sent.invitation.id}/resend`, undefined, w.headers),
    );
    expect(again.invitation).toMatchObject({ state: 'sent', resends: 1 });
    // Inviting the same phone again is the same invitation, not a second one.
    w.s.clock.advance(30_000);
    await invite({ name: 'Das Paper', phone: '9811122244', channel: 'WHATSAPP' });
    expect(await invitations()).toHaveLength(1);
  });

  it('hides another customer’s invitation', async () => {
    w = await purchaseWorld('9123460023');
    const sent = await json<{ invitation: Invitation }>(
      await invite({ name: 'Roy Glass', phone: '9811122255', channel: 'SMS' }),
    );
    const other = await logIn(w.s, '9123460024');
    const answer = await w.s.call(
      'POST',
      `/v1/customer/suppliers/invitations/${sent.invitation.id}/resend`,
      undefined,
      {
        authorization: `Bearer ${other.token}`,
      },
    );
    expect(answer.status).toBe(404);
    expect((await invite({ name: 'Roy Glass', phone: '12345', channel: 'SMS' })).status).toBe(400);
    expect((await invite({ name: 'Roy Glass', phone: '9811122255', channel: 'EMAIL' })).status).toBe(400);
  });
});
