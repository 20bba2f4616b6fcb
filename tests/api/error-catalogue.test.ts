import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, OFFLINE_MESSAGE, UNEXPECTED_ANSWER_CODE, UNEXPECTED_ANSWER_MESSAGE } from '../../src/api/errors.ts';
import { HEAVY_LOAD_MESSAGE } from '../../rules/failure.ts';
import { CHECK_DETAILS_MESSAGE, SERVER_PROBLEM_MESSAGE } from '../../src/api/plain-messages.ts';
import { getHome } from '../../src/api/home/get-home.ts';
import { createSession } from '../../src/api/session/create-session.ts';
import { login } from '../../src/api/customer/login.ts';
import { buildSessionPayload } from '../../src/api/session/payload.ts';
import { DIRECT_UTM, TEST_DEVICE } from '../fixtures/device.ts';
import { createHarness, type Harness } from '../support/sandbox-client.ts';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.close());

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('§8 error catalogue against the sandbox', () => {
  it('401: runs the logout sequence, shows no popup, stores the code and rejects', async () => {
    const error = await rejection(getHome(h.client));
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'EPL-40100' });
    expect(h.recorded.unauthorized).toBe(1);
    expect(h.recorded.popups).toEqual([]);
    expect(h.recorded.codes).toEqual(['EPL-40100']);
  });

  it('401 with a forged token behaves the same', async () => {
    h.auth.token = 'Bearer not.a.jwt';
    h.auth.phone = '9876543210';
    await rejection(getHome(h.client, { errors: 'hidden' }));
    expect(h.recorded.unauthorized).toBe(1);
  });

  it("'caller' keeps even a 401 to the caller: no logout, no popup", async () => {
    const error = await rejection(getHome(h.client, { errors: 'caller' }));
    expect(error.status).toBe(401);
    expect(h.recorded.unauthorized).toBe(0);
    expect(h.recorded.popups).toEqual([]);
    expect(h.recorded.codes).toEqual(['EPL-40100']);
  });

  it('other error answers show the server message in a popup', async () => {
    await h.signIn('9876543210');
    const error = await rejection(
      h.client.get('/v2/application/00000000-0000-4000-8000-000000000000/summary', { schema: v.unknown() }),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.code).toMatch(/^EPL-4/);
    expect(h.recorded.popups).toEqual([{ code: error.code, message: error.message }]);
    expect(error.message).not.toBe(HEAVY_LOAD_MESSAGE);
    expect(h.recorded.unauthorized).toBe(0);
  });

  it('a validation error (400) names the field, in a sentence written for the user', async () => {
    const error = await rejection(h.client.post('/v1/session/create', { source: 'web' }, { schema: v.unknown() }));
    expect(error).toMatchObject({ status: 400, code: 'EPL-40000', message: CHECK_DETAILS_MESSAGE });
    expect(error.field).toMatch(/\w/);
    expect(h.recorded.popups).toEqual([{ code: 'EPL-40000', message: CHECK_DETAILS_MESSAGE }]);
  });

  it('a refused referral code says what a referral code is, and names the field it is about', async () => {
    const { sessionId } = await createSession(
      h.client,
      buildSessionPayload({ device: { ...TEST_DEVICE }, location: null, utm: DIRECT_UTM }),
    );
    const error = await rejection(login(h.client, { phone: '9876543210', sessionId, referrerCode: 'ASHA-2026!' }));
    expect(error).toMatchObject({
      status: 400,
      code: 'EPL-40000',
      field: 'referrerCode',
      message: 'Please check the referral code. It has up to 20 letters or digits.',
    });
  });

  it('a fault without a body, or an unknown address, is said in plain words', async () => {
    await h.addFault({ method: 'POST', path: '/v1/session/create', status: 503 });
    const fault = await rejection(h.client.post('/v1/session/create', {}, { schema: v.unknown() }));
    expect(fault).toMatchObject({ status: 503, message: SERVER_PROBLEM_MESSAGE });
    const missing = await rejection(h.client.get('/v1/no-such-thing', { schema: v.unknown() }));
    expect(missing).toMatchObject({ status: 404, message: CHECK_DETAILS_MESSAGE });
    expect(h.recorded.popups.map((popup) => popup.message)).toEqual([SERVER_PROBLEM_MESSAGE, CHECK_DETAILS_MESSAGE]);
  });

  it("'hidden' shows no popup but still rejects and stores the code", async () => {
    await h.addFault({
      method: 'GET',
      path: '/v1/marketplace/logo-url',
      status: 404,
      body: { error: { code: 'EPL-40400', message: 'No such marketplace.' } },
    });
    const error = await rejection(
      h.client.get('/v1/marketplace/logo-url', {
        errors: 'hidden',
        searchParams: { marketplaceName: 'x' },
        schema: v.unknown(),
      }),
    );
    expect(error).toMatchObject({ status: 404, code: 'EPL-40400', message: 'No such marketplace.' });
    expect(h.recorded.popups).toEqual([]);
    expect(h.recorded.codes).toEqual(['EPL-40400']);
  });

  it('login errors go to the caller only, for the form to show inline', async () => {
    const error = await rejection(login(h.client, { phone: '9876543210', sessionId: 'no-such-session' }));
    expect(error.kind).toBe('http');
    expect(error.code).not.toBeNull();
    expect(h.recorded.popups).toEqual([]);
    expect(h.recorded.unauthorized).toBe(0);
  });

  it('a dropped connection gives the heavy-load message', async () => {
    await h.addFault({ method: 'POST', path: '/v1/session/create', drop: true });
    const error = await rejection(h.client.post('/v1/session/create', {}, { schema: v.unknown() }));
    expect(error).toMatchObject({ kind: 'network', status: null, code: null, message: HEAVY_LOAD_MESSAGE });
    expect(h.recorded.popups).toEqual([{ code: null, message: HEAVY_LOAD_MESSAGE }]);
    expect(h.recorded.codes).toEqual([]);
  });

  it('no answer while the browser is offline says the phone is offline, not that the lender is loaded', async () => {
    await h.addFault({ method: 'POST', path: '/v1/session/create', drop: true });
    vi.stubGlobal('navigator', { ...globalThis.navigator, onLine: false });
    try {
      const error = await rejection(h.client.post('/v1/session/create', {}, { schema: v.unknown() }));
      expect(error).toMatchObject({ kind: 'network', status: null, code: null, message: OFFLINE_MESSAGE });
      expect(h.recorded.popups).toEqual([{ code: null, message: OFFLINE_MESSAGE }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a 5xx answer that is not JSON is no usable response either', async () => {
    await h.addFault({ method: 'POST', path: '/v1/session/create', status: 502, body: '<html>Bad gateway</html>' });
    const error = await rejection(h.client.post('/v1/session/create', {}, { schema: v.unknown() }));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: null, message: HEAVY_LOAD_MESSAGE });
    expect(h.recorded.popups).toEqual([{ code: null, message: HEAVY_LOAD_MESSAGE }]);
  });

  it('a blob call whose error body is JSON is parsed and handled like any error', async () => {
    await h.addFault({
      method: 'GET',
      path: '/v1/application/file/*',
      status: 404,
      body: { error: { code: 'EPL-40400', message: 'That document does not exist.' } },
    });
    const error = await rejection(h.client.getBlob('/v1/application/file/42'));
    expect(error).toMatchObject({ status: 404, code: 'EPL-40400', message: 'That document does not exist.' });
    expect(h.recorded.popups).toEqual([{ code: 'EPL-40400', message: 'That document does not exist.' }]);
    expect(h.recorded.codes).toEqual(['EPL-40400']);
  });

  it('EPL-10000 reaches the caller as the code itself on calls that ask for it', async () => {
    const body = { error: { code: 'EPL-10000', message: 'Aadhaar OTP could not be verified.' } };
    await h.addFault({ method: 'POST', path: '/v1/session/create', status: 422, body, times: 2 });
    const passed = await rejection(
      h.client.post('/v1/session/create', {}, { passCodeToCaller: true, schema: v.unknown() }),
    );
    expect(passed).toMatchObject({ code: 'EPL-10000', message: 'EPL-10000' });
    expect(h.recorded.popups).toEqual([]);

    // Without the option the same answer is an ordinary error with its message.
    const ordinary = await rejection(h.client.post('/v1/session/create', {}, { schema: v.unknown() }));
    expect(ordinary.message).toBe('Aadhaar OTP could not be verified.');
    expect(h.recorded.popups).toEqual([{ code: 'EPL-10000', message: 'Aadhaar OTP could not be verified.' }]);
    expect(h.recorded.codes).toEqual(['EPL-10000', 'EPL-10000']);
  });

  it('stores the last error code of each failure, in order', async () => {
    await rejection(getHome(h.client, { errors: 'hidden' }));
    await rejection(h.client.post('/v1/session/create', {}, { errors: 'hidden', schema: v.unknown() }));
    expect(h.recorded.codes).toEqual(['EPL-40100', 'EPL-40000']);
  });

  it('an answer that fails the schema rejects with the unexpected-answer error', async () => {
    await h.addFault({ method: 'POST', path: '/v1/session/create', status: 200, body: { sessionId: 42 } });
    const error = await rejection(createSession(h.client, {} as never));
    expect(error).toMatchObject({
      kind: 'http',
      status: 200,
      code: UNEXPECTED_ANSWER_CODE,
      message: UNEXPECTED_ANSWER_MESSAGE,
    });
    expect(error.cause).toBeInstanceOf(v.ValiError);
    expect(h.recorded.popups).toEqual([{ code: UNEXPECTED_ANSWER_CODE, message: UNEXPECTED_ANSWER_MESSAGE }]);
    // Only server codes are stored.
    expect(h.recorded.codes).toEqual([]);
  });

  it('a caller that aborts gets an aborted ApiError and no popup', async () => {
    await h.addFault({ method: 'GET', path: '/v1/home', delayMs: 500 });
    await h.signIn('9876543211');
    const controller = new AbortController();
    const call = getHome(h.client, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(call);
    expect(error).toMatchObject({ kind: 'network', aborted: true });
    expect(h.recorded.popups).toEqual([]);
  });
});
