import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../../server/http/body-limits.ts';
import { auth, logIn, makeSandbox, sessionCreateBody } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, personalInfo, seed } from '../../support/server/onboarding.ts';

// The limits as an attacker meets them, in process (the real server's memory: body-memory.test.ts).

let s: TestSandbox;
let user: LoggedIn;

beforeAll(async () => {
  s = makeSandbox();
  user = await logIn(s);
});
afterAll(() => s.close());

/** A body sent chunked: no Content-Length, so only counting the streamed bytes can stop it. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const padded = (bytes: number) => JSON.stringify({ ...sessionCreateBody, padding: 'x'.repeat(bytes) });

async function refusal(response: Response): Promise<ErrorAnswer['error']> {
  const body = (await response.json()) as ErrorAnswer;
  return body.error;
}

describe('body limits', () => {
  it('refuses an anonymous body over 8 KB with a 413 in the §8 shape, declared or streamed', async () => {
    const declared = await s.call('POST', '/v1/session/create', padded(BODY_LIMITS.anonymous));
    expect(declared.status).toBe(413);
    expect(await refusal(declared)).toEqual({ code: 'EPL-41300', message: 'body: larger than the 8 KB allowed' });

    const streamed = await s.app.request('/v2/customer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunked(50 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await refusal(streamed)).code).toBe('EPL-41300');
  });

  it('still takes an ordinary anonymous call', async () => {
    expect((await s.call('POST', '/v1/session/create', sessionCreateBody)).status).toBe(200);
  });

  it('gives a signed-in call 64 KB of JSON, no more', async () => {
    const notes = (bytes: number) => JSON.stringify({ read: true, padding: 'x'.repeat(bytes) });
    const within = await s.call('PATCH', '/v1/application/notification/n-1', notes(60 * 1024), auth(user.token));
    expect(within.status).not.toBe(413);
    const over = await s.call('PATCH', '/v1/application/notification/n-1', notes(BODY_LIMITS.json), auth(user.token));
    expect(over.status).toBe(413);
    expect(await refusal(over)).toEqual({ code: 'EPL-41300', message: 'body: larger than the 64 KB allowed' });
  });

  it('takes a 9 MB file on an upload route, refuses a streamed 11 MB, reads nothing before the sign-in', async () => {
    const a = await applicant(s, '9876500001');
    await seed(s, a.phone, { personalInfo, kycMode: 'manual' });
    const path = `/v3${a.app}/address-proof?documentType=passport`;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(9 * 1024 * 1024)]), 'passport.jpg');
    const big = await s.app.request(path, { method: 'POST', headers: auth(a.token), body: form });
    // Past the limit: the route's own checks answer (zeros are no JPEG: 415 from the file check).
    expect(big.status).toBe(415);

    const send = (headers: Record<string, string>) =>
      s.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
        body: chunked(11 * 1024 * 1024),
        duplex: 'half',
      } as RequestInit);
    const streamed = await send(auth(a.token));
    expect(streamed.status).toBe(413);
    expect(await refusal(streamed)).toEqual({ code: 'EPL-41300', message: 'body: the file is larger than 10 MB' });
    expect((await send({})).status).toBe(401);
  });
});

describe('JSON routes read JSON only', () => {
  it('answers text/plain (a cross-site form can send it unasked) with a 415 in the §8 shape', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const response = await s.app.request('/v1/session/create', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: JSON.stringify(sessionCreateBody),
      });
      expect(response.status, contentType).toBe(415);
      expect(await refusal(response)).toEqual({ code: 'EPL-41500', message: 'body: must be sent as application/json' });
    }
    const signedIn = await s.app.request('/v1/application/notification/n-1', {
      method: 'PATCH',
      headers: { ...auth(user.token), 'content-type': 'text/plain' },
      body: JSON.stringify({ read: true }),
    });
    expect(signedIn.status).toBe(415);
  });

  it('takes application/json with a charset', async () => {
    const response = await s.app.request('/v1/session/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(sessionCreateBody),
    });
    expect(response.status).toBe(200);
  });
});

describe('API answers', () => {
  it('carry nosniff, no framing, no referrer off-site and no-store, errors included', async () => {
    const answers = [
      await s.call('GET', '/v1/home', undefined, auth(user.token)),
      await s.call('GET', '/v1/home'),
      await s.call('GET', '/v1/nowhere'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('let an anonymous answer keep the lifetime its route chose', async () => {
    const logo = await s.call('GET', '/v1/marketplace/logos/shipkart.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
