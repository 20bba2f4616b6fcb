import { afterEach, describe, expect, it } from 'vitest';
import {
  auth,
  createSession,
  json,
  latestOtp,
  logIn,
  makeSandbox,
  sessionCreateBody,
} from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';

let s: TestSandbox;
afterEach(() => s.close());

describe('sandbox control API', () => {
  it('GET /__sandbox/otp answers the latest code for the phone, 404 when none was sent', async () => {
    s = makeSandbox();
    const none = await s.call('GET', '/__sandbox/otp/9876543210');
    expect(none.status).toBe(404);
    expect((await json<ErrorAnswer>(none)).error.code).toBe('EPL-40400');
    const sessionId = await createSession(s);
    await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId });
    const otp = await latestOtp(s, '9876543210');
    expect((await s.call('POST', '/v2/customer/otp', { otp, sessionId, tncId: 'tnc-2026-01' })).status).toBe(200);
  });

  it('PUT /__sandbox/customers creates an applicant in any state, and login then finds them', async () => {
    s = makeSandbox();
    const put = await s.call('PUT', '/__sandbox/customers/7000000001', {
      status: 'personalInfoUpdated',
      nextAction: 'businessInfo',
      tncAccepted: true,
      showReferrerCode: false,
      firstName: 'Ravi',
    });
    expect(put.status).toBe(200);
    const state = await json<{ customer: Record<string, unknown>; application: Record<string, unknown> }>(put);
    expect(state.customer).toMatchObject({
      phone: '7000000001',
      tncAccepted: true,
      showReferrerCode: false,
      firstName: 'Ravi',
    });
    expect(state.application).toMatchObject({ status: 'personalInfoUpdated', nextAction: 'businessInfo' });

    const sessionId = await createSession(s);
    const login = await json(await s.call('POST', '/v2/customer/login', { phone: '7000000001', sessionId }));
    expect(login).toMatchObject({ tncAccepted: true, showReferrerCode: false });
    // Terms already accepted: the OTP needs no tncId, and the status is not moved back.
    const otp = await latestOtp(s, '7000000001');
    const { accessToken } = await json<{ accessToken: string }>(
      await s.call('POST', '/v2/customer/otp', { otp, sessionId }),
    );
    const home = await json<{ application: { status: { value: string } } }>(
      await s.call('GET', '/v1/home', undefined, auth(accessToken)),
    );
    expect(home.application.status.value).toBe('personalInfoUpdated');
  });

  it('PUT updates only the fields it is given', async () => {
    s = makeSandbox();
    await s.call('PUT', '/__sandbox/customers/7000000001', {
      status: 'approved',
      firstName: 'Ravi',
      lastName: 'Kumar',
    });
    const second = await json<{ customer: Record<string, unknown>; application: Record<string, unknown> }>(
      await s.call('PUT', '/__sandbox/customers/7000000001', { lastName: null }),
    );
    expect(second.customer).toMatchObject({ firstName: 'Ravi', lastName: null });
    expect(second.application).toMatchObject({ status: 'approved' });
    expect(s.count('customers')).toBe(1);
  });

  it('reset empties every table', async () => {
    s = makeSandbox();
    const { token } = await logIn(s);
    await s.call('POST', '/v1/consent-status', { consentType: 'WHATSAPP', status: 'granted' }, auth(token));
    await s.call('DELETE', '/v1/customer/logout', undefined, auth(token));
    const reset = await s.call('POST', '/__sandbox/reset');
    expect(reset.status).toBe(204);
    for (const table of [
      'customers',
      'applications',
      'sessions',
      'otps',
      'sandbox_latest_otps',
      'consents',
      'revoked_tokens',
    ]) {
      expect(s.count(table)).toBe(0);
    }
  });
});

