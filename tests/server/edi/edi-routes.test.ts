import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';
import { DAY_MS } from '../../../server/kit/loan-cost/edi.ts';

// The EDI loan's sandbox (docs/sandbox.md "EDI loans"): the offer with the verified account, a quote
// by the one calculator, the request made once per Idempotency-Key, its rules, the states the control
// API drives, the collections the clock brings due, another customer's records and faults.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400471';
const OTHER = '9123400472';
const ACCOUNT = { ifsc: 'HDFC0001234', accountNumber: '50100012345678', holderName: 'Asha Traders' };

type Offer = {
  offer: { id: string; minAmount: number; maxAmount: number } | null;
  bankAccount: unknown;
  overdue: boolean;
};
type Disbursement = {
  id: string;
  status: string;
  reason: string | null;
  dailyInstalment: number;
  collectedSoFar: number;
  overdue: number;
  nextCollection: { number: number; amount: number } | null;
  schedule: { number: number; status: string }[];
};

const error = async (response: Response) => (await json<ErrorAnswer>(response)).error;

async function borrower(phone = PHONE, offer: Record<string, unknown> = { bankAccount: ACCOUNT }): Promise<LoggedIn> {
  const who = await logIn(s, phone);
  expect((await s.call('PUT', `/__sandbox/customers/${phone}/edi-offer`, offer)).status).toBe(200);
  return who;
}

const offerOf = async (who: LoggedIn) =>
  json<Offer>(await s.call('GET', '/v1/customer/edi-offer', undefined, auth(who.token)));

async function request(who: LoggedIn, key: string, body: Record<string, unknown> = {}) {
  const { offer } = await offerOf(who);
  return s.call(
    'POST',
    '/v1/customer/request-disbursement',
    { offerId: offer?.id, amount: 100000, tenureDays: 90, consent: true, ...body },
    { ...auth(who.token), 'idempotency-key': key },
  );
}

const decide = (phone: string, decision: string, reason?: string) =>
  s.call('POST', `/__sandbox/customers/${phone}/edi-disbursement`, reason ? { decision, reason } : { decision });

describe('the EDI offer and its quote', () => {
  it('reads the offer and the verified account, and quotes by the one calculator', async () => {
    s = makeSandbox();
    const who = await borrower();
    const read = await offerOf(who);
    expect(read.offer).toMatchObject({ minAmount: 10000, maxAmount: 200000 });
    expect(read.bankAccount).toEqual({ last4: '5678', ifsc: 'HDFC0001234', holderName: 'Asha Traders' });
    const quote = await s.call(
      'POST',
      '/v1/customer/calculate-edi',
      { amount: 100000, tenureDays: 90 },
      auth(who.token),
    );
    expect(quote.status).toBe(200);
    // The worked example of tests/server/loan-cost/edi.test.ts, on the sandbox's default offer.
    expect((await json<{ quote: Record<string, unknown> }>(quote)).quote).toMatchObject({
      dailyInstalment: 1144.68,
      totalInterest: 3020.91,
      netDisbursed: 97540,
      aprPercent: 44.28,
    });
  });

  it('refuses an amount or a tenure outside the offer, and a customer without an offer', async () => {
    s = makeSandbox();
    const who = await borrower();
    const quote = (body: unknown) => s.call('POST', '/v1/customer/calculate-edi', body, auth(who.token));
    const low = await quote({ amount: 9999, tenureDays: 90 });
    expect(low.status).toBe(422);
    expect((await error(low)).code).toBe('EPL-42240');
    const long = await quote({ amount: 50000, tenureDays: 181 });
    expect((await error(long)).code).toBe('EPL-42241');
    expect((await quote({ amount: 500.005, tenureDays: 90 })).status).toBe(400);
    const other = await logIn(s, OTHER);
    expect(await offerOf(other)).toMatchObject({ offer: null });
    const none = await s.call(
      'POST',
      '/v1/customer/calculate-edi',
      { amount: 50000, tenureDays: 90 },
      auth(other.token),
    );
    expect((await error(none)).code).toBe('EPL-40420');
  });
});

