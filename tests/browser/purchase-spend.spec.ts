import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { activeBorrower } from './support/dashboard-session.ts';
import { addFault, advanceSandboxClock, otpOf } from './support/sandbox-client.ts';
import { observeJourney } from './support/observed-journey.ts';
import { LISTED_SUPPLIERS } from '../../server/purchase/catalog.ts';
import { purchaseMachine } from '../../machines/purchase/purchase.machine.ts';
import { testPhone } from './support/test-identity.ts';

// The purchase journey in the built app against the sandbox (issue 30), walked by hand: each way
// in (a listed supplier, an added one, an invitation, a payment link, a scanned code), the OTP and
// the mPIN, the disbursement as the rails report it, refusals and failed reads with Retry; axe on
// the screens reached. Not the chart's generated browser paths (runBrowserPaths) yet: what the
// app's own actor took is recorded for the coverage report (support/observed-journey.ts).

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function noViolations(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

const supplier = LISTED_SUPPLIERS[0]!;

/** The supplier list, and the first listed supplier chosen. */
async function select(page: Page): Promise<void> {
  await page.goto('/suppliers');
  await page.getByRole('button', { name: new RegExp(supplier.name) }).click();
}

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

test('a quick payment to a listed supplier, confirmed by OTP and delivery, settles', async ({ page }) => {
  const phone = '9123400931';
  await activeBorrower(page, phone, { drawn: 0, repaid: 0 });
  await page.goto('/suppliers');
  await expect(heading(page, 'Suppliers')).toBeVisible();
  await expect(page.getByText(/Available to spend: ₹/)).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: new RegExp(supplier.name) }).click();
  await expect(page).toHaveURL(/\/suppliers\/select$/);
  await expect(heading(page, 'Pay a supplier')).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Quick payment' }).click();
  await expect(page).toHaveURL(/\/suppliers\/quick-payment$/);
  await page.getByLabel('Amount (₹)').fill('12000');
  await page.getByLabel('Note for your supplier (optional)').fill('Cotton rolls');
  await noViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/suppliers\/review$/);
  await expect(heading(page, 'Review your payment')).toBeVisible();
  await expect(page.getByText('₹12,000', { exact: true })).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/suppliers\/quick-payment-otp$/);
  await expect(heading(page, 'Confirm with OTP')).toBeVisible();
  await noViolations(page);
  const otp = await otpOf(page.request, phone);
  await page.getByRole('textbox').first().pressSequentially(otp);
  await expect(page).toHaveURL(/\/suppliers\/payment-status$/);
  // A marketplace's supplier is paid once the buyer confirms the order arrived.
  await expect(page.getByRole('status').filter({ hasText: /On hold until you confirm/ })).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByRole('status').filter({ hasText: /being paid/ })).toBeVisible();
  const transactionId = (await page.getByText(/^PUR[0-9A-F]{16}$/).textContent()) ?? '';
  const settled = await page.request.post(`/__sandbox/purchases/${transactionId}/rails`, {
    data: { action: 'settle' },
  });
  expect(settled.ok(), await settled.text()).toBe(true);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/suppliers\/quick-payment-success$/);
  await expect(heading(page, 'Payment successful')).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an invitation goes out and shows its state', async ({ page }) => {
  await activeBorrower(page, '9123400932', { drawn: 0, repaid: 0 });
  await page.goto('/suppliers/invite');
  await expect(heading(page, 'Invite a supplier')).toBeVisible();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Enter the business name.')).toBeVisible();
  await page.getByLabel('Business name').fill('Mehta Hardware');
  await page.getByLabel('Mobile number').fill('9876500001');
  await page.getByRole('radio', { name: 'WhatsApp' }).click();
  await noViolations(page);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/suppliers\/send-invite$/);
  await expect(heading(page, 'Invitation')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Sent\./ })).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Sent\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
});

