import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox, testClock } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';
import { LISTED_SUPPLIERS } from '../../../server/purchase/catalog.ts';
import { SCHEMES, WELCOME_POINTS } from '../../../server/rewards/schemes.ts';
import { pointsForSpend, unspentOf } from '../../../server/rewards/rules.ts';

// The rewards ledger (issue 32, ADR 054): the welcome reward at line activation for a referred
// customer, points for settled supplier payments, QA's grants and redemptions (once per reference),
// expiry of what is left of a lot oldest first, the schemes, and nobody reading another's points.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123405401';
const OTHER = '9123405402';
const supplier = LISTED_SUPPLIERS[0]!;

interface Statement {
  balance: number;
  lines: { id: string; kind: string; points: number; schemeId: string | null; description: string; at: string }[];
  schemes: { id: string; name: string; summary: string }[];
}

async function borrower(phone: string, referrerCode: string | null = 'ASHA100'): Promise<LoggedIn> {
  expect((await s.call('PUT', `/__sandbox/customers/${phone}`, { tncAccepted: true, referrerCode })).status).toBe(200);
  const who = await logIn(s, phone);
  expect((await s.call('PUT', `/__sandbox/customers/${phone}/credit-account`, { creditLimit: 500000 })).status).toBe(
    200,
  );
  return who;
}

const statementOf = async (who: LoggedIn) => {
  const answer = await s.call('GET', '/v1/rewards', undefined, auth(who.token));
  expect(answer.status).toBe(200);
  return json<Statement>(answer);
};

const control = (phone: string, body: unknown) => s.call('POST', `/__sandbox/customers/${phone}/rewards`, body);

