import { afterEach, describe, expect, it } from 'vitest';
import { createSession, json, makeSandbox } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';
import { isApiPath } from '../../server/app.ts';

let s: TestSandbox;
afterEach(() => s.close());

describe('terms document', () => {
  it('the login answer links a terms page the API itself serves', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    const login = await json<{ tncLink: string; tncId: string }>(
      await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId }),
    );
    // An API path: `npm start` answers it from the sandbox instead of the app's index.html.
    expect(isApiPath(login.tncLink)).toBe(true);
    const page = await s.call('GET', login.tncLink);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    expect(await page.text()).toContain(login.tncId);
  });

  it('is an accessible standalone page: language, title, one h1, labelled sections, no script', async () => {
    s = makeSandbox();
    const page = await s.call('GET', '/v1/terms/tnc-2026-01');
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/<html lang="en-IN">/);
    expect(html).toMatch(/<title>Saakh terms and conditions<\/title>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="viewport"/);
    const sections = html.match(/<section aria-labelledby="([^"]+)">/g) ?? [];
    expect(sections.length).toBeGreaterThan(2);
    for (const section of sections) {
      const id = /aria-labelledby="([^"]+)"/.exec(section)?.[1];
      expect(html).toContain(`<h2 id="${id}">`);
    }
    expect(html).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('states the OTP rules the sandbox enforces', async () => {
    s = makeSandbox();
    const html = await (await s.call('GET', '/v1/terms/tnc-2026-01')).text();
    expect(html).toContain('valid for 5 minutes');
    expect(html).toContain('after 5 wrong tries');
  });

  it('an unknown version is a §8 404 and a malformed one a 400', async () => {
    s = makeSandbox();
    const missing = await s.call('GET', '/v1/terms/tnc-1999-01');
    expect(missing.status).toBe(404);
    expect((await json<ErrorAnswer>(missing)).error.code).toBe('EPL-40400');
    const malformed = await s.call('GET', '/v1/terms/..%2Fsecret');
    expect(malformed.status).toBe(400);
    expect((await json<ErrorAnswer>(malformed)).error.code).toBe('EPL-40000');
  });
});
