import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { giveWhatsappConsent } from './support/settings-session.ts';

// Issue 32's done-when items of the settings slice, walked by hand: an active borrower finds
// Settings through the legacy address, withdraws the WhatsApp consent (asked first), still sees it
// withdrawn after a reload (the lender's record, not the page's), then reads the offers and the
// terms they accepted, by version and date, from the links on Settings.

const PHONE = '9123400992';
const DATE = /\d{2} [A-Z][a-z]{2} \d{4}/;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const whatsappRow = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'WhatsApp messages', exact: true }) });

test('an active borrower withdraws the WhatsApp consent, then reads the offers and the accepted terms', async ({
  page,
}) => {
  await activeBorrower(page, PHONE, { drawn: 0, repaid: 0 });
  await giveWhatsappConsent(page);

  // The legacy profile-settings address lands on Settings.
  await page.goto('/profile-settings');
  await expect(page).toHaveURL(/\/setting$/);
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(whatsappRow(page)).toContainText(new RegExp(`Given on ${DATE.source}`));
  await expect(page.getByRole('switch', { name: 'WhatsApp' })).toHaveAttribute('aria-checked', 'true');

  await whatsappRow(page).getByRole('button', { name: 'Withdraw: WhatsApp messages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your WhatsApp consent?' });
  await expect(dialog).toContainText('We stop sending you WhatsApp messages.');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const withdrawn = new RegExp(`Withdrawn on ${DATE.source} \\(given on ${DATE.source}\\)`);
  await expect(whatsappRow(page)).toContainText(withdrawn);
  await expect(whatsappRow(page).getByRole('button')).toHaveCount(0);

  await page.reload();
  await expect(whatsappRow(page)).toContainText(withdrawn);
  await expect(page.getByRole('switch', { name: 'WhatsApp' })).toHaveAttribute('aria-checked', 'false');

  // The offers, from Settings; the legacy addresses land there too.
  await page.getByRole('link', { name: 'Your offers' }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(heading(page, 'Your offers')).toBeVisible();
  await expect(
    page.getByText('No offers right now.').or(page.getByRole('list', { name: 'Your offers' })),
  ).toBeVisible();
  for (const legacy of ['/top-offers', '/offer-details']) {
    await page.goto(legacy);
    await expect(page).toHaveURL(/\/offers$/);
  }

  // The terms accepted, by version and date, from Settings.
  await page.goto('/setting');
  await page.getByRole('link', { name: 'Terms you accepted' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  const accepted = page.getByRole('list', { name: 'Terms you accepted' }).getByRole('listitem');
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText(new RegExp(`Version tnc-[\\w-]+, accepted on ${DATE.source}`));
});
