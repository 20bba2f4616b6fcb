import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';
import { REFER_AND_EARN_TERMS_PATH, REFERRAL_REWARD_PAISE } from '../../../server/refer-and-earn/rules.ts';

// Refer and earn in the sandbox (docs/sandbox.md "Refer and earn"): a stable random code per
// customer, the webflow short link to the sign-up carrying it (own code only, a path on this site,
// rate-limited), the referrals with the referred person masked, confirmed when their line opens or
// by QA, each customer's own only; §8 errors and faults at the call sites.

let s: TestSandbox;
afterEach(() => s.close());

const REFERRER = '9123400551';
const FRIEND = '9123400552';
const STRANGER = '9123400553';

type Link = { referralCode: string; shortLink: string | null; termsLink: string };
type Referral = {
  id: string;
  firstName: string | null;
  maskedPhone: string;
  joinedAt: string;
  status: string;
  reason: string | null;
  rewardPaise: number | null;
};
type List = { referrals: Referral[]; rewardPerReferralPaise: number };

const get = (path: string, who: LoggedIn) => s.call('GET', path, undefined, auth(who.token));
const linkOf = async (who: LoggedIn) => json<Link>(await get('/v1/customer/referral-link', who));
const listOf = async (who: LoggedIn) => json<List>(await get('/v1/customer/referrals', who));
const shorten = (who: LoggedIn, body: unknown, version = 'v3') =>
  s.call('PATCH', `/${version}/webflow/short-referral`, body, auth(who.token));
const destination = (code: string) => `/login/mobile-no?referral_code=${code}`;
const codeOf = async (answer: Response) => (await json<ErrorAnswer>(answer)).error.code;

async function referrerAndFriend() {
  const referrer = await logIn(s, REFERRER);
  const { referralCode } = await linkOf(referrer);
  const friend = await logIn(s, FRIEND, { referrerCode: referralCode.toLowerCase() });
  expect((await s.call('PUT', `/__sandbox/customers/${FRIEND}`, { firstName: 'Ravi' })).status).toBe(200);
  return { referrer, friend, referralCode };
}

describe('the referral code', () => {
  it('is made once, stays, is not the customer id and differs between customers', async () => {
    s = makeSandbox();
    const one = await logIn(s, REFERRER);
    const two = await logIn(s, STRANGER);
    const first = await linkOf(one);
    expect(first).toEqual({
      referralCode: expect.stringMatching(/^[2-9A-Z]{8}$/),
      shortLink: null,
      termsLink: REFER_AND_EARN_TERMS_PATH,
    });
    expect((await linkOf(one)).referralCode).toBe(first.referralCode);
    expect(one.customerId.toUpperCase()).not.toContain(first.referralCode);
    expect((await linkOf(two)).referralCode).not.toBe(first.referralCode);
    const byUuid = await get(`/v1/customer/${one.customerId}/referral-code`, one);
    expect(await json(byUuid)).toEqual({ referralCode: first.referralCode });
  });

  it('is nobody else’s to read: another customer’s uuid answers 404, no token 401', async () => {
    s = makeSandbox();
    const one = await logIn(s, REFERRER);
    const two = await logIn(s, STRANGER);
    const other = await get(`/v1/customer/${one.customerId}/referral-code`, two);
    expect(other.status).toBe(404);
    expect(await codeOf(other)).toBe('EPL-40400');
    for (const path of [
      '/v1/customer/referral-link',
      '/v1/customer/referrals',
      `/v1/customer/${one.customerId}/referral-code`,
    ]) {
      const answer = await s.call('GET', path);
      expect(answer.status).toBe(401);
      expect(await codeOf(answer)).toBe('EPL-40100');
    }
  });
});

describe('the short link', () => {
  it('leads to the sign-up with the code, is the same link when asked again, from v1 to v3', async () => {
    s = makeSandbox();
    const one = await logIn(s, REFERRER);
    const { referralCode } = await linkOf(one);
    const made = await shorten(one, { referralCode, destination: destination(referralCode) });
    expect(made.status).toBe(200);
    const { shortLink } = await json<{ shortLink: string }>(made);
    expect(shortLink).toMatch(/^http:\/\/localhost\/v1\/webflow\/r\/[2-9A-Z]{10}$/);
    expect((await linkOf(one)).shortLink).toBe(shortLink);
    for (const version of ['v1', 'v2']) {
      const again = await shorten(one, { referralCode, destination: destination(referralCode) }, version);
      expect(await json(again)).toEqual({ shortLink });
    }
    const opened = await s.call('GET', new URL(shortLink).pathname);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(destination(referralCode));
    expect((await s.call('GET', '/v1/webflow/r/NOSUCHLINK')).status).toBe(404);
  });

  it('is refused for another’s code or an address off this site, nothing saved', async () => {
    s = makeSandbox();
    const one = await logIn(s, REFERRER);
    const two = await logIn(s, STRANGER);
    const theirs = (await linkOf(two)).referralCode;
    const mine = (await linkOf(one)).referralCode;
    const stolen = await shorten(one, { referralCode: theirs, destination: destination(theirs) });
    expect(stolen.status).toBe(403);
    expect(await codeOf(stolen)).toBe('EPL-40310');
    for (const bad of [
      'https://evil.example/?referral_code=' + mine,
      '//evil.example/?referral_code=' + mine,
      '/\\evil.example/?referral_code=' + mine,
      '/login/mobile-no',
    ]) {
      const answer = await shorten(one, { referralCode: mine, destination: bad });
      expect(answer.status).toBe(400);
      expect(await codeOf(answer)).toBe('EPL-40000');
    }
    expect((await shorten(one, { referralCode: mine })).status).toBe(400);
    expect(s.count('referral_links')).toBe(0);
  });

  it('is rate-limited: the sixth ask in a minute is a 429 with Retry-After', async () => {
    s = makeSandbox();
    const one = await logIn(s, REFERRER);
    const { referralCode } = await linkOf(one);
    const body = { referralCode, destination: destination(referralCode) };
    for (let ask = 0; ask < 5; ask++) expect((await shorten(one, body)).status).toBe(200);
    const refused = await shorten(one, body);
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe('EPL-42910');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    s.clock.advance(61_000);
    expect((await shorten(one, body)).status).toBe(200);
  });
});