describe('the rewards ledger', () => {
  it('grants the welcome reward once the line of a referred customer is active, and only once', async () => {
    s = makeSandbox();
    const who = await borrower(PHONE);
    const first = await statementOf(who);
    expect(first.balance).toBe(WELCOME_POINTS);
    expect(first.lines).toEqual([expect.objectContaining({ kind: 'earned', points: 500, schemeId: 'welcome' })]);
    expect((await statementOf(who)).lines).toHaveLength(1);
    expect(first.schemes.map((scheme) => scheme.id)).toEqual(SCHEMES.map((scheme) => scheme.id));
  });

  it("is on home once the line is active: the dashboard's way to the statement", async () => {
    s = makeSandbox();
    expect((await s.call('PUT', `/__sandbox/customers/${PHONE}`, { referrerCode: 'ASHA100' })).status).toBe(200);
    const who = await logIn(s, PHONE);
    const home = async () =>
      (await json<{ welcomeRewardEarned: unknown }>(await s.call('GET', '/v1/home', undefined, auth(who.token))))
        .welcomeRewardEarned;
    expect(await home()).toBeNull();
    expect((await s.call('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { creditLimit: 500000 })).status).toBe(
      200,
    );
    expect(await home()).toEqual({ points: WELCOME_POINTS, earnedAt: expect.any(String) });
  });

  it('gives no welcome reward without a referral code, and says nothing is there yet', async () => {
    s = makeSandbox();
    const who = await borrower(PHONE, null);
    expect(await statementOf(who)).toMatchObject({ balance: 0, lines: [] });
  });

  it('earns a point per full ₹100 of a settled supplier payment, capped, and nothing for one on hold', async () => {
    s = makeSandbox();
    const who = await borrower(PHONE, null);
    const order = (amount: number, state = 'settled') =>
      s.call('POST', `/__sandbox/customers/${PHONE}/marketplace-orders`, { supplierId: supplier.id, amount, state });
    expect((await order(12_050)).status).toBe(200);
    expect((await order(3_000, 'on_hold')).status).toBe(200);
    const statement = await statementOf(who);
    expect(statement.balance).toBe(120);
    expect(statement.lines).toEqual([
      expect.objectContaining({
        kind: 'earned',
        points: 120,
        schemeId: 'supplier-payments',
        description: `Payment to ${supplier.name}`,
      }),
    ]);
    expect(pointsForSpend(99_99)).toBe(0);
    expect(pointsForSpend(4_00_000_00)).toBe(500);
  });

  it('records a redemption once per reference, refuses more points than held and a reused reference', async () => {
    s = makeSandbox();
    const who = await borrower(PHONE);
    const redeem = { kind: 'redeem', points: 200, description: 'Gift voucher', reference: 'RDM-0001' };
    expect((await control(PHONE, redeem)).status).toBe(200);
    expect((await control(PHONE, redeem)).status).toBe(200);
    expect((await statementOf(who)).balance).toBe(300);
    const reused = await control(PHONE, { ...redeem, points: 100 });
    expect(reused.status).toBe(409);
    expect((await json<ErrorAnswer>(reused)).error.code).toBe('EPL-40977');
    const tooMany = await control(PHONE, { ...redeem, points: 301, reference: 'RDM-0002' });
    expect(tooMany.status).toBe(409);
    expect((await json<ErrorAnswer>(tooMany)).error.code).toBe('EPL-40976');
    expect((await statementOf(who)).lines.map((line) => line.kind)).toEqual(['redeemed', 'earned']);
  });

  it('expires what is left of a lot a year after it was earned, redemptions taken from the oldest first', async () => {
    const clock = testClock();
    s = makeSandbox({ clock });
    await borrower(PHONE, null);
    expect((await control(PHONE, { kind: 'grant', points: 300, description: 'Diwali bonus' })).status).toBe(200);
    clock.advance(100 * 86_400_000);
    expect((await control(PHONE, { kind: 'grant', points: 50 })).status).toBe(200);
    const redeem = { kind: 'redeem', points: 100, description: 'Gift voucher', reference: 'RDM-0003' };
    expect((await control(PHONE, redeem)).status).toBe(200);
    clock.advance(266 * 86_400_000);
    // A year on, the session has long ended: the borrower logs in again.
    const statement = await statementOf(await logIn(s, PHONE));
    expect(statement.lines[0]).toMatchObject({ kind: 'expired', points: 200, schemeId: 'lender-bonus' });
    expect(statement.balance).toBe(50);
    expect(unspentOf([{ id: 'a', points: 10, at: '1', expiresAt: null }], 25).get('a')).toBe(0);
  });

  it('refuses a bad control body with the §8 shape and writes nothing', async () => {
    s = makeSandbox();
    const who = await borrower(PHONE, null);
    for (const body of [
      { kind: 'grant', points: 1.5 },
      { kind: 'grant', points: 0 },
      { kind: 'grant', points: 10, earnedAt: '2999-01-01T00:00:00.000Z' },
      { kind: 'redeem', points: 10, description: 'x', reference: 'RDM-0004' },
      { kind: 'burn', points: 10 },
    ]) {
      const answer = await control(PHONE, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorAnswer>(answer)).error.code).toBe('EPL-40000');
    }
    expect((await control('9123405409', { kind: 'grant', points: 10 })).status).toBe(404);
    expect((await statementOf(who)).lines).toEqual([]);
  });
});

describe('the reward schemes', () => {
  it("answers a scheme's terms, and a 404 in the §8 shape for one that does not exist", async () => {
    s = makeSandbox();
    const who = await borrower(PHONE, null);
    const answer = await s.call('GET', '/v1/rewards/supplier-payments', undefined, auth(who.token));
    expect(answer.status).toBe(200);
    const { scheme } = await json<{ scheme: { cap: string; expiry: string; terms: string[] } }>(answer);
    expect(scheme.cap).toMatch(/500 points/);
    expect(scheme.terms.length).toBeGreaterThan(0);
    const missing = await s.call('GET', '/v1/rewards/no-such-scheme', undefined, auth(who.token));
    expect(missing.status).toBe(404);
    expect((await json<ErrorAnswer>(missing)).error.code).toBe('EPL-40454');
    expect((await s.call('GET', '/v1/rewards/Bad%20Id', undefined, auth(who.token))).status).toBe(400);
  });
});

describe("another customer's points", () => {
  it('are never read: no token is 401, the statement is the token’s own, loyalty-point of another is 403', async () => {
    s = makeSandbox();
    const asha = await borrower(PHONE);
    const ravi = await borrower(OTHER, null);
    expect((await s.call('GET', '/v1/rewards')).status).toBe(401);
    expect((await statementOf(ravi)).lines).toEqual([]);
    const own = await s.call('GET', `/v1/customer/${asha.customerId}/loyalty-point`, undefined, auth(asha.token));
    expect(await json(own)).toEqual({ balance: 500 });
    const theirs = await s.call('GET', `/v1/customer/${asha.customerId}/loyalty-point`, undefined, auth(ravi.token));
    expect(theirs.status).toBe(403);
    expect((await json<ErrorAnswer>(theirs)).error.code).toBe('EPL-40300');
  });

  it('meet a fault like any call', async () => {
    s = makeSandbox();
    const who = await borrower(PHONE, null);
    const body = { error: { code: 'EPL-50000', message: 'The lender is unavailable for a moment.' } };
    expect(
      (await s.call('POST', '/__sandbox/faults', { method: 'GET', path: '/v1/rewards*', status: 500, times: 1, body }))
        .status,
    ).toBe(201);
    expect((await s.call('GET', '/v1/rewards', undefined, auth(who.token))).status).toBe(500);
    expect((await s.call('GET', '/v1/rewards', undefined, auth(who.token))).status).toBe(200);
  });
});
