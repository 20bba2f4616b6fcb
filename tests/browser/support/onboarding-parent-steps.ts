import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { gate } from './gate.ts';
import { PNG_BYTES, typePan } from './onboarding-steps-ui.ts';

// What the onboarding parent's browser paths need beyond the step helpers of
// onboarding-steps-ui.ts: the review's edit screens (saved unchanged, or with the change that
// asks for another step first), the video step with files (no camera in this browser, so the
// screen offers file choosers), and Submit held at a gate so the busy review is seen.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function saveChanges(page: Page, title: string): Promise<void> {
  await expect(button(page, 'Save changes')).toBeEnabled();
  await button(page, 'Save changes').click();
  await expect(heading(page, title)).toHaveCount(0, { timeout: 15_000 });
}

/** edit/step-1: the saved details, with another last name when given. */
export async function editPersonalDetails(page: Page, lastName?: string): Promise<void> {
  await expect(heading(page, 'Edit personal details')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Asha');
  if (lastName) await page.getByLabel('Last name').fill(lastName);
  await saveChanges(page, 'Edit personal details');
}

/** edit/step-2 after DigiLocker: the PAN alone. */
export async function editPan(page: Page, pan: string): Promise<void> {
  await expect(heading(page, 'Edit KYC details')).toBeVisible();
  await typePan(page, pan);
  await saveChanges(page, 'Edit KYC details');
}

/** edit/step-3: the saved profile, or a GSTIN registration instead of none. */
export async function editBusinessProfile(page: Page, gstin?: string): Promise<void> {
  await expect(heading(page, 'Edit business profile')).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Verma Traders');
  if (gstin) {
    await page.getByRole('checkbox', { name: 'My business has no registration yet' }).uncheck();
    await page.getByLabel('Registration type').selectOption('gstin');
    await page.getByLabel('Registration number').fill(gstin);
  }
  await saveChanges(page, 'Edit business profile');
}

// The sandbox accepts a video by its signature (a WebM's EBML header).
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Array<number>(64).fill(0)]);

/** No camera in the test browser: the screen offers files; a photo, then a video. */
export async function completeVideoWithFiles(page: Page): Promise<void> {
  await expect(heading(page, 'Face and video verification')).toBeVisible();
  await page
    .getByLabel('Choose a photo of your face (JPEG or PNG)')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await page
    .getByLabel('Choose a video of yourself (WebM or MP4)')
    .setInputFiles({ name: 'video.webm', mimeType: 'video/webm', buffer: WEBM });
}

/** The review's Submit, held at a gate: the review is busy and Submit disabled until the lender decides. */
export async function submitReviewHeld(page: Page, applicationId: string): Promise<void> {
  await expect(heading(page, 'Review your application')).toBeVisible();
  const submit = await gate(page, 'POST', `/v2/application/${applicationId}/submit`);
  await button(page, 'Submit application').click();
  await expect.poll(() => submit.held).toBe(1);
  await expect(page.getByRole('region', { name: 'Review your application' })).toHaveAttribute('aria-busy', 'true');
  await expect(button(page, 'Submit application')).toBeDisabled();
  await submit.open();
}
