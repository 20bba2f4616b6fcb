import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { makeTextPdf } from '../../fixtures/pdf/make-pdf.ts';
import { otpOf } from './sandbox-client.ts';
import { businessInfo, currentAddress, GSTIN, MATCHING_PAN, personalInfo } from '../../fixtures/applicant.ts';

// Each onboarding step completed as an applicant does it: found by role and label, typed and
// clicked, starting on the step's screen and returning once the app has moved past it. The
// values are the sample applicant's (onboarding-session.ts), so a seeded step and a typed one
// describe the same person.

/** Address and heading of every onboarding screen a story walks through (docs/onboarding.md). */
export const STEP_SCREENS = {
  personalInfo: { path: '/signup/pre-approval/step-1', heading: 'Personal details' },
  kycSelection: { path: '/signup/pre-approval/kyc', heading: 'Verify your identity' },
  digiLocker: { path: '/signup/kyc-result', heading: 'Verify with DigiLocker' },
  panKyc: { path: '/signup/pre-approval/step-2', heading: 'KYC details' },
  dualNameDeclaration: { path: '/signup/dual-name-declaration', heading: 'Name declaration' },
  dualDobDeclaration: { path: '/signup/dual-dob-declaration', heading: 'Date of birth declaration' },
  personalAddress: { path: '/signup/pre-approval/personal-address', heading: 'Current address' },
  businessProfile: { path: '/signup/pre-approval/step-3', heading: 'Business profile' },
  gstin: { path: '/signup/additional-info', heading: 'GSTIN verification' },
  udyam: { path: '/udyam-verification', heading: 'Udyam verification' },
  videoVerification: { path: '/signup/video-verification', heading: 'Face and video verification' },
  review: { path: '/signup/pre-approval/review', heading: 'Review your application' },
  result: { path: '/signup/result', heading: 'Your credit line is approved' },
  congratulations: { path: '/signup/congratulations', heading: 'Congratulations!' },
} as const;

