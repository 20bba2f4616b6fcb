import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { review } from './support/agreement-session.ts';
import { atMandate, button, choose, heading, reloadStays } from './support/mandate-session.ts';
import { testPhone } from './support/test-identity.ts';
import { AGREEMENT_PATHS } from '../../machines/agreement/screens.ts';
import { ONE_PAGE_PDF } from '../fixtures/pdf/one-page.ts';

// The two journeys as one applicant lives them, once per way of registering the mandate: handed
// over from post-approval at emandatePending, the mandate registered (net banking on the sponsor
// bank's page; UPI Autopay approved in the UPI app; the physical NACH form through the bank's
// review; a refusal with its reason, then UPI Autopay), the post-approval submission that hands
// the loan to the agreement (nbfcApproved), the KFS read and acknowledged, the agreement e-signed
// on the provider's page, the lender's approval and activation (QA's control), and the active
// credit line on the dashboard. The net-banking run reloads at each step and lands on the same
// step; the others would only repeat those reloads (tests/browser/mandate-journey.spec.ts reloads
// on their own mandate screens).

const at = (path: string) => new RegExp(`${path}(\\?|$)`);

interface Run {
  page: Page;
  request: APIRequestContext;
  context: BrowserContext;
  phone: string;
  /** Reload at each step and expect the same step. */
  reloads: boolean;
}

const stays = async (run: Run, path: RegExp, title: string) => {
  if (run.reloads) await reloadStays(run.page, path, title);
};

/** The bank's answer to a waiting mandate, in QA's place (docs/sandbox.md, "Mandate control"). */
async function bankDecides(run: Run, data: Record<string, string>): Promise<void> {
  const answer = await run.request.post(`/__sandbox/customers/${testPhone(run.phone)}/mandate`, { data });
  expect(answer.ok()).toBe(true);
}

async function byNetBanking(run: Run): Promise<void> {
  const { page } = run;
  await stays(run, /\/signup\/post-approval\/step-1$/, 'Set up repayments');
  await choose(page, 'Net banking');
  await expect(page).toHaveURL(/sponsorbank-sandbox\/authorise/);
  await button(page, 'Authorise').click();
}

async function byUpiAutopay(run: Run): Promise<void> {
  const { page, context } = run;
  await choose(page, 'UPI Autopay');
  await expect(heading(page, 'Approve in your UPI app')).toBeVisible();
  const upiApp = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open the UPI request (sandbox)' }).click();
  const upi = await upiApp;
  await upi.getByRole('button', { name: 'Approve with UPI PIN' }).click();
  await expect(upi.getByRole('heading', { name: 'Mandate approved' })).toBeVisible();
  await upi.close();
}

async function byNachForm(run: Run): Promise<void> {
  const { page } = run;
  await choose(page, 'Physical NACH form');
  const download = page.waitForEvent('download');
  await button(page, 'Download the form').click();
  await download;
  await page.getByLabel('Signed NACH form', { exact: true }).setInputFiles({
    name: 'signed.pdf',
    mimeType: 'application/pdf',
    buffer: ONE_PAGE_PDF,
  });
  await expect(heading(page, 'Form received')).toBeVisible();
  await button(page, 'Continue').click();
  await expect(heading(page, 'Waiting for your bank')).toBeVisible();
  // The bank confirms within 48 hours (the sandbox's control stands in for the wait).
  await bankDecides(run, { decision: 'approve' });
  await button(page, 'Check again').click();
}

async function refusedThenUpi(run: Run): Promise<void> {
  const { page } = run;
  await choose(page, 'Net banking');
  await page.getByRole('radio', { name: 'Name does not match the account' }).check();
  await button(page, 'Refuse').click();
  await expect(heading(page, 'Your mandate did not go through')).toBeVisible();
  await expect(page.getByText(/name on your bank account does not match/)).toBeVisible();
  await button(page, 'Try again').click();
  await expect(heading(page, 'Set up repayments')).toBeVisible();
  await choose(page, 'UPI Autopay');
  await expect(heading(page, 'Approve in your UPI app')).toBeVisible();
  await bankDecides(run, { decision: 'approve' });
}

