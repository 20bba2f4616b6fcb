import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import type { LoginContext, LoginInput } from '../../../machines/login/login.machine.ts';
import { HEAVY_LOAD_MESSAGE } from '../../../rules/failure.ts';
import {
  PHONE,
  REDIRECT_ROUTE,
  SESSION_ERROR,
  WRONG_OTP,
  loginEventOffered,
  loginEvents,
} from '../../support/events/login-events.ts';
import { loginInputs, plannedLoginMachine, serializeLoginState } from '../support/login-plan.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { addFault, otpOf, putCustomer, sessionWithOtpSent } from '../support/sandbox-client.ts';
import { testPhone } from '../support/test-identity.ts';
import {
  changeNumberButton,
  continueButton,
  expectMobileNoScreen,
  expectVerifyOtpScreen,
  mobileField,
  moveAddressBar,
  otpBoxes,
  referralCodeField,
  sendOtpButton,
  termsCheckbox,
  typeOtp,
} from '../support/login-ui.ts';
import { pageRuns } from '../support/page-runs.ts';

// Browser paths of the `login` journey (ADR 001): the covering subset of the plan in
// tests/browser/support/login-plan.ts, replayed in the built app against the sandbox. Every
// API call the journey makes is held at a gate (support/gate.ts) until the path's next step
// says how it ends, so busy states are asserted while they last and outcomes are arranged
// first: a sandbox fault, a dropped connection. Verify Otp's code is the otp child's (its own
// paths: otp.spec.ts): here it is typed right (the child's answer) or wrong (a refusal the login
// tracks). The app runs on Playwright's simulated clock, paused, so nothing moves by itself.

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

const UNKNOWN_SESSION = '0b7c2a43-2c1e-4a5f-9a57-0d6f8e1f2a3b';

interface Run {
  input: LoginInput;
  steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
  /** Index of the step being replayed; -1 before the first. */
  index: number;
  gates: Record<'session' | 'phoneBySession' | 'login' | 'verify' | 'consent' | 'home', Gate>;
}

const runs = pageRuns<Run>();
const runOf = runs.of;

/** The snapshot the plan expects after the current step (or the initial one). */
function planned(context: BrowserContext): LoginContext {
  const run = runOf(context.page);
  const step = run.steps[run.index];
  return (step ? step.state.context : context.path.initial.context) as LoginContext;
}

const errorBody = (message: string) => ({ error: { code: 'EPL-50000', message } });

/**
 * Arranges how the held call ends: the real answer; a sandbox fault answering §8 with the
 * planned message; or, for the heavy-load message, no answer at all. `shown` says whether the
 * screen must show the failure (a consent failure is ignored, §4).
 */
async function settle(
  page: Page,
  held: Gate,
  method: string,
  path: string,
  outcome: AnyEventObject,
  shown = true,
): Promise<void> {
  if (!outcome.type.startsWith('xstate.error.actor.')) {
    await held.release();
    return;
  }
  const message = (outcome as { error?: Error }).error?.message ?? '';
  if (message === HEAVY_LOAD_MESSAGE) {
    await held.abort();
  } else {
    await addFault(page.request, { method, path, status: 500, body: errorBody(message) });
    await held.release();
  }
  if (shown) await expect(page.getByText(message)).toBeVisible();
}

/**
 * Types the code the sandbox sent, or one off it; its last digit submits it when the terms are
 * settled, else Continue does. The verify call waits at its gate.
 */
async function submitCode(page: Page, right: boolean): Promise<void> {
  const sent = await otpOf(page.request, PHONE);
  const code = right ? sent : String((Number(sent) + 1) % 10_000).padStart(4, '0');
  const held = (await termsCheckbox(page).isVisible()) && !(await termsCheckbox(page).isChecked());
  await typeOtp(page, code);
  await expect(otpBoxes(page).last()).toHaveValue(code.slice(-1));
  if (held) await continueButton(page).click();
  await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
}

