import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isOtpLocked, lockoutOf, otpMachine } from '../../../machines/kit/otp.machine.ts';
import type { OtpContext } from '../../../machines/kit/otp.machine.ts';
import { PHONE, TNC_ID, WRONG_OTP } from '../../support/events/login-events.ts';
import {
  LOCKED_OTP,
  RESEND_ERROR,
  otpEventOffered,
  otpEvents,
  otpInput,
  serializeOtpState,
} from '../../support/events/otp-events.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import {
  continueButton,
  expectVerifyOtpScreen,
  mobileField,
  otpBoxes,
  resendButton,
  sendOtpButton,
  termsCheckbox,
  typeOtp,
} from '../support/login-ui.ts';
import { otpOf } from '../support/sandbox-client.ts';
import { CODES_SPENT_WORDS, PHONE_LOCKED_WORDS, lockPhone, spendCodes } from '../support/otp-budgets.ts';
import { testPhone } from '../support/test-identity.ts';
import { pageRuns } from '../support/page-runs.ts';

// Browser paths of the otp child (ADR 001) on the screen every login shows it on: Verify Otp,
// reached as a first login (so the login holds the code until its terms box is ticked, and
// tells the child when the box changes). The covering subset of the plan is replayed in the
// built app against the sandbox: resend and verify wait at a gate until the path says how they
// end (the real answer, a sandbox fault, a code typed one off the one sent). The app runs on
// Playwright's simulated clock, paused: the 30 s wait moves only when a path's tick or
// wait-over step moves it, and the sandbox's clock moves with it (POST /__sandbox/clock).

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

/** The plan's machine: the same states and transitions; the parent it would tell is the real login. */
const plannedOtpMachine = otpMachine.provide({ actions: { reportRejection: () => {} } });

interface Run {
  steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
  /** Index of the step being replayed; -1 before the first. */
  index: number;
  gates: Record<'resend' | 'verify', Gate>;
  /** Seconds the screen's countdown shows now (the clock is paused). */
  secondsShown: number;
  /** The wait is the lender's longer one (its codes for the hour are spent): it ends within the hour. */
  longWait: boolean;
}

const runs = pageRuns<Run>();
const runOf = runs.of;

/** The child's context the plan expects after the current step (or the initial one). */
function planned(context: BrowserContext): OtpContext {
  const run = runOf(context.page);
  const step = run.steps[run.index];
  return (step ? step.state.context : context.path.initial.context) as OtpContext;
}

/** The first later step of one of these types, if the path has one. */
function ahead(page: Page, types: readonly string[]): AnyEventObject | undefined {
  const run = runOf(page);
  return run.steps.slice(run.index + 1).find((step) => types.includes(step.event.type))?.event;
}

/** Moves the paused clocks of the page and the sandbox together. */
async function advanceClocks(page: Page, ms: number): Promise<void> {
  if (ms <= 0) return;
  const response = await page.request.post('/__sandbox/clock', { data: { advanceMs: ms } });
  expect(response.ok()).toBe(true);
  await page.clock.runFor(ms);
}

/** A tick, or the wait running out: both clocks move by what the planned step takes off the countdown. */
async function countdownMoves(context: BrowserEventContext): Promise<void> {
  const run = runOf(context.page);
  const target = (run.steps[run.index]?.state.context as OtpContext).secondsLeft;
  // The lender's wait was what its Retry-After said, not the plan's figure: an hour covers it.
  const ms = run.longWait && target === 0 ? 60 * 60_000 : (run.secondsShown - target) * 1000;
  await advanceClocks(context.page, ms);
  if (target === 0) run.longWait = false;
  run.secondsShown = target;
}

/** The app's sentence for a planned lockout, with the time left the real sandbox said. */
function lockoutWords(message: string): RegExp | null {
  if (message.startsWith('Too many attempts')) return PHONE_LOCKED_WORDS;
  if (message.startsWith('Too many OTP requests')) return CODES_SPENT_WORDS;
  return null;
}

/** The session of the app's login, from Verify Otp's address. */
const sessionOf = (page: Page): string => new URL(page.url()).searchParams.get('session') ?? '';

