import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { putCustomer } from './support/sandbox-client.ts';
import { testPhone } from './support/test-identity.ts';
import { LISTED_SUPPLIERS } from '../../server/purchase/catalog.ts';

// Issue 32's rewards, as one borrower lives them: they joined with a referral code, so the line's
// activation brings the welcome reward and the dashboard says so; a supplier payment settles and earns
// its points; they read the statement from the dashboard's link, then the schemes and one scheme's
// terms, and come back to all the schemes. The old /reward-points and bare /rewards land on the statement.

const PHONE = '9123405431';
const supplier = LISTED_SUPPLIERS[0]!;

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('an active borrower reads the rewards statement and a scheme', async ({ page }) => {
  test.setTimeout(90_000);
  await putCustomer(page.request, PHONE, { referrerCode: 'ASHA100' });
  await activeBorrower(page, PHONE, { drawn: 0, repaid: 0 });
  const order = await page.request.post(`/__sandbox/customers/${testPhone(PHONE)}/marketplace-orders`, {
    data: { supplierId: supplier.id, amount: 12050 },
  });
  expect(order.ok(), await order.text()).toBe(true);

  await page.goto('/dashboard');
  await expect(page.getByText('Your welcome reward of 500 points is in.')).toBeVisible();
  await page.getByRole('link', { name: 'See your reward points' }).click();

  await heading(page, 'Your reward points');
  await expect(page).toHaveURL(/\/rewards\/statement$/);
  await expect(page.getByText('620 points', { exact: true })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Statement lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: `Payment to ${supplier.name}` })).toContainText('+120 points');
  await expect(lines.filter({ hasText: 'Welcome reward for joining with a referral code' })).toContainText(
    '+500 points',
  );
  await expect(lines.first()).toContainText(/Earned on .+Valid until /);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'How to earn points' }).click();
  await heading(page, 'Reward schemes');
  await page.getByRole('button', { name: 'See the terms of Pay suppliers, earn points' }).click();
  await heading(page, 'Pay suppliers, earn points');
  await expect(page).toHaveURL(/\/rewards\/schemes\/supplier-payments$/);
  await expect(page.getByRole('definition').filter({ hasText: 'At most 500 points for one payment.' })).toBeVisible();
  await expect(page.getByText(/expire 365 days after they are earned/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'All reward schemes' }).click();
  await heading(page, 'Reward schemes');

  for (const old of ['/reward-points', '/rewards']) {
    await page.goto(old);
    await expect(page).toHaveURL(/\/rewards\/statement$/);
    await heading(page, 'Your reward points');
  }
});
