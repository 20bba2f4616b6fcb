import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, latestOtp, logIn, makeSandbox, wrongCode } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';
import { SEEDS } from '../../fixtures/applicant.ts';

// The profile's sandbox (docs/sandbox.md "Profile"): the one read, the email OTP with the phone's
// rules and budgets (per email and per customer), re-KYC asked by the lender and done by an Aadhaar
// OTP, the support id, another customer's records, and the faults every call site takes.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400521';
const OTHER = '9123400522';
const ACCOUNT = { ifsc: 'HDFC0001234', accountNumber: '50100012345678', holderName: 'Asha Traders' };
const AADHAAR = '234123412346';

type Profile = {
  name: string | null;
  pan: string | null;
  gstin: string | null;
  businessName: string | null;
  address: { city: string; pincode: string } | null;
  email: { address: string; verified: boolean } | null;
  bankAccount: { last4: string; ifsc: string } | null;
  supportId: string;
  reKyc: { status: string } | null;
};

const error = async (response: Response) => (await json<ErrorAnswer>(response)).error;

async function borrower(phone = PHONE): Promise<LoggedIn> {
  const seeded = await s.call('PUT', `/__sandbox/customers/${phone}`, { tncAccepted: true, ...SEEDS.gstin });
  expect(seeded.status).toBe(200);
  const who = await logIn(s, phone);
  const offer = await s.call('PUT', `/__sandbox/customers/${phone}/edi-offer`, { bankAccount: ACCOUNT });
  expect(offer.status).toBe(200);
  return who;
}

const profileOf = async (who: LoggedIn) =>
  (await json<{ profile: Profile }>(await s.call('GET', '/v1/customer/profile', undefined, auth(who.token)))).profile;

const sendEmail = (who: LoggedIn, email: string) =>
  s.call('POST', '/v1/customer/send-email-otp', { email }, auth(who.token));
const verifyEmail = (who: LoggedIn, email: string, otp: string) =>
  s.call('POST', '/v1/customer/verify-email-otp', { email, otp }, auth(who.token));
const emailOtp = async (email: string) =>
  (await json<{ otp: string }>(await s.call('GET', `/__sandbox/email-otp/${email}`))).otp;

const askReKyc = (phone = PHONE) => s.call('PUT', `/__sandbox/customers/${phone}/rekyc`, {});
const initiate = (who: LoggedIn) => s.call('PATCH', '/v1/customer/initiate-rekyc', {}, auth(who.token));
const sendAadhaar = (who: LoggedIn, aadhaarNumber = AADHAAR) =>
  s.call('POST', '/v1/customer/rekyc/aadhaar-otp', { aadhaarNumber }, auth(who.token));

