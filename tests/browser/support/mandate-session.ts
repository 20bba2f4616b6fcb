import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';

// Mandate specs start where post-approval hands over (emandatePending, a loan chosen, the IFSC on
// file), seeded through the control API, logged in, on the mandate's first screen. The loan id is
// the applicant's own, as a lender's are: the agreement takes the loan over under it.

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export async function atMandate(page: Page, request: APIRequestContext, planned: string) {
  await seedApplicant(request, planned, {
    status: 'emandatePending',
    nextAction: 'mandate',
    latestLoanId: `loan-${testPhone(planned)}`,
    ifscCode: 'HDFC0001248',
    bestApprovedAmount: 300000,
  });
  await logInThroughApi(page, request, planned);
  await page.goto('/signup/post-approval/step-1');
  await expect(heading(page, 'Set up repayments')).toBeVisible();
}

/** Picks a mode on the mandate's first screen and goes on. */
export async function choose(page: Page, mode: string) {
  await page.getByRole('radio', { name: mode }).click();
  await button(page, 'Continue').click();
}

declare global {
  interface Window {
    __addresses?: string[];
  }
}

// Every address a document shows, from its first script on: the one it loaded at and each the app
// moves to. Registered once per page; it runs again in each document the page loads.
const RECORD_ADDRESSES = () => {
  const addresses = [location.pathname];
  window.__addresses = addresses;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      addresses.push(location.pathname);
    };
  }
};
const recording = new WeakSet<Page>();

/**
 * A reload lands on the same step, and never passes through another on the way: every address
 * the page shows until its calls settle is the step's (an address handed over and pulled back
 * flashed another screen for a moment, and left a screen check with nothing on the page).
 */
export async function reloadStays(page: Page, path: RegExp, title: string) {
  if (!recording.has(page)) {
    await page.addInitScript(RECORD_ADDRESSES);
    recording.add(page);
  }
  await page.reload();
  await expect(page).toHaveURL(path);
  await expect(heading(page, title)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => window.__addresses ?? []);
  expect(
    shown.filter((address) => !path.test(address)),
    `addresses shown after the reload`,
  ).toEqual([]);
}
