import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { pagesCustomer } from './support/dashboard-pages-session.ts';
import { logInThroughApi, seedApplicant } from './support/onboarding-session.ts';

// The signed-in shell: the phone's bottom navigation (a way to every place, the unread count, no
// hover left behind by a tap) and the logo, the partner's when the customer came through one.

test.describe('on a 360 px touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the bar reaches every place through More, counts unread notifications, and a tap leaves no mark', async ({
    page,
  }) => {
    // A fee waiting and a drawdown: two unread notifications.
    await pagesCustomer(page, '9123400981', { drawdown: 10000, fee: 2000 });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^Notifications ?, 2 unread$/ })).toBeVisible();
    // Paying suppliers has its own place in the bar (issue 30).
    await expect(nav.getByRole('link', { name: 'Suppliers', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Saakh' })).toBeVisible();

    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Documents', exact: true })).toBeVisible();
    // Every place in More is open (issue 32): each link says nothing more.
    for (const [place, href] of [
      ['Rewards', '/rewards'],
      ['Profile', '/my-profile'],
      ['Settings', '/setting'],
    ] as const) {
      await expect(nav.getByRole('link', { name: place, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Taps leave no hover behind: no tab in the bar, the tapped ones included, keeps a background.
    await nav.getByRole('link', { name: 'Statement' }).tap();
    await expect(page).toHaveURL(/\/credit-statement$/);
    await nav.getByRole('link', { name: 'Suppliers', exact: true }).tap();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'Dashboard' }).tap();
    await expect(page).toHaveURL(/\/dashboard$/);
    const backgrounds = await nav
      .locator(':scope > ul:first-child > li > :is(a, button)')
      .evaluateAll((tabs) => tabs.map((tab) => getComputedStyle(tab).backgroundColor));
    expect(backgrounds).toEqual(Array.from({ length: 5 }, () => 'rgba(0, 0, 0, 0)'));
    // On a 320 px phone too, every label fits its own tab: none runs into the next.
    await page.setViewportSize({ width: 320, height: 640 });
    const overflowing = await nav
      .locator(':scope > ul:first-child > li > :is(a, button)')
      .evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent));
    expect(overflowing).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });

    // Reading one on the notifications page lowers the count.
    await nav.getByRole('link', { name: /^Notifications ?, 2 unread$/ }).tap();
    await page
      .getByRole('button', { name: /mark as read/i })
      .first()
      .tap();
    await expect(nav.getByRole('link', { name: /^Notifications ?, 1 unread$/ })).toBeVisible();
  });
});

test('a customer who came through a marketplace keeps its logo and name after login', async ({ page }) => {
  await seedApplicant(page.request, '9123400982', { status: 'initiated', firstName: 'Asha' });
  await page.goto('/login/mobile-no?marketplaceName=shipkart');
  await expect(page.getByRole('img', { name: 'ShipKart logo', exact: true })).toBeVisible();
  await logInThroughApi(page, page.request, '9123400982');
  await page.goto('/dashboard');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'ShipKart with Saakh', exact: true })).toBeVisible();
  await expect(banner.locator('img')).toHaveAttribute('src', /shipkart/);
});
