import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { axeViolations } from '../support/axe.ts';
import { expectClean, sweep } from '../support/screen-sweep.ts';
import { expectLayoutClean, layoutSweep } from '../support/layout-sweep.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserHandlers } from '../support/browser-runner.ts';
import { FRIENDS, referrer } from '../support/refer-and-earn-session.ts';
import { referAndEarnMachine } from '../../../machines/refer-and-earn/refer-and-earn.machine.ts';
import type { ReferralsRead, ShareOutcome } from '../../../machines/refer-and-earn/types.ts';
import {
  LINK_FAILED,
  LOAD_FAILED,
  READS,
  referAndEarnEvents,
  serializeReferAndEarnState,
} from '../../support/events/refer-and-earn-events.ts';

// Browser paths of the refer-and-earn journey: the covering walks of the plan replayed in the built
// app against the sandbox. Each walk seeds an active borrower at what its first answer plans (three
// people joined with the code and the link made, or nobody and no link yet), logs in and opens the
// page. Failures are faults armed before the call that meets them; the share sheet and the
// clipboard are the page's own stand-ins (addInitScript), told before each Share what to do, and
// they record what they were given. Settled pages get the screen checks every built screen gets.

const PHONE = '9123400871';

/** What the stand-ins do on the next Share: share, closed sheet, refused sheet (copy), refused copy too. */
type Mode = 'share' | 'cancel' | 'refuse' | 'refuseBoth';

declare global {
  interface Window {
    __shareMode?: Mode;
    __shared?: unknown[];
    __copied?: string[];
  }
}

async function standIns(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shared = [];
    window.__copied = [];
    const refusal = (name: string) => new DOMException('refused', name);
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        const mode = window.__shareMode ?? 'share';
        if (mode === 'cancel') throw refusal('AbortError');
        if (mode !== 'share') throw refusal('NotAllowedError');
        window.__shared!.push(data);
      },
    });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          if (window.__shareMode === 'refuseBoth') throw refusal('NotAllowedError');
          window.__copied!.push(text);
        },
      },
    });
  });
}

const MODES: Record<ShareOutcome, Mode> = { shared: 'share', cancelled: 'cancel', copied: 'refuse' };

/** Tells the stand-ins what the next Share meets, and arms the fault the next call meets. */
async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  if (!next) return;
  if (next.type === 'xstate.done.actor.shareLink') {
    const mode = MODES[(next as AnyEventObject & { output: ShareOutcome }).output];
    await page.evaluate((m) => (window.__shareMode = m), mode);
  }
  if (next.type === 'xstate.error.actor.shareLink') await page.evaluate(() => (window.__shareMode = 'refuseBoth'));
  const faults: Record<string, { method: string; path: string; times: number; message: string }> = {
    // A read is tried three times (the client retries a GET twice).
    'xstate.error.actor.loadReferrals': {
      method: 'GET',
      path: '/v1/customer/referrals',
      times: 3,
      message: LOAD_FAILED,
    },
    'xstate.error.actor.makeShortLink': {
      method: 'PATCH',
      path: '/v3/webflow/short-referral',
      times: 1,
      message: LINK_FAILED,
    },
  };
  const fault = faults[next.type];
  if (!fault) return;
  const armed = await page.request.post('/__sandbox/faults', {
    data: {
      method: fault.method,
      path: fault.path,
      status: 503,
      times: fault.times,
      body: { error: { code: 'EPL-50300', message: fault.message } },
    },
  });
  expect(armed.ok()).toBe(true);
}