const handlers: BrowserHandlers<typeof plannedLoginMachine> = {
  async open({ page, path }) {
    const input = path.input as LoginInput;
    const steps = path.steps.map((step) => ({ event: step.event, state: step.state }));
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const gates: Run['gates'] = {
      session: await gate(page, 'POST', '/v1/session/create'),
      phoneBySession: await gate(page, 'GET', '/v1/customer/phone-by-session'),
      login: await gate(page, 'POST', '/v2/customer/login'),
      verify: await gate(page, 'POST', '/v2/customer/otp'),
      consent: await gate(page, 'POST', '/v1/consent-status'),
      home: await gate(page, 'GET', '/v1/home'),
    };
    runs.set(page, { input, steps, index: -1, gates });

    // A returning customer (terms accepted, referral code used up) when the path plans one:
    // the login answer (or the partner's, looked up by session) says so. Else a first login.
    const returning = steps.some(
      (step) =>
        (step.event.type === 'xstate.done.actor.sendOtp' || step.event.type === 'xstate.done.actor.phoneBySession') &&
        (step.event as { output?: { tncAccepted?: boolean } }).output?.tncAccepted,
    );
    if (returning) {
      await putCustomer(page.request, PHONE, { tncAccepted: true, showReferrerCode: false });
    }
    const query = new URLSearchParams();
    if (input.query.redirect) query.set('redirect', input.query.redirect);
    if (input.query.session) {
      const found = steps[0]?.event.type !== 'xstate.error.actor.phoneBySession';
      query.set('session', found ? await sessionWithOtpSent(page.request, PHONE) : UNKNOWN_SESSION);
      query.set('otpSent', 'true');
    }
    await page.goto(`/login/mobile-no${query.size ? `?${query}` : ''}`);
  },

  states: {
    entry() {
      throw new Error('entry is transient: no path rests there');
    },
    async checkingSessionPhone({ page }) {
      await expect(page.getByText('Please wait while we check')).toBeVisible();
      await expect(page).toHaveURL(/\/login\/mobile-no\?.*otpSent=true/);
    },
    async 'mobileEntry.editing'(context) {
      const { page } = context;
      await expectMobileNoScreen(page);
      await expect(sendOtpButton(page)).not.toHaveAttribute('aria-busy', 'true');
      const expected = planned(context).mobileError;
      if (expected) await expect(page.getByText(expected)).toBeVisible();
      else await expect(mobileField(page)).not.toHaveAttribute('aria-invalid', 'true');
    },
    async 'mobileEntry.awaitingSession'({ page }) {
      await expectMobileNoScreen(page);
      await expect(sendOtpButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    async 'mobileEntry.sendingOtp'({ page }) {
      await expectMobileNoScreen(page);
      await expect(sendOtpButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    async otpEntry(context) {
      const { page } = context;
      await expectVerifyOtpScreen(page);
      const expected = planned(context);
      await expect(termsCheckbox(page)).toHaveCount(expected.tncAccepted ? 0 : 1);
      if (!expected.tncAccepted) {
        if (expected.termsChecked) await expect(termsCheckbox(page)).toBeChecked();
        else await expect(termsCheckbox(page)).not.toBeChecked();
      }
      await expect(referralCodeField(page)).toHaveCount(expected.showReferrerCode ? 1 : 0);
      await expect(continueButton(page)).not.toHaveAttribute('aria-busy', 'true');
      // The otp child's boxes take a code again after a refusal, which shows under them.
      const run = runOf(page);
      if (run.steps[run.index]?.event.type === 'OTP_REJECTED')
        await expect(page.getByText(WRONG_OTP, { exact: false })).toBeVisible();
    },
    async recordingConsent({ page }) {
      await expectVerifyOtpScreen(page);
      await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    async loadingHome({ page }) {
      await expectVerifyOtpScreen(page);
      await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    async done({ page }) {
      const run = runOf(page);
      // The session loads home for the dashboard too; from here on home calls go straight through.
      await run.gates.home.open();
      if (run.input.query.redirect === REDIRECT_ROUTE) await expect(page).toHaveURL(/\/my-profile(\?|$)/);
      else await expect(page).toHaveURL(/\/dashboard(\?|$)/);
      const stored = await page.evaluate(() => ({
        token: window.localStorage.getItem('token'),
        phone: window.localStorage.getItem('phone'),
      }));
      expect(stored.token).toMatch(/^"Bearer .+"$/);
      expect(stored.phone).toBe(JSON.stringify(testPhone(PHONE)));
    },
  },

  events: {
    async MOBILE_CHANGED({ page, event }) {
      const value = testPhone(event.value);
      await mobileField(page).fill('');
      // Letters and spaces are dropped as typed (§5 numeric keys only).
      await mobileField(page).pressSequentially(`${value.slice(0, 5)} a${value.slice(5)}`);
      await expect(mobileField(page)).toHaveValue(value);
    },
    async SUBMIT_MOBILE({ page }) {
      // Whatever the call's outcome, it waits at the gate until the next step arranges it.
      await sendOtpButton(page).click();
    },
    async REFERRER_CODE_CHANGED({ page, event }) {
      await referralCodeField(page).fill(event.value);
      await expect(referralCodeField(page)).toHaveValue(event.value);
    },
    async TERMS_TOGGLED({ page, event }) {
      const box = termsCheckbox(page);
      // The terms link opens the sandbox's terms document.
      const link = page.getByRole('link', { name: /terms and conditions/ });
      await expect(link).toHaveAttribute('href', '/v1/terms/tnc-2026-01');
      if (event.checked) await box.check();
      else await box.uncheck();
    },
    // The otp child refuses a wrong code (the sandbox's own 422) and tells the login.
    async OTP_REJECTED({ page }) {
      await submitCode(page, false);
      await runOf(page).gates.verify.release();
    },
    async CHANGE_NUMBER({ page }) {
      await changeNumberButton(page).click();
    },
    async SESSION_READY({ page }) {
      const run = runOf(page);
      // A ?session= link brings its session: the app announced it at start, nothing is created.
      if (!run.input.query.session) await run.gates.session.release();
    },
    async SESSION_FAILED({ page }) {
      await addFault(page.request, {
        method: 'POST',
        path: '/v1/session/create',
        status: 500,
        body: errorBody(SESSION_ERROR),
      });
      await runOf(page).gates.session.release();
    },
    async 'xstate.route'({ page, event }) {
      if (event.to === '#mobileNo') await moveAddressBar(page, '/login/mobile-no');
      else if (event.to === '#verifyOtp') await moveAddressBar(page, '/login/verify-otp/9000000009');
      // '#none' stands for an address no login screen has: the machine ignores it, nothing to do.
      else expect(String(event.to)).toBe('#none');
    },
  },

  builtIns: {
    async 'xstate.done.actor.phoneBySession'({ page }) {
      await runOf(page).gates.phoneBySession.release();
    },
    async 'xstate.error.actor.phoneBySession'({ page }) {
      // The ?session= id is unknown to the sandbox: its real 404 is the failure.
      await runOf(page).gates.phoneBySession.release();
    },
    async 'xstate.done.actor.sendOtp'({ page }) {
      await runOf(page).gates.login.release();
    },
    async 'xstate.error.actor.sendOtp'({ page, event }) {
      await settle(page, runOf(page).gates.login, 'POST', '/v2/customer/login', event);
    },
    // The otp child's right code: its answer (the token) is the login's.
    async 'xstate.done.actor.otp'({ page }) {
      await submitCode(page, true);
      // Home may be retried after a failure; ky's retry waits need the clock running.
      await page.clock.resume();
      await runOf(page).gates.verify.release();
    },
    async 'xstate.done.actor.recordConsent'({ page }) {
      await runOf(page).gates.consent.release();
    },
    async 'xstate.error.actor.recordConsent'({ page, event }) {
      await settle(page, runOf(page).gates.consent, 'POST', '/v1/consent-status', event, false);
    },
    async 'xstate.done.actor.loadHome'({ page }) {
      await runOf(page).gates.home.release();
    },
    async 'xstate.error.actor.loadHome'({ page }) {
      // GET is retried twice by the client: every attempt fails, then the login lands anyway.
      await addFault(page.request, {
        method: 'GET',
        path: '/v1/home',
        status: 500,
        body: errorBody('Home is unavailable.'),
        times: 3,
      });
      await runOf(page).gates.home.open();
    },
  },
};

// Steps are counted by wrapping each handler: the runner calls them in path order.
function counted<T extends object>(map: T): T {
  const wrapped = Object.entries(map).map(([type, handler]) => [
    type,
    async (context: BrowserEventContext & { event: AnyEventObject }) => {
      runOf(context.page).index += 1;
      await (handler as (context: BrowserEventContext & { event: AnyEventObject }) => unknown)(context);
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

const countedHandlers: typeof handlers = {
  ...handlers,
  events: counted(handlers.events),
  builtIns: counted(handlers.builtIns),
};

runBrowserPaths(test, plannedLoginMachine, countedHandlers, {
  name: 'login',
  inputs: loginInputs,
  events: loginEvents,
  filterEvents: loginEventOffered,
  serializeState: serializeLoginState,
  reduce: 'walks',
});
