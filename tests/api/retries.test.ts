import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../src/api/errors.ts';
import { getHome } from '../../src/api/home/get-home.ts';
import { createHarness, type Harness } from '../support/sandbox-client.ts';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.close());

const callsTo = (method: string, path: string) =>
  h.recorded.requests.filter((request) => request.method === method && new URL(request.url).pathname === path).length;

describe('retries', () => {
  it('retries an idempotent GET after a 503 and succeeds, without a popup', async () => {
    await h.signIn('9876543210');
    await h.addFault({ method: 'GET', path: '/v1/home', status: 503, times: 1 });
    const home = await getHome(h.client);
    expect(home.customer.uuid).toBeTruthy();
    expect(callsTo('GET', '/v1/home')).toBe(2);
    expect(h.recorded.popups).toEqual([]);
  });

  it('retries a GET after a dropped connection', async () => {
    await h.signIn('9876543210');
    await h.addFault({ method: 'GET', path: '/v1/home/flags', drop: true, times: 1 });
    await expect(h.client.get('/v1/home/flags', { schema: v.object({ skipGst: v.boolean() }) })).resolves.toEqual({
      skipGst: expect.any(Boolean),
    });
    expect(callsTo('GET', '/v1/home/flags')).toBe(2);
  });

  it('gives up on a GET after two retries', async () => {
    await h.signIn('9876543210');
    await h.addFault({ method: 'GET', path: '/v1/home', status: 503, times: 5 });
    await expect(getHome(h.client)).rejects.toMatchObject({ status: 503 });
    expect(callsTo('GET', '/v1/home')).toBe(3);
    expect(h.recorded.popups).toHaveLength(1);
  });

  it('does not retry a GET on a 4xx', async () => {
    await expect(getHome(h.client)).rejects.toBeInstanceOf(ApiError);
    expect(callsTo('GET', '/v1/home')).toBe(1);
  });

  it('never retries a POST: the fault is consumed once and the call fails', async () => {
    await h.addFault({ method: 'POST', path: '/v1/session/create', status: 503, times: 2 });
    await expect(h.client.post('/v1/session/create', {}, { schema: v.unknown() })).rejects.toMatchObject({
      status: 503,
    });
    expect(callsTo('POST', '/v1/session/create')).toBe(1);
    // The second armed 503 is still there: proof that the server saw one call only.
    await expect(
      h.client.post('/v1/session/create', {}, { errors: 'hidden', schema: v.unknown() }),
    ).rejects.toMatchObject({
      status: 503,
    });
    // And after that the sandbox answers for itself (a 400 for this empty body).
    await expect(
      h.client.post('/v1/session/create', {}, { errors: 'hidden', schema: v.unknown() }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('never retries a dropped POST', async () => {
    await h.addFault({ method: 'POST', path: '/v1/session/create', drop: true, times: 1 });
    await expect(h.client.post('/v1/session/create', {}, { schema: v.unknown() })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(callsTo('POST', '/v1/session/create')).toBe(1);
  });

  it('never retries PATCH or DELETE', async () => {
    await h.signIn('9876543210');
    await h.addFault({ method: 'DELETE', path: '/v1/customer/logout', status: 503, times: 1 });
    await h.addFault({ method: 'PATCH', path: '/v1/customer/initiate-rekyc', status: 503, times: 1 });
    await expect(h.client.delete('/v1/customer/logout', { schema: v.undefined() })).rejects.toMatchObject({
      status: 503,
    });
    await expect(h.client.patch('/v1/customer/initiate-rekyc', {}, { schema: v.unknown() })).rejects.toMatchObject({
      status: 503,
    });
    expect(callsTo('DELETE', '/v1/customer/logout')).toBe(1);
    expect(callsTo('PATCH', '/v1/customer/initiate-rekyc')).toBe(1);
  });
});

describe('headers', () => {
  it('sends the stored combined token as Authorization and the phone only when asked', async () => {
    await h.signIn('9876543210');
    h.recorded.requests.length = 0;
    await getHome(h.client);
    await h.client.get('/v1/home/flags', { phoneHeader: true, schema: v.unknown() });
    const [home, flags] = h.recorded.requests;
    expect(home?.headers.get('authorization')).toBe(h.auth.token);
    expect(h.auth.token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(home?.headers.get('x-phone-number')).toBeNull();
    expect(flags?.headers.get('x-phone-number')).toBe('9876543210');
  });

  it('sends no Authorization while signed out', async () => {
    await h.client.post('/v1/session/create', {}, { errors: 'hidden', schema: v.unknown() }).catch(() => undefined);
    expect(h.recorded.requests[0]?.headers.get('authorization')).toBeNull();
  });
});
