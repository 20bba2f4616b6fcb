import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { otpOf } from './support/sandbox-client.ts';
import { observeJourney } from './support/observed-journey.ts';
import { LISTED_SUPPLIERS } from '../../server/purchase/catalog.ts';
import { purchaseMachine } from '../../machines/purchase/purchase.machine.ts';
import { testPhone } from './support/test-identity.ts';

// What the purchase chart's browser paths (tests/browser/paths/purchase.spec.ts) do not show, walked
// by hand against the sandbox: a supplier added by UPI id and paid against two uploaded invoices
// (the files sent with the spend), a marketplace's own block and the mPIN's own lock (the paths stage
// those refusals as faults), and a spend left running that the app itself kept in §3's record and
// reopens by its status address. Axe on the states only these reach; the app's transitions are
// recorded for the coverage report (support/observed-journey.ts).

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function noViolations(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

const supplier = LISTED_SUPPLIERS[0]!;

// Every test's transitions of the purchase chart, as the app's actor took them, for the coverage report.
let observed: Awaited<ReturnType<typeof observeJourney>> | null = null;
test.beforeEach(async ({ page }) => {
  observed = await observeJourney(page, purchaseMachine);
});
// Playwright reads a hook's fixtures from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(({}, testInfo) => {
  observed?.record(testInfo);
});

/** A small PDF the sandbox takes as an invoice's document. */
const invoicePdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
});

test('two invoices paid by OTP, the rails fail it, and Try again starts afresh', async ({ page }) => {
  const phone = '9123400935';
  await activeBorrower(page, phone, { drawn: 0, repaid: 0 });
  await page.goto('/suppliers/add');
  await page.getByLabel('Business name').fill('Kaveri Cottons');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByRole('radio', { name: 'UPI ID' }).click();
  await page.getByRole('textbox', { name: 'UPI ID' }).fill('kaveri@okicici');
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await page.getByRole('button', { name: 'Pay against invoices' }).click();
  await page.getByLabel('Amount (₹)').fill('1200');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Your invoices')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter the invoice number.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add another invoice' }).click();
  const rows = page.getByRole('group', { name: /^Invoice \d$/ });
  await expect(rows).toHaveCount(2);
  for (const [index, [number, amount]] of [
    ['INV-701', '700'],
    ['INV-702', '500'],
  ].entries()) {
    const row = rows.nth(index);
    await row.getByLabel('Invoice number').fill(number!);
    await row.getByLabel('Invoice date').fill('10/11/2026');
    await row.getByLabel('Amount (₹)').fill(amount!);
    await row.getByLabel(/Invoice document/).setInputFiles(invoicePdf(`${number}.pdf`));
    await expect(row.getByText(`${number}.pdf`)).toBeVisible();
  }
  await noViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/suppliers\/review$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(heading(page, 'Confirm with OTP')).toBeVisible();
  await page
    .getByRole('textbox')
    .first()
    .pressSequentially(await otpOf(page.request, phone));
  await expect(page.getByRole('status').filter({ hasText: /being paid/ })).toBeVisible();
  const transactionId = (await page.getByText(/^PUR[0-9A-F]{16}$/).textContent()) ?? '';
  const failed = await page.request.post(`/__sandbox/purchases/${transactionId}/rails`, { data: { action: 'fail' } });
  expect(failed.ok(), await failed.text()).toBe(true);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/suppliers\/quick-payment-fail$/);
  await expect(heading(page, 'Not paid')).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/suppliers\/make-invoice-payment$/);
});

/** Pastes a code's link on the scan screen. */
async function paste(page: Page, link: string): Promise<void> {
  await page.getByLabel('Or paste the code’s payment link').fill(link);
  await page.getByRole('button', { name: 'Use this link' }).click();
}