/** What the child shows under the boxes and under the terms box, as the plan has it. */
async function expectErrors(context: BrowserContext): Promise<void> {
  const { page } = context;
  const { otpError, holdError } = planned(context);
  // The sandbox's refusal goes on to count the tries left; a lockout says the time the sandbox gave.
  const words = otpError ? lockoutWords(otpError) : null;
  if (words) await expect(page.getByText(words).first()).toBeVisible();
  else if (otpError) await expect(page.getByText(otpError, { exact: false })).toBeVisible();
  else await expect(otpBoxes(page).first()).not.toHaveAttribute('aria-invalid', 'true');
  if (holdError) await expect(page.getByText(holdError)).toBeVisible();
  else await expect(termsCheckbox(page)).not.toHaveAttribute('aria-invalid', 'true');
}

/** Continue and the boxes are on, unless the lender locked the code (then only Resend leads on). */
async function expectCodeOpen(context: BrowserContext): Promise<void> {
  const { page } = context;
  if (planned(context).locked) {
    await expect(continueButton(page)).toBeDisabled();
    await expect(otpBoxes(page).first()).toBeDisabled();
  } else {
    await expect(continueButton(page)).toBeEnabled();
    await expect(otpBoxes(page).first()).toBeEnabled();
  }
}

const verifyOutcomes = ['xstate.done.actor.verify', 'xstate.error.actor.verify'];

