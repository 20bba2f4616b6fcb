import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { applicantCalls } from './support/agreement-session.ts';
import { otpOf } from './support/sandbox-client.ts';

// The repayment journey end to end, as one borrower lives it: an active line with a drawdown and
// the processing fee due; the fee paid with a coupon, then three repayments from the dashboard (a
// card with its OTP, net banking through the gateway's page, UPI left pending until the bank
// answers); the history, the statement and its PDF show them. What the lender holds is read
// through its own calls, never from the screens, so a double tap on Pay is counted where it counts.

const PHONE = '9123400721';
const DRAWN = 10000;
const PAYMENTS = [
  { amount: 1000, method: 'Debit Card', shown: '₹1,000' },
  { amount: 2000, method: 'Net Banking', shown: '₹2,000' },
  { amount: 3000, method: 'UPI', shown: '₹3,000' },
] as const;

interface Payment {
  transactionId: string;
  amount: number;
  paymentMethod: string;
  status: string;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function ledgerPayments(page: Page): Promise<Payment[]> {
  const history = await applicantCalls(page)('GET', '/v2/customer/transaction-details');
  return (history as { payments: Payment[] }).payments;
}

/** From the dashboard's Pay now to the methods, for another amount. */
async function startRepayment(page: Page, amount: number): Promise<void> {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await heading(page, 'Pay now');
  await page.getByRole('radio', { name: /Another amount/ }).click();
  await page.getByLabel('Amount in rupees').fill(String(amount));
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Choose how to pay');
}

async function paid(page: Page, shown: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/payment-success$/);
  await heading(page, 'Payment successful');
  await expect(page.getByRole('main')).toContainText(shown);
  await page.getByRole('button', { name: /^(Done|Back to dashboard)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an active borrower pays the processing fee, repays three ways and reads it all back', async ({ page }) => {
  test.setTimeout(90_000);
  await activeBorrower(page, PHONE, { drawn: DRAWN, repaid: 0 });
  // The activation raised the line's processing fee (ADR 049): that is the fee paid here, the only one due.

  await test.step('the processing fee, paid with a coupon', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Pay the processing fee' }).click();
    await heading(page, 'Processing fee');
    await page.getByLabel('Coupon code').fill('FREEFEE');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('Coupon FREEFEE applied')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Processing fee paid');
    await page.getByRole('button', { name: /^(Done|Back to dashboard)$/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Pay the processing fee' })).toHaveCount(0);
  });

  await test.step("the dashboard's due amount", async () => {
    await expect(region(page, 'What you owe').getByRole('definition').first()).toHaveText('₹10,000');
  });

  await test.step('by card with the payment OTP, Pay tapped twice', async () => {
    await startRepayment(page, PAYMENTS[0].amount);
    await page.getByRole('radio', { name: 'Debit Card', exact: true }).click();
    await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/30');
    await page.getByLabel('CVV', { exact: true }).fill('123');
    await page.getByRole('button', { name: /^Pay/ }).dblclick();
    await heading(page, 'Enter the OTP from your bank');
    const code = await otpOf(page.request, PHONE);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await paid(page, PAYMENTS[0].shown);
    const card = (await ledgerPayments(page)).filter((payment) => payment.paymentMethod === 'DEBIT_CARD');
    expect(card.map((payment) => [payment.amount, payment.status])).toEqual([[1000, 'success']]);
  });

  await test.step("by net banking through the gateway's page", async () => {
    await startRepayment(page, PAYMENTS[1].amount);
    await page.getByRole('radio', { name: 'Net Banking', exact: true }).click();
    const bank = page.getByLabel('Your bank');
    const firstBank = await bank.locator('option:not([value=""])').first().getAttribute('value');
    await bank.selectOption(firstBank ?? '');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: /Confirm your payment/ })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await paid(page, PAYMENTS[1].shown);
  });

  await test.step('by UPI, left pending over a reload, then confirmed by the bank', async () => {
    await startRepayment(page, PAYMENTS[2].amount);
    await page.getByRole('radio', { name: 'UPI', exact: true }).click();
    await page.getByLabel('UPI ID', { exact: true }).fill('asha@okbank');
    // Pay before Verify asks for it; once verified, the name is the field's one message.
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('Verify your UPI ID first.')).toBeVisible();
    // While the UPI id is looked up, Pay waits with it: a tap then would be lost, not queued.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/scanpay/validate-vpa', async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Verify UPI ID' }).click();
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Change amount' })).toBeDisabled();
    release();
    await expect(page.getByText('Verified: Asha Verma')).toBeVisible();
    await expect(page.getByText('Verify your UPI ID first.')).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await heading(page, 'We are confirming your payment');
    const pending = (await ledgerPayments(page)).find((payment) => payment.paymentMethod === 'UPI');
    expect(pending?.status).toBe('pending');
    // A reload while the bank has not answered comes back to the same wait, not to a new payment.
    await page.reload();
    await heading(page, 'We are confirming your payment');
    const decided = await page.request.post(`/__sandbox/payments/${pending?.transactionId ?? ''}/decision`, {
      data: { decision: 'approve' },
    });
    expect(decided.ok()).toBe(true);
    await paid(page, PAYMENTS[2].shown);
  });

  await test.step('the ledger holds each payment once, and the dashboard the balance', async () => {
    const payments = await ledgerPayments(page);
    expect(payments.map((payment) => [payment.paymentMethod, payment.amount, payment.status]).sort()).toEqual(
      [
        ['DEBIT_CARD', 1000, 'success'],
        ['NET_BANKING', 2000, 'success'],
        ['UPI', 3000, 'success'],
      ].sort(),
    );
    await expect(region(page, 'What you owe').getByRole('definition').first()).toHaveText('₹4,000');
    // A recent payment's link opens its details, not the payment again; Back returns here.
    await region(page, 'Recent payments').getByRole('link', { name: 'Details of the repayment of ₹1,000' }).click();
    await heading(page, 'Transaction details');
    await expect(page.getByRole('main')).toContainText('₹1,000');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the payment history shows each payment', async () => {
    await page.goto('/payment-history');
    await heading(page, 'Payment history');
    const items = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(items).toHaveCount(PAYMENTS.length);
    for (const payment of PAYMENTS) {
      await expect(items.filter({ hasText: payment.shown })).toContainText(payment.method);
      await expect(items.filter({ hasText: payment.shown })).toContainText('Successful');
    }
  });

  await test.step('the credit statement shows each payment and the balance, and downloads as a PDF', async () => {
    await page.goto('/credit-statement');
    await heading(page, 'Credit statement');
    const table = page.getByRole('table');
    await expect(table.getByRole('cell', { name: 'Supplier payment' })).toBeVisible();
    for (const payment of PAYMENTS) await expect(table.getByRole('cell', { name: payment.shown })).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText(/Closing balance\s*₹4,000/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download statement' }).click();
    await heading(page, 'Your statement is downloaded');
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^saakh-statement-\d{4}-\d{2}(-\d{2}-to-\d{4}-\d{2}-\d{2})?\.pdf$/);
    const file = await saved.createReadStream();
    const first = await new Promise<string>((resolve) => file.once('data', (chunk) => resolve(String(chunk))));
    expect(first.startsWith('%PDF-')).toBe(true);
  });
});
