import { expect, test } from './support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { encryptPdf } from '../fixtures/pdf/encrypt.ts';
import { INCORRECT_PDF_PASSWORD_MESSAGE } from '../../src/lib/pdf/password-error.ts';
import { DOCUMENTS_COPY } from '../../src/journeys/post-approval/screens/documents-copy.ts';
import { SKIP_LABEL, STATEMENT_TITLE, WAYS } from '../../src/journeys/post-approval/screens/statement-copy.ts';
import { logInThroughApi, seedApplicant } from './support/onboarding-session.ts';
import { faultBody, pngFile, prepareApplicant, statementPdf } from './support/post-approval-children.ts';
import { testPhone } from './support/test-identity.ts';
import { PNG } from './support/upload-files.ts';

// An approved applicant's way to the mandate, against the sandbox and through the real screens
// only (ADR 008): two offers in the neutral order, a lender chosen, six months of statements (one
// run by a password-protected PDF, the other by Account Aggregator consent), a bank account
// verified by IFSC, the cheque, the documents, the questionnaire, success and the hand-over. A
// reload on every step lands on the same step with what was typed still there.

// A whole journey per test, the PDF unlock drawing six pages: 8–25 s on a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

type StatementWay = 'pdf' | 'consent';

const PLANNED: Record<StatementWay, string> = { pdf: '9876500611', consent: '9876500612' };
const PDF_PASSWORD = 'asha1990';
const REQUIRED_DOCUMENTS = [
  'Signed application form',
  'Shop photo (inside)',
  'Shop photo (front)',
  'Your photo',
  'Identity proof',
] as const;

