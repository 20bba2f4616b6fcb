import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { GST_HIDDEN_MESSAGE, GST_PATH } from '../../../machines/onboarding/gst.machine.ts';
import type { GstContext } from '../../../machines/onboarding/gst.machine.ts';
import type { IdentityStepInput } from '../../../machines/onboarding/types.ts';
import { DRAFTS_KEY, DRAFTS_VERSION } from '../../../src/journeys/onboarding/drafts.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import { PORTAL_FAULT, REFUSED_USERNAME, SERVER_FAULT, USERNAME, gstEvents } from '../../support/events/gst-events.ts';
import { gstInputs, plannedGstMachine, serializeGstState } from '../support/gst-plan.ts';
import {
  ahead,
  asApplicant,
  expectPosition,
  counted,
  fault,
  maskedPhone,
  plannedBefore,
  plannedNow,
  replayOf,
  startReplay,
} from '../support/kyc-gst-replay.ts';
import { GSTIN, SEEDS } from '../../fixtures/applicant.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { otpOf } from '../support/sandbox-client.ts';
import { testPhone } from '../support/test-identity.ts';
import { typeOtp } from '../support/login-ui.ts';

// Browser paths of GSTIN verification (/signup/additional-info): the covering subset of the plan
// in tests/browser/support/gst-plan.ts, replayed in the built app against the sandbox. Every
// call of the step is held at a gate until the path's next step says how it ends: the real
// answer, a sandbox fault, the portal refusing a "noapi" username. §8: whatever the GST portal's
// login or consent say when they fail, the screen shows one sentence. The portal OTP's boxes are
// the otp child's (its own paths: otp.spec.ts): here the code is typed right and the child's
// answer moves the step on.

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

const PHONE = '9100000302';
type Gates = 'status' | 'confirm' | 'login' | 'consent' | 'otp' | 'skip';

const run = (page: Page) => replayOf<Gates>(page);
const planned = (page: Page) => plannedNow(page).context as GstContext;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const gstinField = (page: Page) => page.getByRole('textbox', { name: 'GSTIN' });
const usernameField = (page: Page) => page.getByRole('textbox', { name: 'GST portal username' });
const consentBox = (page: Page) => page.getByRole('checkbox', { name: /I agree to share my GST returns/ });
const alertOf = (page: Page) => page.getByRole('alert').filter({ hasNotText: /^$/ });

/** The username this path typed (the refused one when the login is planned to fail). */
const typedUsername = new WeakMap<Page, string>();

/** The x-phone-number each consent call carried (§6: the applicant's own phone). */
const consentPhones = new WeakMap<Page, Array<string | undefined>>();

