import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { testPhone } from '../support/test-identity.ts';
import { provideRewards } from '../../../src/journeys/rewards/provide.ts';
import type { RewardsInput } from '../../../machines/rewards/types.ts';
import {
  INPUTS,
  SCHEME_ID,
  SERVER_FAULT,
  rewardsEvents,
  serializeRewardsState,
  userCanSend,
} from '../../support/events/rewards-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';

// Browser paths of the rewards chart (ADR 054): the covering walks of its plan replayed in the built
// app against the sandbox. Each walk seeds an active borrower (joined with a referral code when the
// walk plans the welcome reward in the statement, else none: the empty statement), logs in and opens
// the walk's address. Failures are faults armed by the step before the call.

const PHONE = '9123405421';

const machine = provideRewards(plannedApiClient());

const errorBody = { error: { code: 'EPL-50000', message: SERVER_FAULT } };

async function fault(page: Page, path: string, times: number): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', {
    data: { method: 'GET', path, status: 500, times, body: errorBody },
  });
  expect(response.ok()).toBe(true);
}

/** Arms what the next planned step needs from the sandbox before the call that produces it. */
async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  // A read the sandbox fails is tried three times (the client retries a read twice).
  if (next?.type === 'xstate.error.actor.getRewards') return fault(page, '/v1/rewards', 3);
  if (next?.type === 'xstate.error.actor.getScheme') return fault(page, '/v1/rewards/*', 3);
}

const referred = (context: BrowserContext) =>
  context.path.steps.some((step) => JSON.stringify(step.event).includes('the welcome reward'));

const ADDRESS: Record<RewardsInput['place'], string> = {
  landing: '/rewards',
  statement: '/rewards/statement',
  schemes: '/rewards/schemes',
  details: '/rewards/schemes',
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
  (address: string | RegExp, name: string | RegExp) =>
  async ({ page }: BrowserContext) => {
    await expect(page).toHaveURL(typeof address === 'string' ? new RegExp(`${address}$`) : address);
    await heading(page, name);
  };

const noCheck = async () => {};

const click = (name: string | RegExp) => async (context: BrowserEventContext) => {
  await arrange(context.page, context.next);
  await context.page.getByRole('button', { name }).first().click();
};

const handlers: BrowserHandlers<typeof machine> = {
  async open(context) {
    const { page, path } = context;
    const input = path.input as RewardsInput;
    await seedApplicant(page.request, PHONE, {
      status: 'initiated',
      firstName: 'Asha',
      referrerCode: referred(context) ? 'ASHA100' : null,
    });
    const line = await page.request.put(`/__sandbox/customers/${testPhone(PHONE)}/credit-account`, {
      data: { creditLimit: 500000 },
    });
    expect(line.ok()).toBe(true);
    await logInThroughApi(page, page.request, PHONE);
    await arrange(page, path.steps[0]?.event);
    const scheme = input.schemeId === null ? '' : `/${input.schemeId}`;
    await page.goto(`${ADDRESS[input.place]}${scheme}`);
  },
  states: {
    loading: noCheck,
    failed: async ({ page }) => heading(page, 'We could not load your rewards'),
    routing: noCheck,
    statement: async (context) => {
      await onScreen('/rewards/statement', 'Your reward points')(context);
      const { page } = context;
      if (referred(context)) {
        await expect(page.getByText('500 points', { exact: true }).first()).toBeVisible();
        await expect(page.getByText('Welcome reward for joining with a referral code')).toBeVisible();
      } else {
        await expect(page.getByText('No reward points yet.')).toBeVisible();
      }
    },
    schemes: onScreen('/rewards/schemes', 'Reward schemes'),
    'details.checking': noCheck,
    'details.reading': noCheck,
    'details.failed': onScreen(/\/rewards\/schemes\/[a-z-]+$/, 'We could not load this scheme'),
    'details.unknown': onScreen(/\/rewards\/schemes\/[a-z-]+$/, 'We do not run this scheme'),
    'details.shown': async (context) => {
      await onScreen(`/rewards/schemes/${SCHEME_ID}`, 'Pay suppliers, earn points')(context);
      await expect(context.page.getByText('At most 500 points for one payment.')).toBeVisible();
    },
  },
  events: {
    RETRY: click(/^Retry$/),
    OPEN_SCHEMES: click('How to earn points'),
    OPEN_STATEMENT: click('Your points'),
    VIEW_SCHEME: click('See the terms of Pay suppliers, earn points'),
    BACK: click('All reward schemes'),
    'xstate.route': async ({ page, event, next }) => {
      await arrange(page, next);
      const to = String(event['to']).slice(1) as 'statement' | 'schemes';
      await popTo(page, ADDRESS[to]);
    },
  },
  builtIns: Object.fromEntries(
    [
      'xstate.done.actor.getRewards',
      'xstate.error.actor.getRewards',
      'xstate.done.actor.getScheme',
      'xstate.error.actor.getScheme',
    ].map((type) => [type, async (context: BrowserEventContext) => arrange(context.page, context.next)]),
  ),
};

runBrowserPaths(test, machine, handlers, {
  events: rewardsEvents,
  inputs: INPUTS,
  serializeState: serializeRewardsState,
  filterEvents: userCanSend,
  limit: 100_000,
  reduce: 'walks',
});