describe('the referrals', () => {
  it('start empty, then show who joined with the code, masked, pending', async () => {
    s = makeSandbox();
    const one = await logIn(s, REFERRER);
    expect(await listOf(one)).toEqual({ referrals: [], rewardPerReferralPaise: REFERRAL_REWARD_PAISE });
    const { referrer } = await referrerAndFriend();
    const list = await get('/v1/customer/referrals', referrer);
    const text = await list.clone().text();
    expect(text).not.toContain(FRIEND);
    const { referrals } = await json<List>(list);
    expect(referrals).toEqual([
      {
        id: expect.any(String),
        firstName: 'Ravi',
        maskedPhone: `XXXXXX${FRIEND.slice(-4)}`,
        joinedAt: expect.any(String),
        status: 'pending',
        reason: null,
        rewardPaise: null,
      },
    ]);
  });

  it('are confirmed when the friend’s credit line opens, the reward recorded on the referral', async () => {
    s = makeSandbox();
    const { referrer } = await referrerAndFriend();
    expect((await listOf(referrer)).referrals[0]!.status).toBe('pending');
    expect((await s.call('PUT', `/__sandbox/customers/${FRIEND}/credit-account`, {})).status).toBe(200);
    const [confirmed] = (await listOf(referrer)).referrals;
    expect(confirmed).toMatchObject({ status: 'confirmed', reason: null, rewardPaise: REFERRAL_REWARD_PAISE });
    // The referrer's home now links the programme's terms, which the sandbox serves.
    expect((await s.call('PUT', `/__sandbox/customers/${REFERRER}/credit-account`, {})).status).toBe(200);
    const home = await json<{ referAndEarnTncLink: string | null }>(await get('/v1/home', referrer));
    expect(home.referAndEarnTncLink).toBe(REFER_AND_EARN_TERMS_PATH);
    const terms = await s.call('GET', REFER_AND_EARN_TERMS_PATH);
    expect(terms.status).toBe(200);
    expect(await terms.text()).toContain('Refer and earn: terms');
  });

  it('are not eligible when the friend’s application is rejected', async () => {
    s = makeSandbox();
    const { referrer } = await referrerAndFriend();
    expect((await s.call('PUT', `/__sandbox/customers/${FRIEND}`, { applicationRejected: true })).status).toBe(200);
    expect((await listOf(referrer)).referrals[0]).toMatchObject({ status: 'notEligible', reason: 'notApproved' });
  });

  it('are decided by QA once: confirmed, or not eligible with a reason; a bad decision changes nothing', async () => {
    s = makeSandbox();
    const { referrer } = await referrerAndFriend();
    const decide = (body: unknown, referred = FRIEND) =>
      s.call('POST', `/__sandbox/customers/${REFERRER}/referrals/${referred}`, body);
    expect((await decide({ status: 'notEligible' })).status).toBe(400);
    expect((await decide({ status: 'notEligible', reason: 'because' })).status).toBe(400);
    expect((await decide({ status: 'confirmed' }, STRANGER)).status).toBe(404);
    expect((await listOf(referrer)).referrals[0]!.status).toBe('pending');
    const decided = await decide({ status: 'notEligible', reason: 'alreadyCustomer' });
    expect(decided.status).toBe(200);
    expect((await json<List>(decided)).referrals[0]).toMatchObject({
      status: 'notEligible',
      reason: 'alreadyCustomer',
    });
    const again = await decide({ status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('EPL-40939');
  });

  it('are each referrer’s own: the friend and a stranger see none of them', async () => {
    s = makeSandbox();
    const { friend } = await referrerAndFriend();
    const stranger = await logIn(s, STRANGER);
    expect((await listOf(friend)).referrals).toEqual([]);
    expect((await listOf(stranger)).referrals).toEqual([]);
  });

  it('fail at each call site when a fault is armed, and answer again after', async () => {
    s = makeSandbox();
    const one = await logIn(s, REFERRER);
    const body = { error: { code: 'EPL-50000', message: 'The lender is unavailable for a moment.' } };
    const { referralCode } = await linkOf(one);
    const calls = [
      ['GET', '/v1/customer/referral-link', undefined],
      ['GET', '/v1/customer/referrals', undefined],
      ['PATCH', '/v3/webflow/short-referral', { referralCode, destination: destination(referralCode) }],
    ] as const;
    for (const [method, path, payload] of calls) {
      await s.call('POST', '/__sandbox/faults', { method, path, status: 500, body });
      const faulted = await s.call(method, path, payload, auth(one.token));
      expect(faulted.status).toBe(500);
      expect(await json(faulted)).toEqual(body);
      expect((await s.call(method, path, payload, auth(one.token))).status).toBe(200);
    }
  });
});
