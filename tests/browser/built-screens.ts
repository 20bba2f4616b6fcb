import type { APIRequestContext, Page } from '@playwright/test';

// Every screen the browser suite can reach today, in one list: the accessibility check
// (a11y.spec.ts) runs axe on each. A journey issue that builds a screen adds it here.
//
// `path` is what the test opens; `landsOn` is where the app should settle (the guard may
// redirect); `ready` names something on the finished screen, so axe never scans a loader.
// `open`, when given, replaces `page.goto(path)`: screens that exist only mid-journey (Verify
// Otp) or behind a login (Dashboard) are reached through the UI against the sandbox.

export interface BuiltScreen {
  readonly name: string;
  readonly path: string;
  readonly landsOn: RegExp;
  readonly ready: { readonly role: 'heading'; readonly name: RegExp };
  readonly open?: (page: Page, request: APIRequestContext) => Promise<void>;
}

/** Sets up a sandbox customer (docs/sandbox.md) so a screen shows the parts the test wants. */
async function seedCustomer(request: APIRequestContext, phone: string, customer: Record<string, unknown>): Promise<void> {
  const response = await request.put(`/__sandbox/customers/${phone}`, { data: customer });
  if (!response.ok()) throw new Error(`sandbox customer ${phone} not set up: ${response.status()} ${await response.text()}`);
}

async function sendOtpFor(page: Page, phone: string): Promise<void> {
  await page.goto('/login/mobile-no');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForURL(/\/login\/verify-otp\//);
}

async function sandboxOtp(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/__sandbox/otp/${phone}`);
  const { otp } = (await response.json()) as { otp: string };
  return otp;
}

export const builtScreens: readonly BuiltScreen[] = [
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
    landsOn: /\/login\/verify-otp\/9876500011\?session=[\w-]+&otpSent=true$/,
    ready: { role: 'heading', name: /verify your number/i },
    open: async (page, request) => {
      await seedCustomer(request, '9876500011', { tncAccepted: false, showReferrerCode: true });
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
      await seedCustomer(request, phone, {
        status: 'initiated',
        tncAccepted: true,
        firstName: 'Asha',
        lastName: 'Verma',
        bestApprovedAmount: 250000,
        percentCompleted: 40,
      });
      await sendOtpFor(page, phone);
      const otp = await sandboxOtp(request, phone);
      await page.getByLabel('Digit 1 of 4').click();
      await page.keyboard.type(otp);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/dashboard$/);
    },
  },
  {
    name: 'Not available yet (public route)',
    path: '/aadhaar-esign-success',
    landsOn: /\/aadhaar-esign-success$/,
    ready: { role: 'heading', name: /not available yet/i },
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
