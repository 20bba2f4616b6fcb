import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';
import { signToken } from '../../server/auth/jwt.ts';

let s: TestSandbox;
afterEach(() => s.close());

const authenticated: [method: string, path: (applicationId: string) => string, body?: unknown][] = [
  ['DELETE', () => '/v1/customer/logout'],
  ['GET', () => '/v1/consent-status'],
  ['POST', () => '/v1/consent-status', { consentType: 'WHATSAPP', status: 'granted' }],
  ['GET', () => '/v1/home'],
  ['GET', () => '/v1/home/flags'],
  ['GET', (id) => `/v2/application/${id}/summary`],
];

async function expect401(response: Response): Promise<void> {
  expect(response.status).toBe(401);
  expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-40100');
}

describe('bearer tokens', () => {
  it('every authenticated endpoint answers 401 without a token', async () => {
    s = makeSandbox();
    const { applicationId } = await logIn(s);
    for (const [method, path, body] of authenticated) {
      await expect401(await s.call(method, path(applicationId), body));
    }
  });

  it('every authenticated endpoint answers 401 for malformed, tampered, foreign or expired tokens', async () => {
    s = makeSandbox();
    const { applicationId, token, customerId } = await logIn(s);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const tampered = `${header}.${otherPayload}.${signature}`;
    const foreign = await signToken(
      'another-secret',
      { sub: customerId, phone: '9876543210', onBoardingType: 'direct', isGuarantor: false },
      s.clock.now(),
    );
    const bad = ['Bearer', `Token ${token}`, 'Bearer not.a.jwt', `Bearer ${tampered}`, `Bearer ${foreign}`, token];
    for (const header of bad) {
      for (const [method, path, body] of authenticated) {
        await expect401(await s.call(method, path(applicationId), body, { authorization: header }));
      }
    }
    s.clock.advance(24 * 60 * 60 * 1000);
    for (const [method, path, body] of authenticated) {
      await expect401(await s.call(method, path(applicationId), body, auth(token)));
    }
  });

  it('a token with junk after its signature, or its last character changed, is refused', async () => {
    s = makeSandbox();
    const { token } = await logIn(s);
    expect((await s.call('GET', '/v1/home', undefined, auth(token))).status).toBe(200);
    // The last of 43 characters carries 4 bits of the MAC and 2 spare bits: changing only the spare
    // bits decodes to the same bytes, which a lenient decoder (jose's included) would accept.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1) ?? '');
    const spareBits = [1, 2, 3].map((d) => alphabet[(last & ~3) + ((last + d) & 3)] ?? '');
    const otherBits = alphabet[(last + 4) % 64] ?? '';
    const variants = [
      ...[...spareBits, otherBits].map((char) => `${token.slice(0, -1)}${char}`),
      `${token}=`,
      `${token}AAAA`,
      `${token}.junk`,
    ];
    for (const variant of variants) {
      await expect401(await s.call('GET', '/v1/home', undefined, { authorization: `Bearer ${variant}` }));
    }
  });

  it('the sandbox clock decides expiry: valid one second before 24 h, refused at 24 h', async () => {
    s = makeSandbox();
    const { token } = await logIn(s);
    s.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await s.call('GET', '/v1/home', undefined, auth(token))).status).toBe(200);
    s.clock.advance(1000);
    await expect401(await s.call('GET', '/v1/home', undefined, auth(token)));
  });

  it('a token of a customer deleted by reset is refused', async () => {
    s = makeSandbox();
    const { token } = await logIn(s);
    await s.call('POST', '/__sandbox/reset');
    await expect401(await s.call('GET', '/v1/home', undefined, auth(token)));
  });
});

describe('own records only', () => {
  it('the summary of another customer’s application is 403 EPL-40300; an unknown id is 404', async () => {
    s = makeSandbox();
    const asha = await logIn(s, '9876543210');
    const ravi = await logIn(s, '8765432109');
    const own = await s.call('GET', `/v2/application/${asha.applicationId}/summary`, undefined, auth(asha.token));
    expect(own.status).toBe(200);
    const foreign = await s.call('GET', `/v2/application/${ravi.applicationId}/summary`, undefined, auth(asha.token));
    expect(foreign.status).toBe(403);
    expect((await json<ErrorAnswer>(foreign)).error.code).toBe('EPL-40300');
    const unknown = await s.call(
      'GET',
      '/v2/application/0b7c2a43-2c1e-4a5f-9a57-0d6f8e1f2a3b/summary',
      undefined,
      auth(asha.token),
    );
    expect(unknown.status).toBe(404);
    const malformed = await s.call('GET', '/v2/application/123/summary', undefined, auth(asha.token));
    expect(malformed.status).toBe(400);
  });

  it('home, flags and consents answer the token’s own customer', async () => {
    s = makeSandbox();
    const asha = await logIn(s, '9876543210');
    const ravi = await logIn(s, '8765432109');
    await s.call('POST', '/v1/consent-status', { consentType: 'WHATSAPP', status: 'granted' }, auth(asha.token));
    const raviConsents = await json(await s.call('GET', '/v1/consent-status', undefined, auth(ravi.token)));
    expect(raviConsents).toEqual({ consents: [] });
    const raviHome = await json<{ customer: { uuid: string } }>(
      await s.call('GET', '/v1/home', undefined, auth(ravi.token)),
    );
    expect(raviHome.customer.uuid).toBe(ravi.customerId);
    expect(raviHome.customer.uuid).not.toBe(asha.customerId);
  });
});
