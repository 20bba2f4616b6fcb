import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { holdingGate } from './onboarding-parent-gates.ts';
import { MATCHING_PAN, businessInfo, currentAddress, personalInfo } from './onboarding-session.ts';
import { otpOf } from './sandbox-api.ts';

// What the onboarding parent's browser paths do on each step's screen to finish it, as a user
// would: labelled fields, the step's own button. Each helper leaves once the step's call is on
// its way; the spec's state handler then asserts the screen the lender's answer leads to.

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

/** The button is pressed, and shows it is busy or the screen moved on (a fast answer). */
async function press(page: Page, name: string | RegExp): Promise<void> {
  const target = button(page, name);
  await expect(target).toBeEnabled();
  await target.click();
}

/** Step 1 (or its edit): the sample applicant, with another last name when asked. */
export async function completePersonalDetails(page: Page, options: { lastName?: string; edit?: boolean } = {}): Promise<void> {
  await expect(heading(page, options.edit ? 'Edit personal details' : 'Personal details')).toBeVisible();
  if (!options.edit) {
    await page.getByLabel('First name').fill(personalInfo.firstName);
    await page.getByLabel('Date of birth').fill(personalInfo.dateOfBirth);
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Email address').fill(personalInfo.email);
    await page.getByLabel('Marital status').selectOption(personalInfo.maritalStatus);
    await page.getByLabel("Father's name").fill(personalInfo.fatherName);
  }
  if (!options.edit || options.lastName) await page.getByLabel('Last name').fill(options.lastName ?? personalInfo.lastName);
  await press(page, options.edit ? 'Save changes' : 'Continue');
}

export async function chooseDigiLocker(page: Page): Promise<void> {
  await expect(heading(page, 'Verify your identity')).toBeVisible();
  await page.getByRole('radio', { name: /DigiLocker/ }).check();
  await press(page, 'Continue');
}

/**
 * DigiLocker: the provider page (the sandbox's), Approve with "a different date of birth"
 * ticked, back to the app's result page, Continue.
 */
export async function approveDigiLocker(page: Page): Promise<void> {
  await expect(heading(page, 'Verify with DigiLocker')).toBeVisible();
  await press(page, 'Continue to DigiLocker');
  await expect(page).toHaveURL(/\/v1\/sandbox-digilocker\/authorize/);
  await page.getByLabel('Aadhaar shows a different date of birth').check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(heading(page, 'KYC successful')).toBeVisible();
  await press(page, 'Continue');
}

/** Step 2 after DigiLocker: only the PAN (DigiLocker stands in for the uploads). */
export async function savePan(page: Page, options: { pan?: string; edit?: boolean } = {}): Promise<void> {
  await expect(heading(page, options.edit ? 'Edit KYC details' : 'KYC details')).toBeVisible();
  await page.getByLabel('PAN', { exact: true }).fill(options.pan ?? MATCHING_PAN);
  await press(page, options.edit ? 'Save changes' : 'Continue');
}

/** A dual-name or dual-dob declaration backed by a passport. */
export async function declare(page: Page, kind: 'name' | 'dob'): Promise<void> {
  await expect(heading(page, kind === 'name' ? 'Name declaration' : 'Date of birth declaration')).toBeVisible();
  await page.getByLabel('Supporting document').selectOption('passport');
  await page.getByLabel('Document number').fill('J8369854');
  await page.getByRole('checkbox', { name: kind === 'name' ? 'I declare that both names belong to me.' : 'I declare that both dates of birth are mine.' }).check();
  await press(page, 'Submit declaration');
}

/** The current address typed in (not Aadhaar's), at `pincode`. */
export async function completeAddress(page: Page, pincode: string = currentAddress.pincode): Promise<void> {
  await expect(heading(page, 'Current address')).toBeVisible();
  const same = page.getByRole('checkbox', { name: 'My current address is the same as my Aadhaar address' });
  // Offered only when DigiLocker gave an Aadhaar address.
  if ((await same.count()) > 0 && (await same.isChecked())) await same.uncheck();
  await page.getByLabel('Flat, house number, building').fill(currentAddress.line1);
  await page.getByLabel('Pincode').fill(pincode);
  // City and state are typed: no pincode lookup fills them in this build.
  if (await page.getByLabel('City').isEditable()) {
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').fill('Karnataka');
  }
  await page.getByLabel('Residence type').selectOption(currentAddress.residenceType);
  await press(page, 'Continue');
}

