import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { axeViolations } from '../support/axe.ts';
import { expectClean, sweep } from '../support/screen-sweep.ts';
import { expectLayoutClean, layoutSweep } from '../support/layout-sweep.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserHandlers } from '../support/browser-runner.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { putCustomer } from '../support/sandbox-client.ts';
import { testPhone } from '../support/test-identity.ts';
import { offersAndTermsMachine } from '../../../machines/offers-and-terms/offers-and-terms.machine.ts';
import type { OffersAndTermsInput } from '../../../machines/offers-and-terms/types.ts';
import {
  INPUTS,
  LOAD_FAILED,
  OFFERS,
  TERMS,
  offersAndTermsEvents,
  serializeOffersAndTermsState,
} from '../../support/events/offers-and-terms-events.ts';

// Browser paths of the offers-and-terms journey: the covering subset of the plan replayed in the
// built app against the sandbox. Each path seeds its own customer through the control API at what
// its first answer plans (a processing fee due makes the coupon offers; terms taken back after the
// login leave none on record), logs in and opens the page by its address. Failures are faults
// armed before the call that meets them. Each settled page gets the screen checks every built
// screen gets (axe, the words and layout sweeps), at the same widths.

const PHONE = '9123400861';

type Seed = { fee?: number; termsTakenBack?: boolean };

const SEEDS: Record<string, Seed> = {
  [JSON.stringify(OFFERS.some)]: { fee: 2000 },
  [JSON.stringify(OFFERS.none)]: {},
  [JSON.stringify(TERMS.accepted)]: {},
  [JSON.stringify(TERMS.none)]: { termsTakenBack: true },
};

const READS = {
  'xstate.error.actor.getOffers': '/v1/offers',
  'xstate.error.actor.getAcceptedTerms': '/v1/customer/tnc',
} as const;

/** Arms the failure the next planned step meets: a read is tried three times (the client retries a GET twice). */
async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  const path = next ? READS[next.type as keyof typeof READS] : undefined;
  if (!path) return;
  const armed = await page.request.post('/__sandbox/faults', {
    data: { method: 'GET', path, status: 500, times: 3, body: { error: { code: 'EPL-50000', message: LOAD_FAILED } } },
  });
  expect(armed.ok()).toBe(true);
}

async function customer(page: Page, seed: Seed): Promise<void> {
  await seedApplicant(page.request, PHONE, { status: 'initiated', firstName: 'Asha' });
  if (seed.fee) {
    const fee = await page.request.put(`/__sandbox/customers/${testPhone(PHONE)}/processing-fee`, {
      data: { amount: seed.fee },
    });
    expect(fee.ok()).toBe(true);
  }
  await logInThroughApi(page, page.request, PHONE);
  if (seed.termsTakenBack) await putCustomer(page.request, PHONE, { tncAccepted: false });
}

/**
 * The checks tests/browser/screen-checks.spec.ts gives every built screen, at its four widths: axe
 * (WCAG 2.1 A and AA) on a phone and a desktop, the words sweep on the narrow phones and the layout
 * sweep at all four. The page is left at the phone's width.
 */
async function accessible(page: Page): Promise<void> {
  const widths = [
    { width: 320, check: 'sweep' },
    { width: 412, check: 'sweep' },
    { width: 1280, check: 'axe' },
    { width: 390, check: 'axe' },
  ] as const;
  for (const { width, check } of widths) {
    await page.setViewportSize({ width, height: 844 });
    if (check === 'axe') expect(await axeViolations(page)).toEqual([]);
    else expectClean(await sweep(page), `${width} px`);
    expectLayoutClean(await layoutSweep(page), `${width} px`);
  }
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const back = (page: Page) => page.getByRole('link', { name: 'Back to the dashboard' });

async function failed(page: Page, title: string): Promise<void> {
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
  await expect(back(page)).toHaveAttribute('href', '/dashboard');
  await accessible(page);
}

const handlers: BrowserHandlers<typeof offersAndTermsMachine> = {
  async open({ page, path }) {
    const input = path.input as OffersAndTermsInput;
    const first = path.steps.find((step) => step.event.type.startsWith('xstate.done.actor.get'));
    // A path that ends before any answer (a failed read, Retry) needs no data.
    const seed = first ? SEEDS[JSON.stringify((first.event as { output?: unknown }).output)] : {};
    expect(seed).toBeDefined();
    await customer(page, seed!);
    await arrange(page, path.steps[0]?.event);
    await page.goto(input.page === 'offers' ? '/offers' : '/terms');
  },
  states: {
    routing: async () => {},
    'offers.loading': async ({ page }: BrowserContext) => {
      await expect(page).toHaveURL(/\/offers$/);
    },
    'offers.failed': async ({ page }: BrowserContext) => failed(page, 'We could not load your offers'),
    'offers.empty': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'Your offers')).toBeVisible();
      await expect(page.getByText('No offers right now.')).toBeVisible();
      await expect(back(page)).toHaveAttribute('href', '/dashboard');
      await accessible(page);
    },
    'offers.list': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'Your offers')).toBeVisible();
      const list = page.getByRole('list', { name: 'Your offers' });
      await expect(list.getByRole('heading', { level: 2 })).toHaveText([
        '50% off your processing fee',
        '₹500 off your processing fee',
        'No processing fee to pay',
      ]);
      await expect(list.getByRole('listitem').first()).toContainText('Code FEE50 · until 31 Dec 2099');
      await accessible(page);
      // The way on: an offer's details, the dashboard's offer page.
      await list.getByRole('link', { name: 'See the details: ₹500 off your processing fee' }).click();
      await expect(page).toHaveURL(/\/dashboard\/details\?offerId=flat500$/);
      await expect(heading(page, '₹500 off your processing fee')).toBeVisible();
    },
    'terms.loading': async ({ page }: BrowserContext) => {
      await expect(page).toHaveURL(/\/terms$/);
    },
    'terms.failed': async ({ page }: BrowserContext) => failed(page, 'We could not load your terms'),
    'terms.empty': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'Terms you accepted')).toBeVisible();
      await expect(page.getByText('No accepted terms on record yet.')).toBeVisible();
      await accessible(page);
    },
    'terms.list': async ({ page }: BrowserContext) => {
      await expect(heading(page, 'Terms you accepted')).toBeVisible();
      const [accepted] = TERMS.accepted.terms;
      const item = page.getByRole('list', { name: 'Terms you accepted' }).getByRole('listitem');
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(accepted!.title);
      await expect(item).toContainText(
        new RegExp(`Version ${accepted!.tncId}, accepted on \\d{2} [A-Z][a-z]{2} \\d{4}`),
      );
      const read = item.getByRole('link', { name: 'Read the terms (opens in a new tab)' });
      await expect(read).toHaveAttribute('href', accepted!.link);
      expect((await page.request.get(accepted!.link)).status()).toBe(200);
      await expect(back(page)).toHaveAttribute('href', '/dashboard');
      await accessible(page);
    },
  },
  events: {
    RETRY: async ({ page, next }) => {
      await arrange(page, next);
      await page.getByRole('button', { name: 'Retry' }).click();
    },
  },
  builtIns: {
    'xstate.done.actor.getOffers': async () => {},
    'xstate.error.actor.getOffers': async () => {},
    'xstate.done.actor.getAcceptedTerms': async () => {},
    'xstate.error.actor.getAcceptedTerms': async () => {},
  },
};

runBrowserPaths(test, offersAndTermsMachine, handlers, {
  events: offersAndTermsEvents,
  inputs: INPUTS,
  serializeState: serializeOffersAndTermsState,
  reduce: 'walks',
});
