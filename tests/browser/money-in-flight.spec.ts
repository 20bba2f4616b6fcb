import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { activeBorrower } from './support/dashboard-session.ts';

// Issue 27 in the browser: repayments in flight are held against the due and said in words (the
// dashboard; Pay now shows the payment in progress rather than start a second, ADR 028), a payment
// started elsewhere while the customer pays is refused and Pay Now says why on the amount field;
// ₹128.02 reaches the lender as exactly 128.02; and a late success beyond the due is money the
// lender owes back, never a negative due.

interface Payment {
  transactionId: string;
  amount: number;
  status: string;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

let keys = 0;

/** The customer's own calls, as another tab or device of theirs would make them. */
async function asCustomer(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const authorization = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const headers: Record<string, string> = { authorization };
  if (method === 'POST') headers['idempotency-key'] = `elsewhere-${Date.now()}-${(keys += 1)}`;
  const response = await page.request.fetch(path, { method, headers, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A UPI repayment started elsewhere, left waiting for the bank: its id. */
async function upiElsewhere(page: Page, amount: number): Promise<string> {
  const started = await asCustomer(page, 'POST', '/v2/repayment/initiate-transaction', {
    purpose: 'repayment',
    paymentMethod: 'UPI',
    returnUrl: '/dashboard/payment-methods',
    repaymentDTO: { amount, upiInfo: { vpa: 'asha@okbank' } },
  });
  return (started.transaction as Payment).transactionId;
}

async function decide(
  page: Page,
  transactionId: string,
  decision: 'approve' | 'decline' | 'lateSuccess',
): Promise<void> {
  const response = await page.request.post(`/__sandbox/payments/${transactionId}/decision`, { data: { decision } });
  expect(response.ok()).toBe(true);
}

const statusOf = async (page: Page, transactionId: string) =>
  ((await asCustomer(page, 'GET', `/v1/customer/transaction/${transactionId}/payments-details`)).transaction as Payment)
    .status;

async function payByNetBanking(page: Page): Promise<void> {
  await heading(page, 'Choose how to pay');
  await page.getByRole('radio', { name: 'Net Banking', exact: true }).click();
  await page.getByLabel('Your bank').selectOption('HDFC');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

test('payments in flight are held against the due, said in words, and ₹128.02 is sent exactly', async ({ page }) => {
  test.setTimeout(90_000);
  await activeBorrower(page, '9123400731', { drawn: 1000, repaid: 0 });
  const elsewhere = await upiElsewhere(page, 600);

  await page.goto('/dashboard');
  await expect(page.getByText('₹600 of your ₹1,000 due is covered by payments in progress.')).toBeVisible();
  // No second payment while one is in flight (ADR 028): Pay now shows the one in progress.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await heading(page, 'We are confirming your payment');
  await expect(page.getByRole('main')).toContainText('₹600');
  await decide(page, elsewhere, 'decline');

  // The tab shows the outcome of the payment it was shown, then pays anew.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await heading(page, 'Payment failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await heading(page, 'Choose how to pay');
  await page.getByRole('button', { name: 'Change amount' }).click();
  await heading(page, 'Pay now');
  await expect(page.getByRole('radio', { name: 'Total due: ₹1,000' })).toBeVisible();
  await page.getByRole('radio', { name: /Another amount/ }).click();
  await page.getByLabel('Amount in rupees').fill('1200');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Amount in rupees')).toHaveAccessibleDescription(
    'Up to ₹1,000, your total due Enter no more than your total due.',
  );

  await page.getByLabel('Amount in rupees').fill('128.02');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payByNetBanking(page);
  await expect(page.getByRole('heading', { name: /Confirm your payment/ })).toBeVisible();
  const { payments } = (await asCustomer(page, 'GET', '/v2/customer/transaction-details')) as { payments: Payment[] };
  expect(payments[0]).toMatchObject({ amount: 128.02, status: 'created' });
  await decide(page, payments[0]!.transactionId, 'approve');

  await test.step('a payment started elsewhere meanwhile: refused, and Pay Now says why', async () => {
    // Another tab of the customer's (this one remembers the payment it started).
    const other = await page.context().newPage();
    await other.goto('/dashboard');
    await other.getByRole('button', { name: 'Pay now' }).click();
    await heading(other, 'Pay now');
    await other.getByRole('radio', { name: /Another amount/ }).click();
    await other.getByLabel('Amount in rupees').fill('800');
    await other.getByRole('button', { name: 'Continue' }).click();
    await upiElsewhere(other, 100);
    await payByNetBanking(other);
    await heading(other, 'Pay now');
    await expect(other.getByLabel('Amount in rupees')).toHaveAccessibleDescription(
      /A payment you started earlier is still in progress and covers part of this amount/,
    );
    // ₹1,000 due, ₹128.02 paid, ₹100 in flight.
    await other.getByRole('radio', { name: 'Due now: ₹771.98' }).click();
    await other.getByRole('button', { name: 'Continue' }).click();
    await heading(other, 'Choose how to pay');
    await expect(other.getByRole('main')).toContainText('Paying ₹771.98');
  });
});

test('a late success beyond the due is money the lender owes back, never a negative due', async ({ page }) => {
  test.setTimeout(90_000);
  await activeBorrower(page, '9123400732', { drawn: 1000, repaid: 0 });
  // The bank gives up on the first payment, the customer pays again, then the first succeeds late.
  const first = await upiElsewhere(page, 1000);
  await decide(page, first, 'lateSuccess');
  expect(await statusOf(page, first)).toBe('failed');
  const second = await upiElsewhere(page, 1000);
  await decide(page, second, 'approve');
  expect(await statusOf(page, first)).toBe('success');

  const owedBack = /^₹1,000 paid in excess\. We will refund it to your bank account by \d{2} [A-Z][a-z]{2} \d{4}\.$/;
  await page.goto('/dashboard');
  await expect(page.getByText(owedBack)).toBeVisible();
  await expect(page.getByText('-₹')).toHaveCount(0);

  await page.goto('/credit-statement');
  await heading(page, 'Credit statement');
  await expect(page.getByText(owedBack)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'in your favour' })).toHaveText('₹1,000 in your favour');
  await expect(page.getByText('-₹')).toHaveCount(0);
});
