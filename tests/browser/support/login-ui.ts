import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

// The login screens as a user finds them: by role and visible name, never by class or test id.

export const mobileField = (page: Page): Locator => page.getByLabel('Mobile number');
export const sendOtpButton = (page: Page): Locator => page.getByRole('button', { name: 'Send OTP' });
export const otpBoxes = (page: Page): Locator => page.getByRole('textbox', { name: /^Digit \d of 4$/ });
export const continueButton = (page: Page): Locator => page.getByRole('button', { name: 'Continue' });
export const resendButton = (page: Page): Locator => page.getByRole('button', { name: 'Resend OTP' });
export const changeNumberButton = (page: Page): Locator => page.getByRole('button', { name: 'Change number' });
export const termsCheckbox = (page: Page): Locator =>
  page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
export const referralCodeField = (page: Page): Locator => page.getByLabel('Referral code (optional)');

export async function expectMobileNoScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login\/mobile-no(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
}

export async function expectVerifyOtpScreen(page: Page, phone?: string): Promise<void> {
  await expect(page).toHaveURL(
    phone ? new RegExp(`/login/verify-otp/${phone}(\\?|$)`) : /\/login\/verify-otp\/[6-9]\d{9}(\?|$)/,
  );
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
}

/** Types the code one digit at a time, as a user does: focus moves to the next box by itself. */
export async function typeOtp(page: Page, code: string): Promise<void> {
  await otpBoxes(page).first().click();
  await page.keyboard.type(code);
}

/** Pastes the whole code into the first box (a ClipboardEvent carrying the text, as a paste does). */
export async function pasteOtp(page: Page, code: string): Promise<void> {
  const first = otpBoxes(page).first();
  await first.focus();
  await first.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

/** The address bar changes under the app (back/forward, an edited URL) without a reload. */
export async function moveAddressBar(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Everything Saakh could have kept in this browser: local and session storage, and cookies. */
export async function browserLeftovers(page: Page): Promise<{ local: number; session: number; cookies: string[] }> {
  const counts = await page.evaluate(() => ({
    local: window.localStorage.length,
    session: window.sessionStorage.length,
  }));
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  return { ...counts, cookies };
}
