import { expect, test } from './support/test.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { typeOtp } from './support/login-ui.ts';
import { testPhone } from './support/test-identity.ts';
import { BANK_TRANSFERS } from '../../src/journeys/mandate/screens/mandate-copy.ts';

// Issue 32's done-when for the profile: an active borrower opens the legacy /myprofile, lands on
// /my-profile and reads what the lender holds (the lender, the loan reference, the support id),
// verifies an email with the code the sandbox sent to it, and reads the account details for bank
// transfers the profile links to, then comes back; the lender's part and the credit terms (ADR 056).

const PHONE = '9123400541';

test('an active borrower verifies an email, reads the profile and the bank-transfer details', async ({ page }) => {
  await activeBorrower(page, PHONE, { drawn: 0, repaid: 0 });
  await page.goto('/myprofile');
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const facts = page.getByRole('main');
  await expect(facts.getByText('Asha Verma', { exact: true })).toBeVisible();
  await expect(facts.getByText(/^SKH-\d{4}-\d{6}$/)).toBeVisible();
  await expect(facts.getByText(/Your support ID is SUP-[0-9A-Z]{4}-[0-9A-Z]{4}\./)).toBeVisible();

  // The lender as RBI asks an app to show it, and the terms of the KFS signed (ADR 056).
  const lender = page.getByRole('region', { name: 'Your lender' });
  await expect(lender.getByText('N-13.02345', { exact: true })).toBeVisible();
  await expect(lender.getByRole('link', { name: '1800 200 1001' })).toHaveAttribute('href', 'tel:18002001001');
  await expect(lender.getByRole('link', { name: 'cms.rbi.org.in' })).toHaveAttribute('href', 'https://cms.rbi.org.in');
  const terms = page.getByRole('region', { name: 'Your credit terms' });
  await expect(terms.getByText('18% a year (fixed)', { exact: true })).toBeVisible();
  await expect(terms.getByText('2% a month on the overdue amount', { exact: true })).toBeVisible();
  await expect(terms.getByText(/^SKH-\d{4}-\d{6}.*, version 1$/)).toBeVisible();
  await expect(terms.getByRole('link', { name: 'Your signed loan agreement' })).toHaveAttribute(
    'href',
    '/loan-agreement/document',
  );

  // The email: typed, its code read where the sandbox keeps it, typed into the boxes.
  const email = `asha.${testPhone(PHONE)}@example.in`;
  await page.getByRole('button', { name: /^(Add|Verify|Change) email$/ }).click();
  await expect(page).toHaveURL(/\/my-profile\/email$/);
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('asha@example');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid email address, like name@example.com')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('We have sent a 4-digit OTP to a***@example.in.')).toBeVisible();
  const sent = (await (await page.request.get(`/__sandbox/email-otp/${email}`)).json()) as { otp: string };
  await typeOtp(page, sent.otp);
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByRole('status').filter({ hasText: `Your email ${email} is verified.` })).toBeVisible();
  await expect(facts.getByText(`${email} (verified)`)).toBeVisible();

  // The account for bank transfers, and back.
  await page.getByRole('link', { name: 'Account details for bank transfers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: BANK_TRANSFERS.title })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText([
    /^Arthika Finance Limited\s*Copy$/,
    /^SAAKH\d{10}\s*Copy$/,
    /^YESB0[A-Z0-9]{6}\s*Copy$/,
    /^Yes Bank\s*Copy$/,
  ]);
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(facts.getByText(`${email} (verified)`)).toBeVisible();
});
