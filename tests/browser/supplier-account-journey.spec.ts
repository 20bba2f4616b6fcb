import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { otpOf } from './support/sandbox-client.ts';
import { testPhone } from './support/test-identity.ts';
import { LISTED_SUPPLIERS } from '../../server/purchase/catalog.ts';

// The supplier page walked by hand (issue 30, ADR 047): a borrower owes the lender for a marketplace
// order at a supplier, clears that due through the payment chart in its supplier place, approves
// one of the supplier's requests (the spend it opens completes) and declines the other. What the
// lender holds is read through its own calls.

const PHONE = '9123400991';
const supplier = LISTED_SUPPLIERS[0]!;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function noViolations(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

async function control(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const answer = await page.request.post(`/__sandbox/customers/${testPhone(PHONE)}/${path}`, { data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Record<string, unknown>;
}

async function owedThere(page: Page): Promise<number> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const answer = await page.request.get(`/v1/customer/supplier-accounts/${supplier.id}`, {
    headers: { authorization: token },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { account: { owed: number } }).account.owed;
}

test('a supplier’s due cleared through the payment chart; one request approved and paid, one declined', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await activeBorrower(page, PHONE, { drawn: 0, repaid: 0 });
  await control(page, 'marketplace-orders', { supplierId: supplier.id, amount: 12000, invoiceNumber: 'BH-1001' });
  await control(page, 'supplier-asks', { kind: 'request', supplierId: supplier.id, amount: 1500, note: 'Advance' });
  await control(page, 'supplier-asks', { kind: 'request', supplierId: supplier.id, amount: 900 });

  await test.step('the supplier page and its due', async () => {
    await page.goto(`/supplier/${supplier.id}`);
    await expect(heading(page, supplier.name)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('₹12,000');
    await noViolations(page);
    await page.getByRole('button', { name: /^Pending payments/ }).click();
    await expect(page).toHaveURL(new RegExp(`/supplier/${supplier.id}/pending-payments$`));
    await page.getByRole('button', { name: /^Details of the payment due/ }).click();
    await expect(heading(page, 'Payment due')).toBeVisible();
    await expect(page.getByText('BH-1001')).toBeVisible();
    await page.getByRole('button', { name: 'Clear payment due' }).click();
    await expect(page).toHaveURL(new RegExp(`/supplier/${supplier.id}/pending-payments/clear-payment-due$`));
    await noViolations(page);
  });

  await test.step('cleared by card through the payment chart’s supplier place', async () => {
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`/supplier/${supplier.id}/payment-history/pay-now$`));
    await expect(page.getByRole('radio', { name: /Total due: ₹12,000/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Debit Card', exact: true }).click();
    await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/30');
    await page.getByLabel('CVV', { exact: true }).fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(heading(page, 'Enter the OTP from your bank')).toBeVisible();
    const code = await otpOf(page.request, PHONE);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(new RegExp(`/supplier/${supplier.id}/payment-history/payment-success$`));
    await page.getByRole('button', { name: /^(Done|Back to payment history)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/supplier/${supplier.id}/payment-history$`));
    await expect(page.getByRole('list', { name: 'Repayments' })).toContainText('₹12,000');
    expect(await owedThere(page)).toBe(0);
  });

  await test.step('one request approved: the spend it opens completes', async () => {
    await page.goto(`/supplier/${supplier.id}/pending-requests`);
    await expect(heading(page, /^Requests to pay/)).toBeVisible();
    await noViolations(page);
    await page
      .getByRole('button', { name: /^Approve and pay/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/suppliers\/quick-payment$/);
    await expect(page.getByLabel('Amount (₹)')).toHaveValue('1500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Review your payment')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(heading(page, 'Confirm with OTP')).toBeVisible();
    await page
      .getByRole('textbox')
      .first()
      .pressSequentially(await otpOf(page.request, PHONE));
    await expect(page).toHaveURL(/\/suppliers\/payment-status$/);
    await expect(page.getByRole('status').filter({ hasText: /On hold until you confirm/ })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(page.getByRole('status').filter({ hasText: /being paid/ })).toBeVisible();
    const transactionId = (await page.getByText(/^PUR[0-9A-F]{16}$/).textContent()) ?? '';
    const settled = await page.request.post(`/__sandbox/purchases/${transactionId}/rails`, {
      data: { action: 'settle' },
    });
    expect(settled.ok(), await settled.text()).toBe(true);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(heading(page, 'Payment successful')).toBeVisible();
    expect(await owedThere(page)).toBe(1500);
  });

  await test.step('the other declined, after a confirmation', async () => {
    await page.goto(`/supplier/${supplier.id}/pending-requests`);
    const answered = page.getByRole('list', { name: 'Answered requests' });
    await expect(answered).toContainText('Approved');
    await page.getByRole('button', { name: /^Decline .*request$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Decline this request?' })).toBeVisible();
    await noViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /You declined/ })).toContainText('₹900');
    await expect(page.getByText('No supplier is waiting for your answer.')).toBeVisible();
    await expect(answered).toContainText('Declined');
  });
});
