import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { otpOf, putCustomer } from './support/sandbox-client.ts';
import { testPhone } from './support/test-identity.ts';
import { typeOtp } from './support/login-ui.ts';
import { logInThroughApi } from './support/onboarding-session.ts';
import {
  TWO_LOANS,
  button,
  heading,
  loanSeed,
  logInGuarantorThroughApi,
  seedGuarantor,
} from './support/guarantor-session.ts';

// The guarantor journey end to end in the built app against the sandbox (§4 Guarantor journey):
// the scenario from the login screens to Guarantor Verified, a reload on every step, the
// guarantor with nothing pending, and the roles kept apart. Every screen is scanned by axe at a
// phone's and a desktop's width where the flow shows it.

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

const GUARANTOR = '9123400501';
const NOTHING_PENDING = '9123400502';
const CUSTOMER = '9876500503';

async function expectAccessible(page: Page, what: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axeViolations(page), `axe on ${what} at ${width}px`).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}

/** Reloads and expects the same step back (§4: the record and the kept choice decide). */
async function reloadStays(page: Page, url: RegExp, title: string | RegExp): Promise<void> {
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(heading(page, title)).toBeVisible();
}

const loanRadio = (page: Page, business: string) => page.getByRole('radio', { name: new RegExp(business) });

test('a guarantor with two loans chooses the pending one, verifies PAN, details, DigiLocker and e-sign', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const phone = testPhone(GUARANTOR);
  await seedGuarantor(page.request, GUARANTOR, { loans: TWO_LOANS() });

  // The guarantor entry: the redirect names a guarantor screen.
  await page.goto('/login/mobile-no?redirect=Guarantor%20Pan%20Verification');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForURL(/\/login\/verify-otp\//);
  await typeOtp(page, await otpOf(page.request, phone));

  // Loan Information: both cards, the signed one badged and not selectable.
  await expect(page).toHaveURL(/\/loan-info$/);
  await expect(heading(page, 'Loan information')).toBeVisible();
  await expect(loanRadio(page, 'Verma Traders')).toBeEnabled();
  await expect(loanRadio(page, 'Kumar Stores')).toBeDisabled();
  await expect(page.getByText('Aaadhar Esign Completed')).toHaveCount(1);
  // §9 money: Indian grouping.
  await expect(page.getByText('₹12,50,000').first()).toBeVisible();
  await page.getByText('Application details for Verma Traders').click();
  await expect(page.locator('details[open]').getByText('Application expiry')).toBeVisible();
  await expectAccessible(page, 'Loan information');

  // Next with nothing chosen: the §5 toast.
  await button(page, 'Next').click();
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Please select a loan to continue');

  // The choice by keyboard, kept across a reload.
  await loanRadio(page, 'Verma Traders').focus();
  await page.keyboard.press('Space');
  await expect(loanRadio(page, 'Verma Traders')).toBeChecked();
  await reloadStays(page, /\/loan-info$/, 'Loan information');
  await expect(loanRadio(page, 'Verma Traders')).toBeChecked();
  await button(page, 'Next').click();

  // PAN, with §5's key rule (digits refused in the first five places).
  await expect(page).toHaveURL(/\/guarantor-pan-verification$/);
  await expect(heading(page, 'Verify your PAN')).toBeVisible();
  await reloadStays(page, /\/guarantor-pan-verification$/, 'Verify your PAN');
  const pan = page.getByRole('textbox', { name: 'PAN' });
  await pan.pressSequentially('1ABCPV1234K');
  await expect(pan).toHaveValue('ABCPV1234K');
  await expectAccessible(page, 'PAN verification');
  await button(page, 'Continue').click();

  // Personal details, with the relation list from the lender.
  await expect(page).toHaveURL(/\/guarantor-verification-details$/);
  await expect(heading(page, 'Your details')).toBeVisible();
  await reloadStays(page, /\/guarantor-verification-details$/, 'Your details');
  await button(page, 'Continue').click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expectAccessible(page, 'verification details with errors');
  await page.getByRole('textbox', { name: 'Full name (as on PAN)' }).fill('Ravi Verma');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('01061975');
  await page.getByRole('textbox', { name: 'Email address' }).fill('ravi@example.com');
  await page.getByRole('combobox', { name: 'Relation to the applicant' }).selectOption('Brother');
  await button(page, 'Continue').click();

  // DigiLocker through the sandbox page.
  await expect(page).toHaveURL(/\/guarantor-kyc$/);
  await expect(heading(page, 'Verify with DigiLocker')).toBeVisible();
  await reloadStays(page, /\/guarantor-kyc$/, 'Verify with DigiLocker');
  await expectAccessible(page, 'Guarantor KYC');
  await button(page, 'Continue to DigiLocker').click();
  await expect(page).toHaveURL(/\/v1\/sandbox-digilocker\/guarantor\/authorize\?requestId=/);
  await button(page, 'Approve').click();

  // KYC success, then Aadhaar e-sign through the sandbox page.
  await expect(page).toHaveURL(/\/guarantor\/kyc-success$/);
  await expect(heading(page, 'KYC successful')).toBeVisible();
  await reloadStays(page, /\/guarantor\/kyc-success$/, 'KYC successful');
  await expectAccessible(page, 'Guarantor KYC Success');
  await button(page, 'Sign with Aadhaar e-sign').click();
  await expect(page).toHaveURL(/\/v1\/sandbox-esign\/authorize\?requestId=/);
  await button(page, 'Sign').click();

  await expect(page).toHaveURL(/\/guarantor\/guarantor-verified$/);
  await expect(heading(page, 'You are a verified guarantor')).toBeVisible();
  await reloadStays(page, /\/guarantor\/guarantor-verified$/, 'You are a verified guarantor');
  await expectAccessible(page, 'Guarantor Verified');
});