test('a shop is paid by its scanned code, with an mPIN set on the way', async ({ page }) => {
  await activeBorrower(page, '9123400933', { drawn: 0, repaid: 0 });
  await page.goto('/suppliers/scan-pay');
  await expect(heading(page, 'Scan and pay')).toBeVisible();
  await noViolations(page);
  // Chromium on Linux has no BarcodeDetector: the code's link is pasted instead.
  await page
    .getByLabel('Or paste the code’s payment link')
    .fill('upi://pay?pa=freshmart@okaxis&pn=FreshMart&am=250.00');
  await page.getByRole('button', { name: 'Use this link' }).click();
  await expect(heading(page, 'Pay FreshMart Superstore')).toBeVisible();
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('250');
  await noViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/suppliers\/review$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/suppliers\/scan-pay\/set-mpin$/);
  await expect(heading(page, 'Set your mPIN')).toBeVisible();
  await page.getByLabel('New mPIN').fill('1111');
  await page.getByLabel('Enter it again').fill('1111');
  await page.getByRole('button', { name: 'Set mPIN' }).click();
  await expect(page.getByText('Choose an mPIN that is not one digit repeated or a sequence.')).toBeVisible();
  await noViolations(page);
  await page.getByLabel('New mPIN').fill('4826');
  await page.getByLabel('Enter it again').fill('4826');
  await page.getByRole('button', { name: 'Set mPIN' }).click();
  await expect(page).toHaveURL(/\/suppliers\/scan-pay\/mpin$/);
  await expect(heading(page, 'Enter your mPIN')).toBeVisible();
  await page.getByLabel('mPIN', { exact: true }).fill('4862');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/That mPIN is wrong/)).toBeVisible();
  await noViolations(page);
  await page.getByLabel('mPIN', { exact: true }).fill('4826');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/suppliers\/payment-status$/);
  await expect(page.getByRole('status').filter({ hasText: /being paid/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this payment' }).click();
  await expect(page).toHaveURL(/\/suppliers\/quick-payment-fail$/);
  await expect(heading(page, 'Not paid')).toBeVisible();
  await noViolations(page);
});

test('a new supplier is added by UPI id after a refused bank account, and more than available is refused', async ({
  page,
}) => {
  await activeBorrower(page, '9123400934', { drawn: 0, repaid: 0 });
  await page.goto('/suppliers/add');
  await expect(heading(page, 'Add a supplier')).toBeVisible();
  await page.getByLabel('Business name').fill('Kaveri Cottons');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByLabel('Account number').fill('123450000');
  await page.getByLabel('IFSC').fill('SBIN0001234');
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page.getByText(/this account does not exist/)).toBeVisible();
  await noViolations(page);
  await page.getByRole('radio', { name: 'UPI ID' }).click();
  await page.getByRole('textbox', { name: 'UPI ID' }).fill('kaveri@okicici');
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page).toHaveURL(/\/suppliers\/select$/);
  await expect(page.getByText('UPI kaveri@okicici')).toBeVisible();
  await page.getByRole('button', { name: 'Pay against invoices' }).click();
  await expect(page).toHaveURL(/\/suppliers\/make-invoice-payment$/);
  await page.getByLabel('Amount (₹)').fill('99999999');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/more than your available limit/)).toBeVisible();
  await page.getByLabel('Amount (₹)').fill('1200');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/suppliers\/upload-invoice$/);
  await expect(heading(page, 'Your invoices')).toBeVisible();
  await noViolations(page);
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

