import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { logInThroughApi } from './support/onboarding-session.ts';
import { review, seedAgreement } from './support/agreement-session.ts';
import { AGREEMENT_PATHS } from '../../machines/agreement/screens.ts';

// The agreement's part of the "Done when", in the built app against the sandbox: handed
// over at nbfcApproved (seeded, as the mandate's hand-over leaves it), the applicant reads and
// acknowledges the KFS, e-signs on the provider page, the lender approves and opens the line, and
// the dashboard shows the active credit line. A reload at each step lands on the same step.

const PHONE = '9123400801';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function reloadLandsOn(page: Page, path: string, title: string): Promise<void> {
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(heading(page, title)).toBeVisible();
}

test('from nbfcApproved through the KFS and e-sign to an active credit line', async ({ page }) => {
  await seedAgreement(page.request, PHONE, 'fresh');
  await logInThroughApi(page, page.request, PHONE);
  await page.goto(AGREEMENT_PATHS.agreement);

  // The KFS comes first, and a reload keeps it.
  await expect(page).toHaveURL(/\/signup\/edi-kfs$/);
  await expect(heading(page, 'Key Fact Statement')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Key Fact Statement, page 1 of \d+$/ })).toBeVisible();
  await reloadLandsOn(page, AGREEMENT_PATHS.kfs, 'Key Fact Statement');
  await expect(page.getByText('21.49%', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' }).check();
  await button(page, 'I acknowledge').click();

  await expect(heading(page, 'Sign your loan agreement')).toBeVisible();
  await reloadLandsOn(page, AGREEMENT_PATHS.agreement, 'Sign your loan agreement');
  await button(page, 'Sign with Aadhaar e-sign').click();

  // The sandbox's Aadhaar e-sign page, then back: the status call confirms the signature.
  await expect(page).toHaveURL(/\/v1\/sandbox-esign\/agreement\?requestId=/);
  await button(page, 'Sign').click();
  await expect(heading(page, 'Your agreement is signed')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/loan-success$/);
  await reloadLandsOn(page, AGREEMENT_PATHS.loanSuccess, 'Your agreement is signed');

  await review(page.request, PHONE, { review: 'approve' });
  await button(page, 'Check again').click();
  await expect(heading(page, 'Your loan is approved')).toBeVisible();
  await reloadLandsOn(page, AGREEMENT_PATHS.loanSuccess, 'Your loan is approved');

  await review(page.request, PHONE, { review: 'activate' });
  await button(page, 'Check again').click();
  await expect(heading(page, 'Your credit line is active')).toBeVisible();
  await reloadLandsOn(page, AGREEMENT_PATHS.activated, 'Your credit line is active');

  await button(page, 'Go to dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Your credit line' });
  await expect(card).toBeVisible();
  await expect(card.getByText('₹5,00,000')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Your application' })).toHaveCount(0);
});
