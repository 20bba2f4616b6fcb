import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { testPhone } from '../support/test-identity.ts';
import { provideSupplierAccount } from '../../../src/journeys/supplier-account/provide.ts';
import type { SupplierAccountInput } from '../../../machines/supplier-account/types.ts';
import {
  INPUTS,
  SERVER_FAULT,
  SUPPLIER_ID,
  serializeSupplierAccountState,
  supplierAccountEvents,
  userCanSend,
} from '../../support/events/supplier-account-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';

// Browser paths of the supplier page chart (ADR 047): the covering walks of its plan replayed in the
// built app against the sandbox. Each walk seeds a borrower with a line, a request from the
// sandbox's first listed supplier and, when the walk plans one, a marketplace order there (the due),
// logs in and opens the walk's address. Failures are faults armed by the step before the call.

const PHONE = '9123400751';

const machine = provideSupplierAccount(plannedApiClient());

const errorBody = { error: { code: 'EPL-50000', message: SERVER_FAULT } };

async function fault(page: Page, method: 'GET' | 'POST', path: string, times: number): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', {
    data: { method, path, status: 500, times, body: errorBody },
  });
  expect(response.ok()).toBe(true);
}

/** Arms what the next planned step needs from the sandbox before the call that produces it. */
async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  switch (next?.type) {
    case 'xstate.error.actor.getAccount':
      // A read the sandbox fails is tried three times (the client retries a read twice).
      return fault(page, 'GET', '/v1/customer/supplier-accounts*', 3);
    case 'xstate.error.actor.approveRequest':
      return fault(page, 'POST', '/v1/customer/pending-requests/*', 1);
    case 'xstate.error.actor.declineRequest':
      return fault(page, 'POST', '/v1/customer/pending-requests/*', 1);
    default:
      return;
  }
}

const owes = (context: BrowserContext) => context.path.steps.some((step) => / owing,/.test(JSON.stringify(step.event)));

/** The address a screen state shows for the walk's supplier (none: every supplier's). */
function addressOf(input: SupplierAccountInput, screen: string): string {
  const base = input.supplierId === null ? '/supplier' : `/supplier/${input.supplierId}`;
  return screen === '' ? base : `${base}/${screen}`;
}

const SCREEN_ADDRESS: Record<SupplierAccountInput['place'], string> = {
  parent: '',
  history: 'payment-history',
  pending: 'pending-payments',
  dueDetails: 'pending-payments/details',
  clearDue: 'pending-payments/clear-payment-due',
  requests: 'pending-requests',
};