/** From the mandate's first screen, registered by `register`, to the active credit line on the dashboard. */
async function toActiveCreditLine(run: Run, register: (run: Run) => Promise<void>): Promise<void> {
  const { page, request, phone } = run;
  await atMandate(page, request, phone);
  await register(run);
  await expect(heading(page, 'Repayments set up')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/mandate\/success$/);
  await stays(run, /\/signup\/mandate\/success$/, 'Repayments set up');
  await button(page, 'Continue').click();

  // The submission has handed the loan to the agreement: the KFS comes first.
  await expect(heading(page, 'Key Fact Statement')).toBeVisible();
  await expect(page).toHaveURL(at(AGREEMENT_PATHS.kfs));
  // The KFS at rest: its PDF drawn (while it loads, the box and I acknowledge do nothing yet).
  const kfsShown = () => expect(page.getByRole('img', { name: /^Key Fact Statement, page 1 of \d+$/ })).toBeVisible();
  await kfsShown();
  await stays(run, at(AGREEMENT_PATHS.kfs), 'Key Fact Statement');
  await kfsShown();
  const box = page.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' });
  await box.check();
  // The tick is kept until "I acknowledge" sends it.
  await stays(run, at(AGREEMENT_PATHS.kfs), 'Key Fact Statement');
  await kfsShown();
  await expect(box).toBeChecked();
  await button(page, 'I acknowledge').click();

  await expect(heading(page, 'Sign your loan agreement')).toBeVisible();
  await stays(run, at(AGREEMENT_PATHS.agreement), 'Sign your loan agreement');
  await button(page, 'Sign with Aadhaar e-sign').click();
  await expect(page).toHaveURL(/\/v1\/sandbox-esign\/agreement\?requestId=/);
  await button(page, 'Sign').click();
  await expect(heading(page, 'Your agreement is signed')).toBeVisible();
  await stays(run, at(AGREEMENT_PATHS.loanSuccess), 'Your agreement is signed');

  await review(request, phone, { review: 'approve' });
  await button(page, 'Check again').click();
  await expect(heading(page, 'Your loan is approved')).toBeVisible();
  await stays(run, at(AGREEMENT_PATHS.loanSuccess), 'Your loan is approved');

  const activated = (await review(request, phone, { review: 'activate' })) as { agreement: { creditLimit: number } };
  const limit = `₹${activated.agreement.creditLimit.toLocaleString('en-IN')}`;
  await button(page, 'Check again').click();
  await expect(heading(page, 'Your credit line is active')).toBeVisible();
  await stays(run, at(AGREEMENT_PATHS.activated), 'Your credit line is active');

  await button(page, 'Go to dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Your credit line' });
  // Nothing drawn yet: the limit and what is left to draw are the same amount.
  await expect(card.getByText(limit)).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Your application' })).toHaveCount(0);
  if (!run.reloads) return;
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card.getByText(limit)).toHaveCount(2);
}

const RUNS = [
  { name: 'net banking, reloading at every step', phone: '9876500861', register: byNetBanking, reloads: true },
  { name: 'UPI Autopay', phone: '9876500862', register: byUpiAutopay, reloads: false },
  { name: 'the physical NACH form, pending to success', phone: '9876500863', register: byNachForm, reloads: false },
  {
    name: 'a refusal with its reason, then UPI Autopay',
    phone: '9876500864',
    register: refusedThenUpi,
    reloads: false,
  },
] as const;

for (const { name, phone, register, reloads } of RUNS) {
  test(`from the mandate hand-over to an active credit line: ${name}`, async ({ page, request, context }) => {
    await toActiveCreditLine({ page, request, context, phone, reloads }, register);
  });
}
