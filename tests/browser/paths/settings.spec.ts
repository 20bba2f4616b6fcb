import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { axeViolations } from '../support/axe.ts';
import { expectClean, sweep } from '../support/screen-sweep.ts';
import { expectLayoutClean, layoutSweep } from '../support/layout-sweep.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { settingsCustomer } from '../support/settings-session.ts';
import { settingsMachine } from '../../../machines/settings/settings.machine.ts';
import { LOAD_FAILED, serializeSettingsState, settingsEvents } from '../../support/events/settings-events.ts';

// Browser paths of the settings journey: the covering walks of its plan replayed in the built app
// against the sandbox. Each walk seeds a customer who gave the WhatsApp consent, logs in and opens
// /setting; its changes are the sandbox's (a walk's later answers are what its earlier changes
// left). Failures are faults armed by the step before the call that meets them. Each page state
// worth seeing gets axe at a phone and a desktop width and the words and layout sweeps.

const PHONE = '9123400891';

const errorBody = { error: { code: 'EPL-50000', message: LOAD_FAILED } };

/** The call each planned failure meets: a read is tried three times (the client retries a GET twice). */
const FAULTS: Record<string, { method: string; path: string; times: number }> = {
  'xstate.error.actor.getSettings': { method: 'GET', path: '/v1/customer/preferences', times: 3 },
  'xstate.error.actor.saveLanguage': { method: 'PUT', path: '/v1/customer/preferences/language', times: 1 },
  'xstate.error.actor.saveChannel': { method: 'PUT', path: '/v1/customer/preferences/channels/email', times: 1 },
  'xstate.error.actor.withdrawConsent': { method: 'POST', path: '/v1/customer/consents/whatsapp/withdraw', times: 1 },
};

async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  const fault = next ? FAULTS[next.type] : undefined;
  if (!fault) return;
  const armed = await page.request.post('/__sandbox/faults', { data: { ...fault, status: 500, body: errorBody } });
  expect(armed.ok()).toBe(true);
}

/** axe at a phone and a desktop width, the words sweep on the narrow phones, the layout sweep at all four. */
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

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const channel = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });
const consentRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Withdraw your WhatsApp consent?' });
const alertSaying = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

let checkedReady = false;

const noCheck = async () => {};

const handlers: BrowserHandlers<typeof settingsMachine> = {
  async open({ page, path }) {
    await settingsCustomer(page, PHONE);
    await arrange(page, path.steps[0]?.event);
    await page.goto('/setting');
  },
  states: {
    'setting.loading': async ({ page }) => expect(page).toHaveURL(/\/setting$/),
    'setting.failed': async ({ page }) => {
      await heading(page, 'We could not load your settings');
      await expect(alertSaying(page, LOAD_FAILED)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
      await accessible(page);
    },
    'setting.ready.idle': async ({ page }) => {
      await heading(page, 'Settings');
      await expect(dialog(page)).toHaveCount(0);
      await expect(channel(page, 'SMS')).toBeEnabled();
      await expect(page.getByRole('link', { name: 'Terms you accepted' })).toHaveAttribute('href', '/terms');
      await expect(page.getByText(/^Saakh version 1\.45\.18 \(build [\w.-]+\)$/)).toBeVisible();
      // <html lang> names the language the page is written in: English until Hindi screens exist.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      if (!checkedReady) {
        checkedReady = true;
        await accessible(page);
      }
    },
    // In flight for a moment only; what they show is checked by their answers' steps.
    'setting.ready.savingLanguage': noCheck,
    'setting.ready.savingChannel': noCheck,
    'setting.ready.withdrawing': noCheck,
    'setting.ready.confirming': async ({ page }) => {
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText('We stop sending you WhatsApp messages.');
      await accessible(page);
    },
  },
  events: {
    RETRY: async ({ page, next }) => {
      await arrange(page, next);
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    CHOOSE_LANGUAGE: async ({ page, next }) => {
      await arrange(page, next);
      await page.getByRole('radio', { name: 'हिन्दी (Hindi)' }).click();
    },
    SET_CHANNEL: async ({ page, next }) => {
      await arrange(page, next);
      await channel(page, 'Email').click();
    },
    WITHDRAW: async ({ page }) => {
      await consentRow(page, 'WhatsApp messages').getByRole('button', { name: 'Withdraw: WhatsApp messages' }).click();
    },
    CONFIRM_WITHDRAW: async ({ page, next }) => {
      await arrange(page, next);
      await dialog(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
    },
    KEEP_CONSENT: async ({ page }) => {
      await dialog(page).getByRole('button', { name: 'Keep it' }).click();
      await expect(dialog(page)).toHaveCount(0);
    },
  },
  builtIns: {
    'xstate.done.actor.getSettings': async ({ page, next }) => {
      await expect(consentRow(page, 'WhatsApp messages')).toContainText(/Given on \d{2} [A-Z][a-z]{2} \d{4}/);
      await expect(consentRow(page, 'Credit bureau checks')).toContainText(/Given on/);
      await expect(consentRow(page, 'DigiLocker')).toContainText('Not given');
      await arrange(page, next);
    },
    'xstate.error.actor.getSettings': noCheck,
    'xstate.done.actor.saveLanguage': async ({ page, next }) => {
      await expect(page.getByRole('radio', { name: 'हिन्दी (Hindi)' })).toBeChecked();
      await expect(page.getByText(/Screens in Hindi are coming soon/)).toBeVisible();
      await arrange(page, next);
    },
    'xstate.error.actor.saveLanguage': async ({ page, next }) => {
      await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
      await expect(alertSaying(page, `We could not change the language: ${LOAD_FAILED}`)).toBeVisible();
      await arrange(page, next);
    },
    'xstate.done.actor.saveChannel': async ({ page, next }) => {
      await expect(channel(page, 'Email')).toHaveAttribute('aria-checked', 'false');
      await arrange(page, next);
    },
    'xstate.error.actor.saveChannel': async ({ page, next }) => {
      // Unchanged, with the sentence beside it.
      await expect(channel(page, 'Email')).toHaveAttribute('aria-checked', 'true');
      await expect(alertSaying(page, `We could not change Email: ${LOAD_FAILED}`)).toBeVisible();
      await arrange(page, next);
    },
    'xstate.done.actor.withdrawConsent': async ({ page, next }: BrowserEventContext) => {
      await expect(consentRow(page, 'WhatsApp messages')).toContainText(/Withdrawn on \d{2} [A-Z][a-z]{2} \d{4}/);
      await expect(channel(page, 'WhatsApp')).toHaveAttribute('aria-checked', 'false');
      await arrange(page, next);
    },
    'xstate.error.actor.withdrawConsent': async ({ page }: BrowserContext) => {
      await expect(dialog(page).getByRole('alert')).toHaveText(LOAD_FAILED);
    },
  },
};

runBrowserPaths(test, settingsMachine, handlers, {
  events: settingsEvents,
  serializeState: serializeSettingsState,
  reduce: 'walks',
});
