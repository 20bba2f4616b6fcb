import type { Download, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { testPhone } from '../support/test-identity.ts';
import { provideStatement } from '../../../src/journeys/statement/provide.ts';
import type { StatementInput } from '../../../machines/statement/types.ts';
import { isApiError } from '../../../src/api/errors.ts';
import {
  GOOD_RANGE,
  INPUTS,
  NO_ACCOUNT,
  SERVER_FAULT,
  serializeStatementState,
  statementEvents,
  userCanSend,
} from '../../support/events/statement-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';

// Browser paths of the statement chart: the covering subset of its plan replayed in the built app
// against the sandbox. Each path seeds a borrower who drew down today (so this month has a line
// and earlier periods none), with an approved and a declined payment when its history plans
// some, logs in and opens /credit-statement or /payment-history. Failures are faults armed by the
// step before the call; the download is the browser's real download of the sandbox's PDF.

const PHONE = '9123400711';

// The plan's machine: the app's period rules, calls that are never made.
const statementMachine = provideStatement(plannedApiClient(), { saveFile: () => {} });

const errorBody = (code: string, message: string) => ({ error: { code, message } });
const downloads = new WeakMap<Page, Promise<Download>>();

async function fault(page: Page, path: string, status: number, body: unknown, times: number): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', { data: { method: 'GET', path, status, times, body } });
  expect(response.ok()).toBe(true);
}

/** Arms what the next planned step needs from the sandbox before the call that produces it. */
async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  switch (next?.type) {
    case 'xstate.error.actor.getStatement':
      // Before activation the lender has no credit account: a 404, which is not retried.
      if (isApiError(next['error']) && next['error'].code === 'EPL-40410') {
        return fault(page, '/v1/customer/credit-statement', 404, errorBody('EPL-40410', NO_ACCOUNT), 1);
      }
      // A read the sandbox fails is tried three times (the client retries a read twice).
      return fault(page, '/v1/customer/credit-statement', 500, errorBody('EPL-50000', SERVER_FAULT), 3);
    case 'xstate.error.actor.getHistory':
      return fault(page, '/v2/customer/transaction-details', 500, errorBody('EPL-50000', SERVER_FAULT), 3);
    case 'xstate.error.actor.getPayment':
      return fault(page, '/v1/customer/transaction/TXN*', 500, errorBody('EPL-50000', SERVER_FAULT), 3);
    case 'xstate.error.actor.downloadStatement':
      // The PDF's error arrives as a blob: the app reads the sentence out of it.
      return fault(page, '/v2/customer/generate-statement', 404, errorBody('EPL-40410', NO_ACCOUNT), 1);
    default:
      return;
  }
}

