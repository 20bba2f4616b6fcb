import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { paymentPath } from '../../../machines/payment/paths.ts';
import type { BuiltScreen } from './built-screens.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';
import { activeBorrower } from './dashboard-session.ts';

// The payment chart's screens for the axe and layout sweeps: a borrower with a drawdown, logged
// in; the results come from a UPI payment the bank (the sandbox's decision control) answered,
// opened the way the gateway's return opens it.

async function borrower(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await seedApplicant(request, phone, { status: 'initiated', firstName: 'Asha' });
  const seeded = await request.put(`/__sandbox/customers/${testPhone(phone)}/credit-account`, {
    data: { drawdown: 10000 },
  });
  expect(seeded.ok()).toBe(true);
  await logInThroughApi(page, request, phone);
}

/** A UPI payment the bank decided, and the app's return address for it (which reads its status). */
async function decidedPayment(page: Page, request: APIRequestContext, decision: 'approve' | 'decline') {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const started = await request.post('/v2/repayment/initiate-transaction', {
    headers: { authorization: token, 'idempotency-key': `sweep-${decision}-${Date.now()}` },
    data: {
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: paymentPath('dashboard', 'methods'),
      repaymentDTO: { amount: 1000, upiInfo: { vpa: 'asha@okbank' } },
    },
  });
  expect(started.ok()).toBe(true);
  const { transaction } = (await started.json()) as { transaction: { transactionId: string } };
  const decided = await request.post(`/__sandbox/payments/${transaction.transactionId}/decision`, {
    data: { decision },
  });
  expect(decided.ok()).toBe(true);
  await page.goto(`${paymentPath('dashboard', 'methods')}?transactionId=${transaction.transactionId}`);
}

function paymentScreen(
  name: string,
  screen: Parameters<typeof paymentPath>[1],
  heading: RegExp,
  phone: string,
  reach: (page: Page, request: APIRequestContext) => Promise<void>,
): BuiltScreen {
  const path = paymentPath('dashboard', screen);
  return {
    name,
    path,
    landsOn: new RegExp(`${path}$`),
    ready: { role: 'heading', name: heading },
    open: async (page, request) => {
      await borrower(page, request, phone);
      await reach(page, request);
    },
  };
}

const paymentScreens: readonly BuiltScreen[] = [
  paymentScreen('Pay now', 'payNow', /^pay now$/i, '9123400951', async (page) => {
    await page.goto(paymentPath('dashboard', 'payNow'));
  }),
  paymentScreen('Payment methods', 'methods', /choose how to pay/i, '9123400952', async (page) => {
    await page.goto(paymentPath('dashboard', 'payNow'));
    await page.getByRole('button', { name: 'Continue' }).click();
  }),
  paymentScreen('Payment success', 'success', /payment successful/i, '9123400953', async (page, request) => {
    await decidedPayment(page, request, 'approve');
  }),
  paymentScreen('Payment failure', 'failure', /payment failed/i, '9123400954', async (page, request) => {
    await decidedPayment(page, request, 'decline');
  }),
  paymentScreen('Transaction details', 'details', /transaction details/i, '9123400955', async (page, request) => {
    await decidedPayment(page, request, 'approve');
    await page.getByRole('button', { name: 'Transaction details' }).click();
  }),
];

/** An active borrower whose processing fee (₹2,000 and GST) is due, on its screen from the dashboard's banner. */
async function feeDue(page: Page, phone: string): Promise<void> {
  await activeBorrower(page, phone, { drawn: 10000, repaid: 0 });
  const fee = await page.request.put(`/__sandbox/customers/${testPhone(phone)}/processing-fee`, {
    data: { amount: 2000 },
  });
  expect(fee.ok()).toBe(true);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Pay the processing fee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Processing fee' })).toBeVisible();
}

function feeScreen(
  name: string,
  screen: 'payNow' | 'success',
  heading: RegExp,
  phone: string,
  reach: (page: Page) => Promise<void>,
): BuiltScreen {
  const path = paymentPath('processingFee', screen);
  return {
    name,
    path,
    landsOn: new RegExp(`${path}$`),
    ready: { role: 'heading', name: heading },
    open: async (page) => {
      await feeDue(page, phone);
      await reach(page);
    },
  };
}

const processingFeeScreens: readonly BuiltScreen[] = [
  // With a refused coupon, so the field's error is scanned too.
  feeScreen('Processing fee', 'payNow', /^processing fee$/i, '9123400956', async (page) => {
    await page.getByLabel('Coupon code').fill('NOPE2026');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  }),
  feeScreen('Processing fee result', 'success', /processing fee paid/i, '9123400957', async (page) => {
    await page.getByLabel('Coupon code').fill('FREEFEE');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('Coupon FREEFEE applied')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
  }),
];

export const screenChecks: readonly BuiltScreen[] = [...paymentScreens, ...processingFeeScreens];
