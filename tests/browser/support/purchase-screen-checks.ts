import { expect, type Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { activeBorrower } from './dashboard-session.ts';
import { otpOf } from './sandbox-client.ts';
import { testPhone } from './test-identity.ts';
import { LISTED_SUPPLIERS } from '../../../server/purchase/catalog.ts';

// The purchase screens for the axe and layout sweeps: each reached as a borrower with an active
// line reaches it, paying the sandbox's first listed supplier (a marketplace's, so its orders wait
// for delivery) or the shop of a scanned code, pasted as its link (the camera's reading of a real code is
// tests/browser/scan-camera.spec.ts's).

const supplier = LISTED_SUPPLIERS[0]!;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function select(page: Page): Promise<void> {
  await page.goto('/suppliers');
  await page.getByRole('button', { name: new RegExp(supplier.name) }).click();
}

async function review(page: Page): Promise<void> {
  await select(page);
  await button(page, 'Quick payment').click();
  await page.getByLabel('Amount (₹)').fill('2500');
  await button(page, 'Continue').click();
}

async function otp(page: Page): Promise<void> {
  await review(page);
  await button(page, 'Pay').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm with OTP' })).toBeVisible();
}

async function held(page: Page, phone: string): Promise<void> {
  await otp(page);
  await page
    .getByRole('textbox')
    .first()
    .pressSequentially(await otpOf(page.request, phone));
  await expect(page.getByRole('status').filter({ hasText: /On hold/ })).toBeVisible();
}

async function setMpin(page: Page): Promise<void> {
  await page.goto('/suppliers/scan-pay');
  await page
    .getByLabel('Or paste the code’s payment link')
    .fill('upi://pay?pa=cityhardware@okhdfc&pn=City%20Hardware&am=250');
  await button(page, 'Use this link').click();
  await button(page, 'Continue').click();
  await button(page, 'Pay').click();
}

/** A check of the purchase screen at `path`, reached by `reach` after the borrower `phone` logged in. */
function check(
  name: string,
  path: string,
  heading: RegExp,
  phone: string,
  reach: (page: Page, phone: string) => Promise<void>,
): BuiltScreen {
  return {
    name,
    path,
    landsOn: new RegExp(`${path.replace(/\//g, '\\/')}$`),
    ready: { role: 'heading', name: heading },
    open: async (page) => {
      await activeBorrower(page, phone, { drawn: 0, repaid: 0 });
      await reach(page, phone);
    },
  };
}

export const screenChecks: readonly BuiltScreen[] = [
  check('Suppliers', '/suppliers', /^Suppliers$/, '9123400950', (page) => page.goto('/suppliers').then(() => {})),
  check('Pay a supplier', '/suppliers/select', /^Pay a supplier$/, '9123400951', select),
  check('Add a supplier', '/suppliers/add', /^Add a supplier$/, '9123400952', async (page) => {
    await page.goto('/suppliers/add');
  }),
  check('Invite a supplier', '/suppliers/invite', /^Invite a supplier$/, '9123400953', async (page) => {
    await page.goto('/suppliers/invite');
  }),
  check('Invitation', '/suppliers/send-invite', /^Invitation$/, '9123400954', async (page) => {
    await page.goto('/suppliers/invite');
    await page.getByLabel('Business name').fill('Mehta Hardware');
    await page.getByLabel('Mobile number').fill('9876500003');
    await button(page, 'Send invitation').click();
  }),
  check('Quick payment', '/suppliers/quick-payment', /^Pay Sharma Textiles$/, '9123400955', async (page) => {
    await select(page);
    await button(page, 'Quick payment').click();
  }),
  check('Invoice payment', '/suppliers/make-invoice-payment', /invoices$/, '9123400956', async (page) => {
    await select(page);
    await button(page, 'Pay against invoices').click();
  }),
  check('Your invoices', '/suppliers/upload-invoice', /^Your invoices$/, '9123400957', async (page) => {
    await select(page);
    await button(page, 'Pay against invoices').click();
    await page.getByLabel('Amount (₹)').fill('1200');
    await button(page, 'Continue').click();
  }),
  check('Scan and pay', '/suppliers/scan-pay', /^Scan and pay$/, '9123400958', async (page) => {
    await page.goto('/suppliers/scan-pay');
  }),
  check('Review your payment', '/suppliers/review', /^Review your payment$/, '9123400959', review),
  check(
    'Payment not possible',
    '/suppliers/unavailable',
    /^Payment not possible$/,
    '9123400960',
    async (page, phone) => {
      const path = `/__sandbox/customers/${testPhone(phone)}/purchase-blocks/${supplier.marketplaceId}`;
      expect((await page.request.put(path, { data: { reason: 'Paused' } })).ok()).toBe(true);
      await review(page);
      await button(page, 'Pay').click();
    },
  ),
  check('Confirm with OTP', '/suppliers/quick-payment-otp', /^Confirm with OTP$/, '9123400961', otp),
  check('Set your mPIN', '/suppliers/scan-pay/set-mpin', /^Set your mPIN$/, '9123400962', setMpin),
  check('Enter your mPIN', '/suppliers/scan-pay/mpin', /^Enter your mPIN$/, '9123400963', async (page) => {
    await setMpin(page);
    await page.getByLabel('New mPIN').fill('4826');
    await page.getByLabel('Enter it again').fill('4826');
    await button(page, 'Set mPIN').click();
  }),
  check('Payment status', '/suppliers/payment-status', /^Payment status$/, '9123400964', held),
  check(
    'Payment successful',
    '/suppliers/quick-payment-success',
    /^Payment successful$/,
    '9123400965',
    async (page, phone) => {
      await held(page, phone);
      const transactionId = (await page.getByText(/^PUR[0-9A-F]{16}$/).textContent()) ?? '';
      await button(page, 'Confirm delivery').click();
      await expect(page.getByRole('status').filter({ hasText: /being paid/ })).toBeVisible();
      const settled = await page.request.post(`/__sandbox/purchases/${transactionId}/rails`, {
        data: { action: 'settle' },
      });
      expect(settled.ok()).toBe(true);
      await button(page, 'Check again').click();
    },
  ),
  check('Not paid', '/suppliers/quick-payment-fail', /^Not paid$/, '9123400966', async (page) => {
    await otp(page);
    await button(page, 'Cancel this payment').click();
  }),
];