describe('faults', () => {
  const arm = async (spec: Record<string, unknown>) => {
    const response = await s.call('POST', '/__sandbox/faults', spec);
    expect(response.status).toBe(201);
    return json<{ id: number }>(response);
  };

  it('answers the given status and body for the next call only by default', async () => {
    s = makeSandbox();
    await arm({
      path: '/v1/session/create',
      status: 503,
      body: { error: { code: 'EPL-50300', message: 'Down for a bit' } },
    });
    const faulted = await s.call('POST', '/v1/session/create', sessionCreateBody);
    expect(faulted.status).toBe(503);
    expect(await json(faulted)).toEqual({ error: { code: 'EPL-50300', message: 'Down for a bit' } });
    expect(s.count('sessions')).toBe(0);
    expect((await s.call('POST', '/v1/session/create', sessionCreateBody)).status).toBe(200);
  });

  it('without a body answers the §8 shape for the status', async () => {
    s = makeSandbox();
    await arm({ path: '/v1/session/create', status: 500 });
    const faulted = await s.call('POST', '/v1/session/create', sessionCreateBody);
    expect(faulted.status).toBe(500);
    expect((await json<ErrorAnswer>(faulted)).error.code).toBe('EPL-50000');
  });

  it('applies `times` times, matches the method and prefixes ending in *', async () => {
    s = makeSandbox();
    await arm({ method: 'GET', path: '/v1/marketplace/*', status: 502, times: 2 });
    const url = '/v1/marketplace/logo-url?marketplaceName=shipkart';
    // Another method does not match.
    expect((await s.call('POST', '/v1/marketplace/logo-url')).status).toBe(404);
    expect((await s.call('GET', url)).status).toBe(502);
    expect((await s.call('GET', '/v1/marketplace/logos/shipkart.svg')).status).toBe(502);
    expect((await s.call('GET', url)).status).toBe(200);
  });

  it('an exact path does not match longer paths', async () => {
    s = makeSandbox();
    await arm({ path: '/v1/home', status: 500 });
    expect((await s.call('GET', '/v1/home/flags')).status).toBe(401);
    expect((await s.call('GET', '/v1/home')).status).toBe(500);
  });

  it('delays the answer by delayMs; a delay alone lets the real handler answer', async () => {
    s = makeSandbox();
    await arm({ path: '/v1/marketplace/logo-url', delayMs: 150 });
    const started = performance.now();
    const response = await s.call('GET', '/v1/marketplace/logo-url?marketplaceName=shipkart');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
  });

  it('drop ends the call with no answer at all (a network error)', async () => {
    s = makeSandbox();
    await arm({ path: '/v2/customer/*', drop: true });
    await expect(s.call('POST', '/v2/customer/login', { phone: '9876543210' })).rejects.toThrow(TypeError);
    expect((await s.call('POST', '/v2/customer/login', { phone: '9876543210' })).status).toBe(400);
  });

  it('DELETE clears armed faults; the control API itself is never faulted', async () => {
    s = makeSandbox();
    await arm({ path: '/*', status: 500, times: 10 });
    expect((await s.call('GET', '/__sandbox/otp/9876543210')).status).toBe(404);
    expect((await s.call('DELETE', '/__sandbox/faults')).status).toBe(204);
    expect((await s.call('POST', '/v1/session/create', sessionCreateBody)).status).toBe(200);
  });

  it('reset also clears faults', async () => {
    s = makeSandbox();
    await arm({ path: '/v1/session/create', status: 500 });
    await s.call('POST', '/__sandbox/reset');
    expect((await s.call('POST', '/v1/session/create', sessionCreateBody)).status).toBe(200);
  });
});

describe('sandbox off and unknown paths', () => {
  it('with sandbox false the control API is 404 and faults are not applied', async () => {
    s = makeSandbox({ sandbox: false });
    for (const [method, path] of [
      ['GET', '/__sandbox/otp/9876543210'],
      ['PUT', '/__sandbox/customers/9876543210'],
      ['POST', '/__sandbox/faults'],
      ['DELETE', '/__sandbox/faults'],
      ['POST', '/__sandbox/reset'],
    ] as const) {
      const response = await s.call(
        method,
        path,
        method === 'PUT' || method === 'POST' ? { path: '/v1/home' } : undefined,
      );
      expect(response.status).toBe(404);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-40400');
    }
    expect((await s.call('GET', '/v1/home')).status).toBe(401);
  });

  it('unknown API paths and methods answer 404 in the §8 shape', async () => {
    s = makeSandbox();
    for (const [method, path] of [
      ['GET', '/v1/nothing-here'],
      ['GET', '/v6/anything'],
      ['PATCH', '/v1/home'],
      ['GET', '/__sandbox/unknown'],
    ] as const) {
      const response = await s.call(method, path);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({
        error: { code: 'EPL-40400', message: expect.stringContaining(path) as string },
      });
    }
  });
});