/** axe on a phone and a desktop, the words sweep on a narrow phone, the layout sweep at each. */
async function accessible(page: Page): Promise<void> {
  const widths = [
    { width: 320, check: 'sweep' },
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
const shareButton = (page: Page) => page.getByRole('button', { name: 'Share your link' });
const linkBox = (page: Page) => page.getByTestId('referral-link');

/** What the first read planned: three referrals, or none. */
const referredIn = (context: BrowserContext): boolean => {
  const first = context.path.steps.find((step) => step.event.type === 'xstate.done.actor.loadReferrals');
  return (first?.event as { output?: ReferralsRead } | undefined)?.output === READS.referred;
};

const checked = new WeakSet<object>();

/** How many of a walk's steps were taken: an answer that leads straight to a call needs its fault armed first. */
const taken = new WeakMap<object, number>();

/**
 * Arms what the steps after the one taken now meet: the next, and the one after when the next is
 * the read's answer (a code without a link asks for one at once, before any handler runs again).
 */
async function arrangeAfter(context: BrowserContext): Promise<void> {
  const index = taken.get(context.path) ?? 0;
  taken.set(context.path, index + 1);
  const { steps } = context.path;
  await arrange(context.page, steps[index + 1]?.event);
  if (steps[index + 1]?.event.type === 'xstate.done.actor.loadReferrals') {
    await arrange(context.page, steps[index + 2]?.event);
  }
}

const handlers: BrowserHandlers<typeof referAndEarnMachine> = {
  async open(context) {
    const { page, path } = context;
    await standIns(page);
    await referrer(page, PHONE, { referred: referredIn(context) });
    taken.set(path, 0);
    await arrange(page, path.steps[0]?.event);
    if (path.steps[0]?.event.type === 'xstate.done.actor.loadReferrals') await arrange(page, path.steps[1]?.event);
    await page.goto('/refer-and-earn');
  },
  states: {
    loading: async ({ page }) => {
      await expect(page).toHaveURL(/\/refer-and-earn$/);
    },
    failed: async ({ page }) => {
      await expect(heading(page, 'We could not load your referrals')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
      await accessible(page);
    },
    linking: async ({ page }) => {
      await expect(heading(page, 'Refer and earn')).toBeVisible();
    },
    linkFailed: async ({ page }) => {
      await expect(page.getByRole('alert').filter({ hasText: LINK_FAILED })).toContainText(
        'We could not make your link.',
      );
      await expect(page.getByText(/^[2-9A-Z]{8}$/)).toBeVisible();
      await expect(shareButton(page)).toHaveCount(0);
      await accessible(page);
    },
    'ready.idle': async (context) => {
      const { page, path } = context;
      await expect(heading(page, 'Refer and earn')).toBeVisible();
      await expect(linkBox(page)).toHaveText(/^http:\/\/localhost:\d+\/v1\/webflow\/r\/[2-9A-Z]{10}$/);
      await expect(shareButton(page)).toBeEnabled();
      const list = page.getByRole('list', { name: 'Your referrals' });
      if (referredIn(context)) {
        await expect(list.getByRole('listitem')).toHaveCount(FRIENDS.length);
        await expect(list.getByRole('listitem').filter({ hasText: 'Ravi' })).toContainText(
          'Confirmed: you earned ₹500',
        );
        await expect(list.getByRole('listitem').filter({ hasText: 'Meena' })).toContainText('Pending');
        await expect(list.getByRole('listitem').filter({ hasText: 'Kabir' })).toContainText(
          'Not eligible: Their application was not approved',
        );
        await expect(list.getByRole('listitem').filter({ hasText: 'Kabir' })).toContainText('Phone XXXXXX3305');
        await expect(page.getByText('You have earned ₹500 from 1 confirmed referral.')).toBeVisible();
      } else {
        await expect(page.getByText('No referrals yet.')).toBeVisible();
      }
      // The settled page's checks once a walk (a return after a closed sheet draws the same page).
      if (!checked.has(path)) {
        checked.add(path);
        await accessible(page);
      }
    },
    'ready.sharing': async ({ page }) => {
      await expect(page).toHaveURL(/\/refer-and-earn$/);
    },
    'ready.told': async ({ page }) => {
      const status = page.getByRole('status').filter({ hasText: /^(Shared|Copied)\./ });
      await expect(status).toBeVisible();
      const link = await linkBox(page).textContent();
      const [shared, copied] = await page.evaluate(() => [window.__shared ?? [], window.__copied ?? []]);
      const said = await status.textContent();
      if (said?.startsWith('Shared')) expect(shared.at(-1)).toMatchObject({ url: link });
      else expect(copied.at(-1)).toBe(link);
    },
    'ready.copyFailed': async ({ page }) => {
      await expect(page.getByRole('alert').filter({ hasText: 'We could not copy the link.' })).toBeVisible();
      await expect(linkBox(page)).toBeVisible();
    },
  },
  events: {
    RETRY: async (context) => {
      await arrangeAfter(context);
      await context.page.getByRole('button', { name: 'Retry' }).click();
    },
    RETRY_LINK: async (context) => {
      await arrangeAfter(context);
      await context.page.getByRole('button', { name: 'Try the link again' }).click();
    },
    SHARE: async (context) => {
      await arrangeAfter(context);
      await shareButton(context.page).click();
    },
  },
  builtIns: {
    // Each answer only counts its step: what follows it was armed before the call it answers.
    'xstate.done.actor.loadReferrals': async (context) =>
      void taken.set(context.path, (taken.get(context.path) ?? 0) + 1),
    'xstate.error.actor.loadReferrals': async (context) => arrangeAfter(context),
    'xstate.done.actor.makeShortLink': async (context) => arrangeAfter(context),
    'xstate.error.actor.makeShortLink': async (context) => arrangeAfter(context),
    'xstate.done.actor.shareLink': async (context) => arrangeAfter(context),
    'xstate.error.actor.shareLink': async (context) => arrangeAfter(context),
  },
};

runBrowserPaths(test, referAndEarnMachine, handlers, {
  events: referAndEarnEvents,
  serializeState: serializeReferAndEarnState,
  reduce: 'walks',
});
