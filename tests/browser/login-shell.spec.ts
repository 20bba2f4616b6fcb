import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectVerifyOtpScreen, mobileField, sendOtpButton } from './support/login-ui.ts';
import { testPhone } from './support/test-identity.ts';

// The login screen arrives prerendered in index.html (scripts/vite/login-shell.ts): it paints
// before any script, the app takes it over without moving a box, deep links never show it, and
// npm start serves it and the assets compressed. The scripts it lists are exactly what the
// login screen runs.

// A planned phone: the test that logs in uses its own in its place (support/test-identity.ts).
const PHONE = '9876543210';
const SHELL = '[data-login-shell]';

/** The entry script and every modulepreload index.html lists, as paths. */
async function listedScripts(request: APIRequestContext): Promise<{ entry: string; all: string[] }> {
  const html = await (await request.get('/login/mobile-no')).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string);
  return { entry, all: [entry, ...preloads] };
}

async function blockScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

async function boxesOf(page: Page) {
  const boxes = [
    page.getByRole('img', { name: 'Saakh' }),
    page.getByRole('heading', { name: 'Log in or sign up' }),
    mobileField(page),
    sendOtpButton(page),
    page.getByRole('heading', { name: 'Instant business credit' }),
  ].map((locator) => locator.boundingBox());
  return Promise.all(boxes);
}

test('index.html and the scripts come compressed by Accept-Encoding, with Vary', async ({ request }) => {
  const html = await request.get('/login/mobile-no', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['vary']).toBe('Accept-Encoding');
  expect(html.headers()['cache-control']).toBe('no-cache');

  const { all } = await listedScripts(request);
  for (const script of all) {
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], script).toBeUndefined();
    expect(plain.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
    // A chunk of a few bytes may gain nothing from compression and then goes as it is.
    const large = Number(plain.headers()['content-length']) > 1000;
    for (const encoding of ['br', 'gzip']) {
      const answer = await request.get(script, { headers: { 'accept-encoding': encoding } });
      const sent = answer.headers()['content-encoding'];
      if (large) expect(sent, script).toBe(encoding);
      else expect([encoding, undefined], script).toContain(sent);
      expect(answer.headers()['vary'], script).toBe('Accept-Encoding');
    }
  }
});

test('lists exactly the scripts the login screen runs on', async ({ page, request }) => {
  const { all } = await listedScripts(request);
  // Without the list, the app's own imports show what the screen needs: nothing more may be
  // listed (it would be fetched for nothing), nothing less (it would be fetched late).
  await page.route('**/login/mobile-no', async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replace(/<link rel="modulepreload"[^>]*>/g, '');
    await route.fulfill({ response: original, body });
  });
  const requested = new Set<string>();
  page.on('request', (request) => {
    // The suite's build adds the journey observer (src/app/journey-observer.ts), which production never loads.
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && !path.startsWith('/assets/journey-observer-')) requested.add(path);
  });
  await page.goto('/login/mobile-no');
  await expect(page.locator(SHELL)).toHaveCount(0);
  await expect(mobileField(page)).toBeEditable();
  await page.waitForLoadState('networkidle');
  expect([...requested].sort()).toEqual([...new Set(all)].sort());
});

test('paints the login screen without any script, in the boxes the app then renders', async ({ page }) => {
  await blockScripts(page);
  await page.goto('/login/mobile-no');
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await expect(mobileField(page)).toBeVisible();
  await expect(sendOtpButton(page)).toBeVisible();
  await expect(page.getByText('Up to ₹25 lakhs credit limit')).toBeVisible();
  const shellBoxes = await boxesOf(page);

  await page.unrouteAll();
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(page.locator(SHELL)).toHaveCount(0);
  await expect(mobileField(page)).toBeEditable();
  expect(await boxesOf(page)).toEqual(shellBoxes);
  const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts);
  expect(shifted.total).toBeLessThanOrEqual(0.02);
});

test('keeps digits typed and a Send OTP pressed before the app has started', async ({ page, request }) => {
  const { entry } = await listedScripts(request);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const phone = testPhone(PHONE);
  await page.goto('/login/mobile-no');
  await mobileField(page).fill(phone);
  await sendOtpButton(page).click();
  // The press is held for the app; the shell does not reload the page with the number in it.
  await expect(page).toHaveURL(/\/login\/mobile-no$/);
  await expect(page.locator(SHELL)).toHaveCount(1);

  release();
  await expectVerifyOtpScreen(page, phone);
});

test('never shows on a deep link, nor to a signed-in visitor', async ({ page }) => {
  await blockScripts(page);
  await page.goto('/signup/pre-approval/step-1');
  await expect(page.locator(SHELL)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeHidden();

  await page.addInitScript(() => localStorage.setItem('token', JSON.stringify('Bearer abc')));
  await page.goto('/login/mobile-no');
  await expect(page.locator(SHELL)).toBeHidden();
  await page.goto('/');
  await expect(page.locator(SHELL)).toBeHidden();
});