/** Sends the address bar to `url` the way Back and Forward do (a pop, not a new page). */
async function popTo(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();

const onScreen =
  (screen: string, name?: string | RegExp) =>
  async ({ page, path }: BrowserContext) => {
    const input = path.input as SupplierAccountInput;
    await expect(page).toHaveURL(new RegExp(`${addressOf(input, screen)}(\\?|$)`));
    if (name) await heading(page, name);
  };

const noCheck = async () => {};

const click =
  (name: string | RegExp, exact = false) =>
  async (context: BrowserEventContext) => {
    await arrange(context.page, context.next);
    await context.page.getByRole('button', { name, exact }).first().click();
  };

/** The first spend's id at the supplier: the due a details address names. */
async function firstSpendId(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const answer = await page.request.get(`/v1/customer/supplier-accounts/${SUPPLIER_ID}`, {
    headers: { authorization: token },
  });
  const { account } = (await answer.json()) as { account: { spends: { transactionId: string }[] } };
  return account.spends[0]?.transactionId ?? 'PUR0000000000000000';
}

const handlers: BrowserHandlers<typeof machine> = {
  async open(context) {
    const { page, path } = context;
    const input = path.input as SupplierAccountInput;
    const phone = testPhone(PHONE);
    await seedApplicant(page.request, PHONE, { status: 'initiated', firstName: 'Asha' });
    const line = await page.request.put(`/__sandbox/customers/${phone}/credit-account`, {
      data: { creditLimit: 500000 },
    });
    expect(line.ok()).toBe(true);
    const control = async (route: string, data: unknown) => {
      const answer = await page.request.post(`/__sandbox/customers/${phone}/${route}`, { data });
      expect(answer.ok(), await answer.text()).toBe(true);
    };
    if (owes(context)) await control('marketplace-orders', { supplierId: SUPPLIER_ID, amount: 12000 });
    await control('supplier-asks', { kind: 'request', supplierId: SUPPLIER_ID, amount: 1500, note: 'Advance' });
    await logInThroughApi(page, page.request, PHONE);
    const query = input.place === 'dueDetails' ? `?transactionId=${await firstSpendId(page)}` : '';
    await arrange(page, path.steps[0]?.event);
    await page.goto(`${addressOf(input, SCREEN_ADDRESS[input.place])}${query}`);
  },
  states: {
    loading: noCheck,
    failed: async ({ page }) => heading(page, 'We could not load this supplier'),
    routing: noCheck,
    opening: noCheck,
    openingClear: noCheck,
    parent: async (context) => {
      const input = context.path.input as SupplierAccountInput;
      await onScreen('', input.supplierId === null ? 'All suppliers' : 'Sharma Textiles')(context);
    },
    history: onScreen('payment-history', /^Payment history: /),
    pending: onScreen('pending-payments', /^Pending payments: /),
    dueDetails: onScreen('pending-payments/details', 'Payment due'),
    clearDue: onScreen('pending-payments/clear-payment-due', /^Clear payment due: /),
    paying: async ({ page }) => {
      await expect(page).toHaveURL(new RegExp(`/supplier/${SUPPLIER_ID}/payment-history/pay-now$`));
      await heading(page, 'Pay now');
      await expect(page.getByRole('radio', { name: /Total due: ₹12,000/ })).toBeVisible();
    },
    'requests.list': onScreen('pending-requests', /^Requests to pay: /),
    'requests.approving': onScreen('pending-requests'),
    'requests.confirming': async ({ page }) =>
      expect(page.getByRole('dialog', { name: 'Decline this request?' })).toBeVisible(),
    'requests.declining': noCheck,
    approved: async ({ page }) => {
      await expect(page).toHaveURL(/\/suppliers\/quick-payment$/);
      await expect(page.getByLabel('Amount (₹)')).toHaveValue('1500');
    },
  },
  events: {
    RETRY: click(/^Retry$/),
    OPEN_HISTORY: click('Payment history', true),
    OPEN_PENDING: click(/^Pending payments/),
    OPEN_REQUESTS: click(/^Requests to pay/),
    VIEW_DUE: click(/^Details of the payment due/),
    CLEAR: click('Clear payment due', true),
    PAY: click('Pay now', true),
    BACK: click(/^Back( to pending payments)?$/),
    APPROVE: click(/^Approve and pay/),
    DECLINE: click(/^Decline .*request$/),
    CONFIRM_DECLINE: async (context) => {
      await arrange(context.page, context.next);
      await context.page.getByRole('dialog').getByRole('button', { name: 'Decline', exact: true }).click();
    },
    KEEP_REQUEST: async ({ page }) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Keep it', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    'xstate.route': async ({ page, path, event, next }) => {
      await arrange(page, next);
      const to = String(event['to']).slice(1) as SupplierAccountInput['place'];
      await popTo(page, addressOf(path.input as SupplierAccountInput, SCREEN_ADDRESS[to]));
    },
  },
  builtIns: Object.fromEntries(
    [
      'xstate.done.actor.getAccount',
      'xstate.error.actor.getAccount',
      'xstate.done.actor.approveRequest',
      'xstate.error.actor.approveRequest',
      'xstate.done.actor.declineRequest',
      'xstate.error.actor.declineRequest',
    ].map((type) => [type, async (context: BrowserEventContext) => arrange(context.page, context.next)]),
  ),
};

runBrowserPaths(test, machine, handlers, {
  events: supplierAccountEvents,
  inputs: INPUTS,
  serializeState: serializeSupplierAccountState,
  filterEvents: userCanSend,
  limit: 100_000,
  reduce: 'walks',
});