async function asCustomer(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, key?: string) {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const headers: Record<string, string> = { authorization: token };
  if (key) headers['idempotency-key'] = key;
  const response = await page.request.fetch(path, { method, headers, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A UPI repayment the bank (the sandbox's decision control) answered. */
async function decidedPayment(page: Page, decision: 'approve' | 'decline', amount: number): Promise<void> {
  const started = await asCustomer(
    page,
    'POST',
    '/v2/repayment/initiate-transaction',
    {
      purpose: 'repayment',
      paymentMethod: 'UPI',
      returnUrl: '/credit-statement/payment-methods',
      repaymentDTO: { amount, upiInfo: { vpa: 'asha@okbank' } },
    },
    `history-${decision}-${Date.now()}`,
  );
  const id = (started.transaction as { transactionId: string }).transactionId;
  const decided = await page.request.post(`/__sandbox/payments/${id}/decision`, { data: { decision } });
  expect(decided.ok()).toBe(true);
}

/** Sends the address bar to `url` the way Back and Forward do (a pop, not a new page). */
async function popTo(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const onScreen =
  (path: string, name?: string | RegExp) =>
  async ({ page }: BrowserContext) => {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    if (name) await heading(page, name);
  };

const noCheck = async () => {};

const click = (name: string | RegExp) => async (context: BrowserEventContext) => {
  await arrange(context.page, context.next);
  await context.page.getByRole('button', { name }).first().click();
};

/** Listens for the download before the press that starts it. */
function expectDownload(page: Page): void {
  downloads.set(page, page.waitForEvent('download'));
}

/** The download the browser saved: a PDF under the period's name. */
async function savedDownload(context: BrowserEventContext): Promise<void> {
  const download = await downloads.get(context.page);
  expect(download?.suggestedFilename()).toMatch(/^saakh-statement-\d{4}-\d{2}(-\d{2}-to-\d{4}-\d{2}-\d{2})?\.pdf$/);
  const file = await download?.createReadStream();
  const first = await new Promise<string>((resolve) => file?.once('data', (chunk) => resolve(String(chunk))));
  expect(first.startsWith('%PDF-')).toBe(true);
}

const handlers: BrowserHandlers<typeof statementMachine> = {
  async open({ page, path }) {
    const input = path.input as StatementInput;
    const phone = testPhone(PHONE);
    await seedApplicant(page.request, PHONE, { status: 'initiated', firstName: 'Asha' });
    const seeded = await page.request.put(`/__sandbox/customers/${phone}/credit-account`, {
      data: { drawdown: 10000 },
    });
    expect(seeded.ok()).toBe(true);
    await logInThroughApi(page, page.request, PHONE);
    if (path.steps.some((step) => JSON.stringify(step.event).includes('two payments'))) {
      await decidedPayment(page, 'approve', 1000);
      await decidedPayment(page, 'decline', 2000);
    }
    await arrange(page, path.steps[0]?.event);
    await page.goto(input.place === 'history' ? '/payment-history' : '/credit-statement');
  },
  states: {
    routing: noCheck,
    'statement.loading': onScreen('/credit-statement'),
    'statement.failed': onScreen('/credit-statement', 'We could not load your statement'),
    'statement.noAccount': async (context) => {
      await onScreen('/credit-statement', 'Credit statement')(context);
      await expect(context.page.getByText(/You have no credit line yet/)).toBeVisible();
    },
    'statement.shown.lines': async (context) => {
      await onScreen('/credit-statement', 'Credit statement')(context);
      await expect(context.page.getByRole('cell', { name: 'Supplier payment' })).toBeVisible();
    },
    'statement.shown.empty': async (context) => {
      await onScreen('/credit-statement', 'Credit statement')(context);
      await expect(context.page.getByText('Nothing happened in this period.')).toBeVisible();
    },
    'download.downloading': onScreen('/credit-statement/download-statement'),
    'download.saved': onScreen('/credit-statement/download-statement', 'Your statement is downloaded'),
    'download.failed': async (context) => {
      await onScreen('/credit-statement/download-statement', 'We could not download your statement')(context);
      await expect(context.page.getByRole('alert')).toHaveText(NO_ACCOUNT);
    },
    paying: onScreen('/credit-statement/pay-now', 'Pay now'),
    'history.loading': onScreen('/payment-history'),
    'history.failed': onScreen('/payment-history', 'We could not load your payments'),
    'history.empty': async (context) => {
      await onScreen('/payment-history', 'Payment history')(context);
      await expect(context.page.getByText('You have made no payments yet.')).toBeVisible();
    },
    'history.list': async (context) => {
      await onScreen('/payment-history', 'Payment history')(context);
      const shown = context.page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
      await expect(shown.first()).toBeVisible();
    },
    'history.detail.reading': onScreen('/payment-history'),
    'history.detail.shown': async (context) => {
      await onScreen('/payment-history', 'Payment details')(context);
      await expect(context.page.getByText(/^TXN[0-9A-F]{16}$/)).toBeVisible();
    },
    'history.detail.failed': onScreen('/payment-history', 'We could not load this payment'),
  },
  events: {
    RETRY: async (context) => {
      if (context.next?.type === 'xstate.done.actor.downloadStatement') expectDownload(context.page);
      await click(/^Retry$/)(context);
    },
    CHOOSE_PERIOD: async ({ page, event, next }) => {
      await arrange(page, next);
      const label = { thisMonth: 'This month', lastMonth: 'Last month', custom: 'Choose dates' }[event.choice];
      await page.getByRole('radio', { name: label }).click();
    },
    TYPE_DATE: async ({ page, event }) => {
      await page.getByLabel(event.field === 'from' ? 'From' : 'To', { exact: true }).fill(GOOD_RANGE[event.field]);
    },
    SHOW_PERIOD: click('Show statement'),
    DOWNLOAD: async (context) => {
      await arrange(context.page, context.next);
      if (context.next?.type === 'xstate.done.actor.downloadStatement') expectDownload(context.page);
      await context.page
        .getByRole('button', { name: /^(Download statement|Download again)$/ })
        .first()
        .click();
    },
    PAY: click(/^Pay$/),
    BACK: click(/^Back to (the statement|payment history)$/),
    FILTER_STATUS: async ({ page, event }) => {
      await page.getByLabel('Status').selectOption(event.status);
      const items = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText('Successful');
    },
    FILTER_MONTH: async ({ page }) => {
      // The payments were made today: the month filter offers this month.
      const month = page.getByLabel('Month');
      const values = await month
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter((value) => /^\d{4}-\d{2}$/.test(value)),
        );
      expect(values).toHaveLength(1);
      await month.selectOption(values[0] ?? '');
      await expect(page.getByRole('list', { name: 'Payments' })).toBeVisible();
    },
    VIEW_PAYMENT: async ({ page, next }) => {
      await arrange(page, next);
      await page
        .getByRole('button', { name: /^Details of the payment/ })
        .first()
        .click();
    },
    'xstate.route': async ({ page, next }) => {
      await arrange(page, next);
      await popTo(page, '/credit-statement');
    },
  },
  builtIns: {
    ...Object.fromEntries(
      [
        'xstate.done.actor.getStatement',
        'xstate.error.actor.getStatement',
        'xstate.error.actor.downloadStatement',
        'xstate.done.actor.getHistory',
        'xstate.error.actor.getHistory',
        'xstate.done.actor.getPayment',
        'xstate.error.actor.getPayment',
      ].map((type) => [type, async (context: BrowserEventContext) => arrange(context.page, context.next)]),
    ),
    'xstate.done.actor.downloadStatement': async (context) => {
      await savedDownload(context);
      await arrange(context.page, context.next);
    },
  },
};

runBrowserPaths(test, statementMachine, handlers, {
  events: statementEvents,
  inputs: INPUTS,
  serializeState: serializeStatementState,
  filterEvents: userCanSend,
  limit: 100_000,
  reduce: 'walks',
});
