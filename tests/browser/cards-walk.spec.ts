import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { otpOf } from './support/sandbox-client.ts';
import { cardsBorrower } from './support/cards-screen-checks.ts';

// Issue 32's cards, as an active borrower lives them: the old /epaycards address opens My Cards; they
// set the card's PIN (typed twice, confirmed by the OTP sent to their phone), lock the card for a while
// with a reason and unlock it, and turn online payments outside India on with a ₹25,000 limit. The
// lender's own read says each change was made. Then every place a PIN could leak is read: storage,
// IndexedDB, the console, every request but the one that sets it, the analytics queue and the page.

const PHONE = '9123400671';
const PIN = '7391';
const ONLINE_ABROAD = 'Online payments outside India';

type Card = {
  pinSet: boolean;
  status: string;
  channels: { region: string; channel: string; enabled: boolean; limit: number }[];
};

async function lenderCard(page: Page): Promise<Card> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const read = await page.request.get('/v1/card', { headers: { authorization: token } });
  return ((await read.json()) as { cards: Card[] }).cards[0] as Card;
}

/** Everything the page keeps in the browser: both storages and every IndexedDB store's records. */
async function keptInBrowser(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const stores: unknown[] = [{ ...window.localStorage }, { ...window.sessionStorage }];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
          all.onerror = () => reject(all.error);
        });
        stores.push({ name, store, records });
      }
      db.close();
    }
    return JSON.stringify(stores);
  });
}

type Sent = { url: string; body: string };

/**
 * In the page before the app: every request it makes (fetch, beacon, XHR) with its body as sent, on
 * `window.sentForTest`, since the browser does not report a fetch's streamed body to the test.
 */
function recordSent(): void {
  const sent: Sent[] = [];
  (window as unknown as { sentForTest: Sent[] }).sentForTest = sent;
  const fetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, body: await request.clone().text() });
    return fetch(request);
  };
  const beacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    sent.push({ url: String(url), body: typeof data === 'string' ? data : '[data]' });
    return beacon(url, data);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    sent.push({ url: 'xhr', body: typeof body === 'string' ? body : '' });
    send.call(this, body);
  };
}

test('a borrower sets the card PIN, locks and unlocks the card, and turns on online use abroad with a limit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoled: string[] = [];
  page.on('console', (message) => consoled.push(message.text()));
  await page.addInitScript(recordSent);

  await cardsBorrower(page, page.request, PHONE, { line: true });
  await page.goto('/epaycards');
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
  // A new card works at ATMs and shops in India only.
  await expect(page.getByRole('switch', { name: 'ATM cash withdrawals in India' })).toBeChecked();
  await expect(page.getByRole('switch', { name: ONLINE_ABROAD })).not.toBeChecked();

  // The PIN, typed twice, never shown, then the OTP.
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await page.getByLabel('New PIN', { exact: true }).fill('1234');
  await page.getByLabel('Enter the new PIN again').fill('1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a PIN that is not one digit repeated or a sequence.')).toBeVisible();
  await page.getByLabel('New PIN', { exact: true }).fill(PIN);
  await page.getByLabel('Enter the new PIN again').fill(PIN);
  await expect(page.getByLabel('New PIN', { exact: true })).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new PIN' })).toBeVisible();
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(await otpOf(page.request, PHONE));
  await expect(page.getByText('Your new card PIN is set. Use it at ATMs and card machines.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change PIN' })).toBeVisible();

  // Locked for a while, with a reason from the list; then unlocked.
  await page.getByRole('button', { name: 'Lock card' }).click();
  const lock = page.getByRole('dialog', { name: 'Lock this card for now?' });
  await lock.getByRole('radio', { name: 'I see a payment I don’t recognise' }).check();
  await lock.getByRole('button', { name: 'Lock card' }).click();
  await expect(page.getByText(/^Locked for now \(I see a payment I don’t recognise\)/)).toBeVisible();
  expect((await lenderCard(page)).status).toBe('locked');
  await page.getByRole('button', { name: 'Unlock card' }).click();
  await expect(page.getByText(/^Active:/)).toBeVisible();

  // Online payments outside India: on once the lender says so, then a ₹25,000 limit.
  await page.getByRole('switch', { name: ONLINE_ABROAD }).click();
  await expect(page.getByRole('switch', { name: ONLINE_ABROAD })).toBeChecked();
  await page.getByRole('button', { name: 'Change limit for online payments outside India' }).click();
  await page.getByLabel('Limit (₹)').fill('25000');
  await page.getByRole('button', { name: 'Save limit' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('switch', { name: ONLINE_ABROAD }) });
  await expect(row.getByText('Limit ₹25,000', { exact: true })).toBeVisible();

  const card = await lenderCard(page);
  expect(card).toMatchObject({ pinSet: true, status: 'active' });
  expect(card.channels.find((one) => one.region === 'international' && one.channel === 'online')).toEqual({
    region: 'international',
    channel: 'online',
    enabled: true,
    limit: 25000,
  });

  // The PIN went to the lender once, in set-pin's body, and nowhere else.
  const sent = await page.evaluate(() => (window as unknown as { sentForTest: Sent[] }).sentForTest);
  const setPin = sent.filter((request) => request.url.endsWith('/v1/card/set-pin'));
  expect(setPin).toHaveLength(1);
  expect(setPin[0]?.body).toContain(PIN);
  const elsewhere = sent.filter((request) => !request.url.endsWith('/v1/card/set-pin'));
  expect(elsewhere.length).toBeGreaterThan(5);
  for (const request of elsewhere) expect(`${request.url} ${request.body}`).not.toContain(PIN);
  expect(consoled.join('\n')).not.toContain(PIN);
  expect(await keptInBrowser(page)).not.toContain(PIN);
  expect(await page.evaluate(() => JSON.stringify(window.saakhAnalytics ?? []))).not.toContain(PIN);
  expect(await page.content()).not.toContain(PIN);
  // Reloaded, the page reads the lender again and still holds no PIN.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Change PIN' })).toBeVisible();
  expect(await keptInBrowser(page)).not.toContain(PIN);
});
