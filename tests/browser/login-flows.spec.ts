import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { otpOf, putGuarantor } from './support/sandbox-client.ts';
import { testPhone } from './support/test-identity.ts';
import {
  browserLeftovers,
  continueButton,
  expectMobileNoScreen,
  expectVerifyOtpScreen,
  mobileField,
  otpBoxes,
  pasteOtp,
  sendOtpButton,
  termsCheckbox,
  typeOtp,
} from './support/login-ui.ts';

// What the login and session statecharts do not show as transitions: a whole login from the
// visitor's side, the guard for logged-in users, pasting a code, and the landings that
// depend on how the visitor arrived (server errors, guarantor entry, referral flow).

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

// Each test logs in with a phone of its own in place of the planned ones (support/test-identity.ts).
const PHONE = '9876543210';
const GUARANTOR_PHONE = '9123456780';
let phone: string;

test.beforeEach(() => {
  phone = testPhone(PHONE);
});

async function sendOtp(page: Page, number = phone): Promise<void> {
  await expectMobileNoScreen(page);
  await mobileField(page).fill(number);
  await sendOtpButton(page).click();
  await expectVerifyOtpScreen(page, number);
}

async function logInFresh(page: Page): Promise<void> {
  await page.goto('/login/mobile-no');
  await sendOtp(page);
  await typeOtp(page, await otpOf(page.request, phone));
  await termsCheckbox(page).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a new user logs in, stays logged in across a reload, and logs out leaving nothing behind', async ({ page }) => {
  await logInFresh(page);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expectMobileNoScreen(page);
  const left = await browserLeftovers(page);
  // The login screen may start a fresh lender session; nothing of the logged-in user remains.
  expect(left.cookies).toEqual([]);
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(keys.filter((key) => ['token', 'tokenType', 'phone', 'decodedToken', 'homeData'].includes(key))).toEqual([]);
});

test('the login screens run without the router; the app they hand over to keeps their session, and owns Back', async ({
  page,
}) => {
  // The login island (src/app/island/) boots without react-router; the full app it hands over to
  // takes the island's live session actor, so no second lender session is started.
  const scripts: string[] = [];
  let sessionsCreated = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (pathname === '/v1/session/create') sessionsCreated += 1;
  });
  await page.goto('/login/mobile-no');
  await expect(mobileField(page)).toBeEditable();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => /\/assets\/router-[^/]+\.js$/.test(script))).toEqual([]);

  await sendOtp(page);
  await typeOtp(page, await otpOf(page.request, phone));
  await termsCheckbox(page).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
  expect(scripts.some((script) => /\/assets\/router-[^/]+\.js$/.test(script))).toBe(true);
  expect(sessionsCreated).toBe(1);

  // Back leads to Mobile No, which the full app's guard turns away from a logged-in user.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
  expect(sessionsCreated).toBe(1);
});

test('pasting the code spreads its digits over the four boxes', async ({ page }) => {
  await page.goto('/login/mobile-no');
  await sendOtp(page);
  const code = await otpOf(page.request, phone);
  await pasteOtp(page, code);
  for (const [index, digit] of [...code].entries()) await expect(otpBoxes(page).nth(index)).toHaveValue(digit);
});

test('a logged-in user opening the login screens lands on the dashboard', async ({ page }) => {
  await logInFresh(page);
  await page.goto('/login/mobile-no');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/login/verify-otp/${phone}`);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a logged-in user in the referral flow opening the login screens lands on Signup', async ({ page }) => {
  await logInFresh(page);
  await page.evaluate(() => window.localStorage.setItem('isReferralFlow', 'true'));
  await page.goto('/login/mobile-no');
  await expect(page).toHaveURL(/\/signup(\/|$)/);
});

test('a server error on login shows the server’s message under the field', async ({ page }) => {
  await page.goto('/login/mobile-no');
  const message = 'The lender is down for maintenance.';
  const fault = await page.request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/v2/customer/login', status: 503, body: { error: { code: 'EPL-50300', message } } },
  });
  expect(fault.status()).toBe(201);
  await mobileField(page).fill(phone);
  await sendOtpButton(page).click();
  await expect(page.getByText(message)).toBeVisible();
  await expectMobileNoScreen(page);
});

test('the terms link opens the terms document', async ({ page }) => {
  await page.goto('/login/mobile-no');
  await sendOtp(page);
  const link = page.getByRole('link', { name: /terms and conditions/ });
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<h1>Saakh terms and conditions</h1>');
});

test('a guarantor entry logs the guarantor in through the guarantor calls', async ({ page }) => {
  const guarantorPhone = testPhone(GUARANTOR_PHONE);
  await putGuarantor(page.request, guarantorPhone, { tncAccepted: true });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/guarantor/')) calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/login/mobile-no?redirect=Guarantor%20Pan%20Verification');
  await sendOtp(page, guarantorPhone);
  // A guarantor has no terms box: the last digit submits the code.
  await typeOtp(page, await otpOf(page.request, guarantorPhone));
  await expect(page).not.toHaveURL(/\/login\//);
  expect(calls[0]).toBe('/v1/guarantor/login');
  expect(calls.some((path) => /^\/v1\/guarantor\/[0-9a-f-]{36}\/verify-otp$/.test(path))).toBe(true);
});

test('an unknown guarantor number shows the sandbox’s message and stays on Mobile No', async ({ page }) => {
  await page.goto('/login/mobile-no?redirect=Guarantor%20Pan%20Verification');
  await mobileField(page).fill(testPhone(GUARANTOR_PHONE));
  await sendOtpButton(page).click();
  await expect(page.getByText('No guarantor request found for this number')).toBeVisible();
  await expectMobileNoScreen(page);
});

test('a partner’s referral link logs the user in and lands on Signup', async ({ page }) => {
  const callbackUrl = 'https://partner.example/back';
  await page.goto(`/login/mobile-no?marketplaceName=shipkart&callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await expect(page.getByRole('heading', { name: /instant cash on delivery/i })).toBeVisible();
  await sendOtp(page);
  // A referral customer is never offered the referral code box (the partner referred them).
  await expect(page.getByLabel('Referral code (optional)')).toHaveCount(0);
  await typeOtp(page, await otpOf(page.request, phone));
  await termsCheckbox(page).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/signup(\/|\?|$)/);
  expect(await page.evaluate(() => window.localStorage.getItem('isReferralFlow'))).toBe('true');
});

test('a reload on Verify Otp keeps the sent code, and it still logs the user in', async ({ page }) => {
  await page.goto('/login/mobile-no');
  await sendOtp(page);
  await expect(termsCheckbox(page)).toBeVisible();
  await page.reload();
  await expectVerifyOtpScreen(page, phone);
  // The terms box comes back with the screen: the session remembers what the login answered.
  await expect(termsCheckbox(page)).toBeVisible();
  await typeOtp(page, await otpOf(page.request, phone));
  await termsCheckbox(page).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
