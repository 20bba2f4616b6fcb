import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../support/server/sandbox.ts';
import type { LoggedIn, TestSandbox } from '../support/server/sandbox.ts';
import { applicant, personalInfo, seed } from '../support/server/onboarding.ts';

// Issue 27: a simulated provider page acts only on the one-time reference the lender issued for
// that payment or request (never on an id alone), the reference is spent by the answer, and no
// page is mounted when the sandbox is off.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400111';
type Started = {
  transaction: { transactionId: string };
  next: { kind: string; form?: { action: string; content: Record<string, string> } };
};

const post = (path: string, fields: Record<string, string>) =>
  s.app.request(path, { method: 'POST', body: new URLSearchParams(fields) });

/** The reference with only its last character's spare bits changed: the same bytes to a lenient decoder. */
function spareBitsChanged(reference: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(reference.at(-1) ?? '');
  return `${reference.slice(0, -1)}${alphabet[(last & ~3) + ((last + 1) & 3)] ?? ''}`;
}

async function borrower(): Promise<LoggedIn> {
  s = makeSandbox();
  const who = await logIn(s, PHONE);
  expect((await s.call('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { drawdown: 10_000 })).status).toBe(200);
  return who;
}

async function netBanking(who: LoggedIn, key: string) {
  const payload = {
    purpose: 'repayment',
    paymentMethod: 'NET_BANKING',
    returnUrl: '/dashboard/payment-methods',
    repaymentDTO: { amount: 1000, bankCode: 'HDFC' },
  };
  const started = await json<Started>(
    await s.call('POST', '/v2/repayment/initiate-transaction', payload, { ...auth(who.token), 'idempotency-key': key }),
  );
  return { id: started.transaction.transactionId, content: started.next.form?.content ?? {} };
}

const paymentStatus = async (who: LoggedIn, id: string) =>
  (
    await json<{ transaction: { status: string } }>(
      await s.call('GET', `/v1/customer/transaction/${id}/payments-details`, undefined, auth(who.token)),
    )
  ).transaction.status;

describe('the payment gateway', () => {
  it('opens and decides only with the payment’s own reference, once', async () => {
    const who = await borrower();
    const first = await netBanking(who, 'reference-0001');
    const second = await netBanking(who, 'reference-0002');
    const reference = first.content.ref ?? '';
    expect(reference).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.content.ref).not.toBe(reference);

    // An id alone, another payment's reference, a tampered one: the page opens nothing.
    const refused: Record<string, string>[] = [
      { transactionId: first.id },
      { transactionId: first.id, ref: second.content.ref ?? '' },
      { transactionId: first.id, ref: spareBitsChanged(reference) },
      { transactionId: first.id, ref: `${reference}A` },
    ];
    for (const fields of refused) {
      expect((await post('/v1/sandbox-pg/pay', fields)).status).toBe(404);
      expect((await post('/v1/sandbox-pg/decide', { ...fields, decision: 'approve' })).status).toBe(404);
    }
    expect(await paymentStatus(who, first.id)).toBe('created');

    const page = await post('/v1/sandbox-pg/pay', first.content);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`name="ref" value="${reference}"`);
    const declined = await post('/v1/sandbox-pg/decide', {
      transactionId: first.id,
      ref: reference,
      decision: 'decline',
    });
    expect(declined.status).toBe(303);
    expect(await paymentStatus(who, first.id)).toBe('failed');

    // Spent: a second press goes back but decides nothing, and the page no longer opens.
    const again = await post('/v1/sandbox-pg/decide', { transactionId: first.id, ref: reference, decision: 'approve' });
    expect(again.status).toBe(303);
    expect(await paymentStatus(who, first.id)).toBe('failed');
    expect((await post('/v1/sandbox-pg/pay', first.content)).status).toBe(404);
    expect(
      s.db
        .prepare('SELECT consumed_at IS NOT NULL AS spent FROM provider_references WHERE subject_id = ?')
        .get(first.id),
    ).toEqual({ spent: 1 });
    // Only a nonce is stored: the reference itself is nowhere in the database.
    expect(JSON.stringify(s.db.prepare('SELECT * FROM provider_references').all())).not.toContain(reference);
  });

  it('the UPI app opens from the QA link with its reference, not by transaction id', async () => {
    const who = await borrower();
    const payload = {
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: '/dashboard/payment-methods',
      repaymentDTO: { amount: 1500, upiInfo: { vpa: 'asha@okbank' } },
    };
    const started = await json<Started>(
      await s.call('POST', '/v2/repayment/initiate-transaction', payload, {
        ...auth(who.token),
        'idempotency-key': 'reference-upi-1',
      }),
    );
    const id = started.transaction.transactionId;
    expect((await s.app.request(`/v1/sandbox-pg/upi?transactionId=${id}`)).status).toBe(404);
    const { url } = await json<{ url: string }>(await s.call('GET', `/__sandbox/payments/${id}/upi-app`));
    const link = new URL(url);
    expect((await s.app.request(`${link.pathname}${link.search}`)).status).toBe(200);
    const ref = link.searchParams.get('ref') ?? '';
    const answered = await post('/v1/sandbox-pg/decide', { transactionId: id, ref, decision: 'approve' });
    expect(answered.status).toBe(200);
    expect(await paymentStatus(who, id)).toBe('success');
    expect((await s.app.request(`${link.pathname}${link.search}`)).status).toBe(404);
  });
});

describe('DigiLocker', () => {
  it('a request id alone neither opens the page nor decides; the url’s reference does, once', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    await seed(s, a.phone, { personalInfo, kycMode: 'digiLocker' });
    const started = await json<{ url: string; requestId: string }>(
      await s.call('GET', '/v1/idfy/digilocker-url?redirectUrl=/signup/kyc-result', undefined, auth(a.token)),
    );
    const page = '/v1/sandbox-digilocker/authorize';
    const ref = new URL(started.url).searchParams.get('ref') ?? '';
    expect((await s.app.request(`${page}?requestId=${started.requestId}`)).status).toBe(404);
    expect((await post(page, { requestId: started.requestId, decision: 'approve' })).status).toBe(404);
    expect(
      (await post(page, { requestId: started.requestId, ref: spareBitsChanged(ref), decision: 'approve' })).status,
    ).toBe(404);
    expect(s.db.prepare('SELECT outcome FROM digilocker_requests').get()).toEqual({ outcome: 'pending' });
    expect((await s.app.request(new URL(started.url).pathname + new URL(started.url).search)).status).toBe(200);
    expect((await post(page, { requestId: started.requestId, ref, decision: 'deny' })).status).toBe(303);
    expect(
      (await post(page, { requestId: started.requestId, ref, decision: 'approve' })).headers.get('location'),
    ).toContain('status=failure');
    expect(s.db.prepare('SELECT outcome FROM digilocker_requests').get()).toEqual({ outcome: 'failure' });
  });
});

describe('with the sandbox off', () => {
  it('no provider page is mounted', async () => {
    s = makeSandbox({ sandbox: false });
    const pages = [
      '/v1/sandbox-pg/pay',
      '/v1/sandbox-pg/upi',
      '/v1/sandbox-pg/decide',
      '/v1/sandbox-esign/agreement',
      '/v1/sandbox-esign/application-form',
      '/v1/sandbox-esign/authorize',
      '/v1/sandbox-digilocker/authorize',
      '/v1/sandbox-digilocker/guarantor/authorize',
      '/v1/emandate/sponsorbank-sandbox/authorise',
      '/v1/emandate/upi-sandbox/approve',
      '/v1/finanalyser-sandbox/netbanking',
      '/v2/onemoney-sandbox/consent',
    ];
    for (const path of pages) {
      for (const method of ['GET', 'POST']) {
        const answer = await s.app.request(path, { method, body: method === 'POST' ? new URLSearchParams() : null });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(await json(answer), `${method} ${path}`).toMatchObject({ error: { code: 'EPL-40400' } });
      }
    }
  });
});
