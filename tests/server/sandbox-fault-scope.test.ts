import { afterEach, describe, expect, it } from 'vitest';
import { auth, createSession, json, latestOtp, logIn, makeSandbox } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';

// Faults scoped to one customer or session, so browser tests running side by side against one
// sandbox can each break their own calls: a fault for A must never answer B, nor be used up by B.

let s: TestSandbox;
afterEach(() => s.close());

const A = '9876543210';
const B = '9123456789';
const FAULT = { status: 503, body: { error: { code: 'EPL-50300', message: 'A is down' } } };

async function arm(spec: Record<string, unknown>): Promise<void> {
  const response = await s.call('POST', '/__sandbox/faults', spec);
  expect(response.status).toBe(201);
}

const home = (token: string) => s.call('GET', '/v1/home', undefined, auth(token));
const login = (phone: string, sessionId: string) => s.call('POST', '/v2/customer/login', { phone, sessionId });

describe('faults scoped to a phone', () => {
  it('answer only the bearer-token calls of that customer, and B does not use them up', async () => {
    s = makeSandbox();
    const a = await logIn(s, A);
    const b = await logIn(s, B);
    await arm({ path: '/v1/home', phone: A, ...FAULT, times: 2 });
    for (let i = 0; i < 3; i++) expect((await home(b.token)).status).toBe(200);
    const faulted = await home(a.token);
    expect(faulted.status).toBe(503);
    expect(await json(faulted)).toEqual(FAULT.body);
    expect((await home(a.token)).status).toBe(503);
    expect((await home(a.token)).status).toBe(200);
    expect((await home(b.token)).status).toBe(200);
  });

  it('answer the login that names the phone, and the OTP call of the session that login bound', async () => {
    s = makeSandbox();
    const sessionA = await createSession(s);
    const sessionB = await createSession(s);
    await arm({ path: '/v2/customer/*', phone: A, ...FAULT });
    expect((await login(B, sessionB)).status).toBe(200);
    expect((await login(A, sessionA)).status).toBe(503);
    expect(s.count('otps')).toBe(1);
    expect((await login(A, sessionA)).status).toBe(200);

    // The OTP call carries no phone: the session it names is logged in with A.
    await arm({ path: '/v2/customer/otp', phone: A, ...FAULT });
    const otpB = await latestOtp(s, B);
    expect(
      (await s.call('POST', '/v2/customer/otp', { otp: otpB, sessionId: sessionB, tncId: 'tnc-2026-01' })).status,
    ).toBe(200);
    const otpA = await latestOtp(s, A);
    const body = { otp: otpA, sessionId: sessionA, tncId: 'tnc-2026-01' };
    expect((await s.call('POST', '/v2/customer/otp', body)).status).toBe(503);
    expect((await s.call('POST', '/v2/customer/otp', body)).status).toBe(200);
  });

  it('never answer calls that name no customer (a new session)', async () => {
    s = makeSandbox();
    await arm({ path: '/v1/session/create', phone: A, ...FAULT });
    await createSession(s);
    expect(s.count('sessions')).toBe(1);
  });

  it('with only a delay let the real handler read the body the scope was read from', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    await arm({ path: '/v2/customer/login', phone: A, delayMs: 100 });
    const started = performance.now();
    const response = await login(A, sessionId);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ tncAccepted: false, tncId: 'tnc-2026-01' });
  });

  it("answer a guarantor's login by phoneNumber and their verify by the id in the path", async () => {
    s = makeSandbox();
    const G = '9000000001';
    const other = '9000000002';
    for (const phone of [G, other])
      expect((await s.call('PUT', `/__sandbox/guarantors/${phone}`, {})).status).toBe(200);
    const guarantorLogin = async (phone: string) =>
      s.call('POST', '/v1/guarantor/login', { phoneNumber: phone, sessionId: await createSession(s) });

    await arm({ path: '/v1/guarantor/*', phone: G, ...FAULT });
    const otherLogin = await guarantorLogin(other);
    expect(otherLogin.status).toBe(200);
    expect((await guarantorLogin(G)).status).toBe(503);
    const gLogin = await guarantorLogin(G);
    expect(gLogin.status).toBe(200);

    await arm({ path: '/v1/guarantor/*', phone: G, ...FAULT });
    const verify = async (phone: string, guarantorId: string) =>
      s.call('POST', `/v1/guarantor/${guarantorId}/verify-otp`, { otp: await latestOtp(s, phone) });
    const { guarantorId: otherId } = await json<{ guarantorId: string }>(otherLogin);
    const { guarantorId: gId } = await json<{ guarantorId: string }>(gLogin);
    expect((await verify(other, otherId)).status).toBe(200);
    expect((await verify(G, gId)).status).toBe(503);
    expect((await verify(G, gId)).status).toBe(200);
  });
});

