import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { BankStatementState } from '../../rules/post-approval/bank-statement.ts';
import { OTHER_WAY, WAYS } from '../../src/journeys/post-approval/screens/statement-copy.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { TWO_LOANS, heading, seedGuarantor } from './support/guarantor-session.ts';
import { mobileField, sendOtpButton, typeOtp } from './support/login-ui.ts';
import { call, prepareApplicant } from './support/post-approval-children.ts';
import type { Applicant } from './support/post-approval-children.ts';
import { otpOf } from './support/sandbox-client.ts';
import { testPhone } from './support/test-identity.ts';

// Issue 35's walk, in the built app against the sandbox: back from the net-banking provider's page
// the application moves on (or says why not, with the choices); a guarantor opening the link they
// are sent (/guarantor/loan-info) signed out logs in as a guarantor; a deep link's query survives
// the login. The class tests beside them: tests/machines/provider-returns.test.ts and
// tests/routes/signed-out-deep-links.test.ts.

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

const statementOf = (page: Page, applicant: Applicant) =>
  call<BankStatementState>(page.request, applicant, 'get', `/v1/application/${applicant.applicationId}/bank-statement`);

async function atBankStatement(page: Page, planned: string): Promise<Applicant> {
  const applicant = await prepareApplicant(
    page,
    page.request,
    planned,
    { status: 'offerSelected', nextAction: 'bankStatement' },
    { ways: ['upload', 'netBanking', 'accountAggregator'], canSkip: false },
  );
  await page.goto('/signup/bank-statement');
  await page.getByRole('button', { name: WAYS.netBanking.label }).click();
  await expect(page.getByRole('heading', { name: 'Net banking (sandbox)' })).toBeVisible();
  return applicant;
}

test('back from the net-banking page with the statements shared, the application moves on', async ({ page }) => {
  const applicant = await atBankStatement(page, '9100000431');
  await page.getByRole('button', { name: 'Log in and share' }).click();
  // The return address, then the next step: never the three choices again.
  await expect(page).not.toHaveURL(/\/signup\/bank-statement/);
  await expect(page.getByRole('button', { name: WAYS.upload.label })).toHaveCount(0);
  const now = await statementOf(page, applicant);
  expect(now.netBanking?.state).toBe('completed');
  expect(now.application.status).not.toBe('offerSelected');
});

test('back from the net-banking page after a failed login, it says why and offers the ways again', async ({ page }) => {
  const applicant = await atBankStatement(page, '9100000432');
  await page.getByRole('button', { name: 'Fail the login' }).click();
  await expect(page).toHaveURL(/\/signup\/bank-statement\?status=failure$/);
  await expect(page.getByRole('alert')).toHaveText('The bank login failed. Please try again.');
  await expect(page.getByRole('button', { name: WAYS.upload.label })).toBeVisible();
  await expect(page.getByRole('button', { name: OTHER_WAY })).toHaveCount(0);
  const now = await statementOf(page, applicant);
  expect(now.application.status).toBe('offerSelected');
  // The way on: net banking again, to the provider's page.
  await page.getByRole('button', { name: WAYS.netBanking.label }).click();
  await expect(page.getByRole('heading', { name: 'Net banking (sandbox)' })).toBeVisible();
});

test('a guarantor opening /guarantor/loan-info signed out logs in as a guarantor and lands there', async ({ page }) => {
  const planned = '9123400531';
  const phone = testPhone(planned);
  await seedGuarantor(page.request, planned, { loans: TWO_LOANS() });
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/') || pathname.startsWith('/v2/')) calls.push(pathname);
  });

  await page.goto('/guarantor/loan-info');
  await expect(page).toHaveURL(/\/login\/mobile-no\?redirect=Loan%20Information$/);
  await mobileField(page).fill(phone);
  await sendOtpButton(page).click();
  await page.waitForURL(/\/login\/verify-otp\//);
  // No referral code: that box is a customer's sign-up.
  await expect(page.getByLabel('Referral code (optional)')).toHaveCount(0);
  await typeOtp(page, await otpOf(page.request, phone));

  await expect(page).toHaveURL(/\/loan-info$/);
  await expect(heading(page, 'Loan information')).toBeVisible();
  expect(calls).toContain('/v1/guarantor/login');
  expect(calls.filter((path) => path.startsWith('/v2/customer/'))).toEqual([]);
  const decoded = await page.evaluate(() => JSON.parse(window.localStorage.getItem('decodedToken') ?? 'null'));
  expect(decoded).toMatchObject({ isGuarantor: true });
});

test("a deep link's query survives the login and a reload on Verify Otp: /credit-statement?from=2026-11-01", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const planned = '9876500533';
  await activeBorrower(page, planned, { drawn: 0, repaid: 0 });
  // Signed out, as a person following a link from a message would be.
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();

  await page.goto('/credit-statement?from=2026-11-01');
  await expect(page).toHaveURL(/\/login\/mobile-no\?redirect=Credit%20Statement&from=2026-11-01$/);
  const phone = testPhone(planned);
  await mobileField(page).fill(phone);
  await sendOtpButton(page).click();
  await page.waitForURL(/\/login\/verify-otp\//);
  // A reload on Verify Otp keeps where the link leads too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  await typeOtp(page, await otpOf(page.request, phone));

  await expect(page).toHaveURL(/\/credit-statement\?from=2026-11-01$/);
  await expect(heading(page, 'Credit statement')).toBeVisible();
});
