import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { applicantCalls } from './support/agreement-session.ts';
import { otpOf } from './support/sandbox-client.ts';
import { pdfText } from '../support/server/pdf-text.ts';

// A borrower keeps a receipt of each payment (issue 35): after a repayment, Download receipt on the
// success screen saves the lender's PDF (the loan by its reference, the amount grouped, no card
// digits); the payment history offers it on each successful payment only, the statement on each
// repayment's line; the statement screen names the loan by its reference.

const PHONE = '9123400731';

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function savedPdf(page: Page, press: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await press();
  const saved = await download;
  const path = await saved.path();
  return { name: saved.suggestedFilename(), text: await pdfText(new Uint8Array(await readFile(path))) };
}

test('a repayment by card downloads its receipt, from the success screen and from the history', async ({ page }) => {
  test.setTimeout(90_000);
  await activeBorrower(page, PHONE, { drawn: 10000, repaid: 0 });
  const dues = (await applicantCalls(page)('GET', '/v1/customer/transaction')) as { loanReference: string };
  expect(dues.loanReference).toMatch(/^SKH-\d{4}-\d{6}$/);

  await test.step('the repayment, by card with its OTP', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await heading(page, 'Pay now');
    await page.getByRole('radio', { name: /Another amount/ }).click();
    await page.getByLabel('Amount in rupees').fill('1500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Choose how to pay');
    await page.getByRole('radio', { name: 'Debit Card', exact: true }).click();
    await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/30');
    await page.getByLabel('CVV', { exact: true }).fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await heading(page, 'Enter the OTP from your bank');
    const code = await otpOf(page.request, PHONE);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await heading(page, 'Payment successful');
  });

  const transactionId = await test.step('Download receipt on the success screen', async () => {
    const receipt = await savedPdf(page, () => page.getByRole('button', { name: 'Download receipt' }).click());
    expect(receipt.name).toMatch(/^saakh-receipt-TXN[0-9A-F]{16}\.pdf$/);
    await expect(page.getByRole('status').filter({ hasText: `Receipt saved as ${receipt.name}` })).toBeVisible();
    for (const expected of ['Payment receipt', dues.loanReference, 'Rs. 1,500.00', 'Debit card', 'Successful']) {
      expect(receipt.text, expected).toContain(expected);
    }
    expect(receipt.text).not.toMatch(/4111|1111/);
    return receipt.name.replace(/^saakh-receipt-|\.pdf$/g, '');
  });

  await test.step('the history offers the receipt on the successful payment only', async () => {
    // A second payment left waiting at the bank: no receipt for it.
    const authorization = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
    const started = await page.request.post('/v2/repayment/initiate-transaction', {
      headers: { authorization, 'idempotency-key': 'receipts-spec-pending' },
      data: {
        purpose: 'repayment',
        paymentMethod: 'UPI',
        returnUrl: '/dashboard/payment-methods',
        repaymentDTO: { amount: 500, upiInfo: { vpa: 'asha@okbank' } },
      },
    });
    expect(started.ok()).toBe(true);
    await page.goto('/payment-history');
    await heading(page, 'Payment history');
    const items = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Download receipt for the payment of / })).toHaveCount(1);
    const again = await savedPdf(page, () =>
      page.getByRole('button', { name: /^Download receipt for the payment of / }).click(),
    );
    expect(again.name).toBe(`saakh-receipt-${transactionId}.pdf`);
    expect(again.text).toContain(transactionId);
  });

  await test.step('the statement names the loan by its reference and offers the repayment’s receipt', async () => {
    await page.goto('/credit-statement');
    await heading(page, 'Credit statement');
    await expect(page.getByRole('main')).toContainText(`Loan reference${dues.loanReference}`);
    const table = page.getByRole('table');
    // The drawdown has no receipt; the repayment's line has its own.
    await expect(table.getByRole('button', { name: /^Download receipt for the repayment of / })).toHaveCount(1);
    const fromStatement = await savedPdf(page, () =>
      table.getByRole('button', { name: /^Download receipt for the repayment of / }).click(),
    );
    expect(fromStatement.name).toBe(`saakh-receipt-${transactionId}.pdf`);
  });
});