describe('the profile read', () => {
  it('says who the customer is and what the lender holds, identifiers masked', async () => {
    s = makeSandbox();
    const who = await borrower();
    const profile = await profileOf(who);
    expect(profile).toMatchObject({
      name: 'Asha Verma',
      pan: 'XXXXXX234K',
      gstin: SEEDS.gstin.registration.registrationNumber,
      businessName: 'Verma Traders',
      address: { pincode: '560038' },
      email: { address: 'asha@example.in', verified: false },
      bankAccount: { last4: '5678', ifsc: 'HDFC0001234' },
      reKyc: null,
    });
    expect(JSON.stringify(profile)).not.toContain('50100012345678');
    expect(profile.supportId).toMatch(/^SUP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // The same id every time: the desk looks the customer up by it.
    expect((await profileOf(who)).supportId).toBe(profile.supportId);
  });

  it('refuses a call without a token', async () => {
    s = makeSandbox();
    expect((await s.call('GET', '/v1/customer/profile')).status).toBe(401);
  });
});

describe('the email OTP', () => {
  it('verifies an email with the code sent to it, and the profile shows it verified', async () => {
    s = makeSandbox();
    const who = await borrower();
    const sent = await sendEmail(who, ' Asha.New@Example.in ');
    expect(sent.status).toBe(200);
    expect(await json(sent)).toEqual({ sentTo: 'a***@example.in', retryAfterSeconds: 30 });
    const code = await emailOtp('asha.new@example.in');
    const wrong = await verifyEmail(who, 'asha.new@example.in', wrongCode(code));
    expect(wrong.status).toBe(422);
    expect(await error(wrong)).toMatchObject({ code: 'EPL-42201', message: 'The OTP is incorrect. 4 tries left.' });
    const right = await verifyEmail(who, 'asha.new@example.in', code);
    expect(right.status).toBe(200);
    expect((await profileOf(who)).email).toMatchObject({ address: 'asha.new@example.in', verified: true });
    // A consumed code does not verify twice.
    expect((await verifyEmail(who, 'asha.new@example.in', code)).status).toBe(422);
  });

  it('refuses a bad email or code with the §8 shape and writes nothing', async () => {
    s = makeSandbox();
    const who = await borrower();
    for (const email of ['asha', 'asha@example', 'a b@example.in', `${'a'.repeat(250)}@x.in`]) {
      const answer = await sendEmail(who, email);
      expect(answer.status).toBe(400);
      expect((await error(answer)).message).toMatch(/^body\.email: /);
    }
    expect(s.count('profile_email_otps')).toBe(0);
    expect(
      (await s.call('POST', '/v1/customer/send-email-otp', { email: 'a@b.in', x: 1 }, auth(who.token))).status,
    ).toBe(400);
    const noCode = await verifyEmail(who, 'a@b.in', '1234');
    expect(noCode.status).toBe(400);
    expect((await error(noCode)).code).toBe('EPL-40952');
    expect((await verifyEmail(who, 'a@b.in', '12a4')).status).toBe(400);
    expect(s.count('profile_emails')).toBe(0);
  });

  it('keeps the resend wait and the budgets of codes per email and per customer', async () => {
    s = makeSandbox();
    const who = await borrower();
    expect((await sendEmail(who, 'a@b.in')).status).toBe(200);
    const soon = await sendEmail(who, 'a@b.in');
    expect(soon.status).toBe(429);
    expect((await error(soon)).code).toBe('EPL-42901');
    for (let sent = 1; sent < 5; sent += 1) {
      s.clock.advance(30_000);
      expect((await sendEmail(who, 'a@b.in')).status).toBe(200);
    }
    s.clock.advance(30_000);
    const spent = await sendEmail(who, 'a@b.in');
    expect(spent.status).toBe(429);
    expect((await error(spent)).code).toBe('EPL-42902');
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address does not refill the customer's budget.
    expect((await sendEmail(who, 'c@d.in')).status).toBe(429);
  });

  it('locks the email after too many wrong codes, whichever code they were tried on', async () => {
    s = makeSandbox();
    const who = await borrower();
    for (let round = 0; round < 2; round += 1) {
      s.clock.advance(30_000);
      expect((await sendEmail(who, 'a@b.in')).status).toBe(200);
      const code = await emailOtp('a@b.in');
      for (let tried = 0; tried < 5; tried += 1) await verifyEmail(who, 'a@b.in', wrongCode(code));
    }
    const code = await emailOtp('a@b.in');
    const locked = await verifyEmail(who, 'a@b.in', code);
    expect(locked.status).toBe(429);
    expect((await error(locked)).code).toBe('EPL-42903');
    s.clock.advance(30_000);
    expect((await sendEmail(who, 'a@b.in')).status).toBe(429);
  });
});

describe('re-KYC', () => {
  it('is started when the lender asks and done by the Aadhaar OTP; the profile shows each step', async () => {
    s = makeSandbox();
    const who = await borrower();
    expect((await initiate(who)).status).toBe(409);
    expect((await askReKyc()).status).toBe(200);
    expect((await profileOf(who)).reKyc).toMatchObject({ status: 'due' });
    expect((await sendAadhaar(who)).status).toBe(409);
    const started = await initiate(who);
    expect(started.status).toBe(200);
    expect((await json<{ reKyc: { status: string } }>(started)).reKyc.status).toBe('inProgress');
    const bad = await sendAadhaar(who, '234123412345');
    expect(bad.status).toBe(422);
    expect((await error(bad)).code).toBe('EPL-42251');
    const sent = await sendAadhaar(who);
    expect(sent.status).toBe(200);
    const { requestId, otpSentTo } = await json<{ requestId: string; otpSentTo: string }>(sent);
    expect(otpSentTo).toBe('XXXXXX0521');
    const code = await latestOtp(s, PHONE);
    const verify = (otp: string) =>
      s.call('POST', '/v1/customer/rekyc/verify-aadhaar-otp', { requestId, otp }, auth(who.token));
    expect((await verify(wrongCode(code))).status).toBe(422);
    const done = await verify(code);
    expect(done.status).toBe(200);
    expect((await profileOf(who)).reKyc).toMatchObject({ status: 'done' });
    expect((await initiate(who)).status).toBe(409);
  });
});

describe('another customer', () => {
  it('reads and writes only their own: a support id of another is 404, as one that does not exist', async () => {
    s = makeSandbox();
    const mine = await borrower();
    const theirs = await borrower(OTHER);
    const { supportId } = await profileOf(mine);
    const own = await s.call('GET', `/v1/customer/support/${supportId}`, undefined, auth(mine.token));
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ support: { supportId, name: 'Asha Verma' } });
    const other = await s.call('GET', `/v1/customer/support/${supportId}`, undefined, auth(theirs.token));
    expect(other.status).toBe(404);
    expect((await s.call('GET', '/v1/customer/support/SUP-0000-0000', undefined, auth(mine.token))).status).toBe(404);
    // A code sent for one customer verifies nothing for another.
    expect((await sendEmail(mine, 'a@b.in')).status).toBe(200);
    const code = await emailOtp('a@b.in');
    const stolen = await verifyEmail(theirs, 'a@b.in', code);
    expect(stolen.status).toBe(400);
    expect((await profileOf(theirs)).email?.address).not.toBe('a@b.in');
    // The lender's re-KYC of one is not the other's.
    await askReKyc(PHONE);
    expect((await initiate(theirs)).status).toBe(409);
  });
});

describe('faults', () => {
  it('every call site takes an armed fault', async () => {
    s = makeSandbox();
    const who = await borrower();
    const sites: [string, string, unknown][] = [
      ['GET', '/v1/customer/profile', undefined],
      ['POST', '/v1/customer/send-email-otp', { email: 'a@b.in' }],
      ['POST', '/v1/customer/verify-email-otp', { email: 'a@b.in', otp: '1234' }],
      ['PATCH', '/v1/customer/initiate-rekyc', {}],
      ['POST', '/v1/customer/rekyc/aadhaar-otp', { aadhaarNumber: AADHAAR }],
      ['POST', '/v1/customer/rekyc/verify-aadhaar-otp', { requestId: crypto.randomUUID(), otp: '1234' }],
      ['GET', '/v1/customer/support/SUP-0000-0000', undefined],
    ];
    for (const [method, path, body] of sites) {
      const armed = await s.call('POST', '/__sandbox/faults', { method, path, status: 503, times: 1 });
      expect(armed.status).toBe(201);
      expect((await s.call(method, path, body, auth(who.token))).status).toBe(503);
    }
  });
});