export type StepScreen = keyof typeof STEP_SCREENS;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The app shows `step`: its address (query allowed) and its level-1 heading. */
export async function expectOnStep(page: Page, step: StepScreen): Promise<void> {
  const { path, heading } = STEP_SCREENS[step];
  await expect(page).toHaveURL(new RegExp(`${escape(path)}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** The app has left `step` (its heading is gone), whatever comes next. */
async function expectLeft(page: Page, step: StepScreen): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: STEP_SCREENS[step].heading, exact: true })).toHaveCount(0, {
    timeout: 15_000,
  });
}

const button = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true });

/** A 1×1 PNG: a real image the upload check and the lender accept. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function addressProofPdf(): Promise<Buffer> {
  return Buffer.from(await makeTextPdf([{ text: 'Voter ID: ABC1234567' }], 'Voter ID'));
}

/** The logged-in applicant's phone, as the app stored it at login. */
export async function applicantPhone(page: Page): Promise<string> {
  const phone = await page.evaluate(() => JSON.parse(window.localStorage.getItem('phone') ?? 'null') as string | null);
  if (!phone) throw new Error('no applicant is logged in on this page');
  return phone;
}

/** Types a one-time code into the boxes of an OTP field, one digit at a time; the last submits it. */
async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Digit 1 of \d+$/ }).click();
  await page.keyboard.type(code);
}

export type PersonalDetails = Omit<typeof personalInfo, 'gender' | 'maritalStatus'> & {
  gender: string;
  maritalStatus: string;
};

export async function fillPersonalDetails(page: Page, values: Partial<PersonalDetails> = {}): Promise<void> {
  const v = { ...personalInfo, ...values };
  await page.getByLabel('First name').fill(v.firstName);
  await page.getByLabel('Last name').fill(v.lastName);
  await page.getByLabel('Date of birth').fill(v.dateOfBirth);
  await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: v.gender, exact: false }).check();
  await page.getByLabel('Email address').fill(v.email);
  await page.getByLabel('Marital status').selectOption(v.maritalStatus);
  await page.getByLabel("Father's name").fill(v.fatherName);
}

/** Step 1: every field, then Continue. */
export async function completePersonalDetails(page: Page, values: Partial<PersonalDetails> = {}): Promise<void> {
  await fillPersonalDetails(page, values);
  await button(page, 'Continue').click();
  await expectLeft(page, 'personalInfo');
}

const KYC_LABELS = { digiLocker: /^DigiLocker/, manual: /^Upload documents manually/ } as const;

export async function chooseKycMode(page: Page, mode: 'digiLocker' | 'manual'): Promise<void> {
  await page.getByRole('radio', { name: KYC_LABELS[mode] }).check();
  await button(page, 'Continue').click();
  await expectLeft(page, 'kycSelection');
}

/** DigiLocker: the provider's page, Approve, back on KYC successful, Continue. */
export async function completeDigiLocker(page: Page, options: { differentDob?: boolean } = {}): Promise<void> {
  await button(page, 'Continue to DigiLocker').click();
  await expect(page).toHaveURL(/\/v1\/sandbox-digilocker\/authorize\?/);
  if (options.differentDob)
    await page.getByRole('checkbox', { name: 'Aadhaar shows a different date of birth' }).check();
  await button(page, 'Approve').click();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC successful' })).toBeVisible();
  await button(page, 'Continue').click();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC successful' })).toHaveCount(0);
}

export interface PanKycOptions {
  pan?: string;
  addressProofType?: 'Aadhaar card' | 'Voter ID' | 'Passport' | 'Driving licence';
  addressProofNumber?: string;
}

/** Types the PAN key by key (the field filters keys, as on a phone). */
export async function typePan(page: Page, value: string = MATCHING_PAN): Promise<void> {
  const pan = page.getByRole('textbox', { name: 'PAN', exact: true });
  await pan.clear();
  await pan.pressSequentially(value);
}

/** Sets a file into an upload slot and waits until the slot shows it uploaded (Remove offered). */
async function upload(
  page: Page,
  slot: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.getByLabel(`Choose file for ${slot}`).setInputFiles(file);
  await expect(page.getByRole('button', { name: `Remove ${slot}` })).toBeVisible({ timeout: 15_000 });
}

/**
 * Step 2: the PAN; on the manual path also the address proof's type and number, its front
 * and back, and the PAN card (after DigiLocker the step asks for the PAN alone).
 */
export async function completePanKyc(page: Page, options: PanKycOptions = {}): Promise<void> {
  await expectOnStep(page, 'panKyc');
  await typePan(page, options.pan);
  if ((await page.getByLabel('Address proof type').count()) > 0) {
    await page.getByLabel('Address proof type').selectOption({ label: options.addressProofType ?? 'Voter ID' });
    await page.getByRole('textbox', { name: 'Document number' }).fill(options.addressProofNumber ?? 'ABC1234567');
    const pdf = await addressProofPdf();
    await upload(page, 'Address proof, front side', {
      name: 'voter-id-front.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await upload(page, 'Address proof, back side (optional)', {
      name: 'voter-id-back.png',
      mimeType: 'image/png',
      buffer: PNG_BYTES,
    });
    await upload(page, 'PAN card', { name: 'pan-card.png', mimeType: 'image/png', buffer: PNG_BYTES });
  }
  await button(page, 'Continue').click();
  await expectLeft(page, 'panKyc');
}

/** A declaration: the first supporting document offered, its number, the statement. */
async function completeDeclaration(
  page: Page,
  step: 'dualNameDeclaration' | 'dualDobDeclaration',
  documentNumber: string,
): Promise<void> {
  const documents = page.getByLabel('Supporting document');
  const first = await documents.locator('option:not([value=""])').first().getAttribute('value');
  await documents.selectOption(first ?? '');
  await page.getByRole('textbox', { name: 'Document number' }).fill(documentNumber);
  await page.getByRole('checkbox', { name: /^I declare that both/ }).check();
  await button(page, 'Submit declaration').click();
  await expectLeft(page, step);
}

export const completeDualNameDeclaration = (page: Page): Promise<void> =>
  completeDeclaration(page, 'dualNameDeclaration', 'P1234567');
export const completeDualDobDeclaration = (page: Page): Promise<void> =>
  completeDeclaration(page, 'dualDobDeclaration', 'P7654321');

/**
 * Current address typed in full (not the Aadhaar one). City and state are typed while they are
 * editable: the screen makes them read-only when a pincode lookup fills them.
 */
export async function completePersonalAddress(page: Page): Promise<void> {
  const sameAsAadhaar = page.getByRole('checkbox', { name: 'My current address is the same as my Aadhaar address' });
  if ((await sameAsAadhaar.count()) > 0) await sameAsAadhaar.uncheck();
  await page.getByLabel('Flat, house number, building').fill(currentAddress.line1);
  await page.getByLabel('Street and area (optional)').fill(currentAddress.line2);
  await page.getByLabel('Landmark (optional)').fill(currentAddress.landmark);
  await page.getByLabel('Pincode').fill(currentAddress.pincode);
  for (const [label, value] of [
    ['City', 'Bengaluru'],
    ['State', 'Karnataka'],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    if (await field.isEditable()) await field.fill(value);
    await expect(field).toHaveValue(value);
  }
  await page.getByLabel('Residence type').selectOption(currentAddress.residenceType);
  await button(page, 'Continue').click();
  await expectLeft(page, 'personalAddress');
}

export interface BusinessProfileOptions {
  registration: 'gstin' | 'udyam' | 'skip';
  annualTurnover?: number;
  businessStartDate?: string;
}

/** A Udyam number of the sample business (the sandbox finds any well-formed one by number). */
export const UDYAM_NUMBER = 'UDYAM-KA-03-0012345';

export async function fillBusinessProfile(page: Page, options: BusinessProfileOptions): Promise<void> {
  await page.getByLabel('Business name').fill(businessInfo.businessName);
  await page.getByLabel('Business type').selectOption(businessInfo.businessType);
  await page.getByLabel('Business category').selectOption(businessInfo.businessCategory);
  await page.getByLabel('Ownership type').selectOption(businessInfo.ownershipType);
  await page.getByLabel('Educational qualification').selectOption(businessInfo.educationalQualification);
  await page.getByLabel('Annual turnover (₹)').fill(String(options.annualTurnover ?? businessInfo.annualTurnover));
  await page.getByLabel('Business started in').fill(options.businessStartDate ?? businessInfo.businessStartDate);
  await page.getByLabel('Business pincode').fill(businessInfo.businessPincode);
  if (options.registration === 'skip') {
    await page.getByRole('checkbox', { name: 'My business has no registration yet' }).check();
    return;
  }
  await page.getByLabel('Registration type').selectOption(options.registration);
  await page.getByLabel('Registration number').fill(options.registration === 'gstin' ? GSTIN : UDYAM_NUMBER);
}

export async function completeBusinessProfile(page: Page, options: BusinessProfileOptions): Promise<void> {
  await fillBusinessProfile(page, options);
  await button(page, 'Continue').click();
  await expectLeft(page, 'businessProfile');
}

/** GST: the profile's GSTIN, portal login, consent, the OTP the portal sent to the applicant. */
export async function completeGst(page: Page, request: APIRequestContext): Promise<void> {
  await expect(page.getByRole('textbox', { name: 'GSTIN', exact: true })).toHaveValue(GSTIN);
  await button(page, 'Verify GSTIN').click();
  await page.getByLabel('GST portal username').fill('vermatraders');
  await button(page, 'Continue').click();
  await page.getByRole('checkbox', { name: /^I agree to share my GST returns/ }).check();
  await button(page, 'Send OTP').click();
  await expect(page.getByRole('textbox', { name: /^Digit 1 of/ })).toBeVisible();
  await enterCode(page, await otpOf(request, await applicantPhone(page)));
  await expect(page.getByRole('heading', { level: 1, name: 'GSTIN verified' })).toBeVisible();
  await button(page, 'Continue').click();
  await expectLeft(page, 'gstin');
}

/** Udyam by registration number: OTP to the applicant, then the registration from the list. */
export async function completeUdyam(page: Page, request: APIRequestContext, udyamNumber = UDYAM_NUMBER): Promise<void> {
  await page.getByRole('radio', { name: 'My Udyam registration number' }).check();
  await page.getByRole('textbox', { name: 'Udyam registration number' }).fill(udyamNumber);
  await button(page, 'Send OTP').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Udyam OTP' })).toBeVisible();
  await enterCode(page, await otpOf(request, await applicantPhone(page)));
  await expect(page.getByRole('heading', { level: 1, name: 'Select Udyam' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${escape(udyamNumber)}`) }).check();
  await button(page, 'Continue').click();
  await expectLeft(page, 'udyam');
}

/**
 * The selfie with the camera (Chromium's fake device: FAKE_CAMERA_ARGS), then a short video,
 * or "Skip for now" instead of the video where the lender allows it (a skip counts only after
 * the selfie: docs/sandbox.md "Which step comes next").
 */
export async function completeVideoVerification(page: Page, options: { skip?: boolean } = {}): Promise<void> {
  await button(page, 'Take photo').click();
  await button(page, 'Use photo').click();
  await expect(page.getByText('Now record a short video: look at the camera and say your full name.')).toBeVisible();
  if (options.skip) {
    await button(page, 'Skip for now').click();
  } else {
    await button(page, 'Start recording').click();
    await expect(page.getByRole('status').filter({ hasText: 'Recording… say your full name.' })).toBeVisible();
  }
  await expectLeft(page, 'videoVerification');
}

/** Chromium flags for a fake camera and microphone that need no prompt (with FAKE_CAMERA_PERMISSIONS). */
export const FAKE_CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] as const;
export const FAKE_CAMERA_PERMISSIONS = ['camera', 'microphone'] as const;

export async function submitReview(page: Page): Promise<void> {
  await button(page, 'Submit application').click();
  await expectLeft(page, 'review');
}
