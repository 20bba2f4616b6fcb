import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { testPhone } from '../support/test-identity.ts';
import { addFault, advanceSandboxClock, otpOf } from '../support/sandbox-client.ts';
import { provideCards } from '../../../src/journeys/cards/provide.ts';
import type { PaymentCard } from '../../../machines/cards/types.ts';
import { formatMoney } from '../../../rules/money/format.ts';
import type { Paise } from '../../../rules/money/paise.ts';
import {
  NEW_PIN,
  SERVER_FAULT,
  cardsEvents,
  serializeCardsState,
  userCanSend,
} from '../../support/events/cards-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';

// Browser paths of the cards chart (issue 32, ADR 051): the covering walks of its plan replayed in
// the built app against the sandbox. Each walk seeds a borrower with a ₹5,00,000 line (none when its
// read plans no cards), logs in and opens /cards; the sandbox issues the line's card as RBI's rules
// start it. Failures are faults armed by the step before the call; a switch's answer is held for a
// moment so the walk sees it busy, and unchanged, until the lender answers.

const PHONE = '9123400651';
const SWITCH = 'Online payments outside India';
const errorBody = { error: { code: 'EPL-50000', message: SERVER_FAULT } };

const machine = provideCards(plannedApiClient());

type Method = 'GET' | 'POST' | 'PATCH';

/** What each planned answer needs from the sandbox, armed just before the call that meets it. */
const FAULTS: Readonly<Record<string, [Method, string, number]>> = {
  // A read the sandbox fails is tried three times (the client retries a read twice).
  'xstate.error.actor.getCards': ['GET', '/v1/card', 3],
  'xstate.error.actor.sendPinOtp': ['POST', '/v1/card/pin-otp', 1],
  'xstate.error.actor.lockCard': ['PATCH', '/v1/card/lock-unlock', 1],
  'xstate.error.actor.unlockCard': ['PATCH', '/v1/card/lock-unlock', 1],
  'xstate.error.actor.setChannelLimit': ['PATCH', '/v1/card/channel-limit', 1],
};

async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  const type = next?.type ?? '';
  const failure = FAULTS[type];
  if (failure) {
    const [method, path, times] = failure;
    return addFault(page.request, { method, path, status: 500, times, body: errorBody });
  }
  // The switch is held a moment either way, so the walk sees it busy before the answer.
  if (type === 'xstate.done.actor.switchChannel') {
    return addFault(page.request, { method: 'PATCH', path: '/v1/card/channel-status', times: 1, delayMs: 1500 });
  }
  if (type === 'xstate.error.actor.switchChannel') {
    return addFault(page.request, {
      method: 'PATCH',
      path: '/v1/card/channel-status',
      times: 1,
      delayMs: 1500,
      status: 500,
      body: errorBody,
    });
  }
  // A walk may ask for a PIN's code twice: the second waits the 30 s any resend waits, on this test's clock.
  if (type === 'xstate.done.actor.sendPinOtp') return advanceSandboxClock(page.request, 31_000);
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const noCheck = async () => {};

const click =
  (name: string | RegExp) =>
  async ({ page, next }: BrowserEventContext) => {
    await arrange(page, next);
    await page.getByRole('button', { name }).click();
  };

/** The planned answer's card, as the lender will hold it after the call. */
const plannedCard = (event: AnyEventObject) => (event['output'] as { card: PaymentCard }).card;

const onlineAbroad = (card: PaymentCard) =>
  card.channels.find((one) => one.region === 'international' && one.channel === 'online');

