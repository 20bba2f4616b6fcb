import { expect, test } from './support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { logInThroughApi, seedApplicant } from './support/onboarding-session.ts';
import { testPhone } from './support/test-identity.ts';
import { PNG } from './support/upload-files.ts';

// An approved applicant's way to the mandate, against the sandbox (ADR 008): two offers in the
// neutral order, a lender chosen, a bank account verified by IFSC, the cheque, the questionnaire,
// success and the hand-over; a reload keeps what was typed. The statement and documents steps are
// the children's own specs: here the sandbox's control says they are done.

const PLANNED = '9876500611';

async function control(request: APIRequestContext, body: Record<string, unknown>) {
  const answer = await request.put(`/__sandbox/customers/${testPhone(PLANNED)}/post-approval`, { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function approvedAndLoggedIn(page: Page, request: APIRequestContext) {
  await seedApplicant(request, PLANNED, { status: 'approved', nextAction: 'result', bestApprovedAmount: 360000 });
  await logInThroughApi(page, request, PLANNED);
}

test('an approved applicant chooses a lender, verifies a bank account and hands over to the mandate', async ({
  page,
  request,
}) => {
  await approvedAndLoggedIn(page, request);
  await page.goto('/loan-offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your lender' })).toBeVisible();
  const lenders = page.getByRole('heading', { level: 2 });
  await expect(lenders).toHaveText([
    'Arthika Finance Limited',
    'Kosh Capital Limited',
    'Vriddhi Credit Private Limited',
  ]);

  // The key facts of one offer, and back.
  await page.getByRole('link', { name: 'Key facts: Kosh Capital Limited' }).click();
  await expect(page).toHaveURL(/\/kosh\/loan-details$/);
  await expect(page.getByText('3 days')).toBeVisible();
  await page.getByRole('button', { name: 'Back to offers' }).click();
  await expect(page).toHaveURL(/\/loan-offers$/);

  // An amount outside the lender's range is refused before anything is sent.
  await page.getByRole('radio', { name: 'Arthika Finance Limited' }).click();
  await page.getByLabel('Amount you want (₹)').fill('100');
  await page.getByRole('button', { name: 'Continue with this lender' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter an amount from 50000 to 360000');
  await page.getByLabel('Amount you want (₹)').fill('200000');
  await page.getByRole('button', { name: 'Continue with this lender' }).click();
  await expect(page).toHaveURL(/\/signup\/bank-statement$/);

  // The statement child's own spec supplies statements; here the lender says they are in.
  await control(request, { statement: 'uploaded' });
  await page.reload();
  await expect(page).toHaveURL(/\/signup\/bank-details$/);

  // IFSC lookup; a reload keeps the IFSC and holder name (never the account number).
  await page.getByLabel('IFSC').fill('hdfc0001248');
  await expect(page.getByText('HDFC Bank, Pune Station Road, Pune')).toBeVisible();
  await page.getByLabel('Account holder name').fill('Asha Verma');
  await page.reload();
  await expect(page.getByLabel('IFSC')).toHaveValue('HDFC0001248');
  await expect(page.getByLabel('Account holder name')).toHaveValue('Asha Verma');
  await expect(page.getByLabel('Account number', { exact: true })).toHaveValue('');

  // A name the bank does not know, then a match.
  await control(request, { bankVerification: 'nameMismatch' });
  await page.getByLabel('IFSC').fill('HDFC0001249');
  await page.getByLabel('IFSC').fill('HDFC0001248');
  await expect(page.getByText('HDFC Bank, Pune Station Road, Pune')).toBeVisible();
  await page.getByLabel('Account number', { exact: true }).fill('123456789012');
  await page.getByLabel('Account number again').fill('123456789013');
  await page.getByRole('radio', { name: 'Current' }).click();
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('The account numbers do not match')).toBeVisible();
  await page.getByLabel('Account number again').fill('123456789012');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The name does not match' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('SHREE GANESH TRADERS');
  await control(request, { bankVerification: 'matched' });
  await page.getByRole('button', { name: 'Edit bank details' }).click();
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  // The cancelled cheque, then the documents (the documents child's own spec; here: done).
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelled cheque' })).toBeVisible();
  await page
    .getByLabel('Cheque photo or PDF')
    .setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG });
  await expect(page).toHaveURL(/\/signup\/upload-documents$/);
  await control(request, { documents: 'uploaded' });
  await page.reload();

  // The questionnaire, validated, sent once.
  await expect(page).toHaveURL(/\/signup\/questionnaire$/);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Please answer this question').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Rented' }).click();
  await page.getByLabel('How many people work in your business?').fill('3');
  await page.getByLabel('What do you mainly sell?').fill('Groceries');
  await page.getByRole('button', { name: 'Submit answers' }).click();

  // Success and the hand-over to the mandate's first screen.
  await expect(page).toHaveURL(/\/signup\/success$/);
  await page.getByRole('button', { name: 'Set up repayments' }).click();
  await expect(page).toHaveURL(/\/signup\/post-approval\/step-1$/);
});
