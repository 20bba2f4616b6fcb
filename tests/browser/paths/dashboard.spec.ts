import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserHandlers } from '../support/browser-runner.ts';
import { activeBorrower, repayByUpi, type LineSeed } from '../support/dashboard-session.ts';
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine.ts';
import { DRAWN, LOAD_FAILED, LOADS, REPAID, dashboardEvents } from '../../support/events/dashboard-events.ts';

// Browser paths of the dashboard of an active line: the covering subset of its plan replayed in the
// built app against the sandbox. Each path seeds its own borrower at the line its first answer
// plans (something owed, all repaid, nothing drawn), logs in and opens /dashboard; a failed read is
// a fault on the amount payable. Pay now leaves for the payment chart; a repayment made meanwhile
// shows as the new due when Back returns to the dashboard, which reads the line again.

const PHONE = '9123400801';

const SEEDS: Record<string, LineSeed> = {
  [JSON.stringify(LOADS.owing)]: { drawn: DRAWN, repaid: REPAID },
  [JSON.stringify(LOADS.clear)]: { drawn: DRAWN, repaid: DRAWN },
  [JSON.stringify(LOADS.unused)]: { drawn: 0, repaid: 0 },
};

const region = (page: Page, name: string) => page.getByRole('region', { name });

async function figures(page: Page, used: string, available: string): Promise<void> {
  const line = region(page, 'Your credit line');
  await expect(line.getByRole('definition').filter({ hasText: /^₹/ })).toHaveText(['₹5,00,000', available, used]);
}

async function nav(page: Page): Promise<void> {
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // Places beyond the bar's four (Documents, Rewards, Settings among them) are behind More.
  await expect(main.getByRole('button', { name: 'More' })).toBeVisible();
}

const handlers: BrowserHandlers<typeof dashboardMachine> = {
  async open({ page, path }) {
    const first = path.steps.find((step) => step.event.type === 'xstate.done.actor.loadDashboard');
    const seed = SEEDS[JSON.stringify((first?.event as { output?: unknown } | undefined)?.output)];
    expect(seed).toBeDefined();
    await activeBorrower(page, PHONE, seed!);
    if (path.steps[0]?.event.type === 'xstate.error.actor.loadDashboard') {
      // A read is tried three times (the client retries a GET twice).
      const body = { error: { code: 'EPL-50000', message: LOAD_FAILED } };
      const armed = await page.request.post('/__sandbox/faults', {
        data: { method: 'GET', path: '/v1/customer/transaction', status: 500, times: 3, body },
      });
      expect(armed.ok()).toBe(true);
    }
    await page.goto('/dashboard');
  },
  states: {
    loading: async () => {},
    deciding: async () => {},
    failed: async ({ page }: BrowserContext) => {
      await expect(page.getByRole('heading', { name: 'We could not load your credit line' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
    },
    owing: async ({ page }: BrowserContext) => {
      await figures(page, '₹6,000', '₹4,94,000');
      const dues = region(page, 'What you owe');
      await expect(dues.getByRole('definition').first()).toHaveText('₹6,000');
      await expect(dues.getByText(/^Pay at least ₹500 by \d{2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
      const recent = region(page, 'Recent payments');
      await expect(recent.getByRole('listitem')).toHaveCount(1);
      await expect(recent.getByRole('listitem')).toContainText('₹4,000');
      await expect(recent.getByRole('link', { name: 'Details of the repayment of ₹4,000' })).toHaveAttribute(
        'href',
        /^\/dashboard\/transaction-details\?transactionId=TXN[0-9A-F]{16}$/,
      );
      await expect(recent.getByRole('link', { name: 'View all payments' })).toHaveAttribute('href', '/payment-history');
      await nav(page);
    },
    clear: async ({ page }: BrowserContext) => {
      await figures(page, '₹0', '₹5,00,000');
      await expect(region(page, 'What you owe')).toContainText('Nothing is due right now.');
      await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
      await expect(region(page, 'Recent payments').getByRole('listitem')).toHaveCount(1);
    },
    unused: async ({ page }: BrowserContext) => {
      await figures(page, '₹0', '₹5,00,000');
      await expect(region(page, 'What you owe')).toContainText('You have not used your credit line yet');
      await expect(region(page, 'Recent payments')).toContainText('You have not made any payments yet.');
    },
    payNow: async ({ page }: BrowserContext) => {
      await expect(page).toHaveURL(/\/dashboard\/pay-now$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pay now' })).toBeVisible();
      // Paid meanwhile (another device): Back opens the dashboard again, which reads the new due.
      await repayByUpi(page, 1000);
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(region(page, 'What you owe').getByRole('definition').first()).toHaveText('₹5,000');
    },
  },
  events: {
    RETRY: async ({ page }) => page.getByRole('button', { name: 'Retry' }).click(),
    PAY_NOW: async ({ page }) => page.getByRole('button', { name: 'Pay now' }).click(),
  },
  builtIns: {
    'xstate.done.actor.loadDashboard': async () => {},
    'xstate.error.actor.loadDashboard': async () => {},
  },
};

runBrowserPaths(test, dashboardMachine, handlers, { events: dashboardEvents, reduce: 'walks' });