/** Step 3 with no registration: serviceability follows. Or, editing, a GSTIN registration. */
export async function completeBusinessProfile(page: Page, options: { edit?: boolean; gstin?: string } = {}): Promise<void> {
  await expect(heading(page, options.edit ? 'Edit business profile' : 'Business profile')).toBeVisible();
  if (!options.edit) {
    await page.getByLabel('Business name').fill(businessInfo.businessName);
    await page.getByLabel('Business type').selectOption(businessInfo.businessType);
    await page.getByLabel('Business category').selectOption(businessInfo.businessCategory);
    await page.getByLabel('Ownership type').selectOption(businessInfo.ownershipType);
    await page.getByLabel('Educational qualification').selectOption(businessInfo.educationalQualification);
    await page.getByLabel('Annual turnover (₹)').fill(String(businessInfo.annualTurnover));
    await page.getByLabel('Business started in').fill(businessInfo.businessStartDate);
    await page.getByLabel('Business pincode').fill(businessInfo.businessPincode);
    await page.getByRole('checkbox', { name: 'My business has no registration yet' }).check();
  }
  if (options.gstin) {
    await page.getByRole('checkbox', { name: 'My business has no registration yet' }).uncheck();
    await page.getByLabel('Registration type').selectOption('gstin');
    await page.getByLabel('Registration number').fill(options.gstin);
  }
  await press(page, options.edit ? 'Save changes' : 'Continue');
}

/** GST: the profile's GSTIN, a portal username, consent, the OTP the sandbox sent to `phone`. */
export async function verifyGst(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await expect(heading(page, 'GSTIN Verification')).toBeVisible();
  await press(page, 'Verify GSTIN');
  await page.getByLabel('GST portal username').fill('vermatraders');
  await press(page, 'Continue');
  await page.getByRole('checkbox', { name: /I agree to share my GST returns/ }).check();
  await press(page, 'Send OTP');
  await typeProviderOtp(page, await pollOtp(request, phone));
  await press(page, 'Verify');
  await expect(heading(page, 'GSTIN verified')).toBeVisible();
  await press(page, 'Continue');
}

/** The udyam seed's registration (tests/browser/support/onboarding-session.ts SEEDS.udyam). */
const UDYAM_NUMBER = 'UDYAM-MH-26-0012345';

/** Udyam by its registration number: OTP to `phone`, then the registration from the list. */
export async function verifyUdyam(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await expect(heading(page, 'Udyam Verification')).toBeVisible();
  await page.getByRole('radio', { name: 'My Udyam registration number' }).check();
  await page.getByRole('textbox', { name: 'Udyam registration number' }).fill(UDYAM_NUMBER);
  await press(page, 'Send OTP');
  await expect(heading(page, 'Enter Udyam OTP')).toBeVisible();
  await typeProviderOtp(page, await pollOtp(request, phone));
  await press(page, 'Verify');
  await expect(heading(page, 'Select Udyam')).toBeVisible();
  await page.getByRole('radio').first().check();
  await press(page, 'Continue');
}

/** Provider OTPs are sent asynchronously: the latest one for `phone`, once it is there. */
async function pollOtp(request: APIRequestContext, phone: string): Promise<string> {
  let otp = '';
  await expect.poll(async () => (otp = await otpOf(request, phone).catch(() => ''))).toMatch(/^\d{4}$/);
  return otp;
}

async function typeProviderOtp(page: Page, otp: string): Promise<void> {
  const boxes = page.getByRole('textbox', { name: /Enter OTP|digit/i });
  if ((await boxes.count()) > 1) {
    for (const [index, digit] of [...otp].entries()) await boxes.nth(index).fill(digit);
  } else {
    await boxes.first().fill(otp);
  }
}

// The smallest files the sandbox accepts as an image and a video (it checks the signature).
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(64).fill(0)]);
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Array(64).fill(0)]);

/** No camera in the test browser: the screen offers files; a photo, then a video. */
export async function completeVideo(page: Page): Promise<void> {
  await expect(heading(page, 'Face and video verification')).toBeVisible();
  await page.getByLabel('Choose a photo of your face (JPEG or PNG)').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Choose a video of yourself (WebM or MP4)').setInputFiles({ name: 'video.webm', mimeType: 'video/webm', buffer: WEBM });
}

/** The review's Submit: held at a gate, the review shows it is busy until the lender decides. */
export async function submitReview(page: Page, applicationId: string): Promise<void> {
  await expect(heading(page, 'Review your application')).toBeVisible();
  const submit = await holdingGate(page, 'POST', `/v2/application/${applicationId}/submit`);
  await press(page, 'Submit application');
  await expect.poll(() => submit.held).toBe(1);
  await expect(page.getByRole('region', { name: 'Review your application' })).toHaveAttribute('aria-busy', 'true');
  await expect(button(page, 'Submit application')).toBeDisabled();
  await submit.pass();
}
