import { expect, test } from './support/test.ts';
import type { Locator, Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import {
  continueButton,
  expectVerifyOtpScreen,
  mobileField,
  sendOtpButton,
  termsCheckbox,
  typeOtp,
} from './support/login-ui.ts';
import { otpOf } from './support/sandbox-client.ts';
import { testPhone } from './support/test-identity.ts';
import { DRAFTS_KEY } from '../../src/journeys/onboarding/drafts.ts';
import { currentAddress, GSTIN } from '../fixtures/applicant.ts';
import { openAt } from './support/onboarding-session.ts';
import {
  chooseKycMode,
  completeBusinessProfile,
  completeDigiLocker,
  completeDualDobDeclaration,
  completeDualNameDeclaration,
  completeGst,
  completePanKyc,
  completePersonalAddress,
  completePersonalDetails,
  completeUdyam,
  completeVideoVerification,
  expectOnStep,
  FAKE_CAMERA_ARGS,
  FAKE_CAMERA_PERMISSIONS,
  STEP_SCREENS,
  submitReview,
  UDYAM_NUMBER,
} from './support/onboarding-steps-ui.ts';
import type { StepScreen } from './support/onboarding-steps-ui.ts';

// Onboarding end to end, in a real browser against the sandbox: a new applicant logs in and
// goes through every step to the approved amount, once on the DigiLocker path with a GSTIN and
// once on the manual path with Udyam. At every step a half-typed value survives a reload (the
// drafts), except the fields kept out of storage on purpose.

const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  // Bengaluru, like the sample address: the serviceability check sends this location.
  geolocation: { latitude: 12.9784, longitude: 77.6408 },
  permissions: ['geolocation', ...FAKE_CAMERA_PERMISSIONS],
  launchOptions: { ...baseLaunch, args: [...(baseLaunch.args ?? []), ...FAKE_CAMERA_ARGS] },
});

/**
 * A first login from /login/mobile-no (OTP from the sandbox, terms accepted), then the dashboard's
 * way in; as the test's own phone in place of the planned one (support/test-identity.ts).
 */
async function logInAsNewApplicant(page: Page, planned: string): Promise<void> {
  const phone = testPhone(planned);
  await page.goto('/login/mobile-no');
  await mobileField(page).fill(phone);
  await sendOtpButton(page).click();
  await expectVerifyOtpScreen(page, phone);
  await typeOtp(page, await otpOf(page.request, phone));
  await termsCheckbox(page).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Complete application' }).click();
}

/** A field of the step, what to type or pick in it, and whether a reload keeps it. */
interface Typed {
  field: (page: Page) => Locator;
  value: string;
  /** false: a field deliberately kept out of storage (an id number), empty after the reload. */
  kept?: boolean;
  /** How the field shows the value when it formats it (rupees in Indian digit groups). */
  shown?: string;
}

const text = (label: string, value: string, kept = true): Typed => ({
  field: (p) => p.getByRole('textbox', { name: label, exact: true }),
  value,
  kept,
});
const amount = (label: string, value: string, shown: string): Typed => ({ ...text(label, value), shown });
const choice = (label: string, value: string): Typed => ({
  field: (p) => p.getByRole('combobox', { name: label, exact: true }),
  value,
});

/**
 * Types (or picks) values on `step` without submitting, reloads, and expects the same step back
 * with each value still there, or empty for the fields never stored. The step's helper then
 * fills every field from scratch.
 */
async function reloadKeeps(page: Page, step: StepScreen, typed: readonly Typed[]): Promise<void> {
  await expectOnStep(page, step);
  for (const { field, value } of typed) {
    const locator = field(page);
    if ((await locator.evaluate((element) => element.tagName)) === 'SELECT') await locator.selectOption(value);
    else await locator.fill(value);
  }
  await page.reload();
  await expectOnStep(page, step);
  for (const { field, value, kept = true, shown = value } of typed)
    await expect(field(page)).toHaveValue(kept ? shown : '');
}

/** A reload on `step` (nothing typed yet, or nothing the step keeps) lands on `step` again. */
async function reloadStays(page: Page, step: StepScreen): Promise<void> {
  await expectOnStep(page, step);
  await page.reload();
  await expectOnStep(page, step);
}

/** The review lists what the applicant went through (term → definition). */
async function expectReviewed(page: Page, facts: Record<string, string>): Promise<void> {
  for (const [term, definition] of Object.entries(facts)) {
    const row = page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
    await expect(row.locator('xpath=following-sibling::dd[1]')).toHaveText(definition);
  }
}

