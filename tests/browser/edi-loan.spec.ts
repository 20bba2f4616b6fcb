import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { advanceSandboxClock } from './support/sandbox-client.ts';
import { logInThroughApi } from './support/onboarding-session.ts';
import { decideLatest, ediCustomer } from './support/edi-session.ts';

// An EDI loan end to end, as one borrower lives it: the dashboard's EDI card leads to the offer; they
// choose ₹1,00,000 over 90 days and the daily instalment follows the amount as they type it; the
// request shows the Key Fact Statement and asks for consent; the payout is requested once however
// often Request is pressed, and the dashboard's card says so; the lender pays it out; two days on,
// the last-disbursement page shows the first two collections and the next one. What the lender holds
// is read through its own calls.

const PHONE = '9123400481';
const DAY_MS = 24 * 60 * 60 * 1000;

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function lenderRequests(page: Page): Promise<{ status: string; amount: number } | null> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const read = await page.request.get('/v1/customer/edi-disbursement', { headers: { authorization: token } });
  return ((await read.json()) as { disbursement: { status: string; amount: number } | null }).disbursement;
}

test('a borrower takes an EDI loan and sees its first collections', async ({ page }) => {
  test.setTimeout(120_000);
  await ediCustomer(page, PHONE, { offer: true });
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Daily instalment loan' });
  await expect(card).toContainText('Borrow up to ₹2,00,000');
  await card.getByRole('link', { name: 'See your offer' }).click();

  await heading(page, 'Your EDI loan offer');
  // The offer's largest amount over its longest tenure first, then the borrower's own choice.
  await expect(page.getByText(/a day for 180 days/)).toBeVisible();
  await page.getByLabel('Amount you need').fill('300000');
  await expect(page.getByText('Choose an amount between ₹10,000 and ₹2,00,000.')).toBeVisible();
  await page.getByLabel('Amount you need').fill('100000');
  await page.getByLabel('Tenure in days').fill('90');
  // The worked example of tests/server/loan-cost/edi.test.ts.
  await expect(page.getByText('₹1,144.68 a day for 90 days')).toBeVisible();
  await expect(page).toHaveURL(/edi-loan-offer-details-page\?amount=100000&days=90$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, 'Request a payout');
  const kfs = page.getByRole('definition');
  await expect(kfs.filter({ hasText: '44.28%' })).toBeVisible();
  await expect(kfs.filter({ hasText: '₹97,540' })).toBeVisible();
  // The full KFS to RBI's template, and the lender's PDF of it to keep.
  await expect(kfs.filter({ hasText: 'Term loan (equated daily instalments)' })).toBeVisible();
  await expect(kfs.filter({ hasText: /^EDI-\d{8}-[0-9A-F]{8}$/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the Key Fact Statement (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('key-fact-statement.pdf');
  await expect(page.getByText(/Account ending 5678/)).toBeVisible();
  await page.getByText('Repayment schedule (90 instalments)').click();
  await expect(page.getByRole('region', { name: 'Repayment schedule' }).getByRole('row')).toHaveCount(91);
  expect(await axeViolations(page)).toEqual([]);
  // Without consent nothing is sent.
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByText('Please agree to the Key Fact Statement to request the payout.')).toBeVisible();
  expect(await lenderRequests(page)).toBeNull();
  await page.getByLabel('I have read the Key Fact Statement and agree to these terms').check();
  await page.getByRole('button', { name: 'Request payout' }).dblclick();

  await heading(page, 'Your payout is requested');
  await expect(page).toHaveURL(/last-edi-disbursement$/);
  expect(await lenderRequests(page)).toMatchObject({ status: 'requested', amount: 100000 });

  // What home said of EDI is replaced by the request: the dashboard's card says so.
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Daily instalment loan' })).toContainText('Your payout is requested.');
  await page.getByRole('link', { name: 'See your last payout' }).click();
  await heading(page, 'Your payout is requested');

  await decideLatest(page, PHONE, 'approve');
  await page.getByRole('button', { name: 'Check again' }).click();
  await heading(page, 'Your payout is approved');
  await decideLatest(page, PHONE, 'disburse');

  // Two days on (a token lives a day, so the borrower logs in again) the mandate has collected twice.
  await advanceSandboxClock(page.request, DAY_MS);
  await advanceSandboxClock(page.request, DAY_MS);
  await logInThroughApi(page, page.request, PHONE);
  await page.goto('/signup/last-edi-disbursement');
  await heading(page, 'Your payout is in your account');
  const repayments = page.getByRole('definition');
  await expect(repayments.filter({ hasText: '₹2,289.36 (2 of 90 instalments)' })).toBeVisible();
  await expect(repayments.filter({ hasText: /^₹1,144.68 on \d{2} [A-Z][a-z]{2} \d{4}$/ })).toBeVisible();
  await page.getByText('Repayment schedule (90 instalments)').click();
  const rows = page.getByRole('region', { name: 'Repayment schedule' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Collected');
  await expect(rows.nth(2)).toContainText('Collected');
  await expect(rows.nth(3)).toContainText('Due');
  expect(await axeViolations(page)).toEqual([]);
});
