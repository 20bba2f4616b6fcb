import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { joinWithCode, referralCodeOf, referrer } from './support/refer-and-earn-session.ts';
import { testPhone } from './support/test-identity.ts';

// Issue 32's refer-and-earn items, as an active borrower lives them: the dashboard leads to the
// page (and later the old /referandearn address does); they share their link through the phone's
// share sheet (the page's stand-in records what it was given), and the link, opened signed out,
// lands on the sign-up with their code; a friend who joined with the code waits as pending until the
// sandbox marks the referral confirmed, and the next visit says what they earned. Without a share
// sheet, the link is copied and the page says so to screen readers.

const REFERRER = '9123400881';
const FRIEND = '9123404417';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const referralsList = (page: Page) => page.getByRole('list', { name: 'Your referrals' });

test('an active borrower shares a referral link and sees a referral confirmed after the sandbox marks it so', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => shared.push(data),
    });
  });
  await activeBorrower(page, REFERRER, { drawn: 0, repaid: 0 });
  const code = await referralCodeOf(page, REFERRER);
  await joinWithCode(page, FRIEND, code, { firstName: 'Ravi' });

  // The way in from the dashboard: home gives the programme's terms once the line is open.
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'For you' }).getByRole('link', { name: 'Refer and earn' }).click();
  await expect(page).toHaveURL(/\/refer-and-earn$/);
  await expect(heading(page, 'Refer and earn')).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  const item = referralsList(page).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Ravi');
  await expect(item).toContainText(`Phone XXXXXX${FRIEND.slice(-4)}`);
  await expect(item).toContainText('Pending: you earn your reward when their credit line is activated');
  // The referred person's number is never on the page whole.
  expect(await page.content()).not.toContain(testPhone(FRIEND));

  // Share: the phone's share sheet is given the short link and the code.
  const link = page.getByTestId('referral-link');
  await expect(link).toHaveText(/\/v1\/webflow\/r\/[2-9A-Z]{10}$/);
  const shortLink = (await link.textContent()) ?? '';
  await page.getByRole('button', { name: 'Share your link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shared.' })).toHaveText(
    'Shared. Thank you for inviting them.',
  );
  const shared = await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared);
  expect(shared).toEqual([
    {
      title: 'Join me on Saakh',
      text: `Get a credit line for your business on Saakh. Use my code ${code} when you sign up.`,
      url: shortLink,
    },
  ]);

  // The link, opened by someone signed out, is the app's sign-up carrying the code.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(shortLink);
  await expect(visitor).toHaveURL(new RegExp(`/login/mobile-no\\?referral_code=${code}$`));
  await expect(visitor.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await stranger.close();

  // The lender confirms the referral; the next visit says what it earned.
  const confirmed = await page.request.post(
    `/__sandbox/customers/${testPhone(REFERRER)}/referrals/${testPhone(FRIEND)}`,
    { data: { status: 'confirmed' } },
  );
  expect(confirmed.ok()).toBe(true);
  // The next visit, by the old address, which now lands here.
  await page.goto('/referandearn');
  await expect(page).toHaveURL(/\/refer-and-earn$/);
  await expect(item).toContainText('Confirmed: you earned ₹500');
  await expect(page.getByText('You have earned ₹500 from 1 confirmed referral.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('without a share sheet the link is copied, and the page says so', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await referrer(page, '9123400882', { referred: false });
  await page.goto('/refer-and-earn');
  await expect(page.getByText('No referrals yet.')).toBeVisible();
  const link = page.getByTestId('referral-link');
  await expect(link).toHaveText(/\/v1\/webflow\/r\/[2-9A-Z]{10}$/);
  await expect(page.getByRole('button', { name: 'Share your link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy your link' }).click();
  // A live region: screen readers hear it without moving focus.
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toHaveText(
    'Copied. Paste the link to share it.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());
});