describe('a disbursement request', () => {
  it('is made once per Idempotency-Key, the same key with other details a 409', async () => {
    s = makeSandbox();
    const who = await borrower();
    const first = await request(who, 'edi-key-0001');
    expect(first.status).toBe(201);
    const again = await request(who, 'edi-key-0001');
    expect(await json(again)).toEqual(await json(first.clone()));
    const changed = await request(who, 'edi-key-0001', { amount: 90000 });
    expect(changed.status).toBe(409);
    expect((await error(changed)).code).toBe('EPL-40901');
    expect((await request(who, 'short')).status).toBe(400);
  });

  it('keeps its rules: consent, a verified account, one open request, nothing overdue', async () => {
    s = makeSandbox();
    const who = await borrower();
    expect((await error(await request(who, 'edi-key-0002', { consent: false }))).code).toBe('EPL-42242');
    const noAccount = await borrower(OTHER, {});
    expect((await error(await request(noAccount, 'edi-key-0003'))).code).toBe('EPL-40982');
    expect((await request(who, 'edi-key-0004')).status).toBe(201);
    expect((await error(await request(who, 'edi-key-0005'))).code).toBe('EPL-40980');
    expect((await decide(PHONE, 'disburse')).status).toBe(200);
    await s.call('PUT', `/__sandbox/customers/${PHONE}/edi-collections`, { bounce: true });
    s.clock.advance(DAY_MS);
    // A day on, the borrower logs in again (a token lives 24 hours).
    const nextDay = await logIn(s, PHONE);
    expect((await error(await request(nextDay, 'edi-key-0006'))).code).toBe('EPL-40981');
    await s.call('PUT', `/__sandbox/customers/${PHONE}/edi-collections`, { bounce: false, settleMissed: true });
    expect((await request(nextDay, 'edi-key-0007')).status).toBe(201);
  });

  it('moves as the control API decides, and a paid-out loan is collected day by day', async () => {
    s = makeSandbox();
    const who = await borrower();
    const made = await json<{ disbursement: Disbursement }>(await request(who, 'edi-key-0008'));
    expect(made.disbursement).toMatchObject({ status: 'requested', collectedSoFar: 0, nextCollection: null });
    expect((await json<{ disbursement: Disbursement }>(await decide(PHONE, 'approve'))).disbursement.status).toBe(
      'approved',
    );
    expect((await decide(PHONE, 'approve')).status).toBe(409);
    await decide(PHONE, 'disburse');
    s.clock.advance(2 * DAY_MS);
    const later = await logIn(s, PHONE);
    const answer = await s.call('GET', '/v1/customer/edi-disbursement', undefined, auth(later.token));
    const paid = (await json<{ disbursement: Disbursement }>(answer)).disbursement;
    expect(paid.status).toBe('disbursed');
    expect(paid.schedule.slice(0, 3).map((row) => row.status)).toEqual(['collected', 'collected', 'due']);
    expect(paid.collectedSoFar).toBe(2 * 1144.68);
    expect(paid.nextCollection).toMatchObject({ number: 3, amount: 1144.68 });
    // A paid-out loan cannot be failed.
    expect((await decide(PHONE, 'fail')).status).toBe(409);
  });

  it('fails with the reason in words, or is cancelled, and a new one may then be made', async () => {
    s = makeSandbox();
    const who = await borrower();
    await request(who, 'edi-key-0009');
    const failed = await json<{ disbursement: Disbursement }>(await decide(PHONE, 'fail', 'accountClosed'));
    expect(failed.disbursement.reason).toMatch(/account is closed/);
    await request(who, 'edi-key-0010');
    expect((await json<{ disbursement: Disbursement }>(await decide(PHONE, 'cancel'))).disbursement.status).toBe(
      'cancelled',
    );
  });
});

describe('whose records', () => {
  it('are the token’s own: another customer’s disbursement is not found, home tells each their own', async () => {
    s = makeSandbox();
    const who = await borrower();
    const made = await json<{ disbursement: Disbursement }>(await request(who, 'edi-key-0011'));
    const other = await borrower(OTHER);
    const theirs = await s.call(
      'GET',
      `/v1/customer/edi-disbursement/${made.disbursement.id}`,
      undefined,
      auth(other.token),
    );
    expect(theirs.status).toBe(404);
    expect((await error(theirs)).code).toBe('EPL-40421');
    const mine = await s.call(
      'GET',
      `/v1/customer/edi-disbursement/${made.disbursement.id}`,
      undefined,
      auth(who.token),
    );
    expect(mine.status).toBe(200);
    expect(await json(await s.call('GET', '/v1/customer/edi-disbursement', undefined, auth(other.token)))).toEqual({
      disbursement: null,
    });
    const home = await json<{ ediDetails: unknown }>(await s.call('GET', '/v1/home', undefined, auth(who.token)));
    expect(home.ediDetails).toMatchObject({
      maxAmount: 200000,
      latest: { id: made.disbursement.id, status: 'requested' },
    });
  });

  it('need a customer token, and each call fails at its site when a fault is armed', async () => {
    s = makeSandbox();
    expect((await s.call('GET', '/v1/customer/edi-offer')).status).toBe(401);
    expect((await s.call('POST', '/v1/customer/request-disbursement', {})).status).toBe(401);
    const who = await borrower();
    const body = { error: { code: 'EPL-50000', message: 'The lender is unavailable for a moment.' } };
    for (const [method, path] of [
      ['GET', '/v1/customer/edi-offer'],
      ['POST', '/v1/customer/calculate-edi'],
      ['POST', '/v1/customer/request-disbursement'],
      ['GET', '/v1/customer/edi-disbursement'],
    ] as const) {
      await s.call('POST', '/__sandbox/faults', { method, path, status: 500, body });
      const faulted = await s.call(method, path, method === 'GET' ? undefined : {}, auth(who.token));
      expect(faulted.status).toBe(500);
      expect(await json(faulted)).toEqual(body);
    }
  });
});
