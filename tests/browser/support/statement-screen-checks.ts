import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';

// The statement chart's screens for the axe and layout sweeps: a borrower with a drawdown and a
// UPI repayment the bank approved, logged in.

async function borrower(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await seedApplicant(request, phone, { status: 'initiated', firstName: 'Asha' });
  const seeded = await request.put(`/__sandbox/customers/${testPhone(phone)}/credit-account`, {
    data: { drawdown: 10000 },
  });
  expect(seeded.ok()).toBe(true);
  await logInThroughApi(page, request, phone);
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const started = await request.post('/v2/repayment/initiate-transaction', {
    headers: { authorization: token, 'idempotency-key': `sweep-statement-${Date.now()}` },
    data: {
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: '/credit-statement/payment-methods',
      repaymentDTO: { amount: 1000, upiInfo: { vpa: 'asha@okbank' } },
    },
  });
  expect(started.ok()).toBe(true);
  const { transaction } = (await started.json()) as { transaction: { transactionId: string } };
  const decided = await request.post(`/__sandbox/payments/${transaction.transactionId}/decision`, {
    data: { decision: 'approve' },
  });
  expect(decided.ok()).toBe(true);
}

function statementScreen(
  name: string,
  path: string,
  heading: RegExp,
  phone: string,
  reach: (page: Page) => Promise<void>,
): BuiltScreen {
  return {
    name,
    path,
    landsOn: new RegExp(`${path}$`),
    ready: { role: 'heading', name: heading },
    open: async (page, request) => {
      await borrower(page, request, phone);
      await reach(page);
    },
  };
}

export const screenChecks: readonly BuiltScreen[] = [
  statementScreen('Credit statement', '/credit-statement', /^credit statement$/i, '9123400961', async (page) => {
    await page.goto('/credit-statement');
    await expect(page.getByRole('table')).toBeVisible();
    // On a 360 px phone each line stacks: nothing (Credit, Balance) waits in a sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 });
    const lines = page.getByRole('table');
    const overflows = await lines.evaluate((table) => {
      const wrap = table.parentElement ?? table;
      return wrap.scrollWidth > wrap.clientWidth;
    });
    expect(overflows).toBe(false);
    await expect(lines.getByRole('cell', { name: /^Balance/ }).first()).toBeVisible();
  }),
  statementScreen(
    'Download statement',
    '/credit-statement/download-statement',
    /your statement is downloaded/i,
    '9123400962',
    async (page) => {
      await page.goto('/credit-statement');
      await page.getByRole('button', { name: 'Download statement' }).click();
    },
  ),
  statementScreen('Payment history', '/payment-history', /^payment history$/i, '9123400963', async (page) => {
    await page.goto('/payment-history');
    await expect(page.getByRole('list', { name: 'Payments' })).toBeVisible();
  }),
  statementScreen('Payment details', '/payment-history', /^payment details$/i, '9123400964', async (page) => {
    await page.goto('/payment-history');
    await page
      .getByRole('button', { name: /^Details of the payment/ })
      .first()
      .click();
    await expect(page.getByText('Successful')).toBeVisible();
  }),
];