test('failed reads say so with Retry; the list is searched; every way off the list comes back', async ({ page }) => {
  await activeBorrower(page, '9123400936', { drawn: 0, repaid: 0 });
  const failure = { status: 500, body: { error: { code: 'EPL-50000', message: 'Try later.' } } };
  await addFault(page.request, { method: 'POST', path: '/v1/customer/transaction', times: 1, ...failure });
  await page.goto('/suppliers');
  await expect(heading(page, 'We could not load your credit line')).toBeVisible();
  await noViolations(page);
  await addFault(page.request, { method: 'GET', path: '/v1/customer/suppliers', times: 3, ...failure });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, 'We could not load your suppliers')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: new RegExp(supplier.name) })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search suppliers' }).fill('zzzz');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No supplier matches “zzzz”.')).toBeVisible();
  await noViolations(page);
  await page.getByRole('searchbox', { name: 'Search suppliers' }).fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: new RegExp(supplier.name) }).click();
  await page.getByRole('button', { name: 'Back to suppliers' }).click();
  await page.getByRole('button', { name: 'Add a supplier' }).click();
  await page.getByRole('button', { name: 'Back to suppliers' }).click();
  await page.getByRole('button', { name: 'Invite a supplier' }).click();
  await page.getByRole('button', { name: 'Back to suppliers' }).click();
  await page.getByRole('button', { name: 'Scan and pay' }).click();
  await expect(heading(page, 'Scan and pay')).toBeVisible();
  await page.getByLabel('Or paste the code’s payment link').fill('https://example.com');
  await page.getByRole('button', { name: 'Use this link' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Pastes a code's link on the scan screen. */
async function paste(page: Page, link: string): Promise<void> {
  await page.getByLabel('Or paste the code’s payment link').fill(link);
  await page.getByRole('button', { name: 'Use this link' }).click();
}

test('scanned codes: an amount typed, Back from the review, a person refused, an unknown UPI id', async ({ page }) => {
  await activeBorrower(page, '9123400937', { drawn: 0, repaid: 0 });
  await page.goto('/suppliers/scan-pay');
  await paste(page, 'upi://pay?pa=freshmart@okaxis&pn=FreshMart');
  await expect(heading(page, 'Pay FreshMart Superstore')).toBeVisible();
  await page.getByLabel('Amount (₹)').fill('180');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/suppliers\/review$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Pay FreshMart Superstore')).toBeVisible();
  await page.getByRole('button', { name: 'Scan another code' }).click();
  await paste(page, 'upi://pay?pa=ravi@okicici&pn=Ravi');
  await page.getByLabel('Amount (₹)').fill('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'This payment is not possible')).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Scan another code' }).click();
  await paste(page, 'upi://pay?pa=unknownshop@okaxis&pn=Nobody&am=50');
  await expect(page.getByRole('alert').filter({ hasText: 'No bank knows this UPI ID' })).toBeVisible();
  await paste(page, 'upi://pay?pa=ravi@okicici&pn=Ravi&am=20');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a quick payment: Back from each step, cancelled at its OTP, Done', async ({ page }) => {
  await activeBorrower(page, '9123400938', { drawn: 0, repaid: 0 });
  await page.goto('/suppliers');
  await page.getByRole('button', { name: new RegExp(supplier.name) }).click();
  await page.getByRole('button', { name: 'Quick payment' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Pay against invoices' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Quick payment' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter the amount to pay.')).toBeVisible();
  await page.getByLabel('Amount (₹)').fill('5000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/suppliers\/quick-payment$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(heading(page, 'Confirm with OTP')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this payment' }).click();
  await expect(heading(page, 'Not paid')).toBeVisible();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

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

/** Scans the shop's code and pays its ₹250 to the mPIN screen (the mPIN set now when `set`). */
async function toMpin(page: Page, set: boolean): Promise<void> {
  await page.goto('/suppliers/scan-pay');
  await paste(page, 'upi://pay?pa=freshmart@okaxis&pn=FreshMart&am=250.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  if (!set) return;
  await page.getByLabel('New mPIN').fill('4826');
  await page.getByLabel('Enter it again').fill('4826');
  await page.getByRole('button', { name: 'Set mPIN' }).click();
}

test('the mPIN: setting it cancelled, then locked after five wrong tries', async ({ page }) => {
  await activeBorrower(page, '9123400940', { drawn: 0, repaid: 0 });
  await toMpin(page, false);
  await expect(heading(page, 'Set your mPIN')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this payment' }).click();
  await expect(heading(page, 'Not paid')).toBeVisible();
  await toMpin(page, true);
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

test('a payment link opens the spend filled in; the terms fail to load, then Retry', async ({ page }) => {
  const phone = '9123400942';
  await activeBorrower(page, phone, { drawn: 0, repaid: 0 });
  const made = await page.request.post(`/__sandbox/customers/${testPhone(phone)}/payment-links`, {
    data: { supplierId: supplier.id, amount: 3200, invoiceNumber: 'SH-88', note: 'Order 88' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { linkId } = (await made.json()) as { linkId: string };
  await page.goto(`/suppliers?linkId=${linkId}`);
  await expect(page).toHaveURL(/\/suppliers\/quick-payment$/);
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('3200');
  await expect(page.getByLabel('Note for your supplier (optional)')).toHaveValue('Order 88');
  const failure = { status: 500, body: { error: { code: 'EPL-50000', message: 'Try later.' } } };
  await addFault(page.request, { method: 'POST', path: '/v1/customer/transaction', times: 1, ...failure });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, "We could not load this payment's terms")).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, 'Review your payment')).toBeVisible();
});

test('invitations: a failed send, a resend too soon then after the wait, a failed check', async ({ page }) => {
  await activeBorrower(page, '9123400943', { drawn: 0, repaid: 0 });
  await page.goto('/suppliers/invite');
  await page.getByLabel('Business name').fill('Mehta Hardware');
  await page.getByLabel('Mobile number').fill('9876500002');
  const failure = { status: 500, body: { error: { code: 'EPL-50000', message: 'Try later.' } } };
  await addFault(page.request, { method: 'POST', path: '/v1/customer/suppliers/send-invite', times: 1, ...failure });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(heading(page, 'Invitation')).toBeVisible();
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await advanceSandboxClock(page.request, 31_000);
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('alert')).toBeHidden();
  await addFault(page.request, { method: 'GET', path: '/v1/customer/suppliers/invitations', times: 3, ...failure });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await noViolations(page);
});

test('invoices: a file that is not an invoice, a row removed, Back; a failed create, a failed status read', async ({
  page,
}) => {
  const phone = '9123400944';
  await activeBorrower(page, phone, { drawn: 0, repaid: 0 });
  await select(page);
  await page.getByRole('button', { name: 'Pay against invoices' }).click();
  await page.getByLabel('Amount (₹)').fill('900');
  await page.getByRole('button', { name: 'Continue' }).click();
  const rows = page.getByRole('group', { name: /^Invoice \d$/ });
  await rows
    .first()
    .getByLabel(/Invoice document/)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an invoice') });
  await expect(page.getByText('Choose a PDF, PNG or JPEG of the invoice.')).toBeVisible();
  await page.getByRole('button', { name: 'Add another invoice' }).click();
  await page.getByRole('button', { name: 'Remove invoice 2' }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/suppliers\/make-invoice-payment$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Quick payment' }).click();
  await page.getByLabel('Amount (₹)').fill('900');
  await page.getByRole('button', { name: 'Continue' }).click();
  const failure = { status: 500, body: { error: { code: 'EPL-50000', message: 'Try later.' } } };
  await addFault(page.request, {
    method: 'POST',
    path: '/v1/customer/multi-invoice-transaction',
    times: 1,
    ...failure,
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(heading(page, 'Confirm with OTP')).toBeVisible();
  await page
    .getByRole('textbox')
    .first()
    .pressSequentially(await otpOf(page.request, phone));
  await expect(page.getByRole('status').filter({ hasText: /On hold/ })).toBeVisible();
  const transactionId = (await page.getByText(/^PUR[0-9A-F]{16}$/).textContent()) ?? '';
  await addFault(page.request, {
    method: 'GET',
    path: `/v1/customer/transaction/${transactionId}/payments-details`,
    times: 3,
    ...failure,
  });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(heading(page, "We could not read your payment's status")).toBeVisible();
  await noViolations(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: /On hold/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
