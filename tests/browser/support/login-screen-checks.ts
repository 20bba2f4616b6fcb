import type { Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { otpOf, putCustomer } from './sandbox-client.ts';
import { testPhone } from './test-identity.ts';

// The screens reached logged out or through the login's own UI, for the axe and layout sweeps: the
// login (plain and marketplace-branded), its OTP, the first dashboard after it, the public hand-off
// pages, and the guard's way back to the login.

async function sendOtpFor(page: Page, phone: string): Promise<void> {
  await page.goto('/login/mobile-no');
  await page.getByLabel('Mobile number').fill(testPhone(phone));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForURL(/\/login\/verify-otp\//);
}

export const screenChecks: readonly BuiltScreen[] = [
  {
    name: 'Mobile No (login, logged out)',
    path: '/login/mobile-no',
    landsOn: /\/login\/mobile-no$/,
    ready: { role: 'heading', name: /log in or sign up/i },
  },
  {
    name: 'Mobile No (marketplace-branded login)',
    path: '/login/mobile-no?marketplaceName=shipkart',
    landsOn: /\/login\/mobile-no/,
    ready: { role: 'heading', name: /instant cash on delivery/i },
  },
  {
    name: 'Verify Otp (first login: terms and referral code shown)',
    path: '/login/verify-otp',
    // The test's own phone for 9876500011 (support/test-identity.ts keeps its first and last 4 digits).
    landsOn: /\/login\/verify-otp\/9\d{5}0011\?session=[\w-]+&otpSent=true$/,
    ready: { role: 'heading', name: /verify your number/i },
    open: async (page, request) => {
      await putCustomer(request, '9876500011', { tncAccepted: false, showReferrerCode: true });
      await sendOtpFor(page, '9876500011');
    },
  },
  {
    name: 'Dashboard (logged in through the UI)',
    path: '/dashboard',
    landsOn: /\/dashboard$/,
    ready: { role: 'heading', name: /hello, asha verma/i },
    open: async (page, request) => {
      const phone = '9876500012';
      await putCustomer(request, phone, {
        status: 'initiated',
        tncAccepted: true,
        firstName: 'Asha',
        lastName: 'Verma',
        bestApprovedAmount: 250000,
        percentCompleted: 40,
      });
      await sendOtpFor(page, phone);
      const otp = await otpOf(request, phone);
      await page.getByLabel('Digit 1 of 4').click();
      // Terms accepted already: the last digit submits the code.
      await page.keyboard.type(otp);
      await page.waitForURL(/\/dashboard$/);
    },
  },
  {
    name: 'Aadhaar e-sign return (public, logged out)',
    path: '/aadhaar-esign-success?requestId=unknown',
    landsOn: /\/aadhaar-esign-success\?requestId=unknown$/,
    ready: { role: 'heading', name: /log in to finish signing/i },
  },
  {
    name: 'Failure (public provider hand-off outcome)',
    path: '/signup/failure',
    landsOn: /\/signup\/failure$/,
    ready: { role: 'heading', name: /something went wrong/i },
  },
  {
    name: 'Not available yet (protected route, logged out, via the guard)',
    path: '/signup/pre-approval/step-1',
    landsOn: /\/login\/mobile-no\?redirect=/,
    ready: { role: 'heading', name: /log in or sign up/i },
  },
];