async function onGstScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${GST_PATH}$`));
  await expect(page.getByRole('heading', { name: 'GSTIN verification' })).toBeVisible();
}

/** The alert the plan expects, or none; a portal failure never shows the portal's words (§8). */
async function expectAlert(page: Page): Promise<void> {
  const expected = planned(page).error;
  if (expected) await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  else await expect(alertOf(page)).toHaveCount(0);
  await expect(page.getByText(PORTAL_FAULT)).toHaveCount(0);
  await expect(page.getByText('API access is not enabled', { exact: false })).toHaveCount(0);
}

/** After a portal call (login, consent, OTP) failed, the one §8 sentence is the whole alert. */
async function expectPortalAlert(page: Page): Promise<void> {
  if (planned(page).error) await expect(page.getByRole('alert')).toHaveText(GST_HIDDEN_MESSAGE);
  await expectAlert(page);
}

async function expectFacts(page: Page): Promise<void> {
  await expect(page.getByRole('definition')).toHaveText([GSTIN, 'Regular']);
}

const handlers: BrowserHandlers<typeof plannedGstMachine> = {
  async open(context) {
    const { page, path } = context;
    const input = path.input as IdentityStepInput;
    const skipAllowed = input.home !== null;
    const position = await seedApplicant(page.request, PHONE, {
      ...SEEDS.gstin,
      ...(skipAllowed ? { skipBusinessRegistration: true } : {}),
    });
    await logInThroughApi(page, page.request, PHONE);
    const id = position.id;
    startReplay<Gates>(page, context, {
      phone: PHONE,
      applicationId: id,
      gates: {
        status: await gate(page, 'GET', '/v1/gstin/gstin-verification-status'),
        confirm: await gate(page, 'PATCH', `/v1/application/${id}/gst`),
        login: await gate(page, 'POST', `/v1/gstin/${id}/login`),
        consent: await gate(page, 'POST', `/v1/gstin/${id}/consent`),
        otp: await gate(page, 'POST', `/v1/gstin/${id}/otp`),
        skip: await gate(page, 'PATCH', `/v1/application/${id}/skip-business-registration-proof`),
      },
    });
    const phones: Array<string | undefined> = [];
    consentPhones.set(page, phones);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/consent')) phones.push(request.headers()['x-phone-number']);
    });
    // A reload after the portal login (and consent): those calls were made before the page opened.
    const start = (path.steps[0]?.event as { output?: { status?: string } }).output?.status;
    if (start === 'loggedIn' || start === 'otpSent') {
      await asApplicant(page, 'POST', `/v1/gstin/${id}/login`, { gstin: GSTIN, username: USERNAME });
    }
    if (start === 'otpSent') await asApplicant(page, 'POST', `/v1/gstin/${id}/consent`, { consent: true });
    // A reload after typing: what the browser kept for this application, as the step wrote it.
    if (input.draft) {
      const drafts = { version: DRAFTS_VERSION, applicationId: id, steps: { gstin: input.draft } };
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        DRAFTS_KEY,
        JSON.stringify(drafts),
      ] as const);
    }
    await page.goto(GST_PATH);
  },

  states: {
    async loading({ page }) {
      await expect(page).toHaveURL(new RegExp(`${GST_PATH}$`));
      await expect.poll(() => run(page).gates.status.held, { intervals: [50] }).toBe(1);
      await expect(page.getByRole('status').filter({ hasText: 'Please wait' })).toBeVisible();
    },
    async loadFailed({ page }) {
      await onGstScreen(page);
      await expect(page.getByRole('alert')).toHaveText(SERVER_FAULT);
      await expect(button(page, 'Retry')).toBeEnabled();
      await expectAccessible(page, 'loadFailed');
    },
    async gstinEntry({ page }) {
      await onGstScreen(page);
      const context = planned(page);
      await expect(gstinField(page)).toHaveValue(context.values.gstin ?? '');
      await expect(gstinField(page)).toBeEnabled();
      if (context.errors.gstin) await expect(page.getByText(context.errors.gstin)).toBeVisible();
      else await expect(gstinField(page)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(button(page, 'Verify GSTIN')).not.toHaveAttribute('aria-busy', 'true');
      await expect(button(page, 'Skip for now')).toHaveCount(context.skipAllowed ? 1 : 0);
      await expectAlert(page);
      await expectAccessible(
        page,
        `gstinEntry ${context.skipAllowed} ${Object.keys(context.errors).join()} ${context.error ?? ''}`,
      );
    },
    async confirming({ page }) {
      await onGstScreen(page);
      await expect(button(page, 'Verify GSTIN')).toHaveAttribute('aria-busy', 'true');
      await expect(gstinField(page)).toBeDisabled();
    },
    async 'login.typing'({ page }) {
      await onGstScreen(page);
      await expectFacts(page);
      const context = planned(page);
      // What was typed on this page, else the username the draft gave back after the reload.
      await expect(usernameField(page)).toHaveValue(typedUsername.get(page) ?? context.values.username ?? '');
      await expect(usernameField(page)).toBeEnabled();
      if (context.errors.username) await expect(page.getByText(context.errors.username)).toBeVisible();
      await expect(button(page, 'Continue')).not.toHaveAttribute('aria-busy', 'true');
      await expectPortalAlert(page);
      await expectAccessible(page, `login ${Object.keys(context.errors).join()} ${context.error ?? ''}`);
    },
    async 'login.loggingIn'({ page }) {
      await onGstScreen(page);
      await expect(button(page, 'Continue')).toHaveAttribute('aria-busy', 'true');
      await expect(usernameField(page)).toBeDisabled();
    },
    async 'consent.asking'({ page }) {
      await onGstScreen(page);
      await expectFacts(page);
      const context = planned(page);
      await expect(consentBox(page)).toBeEnabled();
      if (context.errors.consent) await expect(page.getByText(context.errors.consent)).toBeVisible();
      await expect(button(page, 'Send OTP')).not.toHaveAttribute('aria-busy', 'true');
      await expectPortalAlert(page);
      await expectAccessible(page, `consent ${Object.keys(context.errors).join()} ${context.error ?? ''}`);
    },
    async 'consent.consenting'({ page }) {
      await onGstScreen(page);
      await expect(button(page, 'Send OTP')).toHaveAttribute('aria-busy', 'true');
      await expect(consentBox(page)).toBeDisabled();
    },
    // The otp child's screen: the boxes, the wait before Resend, and the way back to the GSTIN.
    async otp({ page }) {
      await onGstScreen(page);
      if (planned(page).otpSentTo)
        await expect(page.getByText(`We have sent a 4-digit OTP to ${maskedPhone(testPhone(PHONE))}.`)).toBeVisible();
      else await expect(page.getByText('Enter the 4-digit OTP we sent you.')).toBeVisible();
      // The live countdown to Resend, not a fixed sentence.
      await expect(page.getByText(/^Resend OTP in 0:[0-3][0-9]$/)).toBeVisible();
      await expect(button(page, 'Verify')).toBeEnabled();
      await expect(button(page, 'Change GSTIN')).toBeEnabled();
      await expectPortalAlert(page);
      await expectAccessible(page, `otp ${planned(page).error ?? ''}`);
    },
    async verified({ page }) {
      await expect(page.getByRole('heading', { name: 'GSTIN verified' })).toBeVisible();
      await expectFacts(page);
      await expectAccessible(page, 'verified');
      await expectPosition(page, (position) => expect(position.subStatus).toBe('gstVerified'));
    },
    async skipping({ page }) {
      await onGstScreen(page);
      await expect(button(page, 'Skip for now')).toHaveAttribute('aria-busy', 'true');
    },
    async done({ page }) {
      // The step is over: the journey moves on to the serviceability check and the video step.
      await expect(page).not.toHaveURL(new RegExp(`${GST_PATH}$`));
      await expect(page).toHaveURL(/\/signup\/video-verification$/);
      await expectPosition(page, (position) => expect(position.nextAction).toBe('videoVerification'));
    },
  },

  events: {
    async CHANGE({ page, event }) {
      const { field, value } = event as { field: string; value: string };
      if (field === 'gstin') {
        // Typed in lower case: the field upper-cases as typed.
        await gstinField(page).fill(value.toLowerCase());
        await expect(gstinField(page)).toHaveValue(value);
      } else if (field === 'username') {
        const refused =
          ahead(page, ['xstate.done.actor.gstLogin', 'xstate.error.actor.gstLogin'])?.type ===
          'xstate.error.actor.gstLogin';
        typedUsername.set(page, refused ? REFUSED_USERNAME : value);
        await usernameField(page).fill(refused ? REFUSED_USERNAME : value);
      } else {
        expect(field).toBe('consent');
        await consentBox(page).check();
        await expect(consentBox(page)).toBeChecked();
      }
    },
    async SUBMIT({ page }) {
      const before = plannedBefore(page);
      if (before.matches('gstinEntry')) await button(page, 'Verify GSTIN').click();
      // Enter in the field submits the form, as a keyboard user would.
      else if (before.matches('login')) await usernameField(page).press('Enter');
      else await button(page, 'Send OTP').click();
    },
    async SKIP({ page }) {
      await button(page, 'Skip for now').click();
    },
    async CHANGE_GSTIN({ page }) {
      await button(page, 'Change GSTIN').click();
    },
    async RETRY({ page }) {
      await button(page, 'Retry').click();
    },
    async CONTINUE({ page }) {
      await button(page, 'Continue').click();
    },
  },

  builtIns: {
    async 'xstate.done.actor.loadGst'({ page }) {
      await run(page).gates.status.release();
    },
    async 'xstate.error.actor.loadGst'({ page }) {
      // The client tries a GET three times before the failure is shown.
      await fault(page, 'GET', '/v1/gstin/gstin-verification-status', SERVER_FAULT, 3);
      for (let attempt = 0; attempt < 3; attempt += 1) await run(page).gates.status.release();
    },
    async 'xstate.done.actor.confirmGstin'({ page }) {
      await run(page).gates.confirm.release();
    },
    async 'xstate.error.actor.confirmGstin'({ page }) {
      await fault(page, 'PATCH', `/v1/application/${run(page).applicationId}/gst`, SERVER_FAULT);
      await run(page).gates.confirm.release();
    },
    async 'xstate.done.actor.gstLogin'({ page }) {
      await run(page).gates.login.release();
    },
    async 'xstate.error.actor.gstLogin'({ page }) {
      // The username typed starts "noapi" (CHANGE looked ahead): the portal's own refusal. One
      // the draft gave back was never typed here, so a fault stands in for the portal.
      if (typedUsername.get(page) !== REFUSED_USERNAME)
        await fault(page, 'POST', `/v1/gstin/${run(page).applicationId}/login`, PORTAL_FAULT);
      await run(page).gates.login.release();
    },
    async 'xstate.done.actor.gstConsent'({ page }) {
      await run(page).gates.consent.release();
      await expect.poll(() => consentPhones.get(page)?.at(-1)).toBe(testPhone(PHONE));
    },
    async 'xstate.error.actor.gstConsent'({ page }) {
      await fault(page, 'POST', `/v1/gstin/${run(page).applicationId}/consent`, PORTAL_FAULT);
      await run(page).gates.consent.release();
    },
    // The otp child's right code: the sandbox's code for the applicant's phone, verified.
    async 'xstate.done.actor.otp'({ page }) {
      // The last digit submits the code: no Verify press.
      await typeOtp(page, await otpOf(page.request, PHONE));
      await expect(button(page, 'Verify')).toHaveAttribute('aria-busy', 'true');
      await run(page).gates.otp.release();
    },
    async 'xstate.done.actor.skipGst'({ page }) {
      await run(page).gates.skip.release();
    },
    async 'xstate.error.actor.skipGst'({ page }) {
      await fault(
        page,
        'PATCH',
        `/v1/application/${run(page).applicationId}/skip-business-registration-proof`,
        SERVER_FAULT,
      );
      await run(page).gates.skip.release();
    },
  },
};

const countedHandlers: typeof handlers = {
  ...handlers,
  events: counted(handlers.events),
  builtIns: counted(handlers.builtIns),
};

runBrowserPaths(test, plannedGstMachine, countedHandlers, {
  name: 'gst',
  inputs: gstInputs,
  events: gstEvents,
  serializeState: serializeGstState,
  reduce: 'walks',
});
