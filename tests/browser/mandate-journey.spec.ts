import { expect, test } from './support/test.ts';
import { atMandate, button, choose, heading, reloadStays } from './support/mandate-session.ts';
import { testPhone } from './support/test-identity.ts';
import { ONE_PAGE_PDF } from '../fixtures/pdf/one-page.ts';

// The mandate journey end to end against the sandbox (ADR 012), from emandatePending: net banking
// through the sponsor bank's page to success and the hand-over to the agreement; UPI Autopay
// approved on the UPI page while the app polls; the physical NACH form through the bank's review to
// success; a refusal with its reason, then a retry in another mode. A reload at each step lands on
// the same step.

test('net banking through the sponsor bank to success, then the agreement', async ({ page, request }) => {
  await atMandate(page, request, '9876500851');
  await reloadStays(page, /\/signup\/post-approval\/step-1$/, 'Set up repayments');
  await choose(page, 'Net banking');
  await expect(page).toHaveURL(/sponsorbank-sandbox\/authorise/);
  await button(page, 'Authorise').click();
  // Back at the app, which reads the status from the lender before it says anything.
  await expect(page).toHaveURL(/\/signup\/mandate\/success$/);
  await expect(heading(page, 'Repayments set up')).toBeVisible();
  await expect(page.getByText('Registered by: Net banking.')).toBeVisible();
  await reloadStays(page, /\/signup\/mandate\/success$/, 'Repayments set up');
  await button(page, 'Continue').click();
  // The hand-over goes to the agreement's entry, and the agreement journey then places the
  // applicant: the Key Fact Statement first, as it is not read yet. (Asserting the entry address
  // caught it only while the journey was still loading: 1 of 20 repeated runs moved on first.)
  await expect(page).toHaveURL(/\/signup\/edi-kfs$/);
  await expect(heading(page, 'Key Fact Statement')).toBeVisible();
});

test('UPI Autopay approved in the UPI app while the app waits', async ({ page, request, context }) => {
  await atMandate(page, request, '9876500852');
  await choose(page, 'UPI Autopay');
  await expect(page).toHaveURL(/\/signup\/mandate$/);
  await expect(heading(page, 'Approve in your UPI app')).toBeVisible();
  await reloadStays(page, /\/signup\/mandate$/, 'Approve in your UPI app');
  const upiApp = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open the UPI request (sandbox)' }).click();
  const upi = await upiApp;
  await upi.getByRole('button', { name: 'Approve with UPI PIN' }).click();
  await expect(upi.getByRole('heading', { name: 'Mandate approved' })).toBeVisible();
  await upi.close();
  // The next poll finds it registered.
  await expect(heading(page, 'Repayments set up')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/mandate\/success$/);
});

test('the physical NACH form through the bank’s review to success', async ({ page, request }) => {
  await atMandate(page, request, '9876500853');
  await choose(page, 'Physical NACH form');
  await expect(page).toHaveURL(/\/signup\/post-approval\/step-2$/);
  await reloadStays(page, /\/signup\/post-approval\/step-2$/, 'NACH mandate form');
  const download = page.waitForEvent('download');
  await button(page, 'Download the form').click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('nach-mandate-form.pdf');
  await expect(page).toHaveURL(/\/signup\/nach-mandate$/);
  await reloadStays(page, /\/signup\/nach-mandate$/, 'Upload the signed NACH form');
  await page.getByLabel('Signed NACH form', { exact: true }).setInputFiles({
    name: 'signed.pdf',
    mimeType: 'application/pdf',
    buffer: ONE_PAGE_PDF,
  });
  await expect(page).toHaveURL(/\/signup\/post-approval\/step-2\/nach-success$/);
  await reloadStays(page, /\/signup\/post-approval\/step-2\/nach-success$/, 'Form received');
  await button(page, 'Continue').click();
  await expect(page).toHaveURL(/\/signup\/mandate\/pending$/);
  await expect(heading(page, 'Waiting for your bank')).toBeVisible();
  await expect(button(page, 'Choose another way')).toHaveCount(0);
  await reloadStays(page, /\/signup\/mandate\/pending$/, 'Waiting for your bank');
  // The bank confirms within 48 hours (the sandbox's control stands in for the wait).
  const approved = await request.post(`/__sandbox/customers/${testPhone('9876500853')}/mandate`, {
    data: { decision: 'approve' },
  });
  expect(approved.ok()).toBe(true);
  await button(page, 'Check again').click();
  await expect(page).toHaveURL(/\/signup\/mandate\/success$/);
});

test('a refusal with its reason, then a retry in another mode', async ({ page, request }) => {
  await atMandate(page, request, '9876500854');
  await choose(page, 'Net banking');
  await page.getByRole('radio', { name: 'Name does not match the account' }).check();
  await button(page, 'Refuse').click();
  await expect(page).toHaveURL(/\/signup\/mandate\/failure$/);
  await expect(page.getByText(/name on your bank account does not match/)).toBeVisible();
  await reloadStays(page, /\/signup\/mandate\/failure$/, 'Your mandate did not go through');
  await button(page, 'Try again').click();
  await expect(page).toHaveURL(/\/signup\/post-approval\/step-1$/);
  await reloadStays(page, /\/signup\/post-approval\/step-1$/, 'Set up repayments');
  await choose(page, 'UPI Autopay');
  await expect(heading(page, 'Approve in your UPI app')).toBeVisible();
  const approved = await request.post(`/__sandbox/customers/${testPhone('9876500854')}/mandate`, {
    data: { decision: 'approve' },
  });
  expect(approved.ok()).toBe(true);
  await expect(page).toHaveURL(/\/signup\/mandate\/success$/);
});

test('a NACH form the bank declines on review says so', async ({ page, request }) => {
  await atMandate(page, request, '9876500855');
  await choose(page, 'Physical NACH form');
  const download = page.waitForEvent('download');
  await button(page, 'Download the form').click();
  await download;
  await page.getByLabel('Signed NACH form', { exact: true }).setInputFiles({
    name: 'signed.pdf',
    mimeType: 'application/pdf',
    buffer: ONE_PAGE_PDF,
  });
  await button(page, 'Continue').click();
  await expect(heading(page, 'Waiting for your bank')).toBeVisible();
  const declined = await request.post(`/__sandbox/customers/${testPhone('9876500855')}/mandate`, {
    data: { decision: 'reject', reason: 'declined' },
  });
  expect(declined.ok()).toBe(true);
  await button(page, 'Check again').click();
  await expect(page).toHaveURL(/\/signup\/mandate\/failure$/);
  await expect(page.getByText(/^Your bank declined the signed NACH form/)).toBeVisible();
  await expect(page.getByText('You tried: Physical NACH form.')).toBeVisible();
});