test('a guarantor with no pending loan goes straight to Guarantor Verified', async ({ page }) => {
  const phone = testPhone(NOTHING_PENDING);
  await seedGuarantor(page.request, NOTHING_PENDING, {
    status: 'aadharESigned',
    loans: [loanSeed('LN-DONE', { aadharEsignPending: false })],
  });
  await page.goto('/guarantor/loan-info');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForURL(/\/login\/verify-otp\//);
  await typeOtp(page, await otpOf(page.request, phone));
  await expect(page).toHaveURL(/\/guarantor\/guarantor-verified$/);
  await expect(heading(page, 'You are a verified guarantor')).toBeVisible();
  await expect(button(page, 'Guarantee another loan')).toHaveCount(0);
});

test('a declined e-sign shows Not Verified, whose Sign again starts a new request', async ({ page }) => {
  await seedGuarantor(page.request, GUARANTOR, { status: 'digiLockerVerified', loans: TWO_LOANS() });
  await logInGuarantorThroughApi(page, page.request, GUARANTOR, 'LN-PENDING');
  await page.goto('/guarantor/kyc-success');
  await button(page, 'Sign with Aadhaar e-sign').click();
  await button(page, 'Decline').click();
  await expect(page).toHaveURL(/\/guarantor\/guarantor-not-verified$/);
  await expect(heading(page, 'Not verified yet')).toBeVisible();
  await expectAccessible(page, 'Guarantor Not Verified');
  await button(page, 'Sign again').click();
  await expect(page).toHaveURL(/\/v1\/sandbox-esign\/authorize\?requestId=/);
});

test('a denied DigiLocker shows KYC Failure with Try again', async ({ page }) => {
  await seedGuarantor(page.request, GUARANTOR, { status: 'personalInfoUpdated', loans: TWO_LOANS() });
  await logInGuarantorThroughApi(page, page.request, GUARANTOR, 'LN-PENDING');
  await page.goto('/guarantor-kyc');
  await button(page, 'Continue to DigiLocker').click();
  await button(page, 'Deny').click();
  await expect(page).toHaveURL(/\/guarantor\/kyc-failure$/);
  await expect(heading(page, 'KYC not completed')).toBeVisible();
  await expectAccessible(page, 'Guarantor KYC Failure');
});

test('readyForOps shows the guarantor details; an expired loan cannot be chosen', async ({ page }) => {
  const loans = [loanSeed('LN-OLD', { expiresInDays: -1, businessName: 'Old Mills' }), ...TWO_LOANS()];
  await seedGuarantor(page.request, GUARANTOR, { loans });
  await logInGuarantorThroughApi(page, page.request, GUARANTOR);
  await page.goto('/loan-info');
  await expect(loanRadio(page, 'Old Mills')).toBeDisabled();
  await expect(page.getByText('Application expired: it can no longer be guaranteed')).toBeVisible();
  await seedGuarantor(page.request, GUARANTOR, { status: 'readyForOps' });
  await page.goto('/loan-info');
  await expect(page).toHaveURL(/\/guarantor\/guarantor-details$/);
  await expect(heading(page, 'Your guarantor details')).toBeVisible();
  await expectAccessible(page, 'Guarantor details');
  // The way on is reached with the keyboard: Tab to Log out, Enter.
  const logOut = button(page, 'Log out');
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(logOut).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 5_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\//);
});

test('roles stay apart: a guarantor’s dashboard link leads to Loan Information, a customer’s home', async ({
  page,
}) => {
  await seedGuarantor(page.request, GUARANTOR, { loans: TWO_LOANS() });
  await logInGuarantorThroughApi(page, page.request, GUARANTOR);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/loan-info$/);
  await expect(heading(page, 'Loan information')).toBeVisible();
  await page.evaluate(() => window.localStorage.clear());
  await putCustomer(page.request, CUSTOMER, { tncAccepted: true });
  await logInThroughApi(page, page.request, CUSTOMER);
  await page.goto('/guarantor-kyc');
  await expect(page).toHaveURL(/\/dashboard$/);
});