const handlers: BrowserHandlers<typeof plannedOtpMachine> = {
  async open({ page, path }) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const gates: Run['gates'] = {
      resend: await gate(page, 'POST', '/v2/customer/resend-otp'),
      verify: await gate(page, 'POST', '/v2/customer/otp'),
    };
    const steps = path.steps.map((step) => ({ event: step.event, state: step.state }));
    runs.set(page, { steps, index: -1, gates, secondsShown: 30, longWait: false });
    // A first login (the sandbox's new customer): Verify Otp asks for the terms.
    await page.goto('/login/mobile-no');
    // The prerendered screen is the app's once its shell is gone; only then is Mobile No typed.
    await expect(page.locator('[data-login-shell]')).toHaveCount(0);
    await mobileField(page).fill(testPhone(PHONE));
    await expect(mobileField(page)).toHaveValue(testPhone(PHONE));
    await sendOtpButton(page).click();
    await expectVerifyOtpScreen(page, testPhone(PHONE));
    await expect(termsCheckbox(page)).not.toBeChecked();
  },

  states: {
    async 'countingDown.ticking'(context) {
      const { page } = context;
      await expectVerifyOtpScreen(page, testPhone(PHONE));
      const seconds = planned(context).secondsLeft;
      const countdown = seconds > 30 ? /Resend OTP in \d+:\d\d/ : `Resend OTP in 0:${String(seconds).padStart(2, '0')}`;
      await expect(page.getByText(countdown)).toBeVisible();
      await expect(resendButton(page)).toHaveCount(0);
      await expectCodeOpen(context);
      await expectErrors(context);
    },
    async canResend(context) {
      const { page } = context;
      await expectVerifyOtpScreen(page, testPhone(PHONE));
      await expect(resendButton(page)).toBeEnabled();
      await expect(resendButton(page)).not.toHaveAttribute('aria-busy', 'true');
      await expectCodeOpen(context);
      await expectErrors(context);
    },
    // The phone is held: the time left under the boxes, and nothing to type, press or resend.
    async 'lockedOut.waiting'({ page }) {
      await expectVerifyOtpScreen(page, testPhone(PHONE));
      await expect(page.getByText(PHONE_LOCKED_WORDS).first()).toBeVisible();
      await expect(otpBoxes(page).first()).toBeDisabled();
      await expect(continueButton(page)).toBeDisabled();
      await expect(resendButton(page)).toBeDisabled();
    },
    async resending({ page }) {
      await expect(resendButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(continueButton(page)).toBeDisabled();
    },
    async verifying({ page }) {
      await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(otpBoxes(page).first()).toBeDisabled();
    },
    // The answer went to the login, which lands the first login on the dashboard.
    async verified({ page }) {
      await expect(page).toHaveURL(/\/dashboard(\?|$)/);
      const token = await page.evaluate(() => window.localStorage.getItem('token'));
      expect(token).toMatch(/^"Bearer .+"$/);
    },
  },

  events: {
    async OTP_CHANGED({ page, event }) {
      // The code sent, or one off it when the path plans a refusal; all of it or its first digits.
      const sent = await otpOf(page.request, testPhone(PHONE));
      const wrong = ahead(page, verifyOutcomes)?.type === 'xstate.error.actor.verify';
      const code = (wrong ? String((Number(sent) + 1) % 10_000).padStart(4, '0') : sent).slice(0, event.value.length);
      await typeOtp(page, code);
      await expect(otpBoxes(page).nth(code.length - 1)).toHaveValue(code.slice(-1));
    },
    async SUBMIT_OTP({ page }) {
      await continueButton(page).click();
    },
    async RESEND_OTP({ page }) {
      await resendButton(page).click();
    },
    // The login's terms box: it tells the child whether the code is held for it.
    async REQUEST_CHANGED({ page, event }) {
      if (event.hold === null) await termsCheckbox(page).check();
      else await termsCheckbox(page).uncheck();
    },
  },

  builtIns: {
    'xstate.after.oneSecond.otp.countingDown.ticking': countdownMoves,
    'xstate.after.resendAfter.otp.countingDown': countdownMoves,
    async 'xstate.done.actor.resend'({ page }) {
      const run = runOf(page);
      await run.gates.resend.release();
      run.secondsShown = 30;
    },
    'xstate.after.oneMinute.otp.lockedOut.waiting': ({ page }) => advanceClocks(page, 60_000),
    // The lock ends 30 minutes after the first wrong code, or a day after when the arrangement
    // had to spend the day's budget (lockPhone): a day covers both.
    'xstate.after.lockoutEnds.otp.lockedOut': ({ page }) => advanceClocks(page, 24 * 60 * 60_000),
    async 'xstate.error.actor.resend'({ page, event }) {
      const lockout = lockoutOf(event['error']);
      if (lockout?.kind === 'locked') {
        await lockPhone(page.request, testPhone(PHONE), sessionOf(page), TNC_ID);
        await runOf(page).gates.resend.release();
        await expect(page.getByText(PHONE_LOCKED_WORDS).first()).toBeVisible();
        return;
      }
      if (lockout?.kind === 'codesSpent') {
        // Resends beside the app spend the hour's codes on its own session (its code stays the
        // latest, so a later verify still works); then the app's is refused with the real Retry-After.
        await spendCodes(page.request, sessionOf(page));
        await runOf(page).gates.resend.release();
        await expect(page.getByText(CODES_SPENT_WORDS)).toBeVisible();
        const run = runOf(page);
        run.secondsShown = (run.steps[run.index]?.state.context as OtpContext).secondsLeft;
        run.longWait = true;
        return;
      }
      const response = await page.request.post('/__sandbox/faults', {
        data: {
          method: 'POST',
          path: '/v2/customer/resend-otp',
          status: 500,
          body: { error: { code: 'EPL-50000', message: RESEND_ERROR } },
        },
      });
      expect(response.status()).toBe(201);
      await runOf(page).gates.resend.release();
      await expect(page.getByText(RESEND_ERROR)).toBeVisible();
    },
    async 'xstate.done.actor.verify'({ page }) {
      // The login goes on to consent and home; their calls need the clock running.
      await page.clock.resume();
      await runOf(page).gates.verify.release();
    },
    async 'xstate.error.actor.verify'({ page, event }) {
      // The code typed was one off (OTP_CHANGED looked ahead): the sandbox's own 422. A planned
      // lock has four wrong tries made beside the app first, so the app's is the fifth.
      if (lockoutOf(event['error'])?.kind === 'locked') {
        // The phone held beside the app (a script's wrong codes): the app's code is refused too.
        await lockPhone(page.request, testPhone(PHONE), sessionOf(page), TNC_ID);
        await runOf(page).gates.verify.release();
        await expect(page.getByText(PHONE_LOCKED_WORDS).first()).toBeVisible();
        await expect(otpBoxes(page).first()).toHaveValue('');
        return;
      }
      const locked = isOtpLocked(event['error']);
      if (locked) {
        const sessionId = new URL(page.url()).searchParams.get('session');
        for (let i = 0; i < 4; i += 1) {
          const response = await page.request.post('/v2/customer/otp', {
            data: { otp: '0000', sessionId, tncId: TNC_ID },
          });
          expect(response.status()).toBe(422);
        }
      }
      await runOf(page).gates.verify.release();
      await expect(page.getByText(locked ? LOCKED_OTP : WRONG_OTP, { exact: false })).toBeVisible();
      // The refused code is gone, and the caret is back in the first box.
      await expect(otpBoxes(page).first()).toHaveValue('');
      if (!locked) await expect(otpBoxes(page).first()).toBeFocused();
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

runBrowserPaths(
  test,
  plannedOtpMachine,
  { ...handlers, events: counted(handlers.events), builtIns: counted(handlers.builtIns) },
  {
    name: 'otp',
    input: otpInput,
    events: otpEvents,
    filterEvents: otpEventOffered,
    serializeState: serializeOtpState,
    reduce: 'walks',
  },
);