/** The result page: approved amount, still there after a reload, then Congratulations. */
async function expectApproved(page: Page, amount: string): Promise<void> {
  await expectOnStep(page, 'result');
  await expect(page.getByText(amount)).toBeVisible();
  await page.reload();
  await expectOnStep(page, 'result');
  await expect(page.getByText(amount)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectOnStep(page, 'congratulations');
  await expect(page.getByText(`A credit line of ${amount} is approved for your business.`)).toBeVisible();
  // Every step was saved, so no half-typed draft is left behind in the browser.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), DRAFTS_KEY)).toBeNull();
}

test('DigiLocker (another date of birth), GSTIN, serviceability, camera video: a new applicant is approved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAsNewApplicant(page, '9876500011');

  await reloadKeeps(page, 'personalInfo', [
    text('First name', 'Asha'),
    text('Email address', 'asha@exam'),
    choice('Marital status', 'married'),
  ]);
  await completePersonalDetails(page);

  await expectOnStep(page, 'kycSelection');
  const manual = page.getByRole('radio', { name: /^Upload documents manually/ });
  await manual.check();
  await page.reload();
  await expectOnStep(page, 'kycSelection');
  await expect(manual).toBeChecked();
  await chooseKycMode(page, 'digiLocker');

  await reloadStays(page, 'digiLocker');
  // The provider's testing box: Aadhaar reports another date of birth, so a declaration is owed.
  await completeDigiLocker(page, { differentDob: true });

  await reloadKeeps(page, 'panKyc', [text('PAN', 'ABCPV12')]);
  await completePanKyc(page);

  await reloadKeeps(page, 'dualDobDeclaration', [text('Document number', 'P765')]);
  await completeDualDobDeclaration(page);

  await reloadKeeps(page, 'personalAddress', [
    text('Flat, house number, building', '12, 3rd Cross'),
    text('Pincode', '5600'),
    choice('Residence type', 'owned'),
  ]);
  await completePersonalAddress(page);

  await reloadKeeps(page, 'businessProfile', [
    text('Business name', 'Verma Tra'),
    amount('Annual turnover (₹)', '1800000', '18,00,000'),
    choice('Business type', 'retailer'),
  ]);
  await completeBusinessProfile(page, { registration: 'gstin' });

  // The GSTIN starts as the profile's; what is typed over it is the draft until Verify.
  await reloadKeeps(page, 'gstin', [text('GSTIN', '29ABCPV1234K1Z')]);
  await text('GSTIN', GSTIN).field(page).fill(GSTIN);
  await completeGst(page, page.request);

  await reloadStays(page, 'videoVerification');
  await completeVideoVerification(page);

  await reloadStays(page, 'review');
  await expectReviewed(page, {
    'Verified with': 'DigiLocker',
    GSTIN: GSTIN,
    Verified: 'Yes',
    'Your area': `Served (pincode ${currentAddress.pincode})`,
    'Video check': 'Verified',
  });
  await submitReview(page);

  await expectApproved(page, '₹3,60,000');
});

test('Manual KYC with a declared name, Udyam, serviceability and a camera video: a new applicant is approved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAsNewApplicant(page, '9876500022');

  await reloadKeeps(page, 'personalInfo', [text('Last name', 'Verma'), text("Father's name", 'Ramesh')]);
  await completePersonalDetails(page);

  await reloadStays(page, 'kycSelection');
  await chooseKycMode(page, 'manual');

  // The address proof's number is sensitive: never stored, so it is empty after the reload.
  await reloadKeeps(page, 'panKyc', [
    text('PAN', 'ABCPK'),
    choice('Address proof type', 'voterId'),
    text('Document number', 'ABC1234567', false),
  ]);
  // 5th letter K is not Verma's V: the PAN record has another name, so a declaration is owed.
  await completePanKyc(page, { pan: 'ABCPK1234K' });

  await reloadKeeps(page, 'dualNameDeclaration', [text('Document number', 'P123')]);
  await completeDualNameDeclaration(page);

  await reloadKeeps(page, 'personalAddress', [text('Landmark (optional)', 'Near metro')]);
  await completePersonalAddress(page);

  await reloadKeeps(page, 'businessProfile', [
    text('Business pincode', '560038'),
    text('Business started in', '2019-06'),
  ]);
  await completeBusinessProfile(page, { registration: 'udyam', annualTurnover: 2_400_000 });

  await reloadKeeps(page, 'udyam', [text('Udyam registration number', 'UDYAM-KA-03-00')]);
  await completeUdyam(page, page.request);

  await reloadStays(page, 'videoVerification');
  await completeVideoVerification(page);

  await reloadStays(page, 'review');
  await expectReviewed(page, {
    'Verified with': 'Documents you uploaded',
    'Udyam registration': UDYAM_NUMBER,
    Verified: 'Yes',
    'Your area': `Served (pincode ${currentAddress.pincode})`,
    'Video check': 'Verified',
  });
  await submitReview(page);

  await expectApproved(page, '₹4,80,000');
});

// The GST step keeps the typed GSTIN and username in the drafts, the Udyam step the number or
// mobile typed; consent and OTPs never reach storage.
test('GST: a typed GSTIN, and after Verify a typed username, survive a reload', async ({ page, request }) => {
  await openAt(page, request, { phone: '9876500033', seed: 'gstin', path: STEP_SCREENS.gstin.path });
  await reloadKeeps(page, 'gstin', [text('GSTIN', '29ABCPV1234K1Z')]);
  await text('GSTIN', GSTIN).field(page).fill(GSTIN);
  await page.getByRole('button', { name: 'Verify GSTIN', exact: true }).click();
  // Verify saved the GSTIN: the reload comes back to the username screen, not the GSTIN entry.
  await reloadKeeps(page, 'gstin', [text('GST portal username', 'verma.tra')]);
  await expect(page.getByRole('textbox', { name: 'GSTIN', exact: true })).toHaveCount(0);
});

test('Udyam: a typed registration number survives a reload', async ({ page, request }) => {
  await openAt(page, request, { phone: '9876500044', seed: 'udyam', path: STEP_SCREENS.udyam.path });
  await reloadKeeps(page, 'udyam', [text('Udyam registration number', 'UDYAM-KA-03-00')]);
});
