import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserHandlers } from '../support/browser-runner.ts';
import { pagesCustomer, type PagesSeed } from '../support/dashboard-pages-session.ts';
import { dashboardPagesMachine } from '../../../machines/dashboard/pages.machine.ts';
import type { DashboardPagesInput } from '../../../machines/dashboard/pages-types.ts';
import {
  INPUTS,
  LOAD_FAILED,
  MARK_FAILED,
  NOTIFICATIONS,
  OFFERS,
  dashboardPagesEvents,
  serializePagesState,
} from '../../support/events/dashboard-pages-events.ts';

// Browser paths of the dashboard pages: the covering subset of the plan replayed in the built app
// against the sandbox. Each path seeds its own customer through the control API at what its first
// answer plans (a fee waiting and a drawdown, or nothing), logs in and opens the page: the
// notifications through the dashboard's Notifications link, an offer by its address. Failures are
// faults armed before the call that meets them.

const PHONE = '9123400821';

const SEEDS: Record<string, PagesSeed> = {
  [JSON.stringify(NOTIFICATIONS.some)]: { drawdown: 10000, fee: 2000 },
  [JSON.stringify(NOTIFICATIONS.none)]: {},
  [JSON.stringify(OFFERS.some)]: { fee: 2000 },
  [JSON.stringify(OFFERS.none)]: {},
};

const errorBody = (message: string) => ({ error: { code: 'EPL-50000', message } });

async function fault(page: Page, method: 'GET' | 'PATCH', path: string, message: string, times: number) {
  const armed = await page.request.post('/__sandbox/faults', {
    data: { method, path, status: 500, times, body: errorBody(message) },
  });
  expect(armed.ok()).toBe(true);
}

/** Arms what the next planned step needs from the sandbox before the call that meets it. */
async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  // A read the sandbox fails is tried three times (the client retries a GET twice); a PATCH once.
  if (next?.type === 'xstate.error.actor.getNotifications') {
    await fault(page, 'GET', '/v1/application/notification', LOAD_FAILED, 3);
  } else if (next?.type === 'xstate.error.actor.getOffers') {
    await fault(page, 'GET', '/v1/offers', LOAD_FAILED, 3);
  } else if (next?.type === 'xstate.error.actor.markRead') {
    await fault(page, 'PATCH', '/v1/application/notification/*', MARK_FAILED, 1);
  }
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const feeItem = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Processing fee waiting' });

