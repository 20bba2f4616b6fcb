import { afterEach, describe, expect, it } from 'vitest';
import { auth, createSession, json, logIn, makeSandbox, sessionCreateBody } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';

let s: TestSandbox;
afterEach(() => s.close());

const tables = ['customers', 'applications', 'sessions', 'otps', 'sandbox_latest_otps', 'consents', 'revoked_tokens'];
const snapshot = () => Object.fromEntries(tables.map((table) => [table, s.count(table)]));

async function expect400(response: Response, field: string): Promise<void> {
  expect(response.status).toBe(400);
  const { error } = await json<ErrorAnswer>(response);
  expect(error.code).toBe('EPL-40000');
  expect(error.message).toContain(field);
}

describe('bad input gets 400 EPL-40000 and writes nothing', () => {
  it('session/create', async () => {
    s = makeSandbox();
    const before = snapshot();
    await expect400(await s.call('POST', '/v1/session/create', 'not json'), 'body');
    await expect400(await s.call('POST', '/v1/session/create', {}), 'device');
    await expect400(
      await s.call('POST', '/v1/session/create', {
        ...sessionCreateBody,
        location: { latitude: 'north', longitude: 72 },
      }),
      'body.location.latitude',
    );
    await expect400(
      await s.call('POST', '/v1/session/create', { ...sessionCreateBody, utmParameters: { source: 'direct' } }),
      'body.utmParameters.medium',
    );
    expect(snapshot()).toEqual(before);
  });

  it('login', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    const before = snapshot();
    for (const phone of ['12345', '5876543210', '98765432100', 9876543210, '98765abcde']) {
      await expect400(await s.call('POST', '/v2/customer/login', { phone, sessionId }), 'body.phone');
    }
    await expect400(
      await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId: 'abc' }),
      'body.sessionId',
    );
    await expect400(
      await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId, referrerCode: 'no spaces!' }),
      'body.referrerCode',
    );
    expect(snapshot()).toEqual(before);
  });

  it('otp, resend-otp', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId });
    const before = snapshot();
    const failedBefore = s.db.prepare('SELECT failed_attempts FROM otps').get();
    for (const otp of ['123', '12345', 'abcd', 1234]) {
      await expect400(await s.call('POST', '/v2/customer/otp', { otp, sessionId, tncId: 'tnc-2026-01' }), 'body.otp');
    }
    await expect400(
      await s.call('POST', '/v2/customer/otp', { otp: '1234', sessionId, tncId: 'tnc-1999-01' }),
      'body.tncId',
    );
    await expect400(await s.call('POST', '/v2/customer/resend-otp', {}), 'body.sessionId');
    expect(snapshot()).toEqual(before);
    // A malformed request is not a guess: it must not use up a try.
    expect(s.db.prepare('SELECT failed_attempts FROM otps').get()).toEqual(failedBefore);
  });

  it('consent-status', async () => {
    s = makeSandbox();
    const { token } = await logIn(s);
    const before = snapshot();
    await expect400(
      await s.call('POST', '/v1/consent-status', { consentType: 'WHATSAPP', status: 'maybe' }, auth(token)),
      'body.status',
    );
    await expect400(
      await s.call('POST', '/v1/consent-status', { consentType: 'whats app', status: 'granted' }, auth(token)),
      'body.consentType',
    );
    await expect400(await s.call('POST', '/v1/consent-status', 'null', auth(token)), 'body');
    expect(snapshot()).toEqual(before);
  });

  it('sandbox customers and faults', async () => {
    s = makeSandbox();
    const before = snapshot();
    await expect400(await s.call('PUT', '/__sandbox/customers/12345', { status: 'approved' }), 'path.phone');
    await expect400(
      await s.call('PUT', '/__sandbox/customers/9876543210', { status: 'approved', percentCompleted: 140 }),
      'body.percentCompleted',
    );
    await expect400(await s.call('PUT', '/__sandbox/customers/9876543210', { colour: 'blue' }), 'body');
    await expect400(await s.call('POST', '/__sandbox/faults', { path: 'v1/home' }), 'body.path');
    await expect400(await s.call('POST', '/__sandbox/faults', { path: '/v1/home', times: 0 }), 'body.times');
    await expect400(await s.call('POST', '/__sandbox/faults', { path: '/v1/home', method: 'FETCH' }), 'body.method');
    expect(snapshot()).toEqual(before);
    // The refused faults were not armed either.
    const home = await s.call('GET', '/v1/home');
    expect(home.status).toBe(401);
  });
});

describe('unexpected failures', () => {
  it('answer 500 EPL-50000 in the §8 shape and a failing multi-row write leaves nothing behind', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    // Make the OTP insert (the last write of login) fail after the customer rows were written.
    s.db.exec(`CREATE TRIGGER fail_otp BEFORE INSERT ON otps BEGIN SELECT RAISE(ABORT, 'disk on fire'); END;`);
    const original = console.error;
    console.error = () => undefined;
    try {
      const response = await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId });
      expect(response.status).toBe(500);
      expect(await json(response)).toEqual({
        error: { code: 'EPL-50000', message: expect.any(String) as string },
      });
    } finally {
      console.error = original;
    }
    expect(s.count('customers')).toBe(0);
    expect(s.count('applications')).toBe(0);
    expect(s.db.prepare('SELECT phone FROM sessions WHERE id = ?').get(sessionId)).toEqual({ phone: null });
  });
});
