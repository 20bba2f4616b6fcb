import { expect, test } from '../support/test.ts';
import { bankTransfersMachine } from '../../../machines/mandate/bank-transfers.machine.ts';
import { BANK_TRANSFERS } from '../../../src/journeys/mandate/screens/mandate-copy.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { pageRuns } from '../support/page-runs.ts';
import { faultBody } from '../support/post-approval-children.ts';
import { testPhone } from '../support/test-identity.ts';
import { BANK_TRANSFERS_FAULT, bankTransfersEvents } from '../../support/events/bank-transfers-events.ts';

// Browser paths of 'A/C details for bank transfers' (the legacy /va-accounts): an applicant whose
// loan the lender approved opens the old address, the account read is held at a gate so the loader is seen, then
// answered (each detail copied from its button), or failed by a fault so Retry reads again.

const PHONE = '9100000414';
const VA_PATH = '/v1/va-details';

const runs = pageRuns<{ read: Gate }>();

const handlers: BrowserHandlers<typeof bankTransfersMachine> = {
  async open({ page }) {
    await seedApplicant(page.request, PHONE, {
      status: 'opsApproved',
      latestLoanId: `loan-${testPhone(PHONE)}`,
      bestApprovedAmount: 300000,
    });
    await logInThroughApi(page, page.request, PHONE);
    runs.set(page, { read: await gate(page, 'GET', VA_PATH) });
    await page.goto('/va-accounts');
  },
  states: {
    async loading({ page }) {
      await expect(page).toHaveURL(/\/signup\/redirect-mandate\?mode=bank-transfers&/);
      await expect.poll(() => runs.of(page).read.held, { intervals: [50] }).toBe(1);
      await expect(page.getByRole('status').filter({ hasText: BANK_TRANSFERS.loading[0] })).toBeVisible();
    },
    async shown({ page }) {
      await expect(page.getByRole('heading', { level: 1, name: BANK_TRANSFERS.title })).toBeVisible();
      const details = page.getByRole('definition');
      // Each value with its copy button beside it.
      await expect(details).toHaveText([
        /^Arthika Finance Limited\s*Copy$/,
        /^SAAKH\d{10}\s*Copy$/,
        /^YESB0[A-Z0-9]{6}\s*Copy$/,
        /^Yes Bank\s*Copy$/,
      ]);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copy account number' }).click();
      await expect(page.getByText('Account number copied')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^SAAKH\d{10}$/);
      await expect(details.nth(1)).toHaveText(`${copied}Copy`);
      await expect(page.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute('href', '/my-profile');
      await expectAccessible(page, 'bankTransfers shown');
    },
    async failed({ page }) {
      await expect(page.getByRole('heading', { level: 1, name: BANK_TRANSFERS.title })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(BANK_TRANSFERS_FAULT);
      await expect(page.getByRole('link', { name: 'Back to your profile' })).toBeVisible();
      await expectAccessible(page, 'bankTransfers failed');
    },
  },
  events: {
    async RETRY({ page }) {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
  },
  builtIns: {
    async 'xstate.done.actor.loadAccount'({ page }) {
      await runs.of(page).read.release();
    },
    async 'xstate.error.actor.loadAccount'({ page }) {
      // The client tries a GET three times before the failure is shown.
      const armed = await page.request.post('/__sandbox/faults', {
        data: { method: 'GET', path: VA_PATH, status: 500, times: 3, body: faultBody(BANK_TRANSFERS_FAULT) },
      });
      expect(armed.ok()).toBe(true);
      for (let attempt = 0; attempt < 3; attempt += 1) await runs.of(page).read.release();
    },
  },
};

runBrowserPaths(test, bankTransfersMachine, handlers, {
  name: 'bankTransfers',
  events: bankTransfersEvents,
  reduce: 'walks',
});