const handlers: BrowserHandlers<typeof dashboardPagesMachine> = {
  async open({ page, path }) {
    const input = path.input as DashboardPagesInput;
    const first = path.steps.find((step) => step.event.type.startsWith('xstate.done.actor.get'));
    // A path that ends before any answer (a failed read, Retry) needs no data.
    const seed = first ? SEEDS[JSON.stringify((first.event as { output?: unknown }).output)] : {};
    expect(seed).toBeDefined();
    await pagesCustomer(page, PHONE, seed!);
    if (input.page === 'offer') {
      await arrange(page, path.steps[0]?.event);
      await page.goto(`/dashboard/details?offerId=${input.offerId}`);
      return;
    }
    // The dashboard's Notifications link leads there. The navigation's unread badge reads the same
    // list on the dashboard: a fault is armed once that read has had its answer, for the page's own.
    const badge = page.waitForResponse(
      (answer) => answer.request().method() === 'GET' && answer.url().endsWith('/v1/application/notification'),
    );
    await page.goto('/dashboard');
    await badge;
    await arrange(page, path.steps[0]?.event);
    await page.locator('#main').getByRole('link', { name: 'Notifications', exact: true }).click();
  },
  states: {
    routing: async () => {},
    'notifications.loading': async ({ page }: BrowserContext) => {
      await expect(page).toHaveURL(/\/dashboard\/notification$/);
    },
    'notifications.failed': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'We could not load your notifications')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    },
    'notifications.empty': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'Notifications')).toBeVisible();
      await expect(page.getByText('You have no notifications yet.')).toBeVisible();
    },
    'notifications.list.idle': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'Notifications')).toBeVisible();
      const list = page.getByRole('list', { name: 'Your notifications' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      // Newest first: the fee was seeded after the drawdown.
      await expect(list.getByRole('heading', { level: 2 })).toHaveText([
        /^(Unread: )?Processing fee waiting$/,
        /^(Unread: )?Credit line used$/,
      ]);
      await expect(feeItem(page).getByRole('link', { name: 'Pay the processing fee' })).toHaveAttribute(
        'href',
        '/dashboard/processing-fee',
      );
      // The count said is the count of unread ones, each with its own Mark as read.
      const marks = page.getByRole('button', { name: /^Mark as read/ });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const unread = await marks.count();
      const summary = page.getByRole('status').filter({ hasText: /unread|All read/ });
      await expect(summary).toHaveText(unread === 0 ? 'All read' : `${unread} unread`);
      const alert = page.getByRole('alert');
      if ((await alert.count()) > 0) await expect(alert).toHaveText(MARK_FAILED);
    },
    'notifications.list.marking': async ({ page }: BrowserContext) => {
      // The mark's answer may already be in: the page is the list either way, never a failure.
      await expect(page.getByRole('list', { name: 'Your notifications' })).toBeVisible();
    },
    'offer.loading': async ({ page }: BrowserContext) => {
      await expect(page).toHaveURL(/\/dashboard\/details\?offerId=flat500$/);
    },
    'offer.failed': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'We could not load this offer')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
    },
    'offer.shown': async ({ page }: BrowserContext) => {
      await expect(heading(page, '₹500 off your processing fee')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Terms' }).getByRole('listitem')).toHaveText([
        'Use the code FLAT500 when you pay your processing fee.',
        'It takes ₹500 off your fee of ₹2,000, so you pay ₹1,500 plus GST on that.',
        'You can use it once, until 31 Dec 2099.',
      ]);
      await expect(page.getByRole('button', { name: 'Use this offer' })).toBeEnabled();
    },
    'offer.gone': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'This offer is no longer available')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(page.getByRole('button', { name: 'Use this offer' })).toHaveCount(0);
    },
    applying: async ({ page }: BrowserContext) => {
      await expect(page).toHaveURL(/\/dashboard\/processing-fee$/);
      await expect(heading(page, 'Processing fee')).toBeVisible();
    },
  },
  events: {
    RETRY: async ({ page, next }) => {
      await arrange(page, next);
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    MARK_READ: async ({ page, next }) => {
      await arrange(page, next);
      const mark = feeItem(page).getByRole('button', { name: 'Mark as read: Processing fee waiting' });
      const readTitle = feeItem(page).getByRole('heading', { name: 'Processing fee waiting', exact: true });
      if ((await readTitle.count()) > 0) {
        // Already read: the machine refuses a second mark, and the page offers none.
        await expect(mark).toHaveCount(0);
        return;
      }
      await mark.click();
      if (next?.type === 'xstate.done.actor.markRead') {
        await expect(mark).toHaveCount(0);
        await expect(readTitle).toBeVisible();
        // The button that had focus is gone: focus stays on this notification.
        await expect(readTitle).toBeFocused();
      }
      if (next?.type === 'xstate.error.actor.markRead') {
        await expect(page.getByRole('alert')).toHaveText(MARK_FAILED);
        await expect(mark).toBeEnabled();
      }
    },
    APPLY: async ({ page }) => page.getByRole('button', { name: 'Use this offer' }).click(),
  },
  builtIns: {
    'xstate.done.actor.getNotifications': async () => {},
    'xstate.error.actor.getNotifications': async () => {},
    'xstate.done.actor.markRead': async () => {},
    'xstate.error.actor.markRead': async () => {},
    'xstate.done.actor.getOffers': async () => {},
    'xstate.error.actor.getOffers': async () => {},
  },
};

runBrowserPaths(test, dashboardPagesMachine, handlers, {
  events: dashboardPagesEvents,
  inputs: INPUTS,
  serializeState: serializePagesState,
  reduce: 'walks',
});