const handlers: BrowserHandlers<typeof machine> = {
  async open({ page, path }: BrowserContext) {
    const first = path.steps[0]?.event;
    await seedApplicant(page.request, PHONE, { status: 'initiated', firstName: 'Asha' });
    if (!JSON.stringify(first).includes('no cards')) {
      const line = await page.request.put(`/__sandbox/customers/${testPhone(PHONE)}/credit-account`, {
        data: { creditLimit: 500000 },
      });
      expect(line.ok()).toBe(true);
    }
    await logInThroughApi(page, page.request, PHONE);
    await arrange(page, first);
    await page.goto('/cards');
  },
  states: {
    'myCards.loading': noCheck,
    'myCards.failed': async ({ page }) => {
      await heading(page, 'We could not load your cards');
      await expect(page.getByText(SERVER_FAULT)).toBeVisible();
    },
    'myCards.shown': async ({ page }) => {
      await expect(page).toHaveURL(/\/cards$/);
      await heading(page, 'My cards');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    'myCards.pinEntry': async ({ page }) => {
      await heading(page, /^(Set|Change) your card PIN$/);
      await expect(page.getByLabel('New PIN', { exact: true })).toHaveAttribute('type', 'password');
    },
    'myCards.sendingCode': noCheck,
    'myCards.pinOtp': async ({ page }) => heading(page, 'Confirm your new PIN'),
    'myCards.lockReason': async ({ page }) =>
      expect(page.getByRole('dialog', { name: 'Lock this card for now?' })).toBeVisible(),
    'myCards.locking': noCheck,
    'myCards.unlocking': noCheck,
    // In flight: the switch is busy and still shows what the lender holds.
    'myCards.switching': async ({ page }) => {
      const control = page.getByRole('switch', { name: SWITCH });
      await expect(control).toBeDisabled();
      await expect(control).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByText('Asking the lender…')).toBeVisible();
    },
    'myCards.limitEntry': async ({ page }) =>
      expect(page.getByRole('dialog', { name: 'Limit for online payments outside India' })).toBeVisible(),
    'myCards.savingLimit': noCheck,
  },
  events: {
    RETRY: click(/^Retry$/),
    SET_PIN: click(/^(Set|Change) PIN$/),
    LOCK: click('Lock card'),
    UNLOCK: click('Unlock card'),
    SWITCH: async ({ page, next, event }) => {
      await arrange(page, next);
      const control = page.getByRole('switch', { name: SWITCH });
      await expect(control).toBeChecked({ checked: !event['enabled'] });
      await control.click();
    },
    EDIT_LIMIT: click('Change limit for online payments outside India'),
    PIN_TYPED: async ({ page }) => page.getByLabel('New PIN', { exact: true }).fill(NEW_PIN),
    PIN_AGAIN_TYPED: async ({ page }) => page.getByLabel('Enter the new PIN again').fill(NEW_PIN),
    SUBMIT_PIN: async ({ page, next }) => {
      await arrange(page, next);
      await page.getByRole('button', { name: 'Continue' }).click();
      if (next?.type !== 'xstate.done.actor.sendPinOtp' && next?.type !== 'xstate.error.actor.sendPinOtp') {
        await expect(page.getByText('Enter a 4-digit PIN.')).toBeVisible();
      }
    },
    CANCEL: async ({ page }) => {
      const dialog = page.getByRole('dialog');
      if ((await dialog.count()) > 0) {
        await dialog.getByRole('button', { name: /^(Cancel|Keep it unlocked)$/ }).click();
      } else {
        await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      }
    },
    CHOOSE_REASON: async ({ page }) => page.getByRole('radio', { name: 'I can’t find my card right now' }).check(),
    CONFIRM_LOCK: async ({ page, next }) => {
      await arrange(page, next);
      await page.getByRole('dialog').getByRole('button', { name: 'Lock card' }).click();
      if (!next?.type.startsWith('xstate.')) {
        await expect(page.getByText('Choose why you are locking the card.')).toBeVisible();
      }
    },
    LIMIT_TYPED: async ({ page, event }) => page.getByLabel('Limit (₹)').fill(String(event['value'])),
    SAVE_LIMIT: async ({ page, next }) => {
      await arrange(page, next);
      await page.getByRole('button', { name: 'Save limit' }).click();
      if (!next?.type.startsWith('xstate.')) {
        await expect(page.getByText('Choose a limit from ₹1 to ₹5,00,000, your card’s limit.')).toBeVisible();
      }
    },
  },
  builtIns: {
    'xstate.done.actor.getCards': async ({ page, event, next }) => {
      await arrange(page, next);
      const cards = event['output'] as PaymentCard[];
      if (cards.length === 0) await expect(page.getByText('You have no cards yet.')).toBeVisible();
      else await expect(page.getByRole('switch', { name: SWITCH })).not.toBeChecked();
    },
    'xstate.error.actor.getCards': noCheck,
    'xstate.done.actor.sendPinOtp': async ({ page }) => heading(page, 'Confirm your new PIN'),
    'xstate.error.actor.sendPinOtp': async ({ page }) => expect(page.getByText(SERVER_FAULT)).toBeVisible(),
    'xstate.done.actor.otp': async ({ page }) => {
      await page.getByRole('textbox').first().click();
      // The last digit sends the code, and with it the PIN.
      await page.keyboard.type(await otpOf(page.request, PHONE));
      await expect(page.getByText('Your new card PIN is set.', { exact: false })).toBeVisible();
    },
    'xstate.done.actor.lockCard': async ({ page }) => {
      await expect(page.getByText(/^Locked for now \(I can’t find my card right now\)/)).toBeVisible();
    },
    'xstate.error.actor.lockCard': async ({ page }) =>
      expect(page.getByRole('dialog').getByText(SERVER_FAULT)).toBeVisible(),
    'xstate.done.actor.unlockCard': async ({ page }) => expect(page.getByText(/^Active:/)).toBeVisible(),
    'xstate.error.actor.unlockCard': async ({ page }) => {
      await expect(page.getByRole('alert').filter({ hasText: SERVER_FAULT })).toBeVisible();
      await expect(page.getByText(/^Locked for now/)).toBeVisible();
    },
    'xstate.done.actor.switchChannel': async ({ page, event }) => {
      const wanted = onlineAbroad(plannedCard(event))?.enabled ?? false;
      await expect(page.getByRole('switch', { name: SWITCH })).toBeChecked({ checked: wanted });
    },
    // Refused: the switch stays as it was, with the sentence on it.
    'xstate.error.actor.switchChannel': async ({ page }) => {
      const control = page.getByRole('switch', { name: SWITCH });
      await expect(control).toBeEnabled();
      await expect(control).toHaveAccessibleDescription(SERVER_FAULT);
    },
    'xstate.done.actor.setChannelLimit': async ({ page, event }) => {
      const row = page.getByRole('listitem').filter({ has: page.getByRole('switch', { name: SWITCH }) });
      const limit = onlineAbroad(plannedCard(event))?.limit ?? 0;
      await expect(row.getByText(`Limit ${formatMoney(limit as Paise)}`, { exact: true })).toBeVisible();
    },
    'xstate.error.actor.setChannelLimit': async ({ page }) =>
      expect(page.getByRole('dialog').getByText(SERVER_FAULT)).toBeVisible(),
  },
};

runBrowserPaths(test, machine, handlers, {
  events: cardsEvents,
  serializeState: serializeCardsState,
  filterEvents: userCanSend,
  limit: 100_000,
  reduce: 'walks',
});