describe('faults scoped to a session', () => {
  it('answer the calls naming that session only, even another session of the same phone', async () => {
    s = makeSandbox();
    const first = await createSession(s);
    const second = await createSession(s);
    await arm({ path: '/v2/customer/login', sessionId: first, ...FAULT });
    expect((await login(A, second)).status).toBe(200);
    expect((await login(B, second)).status).toBe(200);
    expect((await login(A, first)).status).toBe(503);
    expect((await login(A, first)).status).toBe(200);
  });

  it('answer a bearer-token call when its customer is the one the session is logged in with', async () => {
    s = makeSandbox();
    const a = await logIn(s, A);
    const b = await logIn(s, B);
    await arm({ path: '/v1/home', sessionId: a.sessionId, ...FAULT });
    expect((await home(b.token)).status).toBe(200);
    expect((await home(a.token)).status).toBe(503);
    expect((await home(a.token)).status).toBe(200);
  });

  it('with a phone too, answer only calls that are both', async () => {
    s = makeSandbox();
    const session = await createSession(s);
    await arm({ path: '/v2/customer/login', sessionId: session, phone: A, ...FAULT });
    expect((await login(B, session)).status).toBe(200);
    expect((await login(A, await createSession(s))).status).toBe(200);
    expect((await login(A, session)).status).toBe(503);
  });
});

describe('unscoped faults beside scoped ones', () => {
  it('still answer everyone, oldest first', async () => {
    s = makeSandbox();
    const a = await logIn(s, A);
    const b = await logIn(s, B);
    await arm({ path: '/v1/home', phone: A, status: 502 });
    await arm({ path: '/v1/home', status: 500 });
    expect((await home(b.token)).status).toBe(500);
    expect((await home(a.token)).status).toBe(502);
    expect((await home(a.token)).status).toBe(200);
  });
});

describe('DELETE /__sandbox/faults with a scope', () => {
  it("clears only that scope's faults; without one it clears them all", async () => {
    s = makeSandbox();
    const a = await logIn(s, A);
    const b = await logIn(s, B);
    await arm({ path: '/v1/home', phone: A, status: 503, times: 5 });
    await arm({ path: '/v1/home', phone: B, status: 503, times: 5 });
    await arm({ path: '/v1/home', sessionId: b.sessionId, status: 502, times: 5 });
    expect((await s.call('DELETE', `/__sandbox/faults?phone=${A}`)).status).toBe(204);
    expect((await home(a.token)).status).toBe(200);
    expect((await home(b.token)).status).toBe(503);
    expect((await s.call('DELETE', `/__sandbox/faults?phone=${B}`)).status).toBe(204);
    expect((await home(b.token)).status).toBe(502);
    expect((await s.call('DELETE', `/__sandbox/faults?sessionId=${b.sessionId}`)).status).toBe(204);
    expect((await home(b.token)).status).toBe(200);

    await arm({ path: '/v1/home', status: 500, times: 5 });
    await arm({ path: '/v1/home', phone: A, status: 503, times: 5 });
    expect((await s.call('DELETE', `/__sandbox/faults?phone=${B}`)).status).toBe(204);
    expect((await home(b.token)).status).toBe(500);
    expect((await s.call('DELETE', '/__sandbox/faults')).status).toBe(204);
    expect((await home(a.token)).status).toBe(200);
    expect((await home(b.token)).status).toBe(200);
  });

  it('refuses a malformed scope and arms nothing for one', async () => {
    s = makeSandbox();
    const badPhone = await s.call('POST', '/__sandbox/faults', { path: '/v1/home', phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect((await json<ErrorAnswer>(badPhone)).error.message).toMatch(/^body\.phone: /);
    const badSession = await s.call('POST', '/__sandbox/faults', { path: '/v1/home', sessionId: 'nope' });
    expect((await json<ErrorAnswer>(badSession)).error.message).toMatch(/^body\.sessionId: /);
    const badDelete = await s.call('DELETE', '/__sandbox/faults?phone=12');
    expect(badDelete.status).toBe(400);
    expect((await json<ErrorAnswer>(badDelete)).error.message).toMatch(/^query\.phone: /);
    const a = await logIn(s, A);
    expect((await home(a.token)).status).toBe(200);
  });
});