test('a marketplace that paused payments: the spend is refused with its reason', async ({ page }) => {
  const phone = '9123400939';
  await activeBorrower(page, phone, { drawn: 0, repaid: 0 });
  const blocked = await page.request.put(
    `/__sandbox/customers/${testPhone(phone)}/purchase-blocks/${supplier.marketplaceId}`,
    { data: { reason: 'Unpaid marketplace invoices' } },
  );
  expect(blocked.ok(), await blocked.text()).toBe(true);
  await page.goto('/suppliers');
  await page.getByRole('button', { name: new RegExp(supplier.name) }).click();
  await page.getByRole('button', { name: 'Quick payment' }).click();
  await page.getByLabel('Amount (₹)').fill('5000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(heading(page, 'Payment not possible')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/marketplace has paused new payments/);
  await noViolations(page);
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Scans the shop's code and pays its ₹250, to the screen that sets the mPIN. */
async function toMpin(page: Page): Promise<void> {
  await page.goto('/suppliers/scan-pay');
  await paste(page, 'upi://pay?pa=freshmart@okaxis&pn=FreshMart&am=250.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('the mPIN: setting it cancelled, then locked after five wrong tries', async ({ page }) => {
  await activeBorrower(page, '9123400940', { drawn: 0, repaid: 0 });
  await toMpin(page);
  await expect(heading(page, 'Set your mPIN')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this payment' }).click();
  await expect(heading(page, 'Not paid')).toBeVisible();
  await toMpin(page);
  // An mPIN anyone could guess is refused before it is sent.
  await page.getByLabel('New mPIN').fill('1111');
  await page.getByLabel('Enter it again').fill('1111');
  await page.getByRole('button', { name: 'Set mPIN' }).click();
  await expect(page.getByText('Choose an mPIN that is not one digit repeated or a sequence.')).toBeVisible();
  await page.getByLabel('New mPIN').fill('4826');
  await page.getByLabel('Enter it again').fill('4826');
  await page.getByRole('button', { name: 'Set mPIN' }).click();
  await expect(heading(page, 'Enter your mPIN')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Enter your mPIN.')).toBeVisible();
  for (let tries = 0; tries < 5; tries++) {
    await page.getByLabel('mPIN', { exact: true }).fill('9137');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pay', exact: true }).or(page.getByText(/is locked/))).toBeVisible();
    if (await page.getByText(/is locked/).isVisible()) break;
  }
  await expect(page.getByText(/Your mPIN is locked/)).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Cancel this payment' }).click();
  await expect(heading(page, 'Not paid')).toBeVisible();
});

test('an order on hold: Check again, Done; its status page opened again, cancelled, Try again', async ({ page }) => {
  const phone = '9123400941';
  await activeBorrower(page, phone, { drawn: 0, repaid: 0 });
  await page.goto('/suppliers');
  // A search that finds no one says so.
  await page.getByRole('searchbox', { name: 'Search suppliers' }).fill('zzzz');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No supplier matches “zzzz”.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search suppliers' }).fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: new RegExp(supplier.name) }).click();
  await page.getByRole('button', { name: 'Quick payment' }).click();
  await page.getByLabel('Amount (₹)').fill('2500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(heading(page, 'Confirm with OTP')).toBeVisible();
  await page
    .getByRole('textbox')
    .first()
    .pressSequentially(await otpOf(page.request, phone));
  await expect(page.getByRole('status').filter({ hasText: /On hold/ })).toBeVisible();
  const transactionId = (await page.getByText(/^PUR[0-9A-F]{16}$/).textContent()) ?? '';
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('status').filter({ hasText: /On hold/ })).toBeVisible();
  // The read answered (the buttons move while it is out: a click then could land on Cancel).
  await expect(page.getByRole('button', { name: 'Check again' })).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A spend left running is read again from the lender when its status page is opened.
  await page.goto('/suppliers/payment-status');
  await expect(page).toHaveURL(/\/suppliers\/payment-status$/);
  await expect(page.getByText(transactionId)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this payment' }).click();
  await expect(heading(page, 'Not paid')).toBeVisible();
  // A spend resumed by its id knows no payee: Try again starts from the supplier list.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
});
