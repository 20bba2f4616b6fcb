import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { GSTIN_STATUS_PATH, gstinStatusMachine } from '../../../machines/onboarding/gstin-status.machine.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import type { Gate } from '../support/gate.ts';
import { GSTIN } from '../../fixtures/applicant.ts';
import { openAt } from '../support/onboarding-session.ts';
import { GSTIN_STATUS_FAULT, gstinStatusEvents } from '../../support/events/gstin-status-events.ts';

// Browser paths of the /gstin-verification page (Home layout): the status read is held at a
// gate so the loader is seen, then answered by the sandbox for an applicant whose business
// profile has a GSTIN, or failed by a sandbox fault so Retry can read again.

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

const PHONE = '9100000301';
const STATUS_PATH = '/v1/gstin/gstin-verification-status';

const gates = new WeakMap<Page, Gate>();
function statusGate(page: Page): Gate {
  const held = gates.get(page);
  if (!held) throw new Error('open() did not start this path');
  return held;
}

const heading = (page: Page) => page.getByRole('heading', { name: 'GSTIN verification' });

const handlers: BrowserHandlers<typeof gstinStatusMachine> = {
  async open({ page }) {
    gates.set(page, await gate(page, 'GET', STATUS_PATH));
    await openAt(page, page.request, { phone: PHONE, seed: 'gstin', path: GSTIN_STATUS_PATH });
  },
  states: {
    async loading({ page }) {
      await expect(page).toHaveURL(new RegExp(`${GSTIN_STATUS_PATH}$`));
      // The page's own read is what is held (not the session's home load before it).
      await expect.poll(() => statusGate(page).held, { intervals: [50] }).toBe(1);
      await expect(page.getByRole('status').filter({ hasText: 'Please wait while we fetch' })).toBeVisible();
      await expect(heading(page)).toHaveCount(0);
    },
    async shown({ page }) {
      await expect(heading(page)).toBeVisible();
      const facts = page.getByRole('definition');
      await expect(facts).toHaveText([GSTIN, 'Not verified yet', 'Regular']);
      await expect(page.getByRole('link', { name: 'Verify your GSTIN' })).toHaveAttribute(
        'href',
        '/signup/additional-info',
      );
      await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectAccessible(page, 'gstinStatus shown');
    },
    async failed({ page }) {
      await expect(heading(page)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(GSTIN_STATUS_FAULT);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expectAccessible(page, 'gstinStatus failed');
    },
  },
  events: {
    async RETRY({ page }) {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
  },
  builtIns: {
    async 'xstate.done.actor.loadStatus'({ page }) {
      await statusGate(page).release();
    },
    async 'xstate.error.actor.loadStatus'({ page, sandbox }) {
      // The client tries a GET three times before the failure is shown.
      await sandbox.addFault({
        method: 'GET',
        path: STATUS_PATH,
        status: 500,
        times: 3,
        body: { error: { code: 'EPL-50000', message: GSTIN_STATUS_FAULT } },
      });
      for (let attempt = 0; attempt < 3; attempt += 1) await statusGate(page).release();
    },
  },
};

runBrowserPaths(test, gstinStatusMachine, handlers, {
  name: 'gstinStatus',
  events: gstinStatusEvents,
  reduce: 'walks',
});
