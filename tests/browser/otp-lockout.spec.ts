import { expect, test } from './support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  advanceSandboxClock,
  createSession,
  otpOf,
  putGuarantor,
  sessionWithOtpSent,
} from './support/sandbox-client.ts';
import { testPhone } from './support/test-identity.ts';
import {
  continueButton,
  expectMobileNoScreen,
  expectVerifyOtpScreen,
  mobileField,
  otpBoxes,
  resendButton,
  sendOtpButton,
  termsCheckbox,
  typeOtp,
} from './support/login-ui.ts';

// The phone's OTP budgets (ADR 018) as the person holding the phone meets them: a script (or a
// second device) spent them beside the app through the real sandbox, and the login screens say
// so in the app's words, with the time left, and keep every control that would be refused off.

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

const PHONE = '9876543210';
const GUARANTOR_PHONE = '9123456780';
const TNC_ID = 'tnc-2026-01';
const MINUTE = 60_000;

const offByOne = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Nine wrong codes for the phone in two logins (a code takes five): the next wrong one locks it. */
async function nineWrongCodes(request: APIRequestContext, phone: string): Promise<void> {
  for (const tries of [5, 4]) {
    const sessionId = await sessionWithOtpSent(request, phone);
    const wrong = offByOne(await otpOf(request, phone));
    for (let i = 0; i < tries; i += 1) {
      const answer = await request.post('/v2/customer/otp', { data: { otp: wrong, sessionId, tncId: TNC_ID } });
      expect(answer.status()).toBe(422);
    }
  }
}

/** Moves the page's paused clock and this test's sandbox clock together. */
async function advanceClocks(page: Page, ms: number): Promise<void> {
  await advanceSandboxClock(page.request, ms);
  await page.clock.runFor(ms);
}

test('the tenth wrong code locks Verify OTP with the time left, and Resend comes back when it ends', async ({
  page,
}) => {
  const phone = testPhone(PHONE);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await nineWrongCodes(page.request, phone);

  await page.goto('/login/mobile-no');
  await expect(page.locator('[data-login-shell]')).toHaveCount(0);
  await mobileField(page).fill(phone);
  await sendOtpButton(page).click();
  await expectVerifyOtpScreen(page, phone);
  await termsCheckbox(page).check();
  const sent = await otpOf(page.request, phone);
  await typeOtp(page, offByOne(sent));

  // Under the boxes, and announced (a status region: the disabled boxes cannot take focus).
  const lockout = page.getByText('Too many attempts. You can try again in 30 minutes.');
  await expect(page.getByRole('status').filter({ hasText: 'Too many attempts' })).toHaveCount(1);
  await expect(lockout.first()).toBeVisible();
  // Never the sandbox's own sentence, and nothing that would be refused is offered.
  await expect(page.getByText('Too many wrong OTPs for this number')).toHaveCount(0);
  await expect(otpBoxes(page).first()).toBeDisabled();
  await expect(continueButton(page)).toBeDisabled();
  await expect(resendButton(page)).toBeDisabled();
  // The right code would be refused too: the boxes do not take it.
  await expect(otpBoxes(page).first()).toHaveValue('');

  // The time left is said again as it passes.
  await advanceClocks(page, 10 * MINUTE);
  await expect(page.getByText('Too many attempts. You can try again in 20 minutes.').first()).toBeVisible();
  await expect(resendButton(page)).toBeDisabled();

  await advanceClocks(page, 20 * MINUTE);
  await expect(page.getByText(/Too many attempts/)).toHaveCount(0);
  await expect(resendButton(page)).toBeEnabled();
  await resendButton(page).click();
  await expect(page.getByText(/Resend OTP in 0:\d\d/)).toBeVisible();
  await page.clock.resume();
  await typeOtp(page, await otpOf(page.request, phone));
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a phone sent its codes for the hour is told so on Mobile No, in the app’s words', async ({ page }) => {
  const phone = testPhone(PHONE);
  for (let i = 0; i < 5; i += 1) await sessionWithOtpSent(page.request, phone);

  await page.goto('/login/mobile-no');
  await mobileField(page).fill(phone);
  await sendOtpButton(page).click();
  await expect(page.getByText('Too many OTP requests. You can ask for a new OTP in 1 hour.')).toBeVisible();
  await expect(page.getByText('Too many OTPs were sent to this number')).toHaveCount(0);
  await expectMobileNoScreen(page);
});

test('a guarantor whose phone is locked is told the time left before any code is sent', async ({ page }) => {
  const phone = testPhone(GUARANTOR_PHONE);
  await putGuarantor(page.request, phone, { tncAccepted: true });
  // The guarantor's own logins and wrong codes, beside the app: the phone is locked.
  for (const tries of [5, 5]) {
    const sessionId = await createSession(page.request);
    const login = await page.request.post('/v1/guarantor/login', { data: { phoneNumber: phone, sessionId } });
    expect(login.status()).toBe(200);
    const { guarantorId } = (await login.json()) as { guarantorId: string };
    const wrong = offByOne(await otpOf(page.request, phone));
    for (let i = 0; i < tries; i += 1) {
      await page.request.post(`/v1/guarantor/${guarantorId}/verify-otp`, { data: { otp: wrong } });
    }
  }

  await page.goto('/login/mobile-no?redirect=Guarantor%20Pan%20Verification');
  await mobileField(page).fill(phone);
  await sendOtpButton(page).click();
  await expect(page.getByText(/^Too many attempts\. You can try again in (29|30) minutes\.$/)).toBeVisible();
  await expectMobileNoScreen(page);
});
