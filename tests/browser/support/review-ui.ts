import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { MATCHING_PAN, businessInfo, personalInfo } from '../../fixtures/applicant.ts';

// The review screen's controls and facts, found the way a user finds them (headings, regions,
// button names), for the reviewStep browser paths and the decision tests beside them.

export const REVIEW_PATH = '/signup/pre-approval/review';

export const reviewHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Review your application' });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit application', exact: true });
export const declarationPanel = (page: Page) =>
  page.getByRole('region', { name: 'Have this application explained in your language' });
export const recordButton = (page: Page) => page.getByRole('button', { name: 'Record declaration', exact: true });
export const retryDeclarationButton = (page: Page) =>
  page.getByRole('button', { name: 'Retry loading the languages', exact: true });
export const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const inRupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

/** What the seeded applicant entered, as the review lists it (the PAN masked but its last four). */
export async function expectReviewFacts(page: Page, turnover: number = businessInfo.annualTurnover): Promise<void> {
  await expect(reviewHeading(page)).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal.getByText(`${personalInfo.firstName} ${personalInfo.lastName}`, { exact: true })).toBeVisible();
  await expect(personal.getByText(personalInfo.email, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'KYC' }).getByText(`XXXXXX${MATCHING_PAN.slice(-4)}`, { exact: true }),
  ).toBeVisible();
  const business = page.getByRole('region', { name: 'Business profile' });
  await expect(business.getByText(businessInfo.businessName, { exact: true })).toBeVisible();
  await expect(business.getByText(inRupees(turnover), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Business registration' }).getByText('Skipped', { exact: true }),
  ).toBeVisible();
}
