import type { APIRequestContext, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { testPhone } from './support/test-identity.ts';
import { sessionCreateBody } from '../fixtures/device.ts';

// The walking skeleton end to end: `npm start` serves the app (deep links included) and the
// sandbox API on one origin, the guard sends logged-out visitors to login, and the sandbox
// control API that QA and the path tests depend on answers as docs/api-contract.md says.

// A planned phone: each test uses its own in its place (support/test-identity.ts).
const PHONE = '9876543210';

function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

async function expectCatalogueError(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status: number,
  code: string,
) {
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
  const body: unknown = await response.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
}

async function logInThroughApi(request: APIRequestContext): Promise<string> {
  const phone = testPhone(PHONE);
  const session = await request.post('/v1/session/create', {
    data: sessionCreateBody,
  });
  expect(session.status()).toBe(200);
  const { sessionId } = (await session.json()) as { sessionId: string };

  const login = await request.post('/v2/customer/login', { data: { phone, sessionId } });
  expect(login.status()).toBe(200);
  expect(await login.json()).toMatchObject({ tncAccepted: true });

  const otpAnswer = await request.get(`/__sandbox/otp/${phone}`);
  expect(otpAnswer.status()).toBe(200);
  const { otp } = (await otpAnswer.json()) as { otp: string };
  expect(otp).toMatch(/^\d{4}$/);

  const verified = await request.post('/v2/customer/otp', { data: { otp, sessionId } });
  expect(verified.status()).toBe(200);
  const token = (await verified.json()) as { tokenType: string; accessToken: string };
  expect(token.tokenType).toBe('Bearer');
  return `${token.tokenType} ${token.accessToken}`;
}

test.describe('the app', () => {
  test('sends a logged-out visitor from / to the mobile number screen', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\/mobile-no(\?|$)/);
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });

  test('serves a deep link as the app, and the guard keeps the intended route', async ({ page, request }) => {
    const html = await request.get('/signup/pre-approval/step-1');
    expect(html.status()).toBe(200);
    expect(html.headers()['content-type']).toMatch(/text\/html/);
    // The app's page: the root the app mounts in (holding the prerendered login shell) and its entry script.
    const body = await html.text();
    expect(body).toContain('<div id="root">');
    expect(body).toMatch(/<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"/);

    const errors = collectPageErrors(page);
    await page.goto('/signup/pre-approval/step-1?utm_source=smoke');
    await expect(page).toHaveURL(/\/login\/mobile-no\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBeTruthy();
    expect(url.searchParams.get('utm_source')).toBe('smoke');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
});

test.describe('the app under its Content-Security-Policy', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  test("allows the built index.html's inline scripts by their hashes, and nothing inline else", async ({ request }) => {
    for (const path of ['/', '/login/mobile-no', '/dashboard']) {
      const page = await request.get(path);
      const csp = page.headers()['content-security-policy'] ?? '';
      const scriptSrc = /(?:^|;\s*)script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
      const inline = [...(await page.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(inline.length, 'the login shell script and the loader at least').toBeGreaterThanOrEqual(2);
      expect(scriptSrc.sort()).toEqual(["'self'", ...inline.map(sha256)].sort());
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
    // What `curl -sI` shows.
    const head = (await request.head('/')).headers();
    expect(head['content-security-policy']).toContain('script-src');
    expect(head['x-frame-options']).toBe('DENY');
    expect(head['referrer-policy']).toBe('same-origin');
    expect(head['permissions-policy']).toContain('camera=(self)');
    expect(head['x-content-type-options']).toBe('nosniff');
  });

  test('refuses a script injected into the page', async ({ browser, baseURL }) => {
    // A context of its own: the refusal is the point here, not a failure of the app.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login/mobile-no');
    await expect(page.locator('#root')).not.toBeEmpty();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      return (window as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await context.close();
  });
});

test.describe('the sandbox API', () => {
  test('answers unknown API paths with a §8 404', async ({ request }) => {
    await expectCatalogueError(await request.get('/v1/no-such-endpoint'), 404, 'EPL-40400');
    await expectCatalogueError(await request.post('/v2/customer/no-such-call', { data: {} }), 404, 'EPL-40400');
  });

  test('refuses an authenticated call without a token', async ({ request }) => {
    await expectCatalogueError(await request.get('/v1/home'), 401, 'EPL-40100');
  });

  test('refuses a body over its limit with a 413, and text/plain on a JSON route with a 415', async ({ request }) => {
    const big = await request.post('/v1/session/create', { data: { ...sessionCreateBody, padding: 'x'.repeat(9000) } });
    await expectCatalogueError(big, 413, 'EPL-41300');
    const plain = await request.post('/v1/session/create', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify(sessionCreateBody),
    });
    await expectCatalogueError(plain, 415, 'EPL-41500');
    const answer = await request.get('/v1/home');
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('sets up a customer, issues a readable OTP and logs in', async ({ request }) => {
    const phone = testPhone(PHONE);
    await expectCatalogueError(await request.get(`/__sandbox/otp/${phone}`), 404, 'EPL-40400');

    const put = await request.put(`/__sandbox/customers/${phone}`, {
      data: { status: 'initiated', tncAccepted: true, firstName: 'Asha', lastName: 'Verma' },
    });
    expect(put.status()).toBe(200);
    expect(await put.json()).toMatchObject({ application: { status: 'initiated' } });

    const authorization = await logInThroughApi(request);
    const home = await request.get('/v1/home', { headers: { authorization } });
    expect(home.status()).toBe(200);
    expect(await home.json()).toMatchObject({ application: { status: { value: 'initiated' } } });
  });

  test('injects faults for the next matching calls only, and clears them', async ({ request }) => {
    const phone = testPhone(PHONE);
    await request.put(`/__sandbox/customers/${phone}`, { data: { status: 'initiated', tncAccepted: true } });
    const authorization = await logInThroughApi(request);
    const headers = { authorization };

    const injected = { error: { code: 'EPL-50000', message: 'Injected by the smoke test.' } };
    const fault = await request.post('/__sandbox/faults', {
      data: { method: 'GET', path: '/v1/home', status: 503, body: injected, times: 1 },
    });
    expect(fault.status()).toBe(201);
    const failed = await request.get('/v1/home', { headers });
    expect(failed.status()).toBe(503);
    expect(await failed.json()).toEqual(injected);
    expect((await request.get('/v1/home', { headers })).status()).toBe(200);

    await request.post('/__sandbox/faults', { data: { path: '/v1/home*', status: 500, body: injected, times: 5 } });
    expect((await request.get('/v1/home/flags', { headers })).status()).toBe(500);
    expect((await request.delete('/__sandbox/faults')).status()).toBe(204);
    expect((await request.get('/v1/home/flags', { headers })).status()).toBe(200);

    await request.post('/__sandbox/faults', { data: { method: 'GET', path: '/v1/home/flags', drop: true } });
    await expect(request.get('/v1/home/flags', { headers })).rejects.toThrow();

    await request.post('/__sandbox/faults', {
      data: { path: '/v1/home/flags', status: 200, body: { delayed: true }, delayMs: 400 },
    });
    const started = Date.now();
    const delayed = await request.get('/v1/home/flags', { headers });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(await delayed.json()).toEqual({ delayed: true });
  });
});