async function control(request: APIRequestContext, way: StatementWay, body: Record<string, unknown>) {
  const answer = await request.put(`/__sandbox/customers/${testPhone(PLANNED[way])}/post-approval`, { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function reloadOn(page: Page, address: RegExp) {
  await page.reload();
  await expect(page).toHaveURL(address);
}

async function chooseLender(page: Page) {
  await page.goto('/loan-offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your lender' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
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
  // An amount outside the lender's range is refused before anything is sent; the choice survives a reload.
  await page.getByRole('radio', { name: 'Arthika Finance Limited' }).click();
  await page.getByLabel('Amount you want (₹)').fill('100');
  await page.getByRole('button', { name: 'Continue with this lender' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter an amount from ₹50,000 to ₹3,60,000');
  await page.getByLabel('Amount you want (₹)').fill('200000');
  await reloadOn(page, /\/loan-offers$/);
  await expect(page.getByRole('radio', { name: 'Arthika Finance Limited' })).toBeChecked();
  await expect(page.getByLabel('Amount you want (₹)')).toHaveValue('200000');
  await page.getByRole('button', { name: 'Continue with this lender' }).click();
  await expect(page).toHaveURL(/\/signup\/bank-statement$/);
}

/** Six monthly pages in one PDF locked as bank statements are: the §5 unlock, a wrong password first. */
async function statementsByPdf(page: Page) {
  await page.getByRole('button', { name: WAYS.upload.label }).click();
  const card = page.getByRole('group', { name: 'Statement file 1' });
  const locked = await encryptPdf(await statementPdf(6), { userPassword: PDF_PASSWORD });
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(locked) });
  const password = page.getByLabel('PDF password');
  await password.fill('wrong-password');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText(INCORRECT_PDF_PASSWORD_MESSAGE)).toBeVisible();
  await password.fill(PDF_PASSWORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(card.getByText(/Uploaded: statement\.pdf/)).toBeVisible();
  // The lender holds the file: a reload comes back to the upload with it.
  await reloadOn(page, /\/signup\/bank-statement$/);
  await expect(
    page.getByRole('group', { name: 'Statement file 1' }).getByText(/Uploaded: statement\.pdf/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The Account Aggregator's page, approved with the data sent; back on the app the consent is polled. */
async function statementsByConsent(page: Page) {
  await page.getByRole('button', { name: WAYS.accountAggregator.label }).click();
  await expect(page.getByRole('heading', { name: 'Account Aggregator (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
}

async function bankAccount(page: Page, request: APIRequestContext, way: StatementWay) {
  await expect(page).toHaveURL(/\/signup\/bank-details$/);
  // IFSC lookup; a reload keeps the IFSC and holder name (never the account number).
  await page.getByLabel('IFSC').fill('hdfc0001248');
  await expect(page.getByText('HDFC Bank, Pune Station Road, Pune')).toBeVisible();
  await page.getByLabel('Account holder name').fill('Asha Verma');
  await reloadOn(page, /\/signup\/bank-details$/);
  await expect(page.getByLabel('IFSC')).toHaveValue('HDFC0001248');
  await expect(page.getByLabel('Account holder name')).toHaveValue('Asha Verma');
  await expect(page.getByLabel('Account number', { exact: true })).toHaveValue('');
  await expect(page.getByText('HDFC Bank, Pune Station Road, Pune')).toBeVisible();
  await page.getByLabel('Account number', { exact: true }).fill('123456789012');
  await page.getByLabel('Account number again').fill('123456789013');
  await page.getByRole('radio', { name: 'Current' }).click();
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('The account numbers do not match')).toBeVisible();
  await page.getByLabel('Account number again').fill('123456789012');
  if (way === 'pdf') {
    // The bank knows another name first (the sandbox's penny drop as QA sets it), then a match.
    await control(request, way, { bankVerification: 'nameMismatch' });
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The name does not match' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('SHREE GANESH TRADERS');
    await control(request, way, { bankVerification: 'matched' });
    await page.getByRole('button', { name: 'Edit bank details' }).click();
  }
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelled cheque' })).toBeVisible();
  await reloadOn(page, /\/signup\/bank-details$/);
  await page
    .getByLabel('Cheque photo or PDF')
    .setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG });
}

async function documents(page: Page) {
  await expect(page).toHaveURL(/\/signup\/upload-documents$/);
  await expect(page.getByRole('heading', { level: 1, name: DOCUMENTS_COPY.upload.title })).toBeVisible();
  const [first, second, ...rest] = REQUIRED_DOCUMENTS;
  const upload = async (label: string) => {
    const card = page.getByRole('group', { name: label });
    await card.locator('input[type="file"]').setInputFiles(pngFile(`${label}.png`));
    await expect(card.getByText(/Uploaded:/)).toBeVisible();
  };
  await upload(first);
  await upload(second);
  // What was uploaded is the lender's: a reload shows it again.
  await reloadOn(page, /\/signup\/upload-documents$/);
  for (const label of [first, second])
    await expect(page.getByRole('group', { name: label }).getByText(/Uploaded:/)).toBeVisible();
  for (const label of rest) await upload(label);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function questionnaire(page: Page) {
  await expect(page).toHaveURL(/\/signup\/questionnaire$/);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Please answer this question').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Rented' }).click();
  await page.getByLabel('How many people work in your business?').fill('3');
  await reloadOn(page, /\/signup\/questionnaire$/);
  await expect(page.getByRole('radio', { name: 'Rented' })).toBeChecked();
  await expect(page.getByLabel('How many people work in your business?')).toHaveValue('3');
  await page.getByLabel('What do you mainly sell?').fill('Groceries');
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

const WAY_NAMES: Record<StatementWay, string> = { pdf: 'a locked PDF', consent: 'AA consent' };

for (const way of ['pdf', 'consent'] as const) {
  test(`an approved applicant reaches the mandate, statements by ${WAY_NAMES[way]}`, async ({ page, request }) => {
    await seedApplicant(request, PLANNED[way], {
      status: 'approved',
      nextAction: 'result',
      bestApprovedAmount: 360000,
    });
    await logInThroughApi(page, request, PLANNED[way]);
    await chooseLender(page);

    await expect(page.getByRole('heading', { level: 1, name: STATEMENT_TITLE })).toBeVisible();
    await reloadOn(page, /\/signup\/bank-statement$/);
    await (way === 'pdf' ? statementsByPdf(page) : statementsByConsent(page));

    await bankAccount(page, request, way);
    await documents(page);
    await questionnaire(page);

    // Success and the hand-over to the mandate's first screen.
    await expect(page).toHaveURL(/\/signup\/success$/);
    await reloadOn(page, /\/signup\/success$/);
    await page.getByRole('button', { name: 'Set up repayments' }).click();
    await expect(page).toHaveURL(/\/signup\/post-approval\/step-1$/);
  });
}

// Once a child is done the journey reads home on the child's own address: a failure there is the
// journey's Retry, not a Loader left up.
test('a failed read of home after the bank statement offers Retry', async ({ page, request }) => {
  const seed = { status: 'offerSelected', nextAction: 'bankStatement', bestApprovedAmount: 360000 };
  await prepareApplicant(page, request, '9876500613', seed, { canSkip: true });
  await page.goto('/signup/bank-statement');
  await expect(page.getByRole('heading', { level: 1, name: STATEMENT_TITLE })).toBeVisible();
  const message = 'We could not load your application.';
  const armed = await request.post('/__sandbox/faults', {
    data: { method: 'GET', path: '/v1/home', status: 500, times: 12, body: faultBody(message) },
  });
  expect(armed.ok()).toBe(true);
  await page.getByRole('button', { name: SKIP_LABEL }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(message);
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/signup\/bank-details$/);
});
