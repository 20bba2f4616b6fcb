import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { UdyamRestored } from '../../../machines/onboarding/udyam.machine.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { typeOtp } from '../support/login-ui.ts';
import { SEEDS } from '../../fixtures/applicant.ts';
import { logInThroughApi, positionOf, seedApplicant } from '../support/onboarding-session.ts';
import { addFault, advanceSandboxClock, otpOf } from '../support/sandbox-client.ts';
import { testPhone } from '../support/test-identity.ts';
import { identityFieldErrors } from '../../../rules/onboarding/identity-fields.ts';
import { UDYAM_FORMAT_MESSAGE } from '../../../rules/identity/udyam.ts';
import {
  FAULT,
  MOBILE,
  MOBILE_UDYAM,
  PHONE,
  UDYAM,
  offeredOnly,
  sentTo,
  udyamEvents,
} from '../../support/events/udyam-events.ts';
import { contextOf, plannedUdyamMachine, serializeUdyamState, udyamInput } from '../support/udyam-plan.ts';
import { pageRuns } from '../support/page-runs.ts';

// Browser paths of the Udyam step: the covering subset of the plan in
// support/udyam-plan.ts, replayed in the built app from an applicant seeded at the step. Every
// Udyam call is held at a gate until the path's next step says how it ends. Enter Udyam OTP's
// boxes are the otp child's (its own paths: otp.spec.ts): here the code typed is the one the
// sandbox sent (GET /__sandbox/otp/{phone}: the mobile typed, or the applicant's when looked up
// by number), and the child's answer (the list) moves the step on.

type GateName = 'restore' | 'generate' | 'verify' | 'submit';

interface Run {
  steps: BrowserContext['path']['steps'];
  /** The step being replayed; -1 before the first. */
  index: number;
  gates: Record<GateName, Gate>;
  applicationId: string;
}

const runs = pageRuns<Run>();
const runOf = runs.of;

/** The machine as the plan has it after the current step. */
function planned(context: BrowserContext) {
  const run = runOf(context.page);
  return run.steps[run.index]?.state ?? context.path.initial;
}

async function sandboxFault(page: Page, method: string, path: string, times = 1): Promise<void> {
  await addFault(page.request, {
    method,
    path,
    status: 500,
    times,
    body: { error: { code: 'EPL-50000', message: FAULT } },
  });
}

/** The sandbox keeps the provider's 30 s between OTPs on its own clock: it moves this test's past that. */
async function advanceSandbox(page: Page, ms: number): Promise<void> {
  await advanceSandboxClock(page.request, ms);
}

/**
 * The registration the sandbox derives from the test's own mobile (UDYAM-MH-26- + its last 7
 * digits), as MOBILE_UDYAM is for the planned one.
 */
const mobileUdyam = (): string => `${MOBILE_UDYAM.slice(0, -7)}${testPhone(MOBILE).slice(-7)}`;

async function bearer(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
}

const udyamPath = (applicationId: string, rest: string) => `/v1/signzy/${applicationId}/udyam-details/${rest}`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const numberField = (page: Page) => page.getByRole('textbox', { name: /Udyam registration number/ });
const mobileField = (page: Page) => page.getByRole('textbox', { name: /Registered mobile number/ });

/** Each planned field problem shows as text on the screen; the alert shows the call's message. */
async function expectProblems(context: BrowserContext): Promise<void> {
  const { errors, error } = contextOf(planned(context));
  for (const message of Object.values(errors)) await expect(context.page.getByText(message)).toBeVisible();
  if (error) await expect(context.page.getByRole('alert').filter({ hasText: error })).toBeVisible();
}

/** Event handlers keep the run's step index, so state handlers read the plan at that step. */
function step(handler: (context: BrowserEventContext & { event: AnyEventObject }) => Promise<void>) {
  return async (context: BrowserEventContext & { event: AnyEventObject }) => {
    runOf(context.page).index += 1;
    await handler(context);
  };
}

const handlers: BrowserHandlers<typeof plannedUdyamMachine> = {
  async open({ page, path }) {
    const position = await seedApplicant(page.request, PHONE, SEEDS.udyam);
    await logInThroughApi(page, page.request, PHONE);
    const restored = (path.steps[0]?.event as { output?: UdyamRestored } | undefined)?.output;
    const headers = { authorization: await bearer(page) };
    let address = '/udyam-verification';
    if (restored?.registrations.length) {
      // The applicant proved the OTP, then reloaded Select Udyam: the list is the lender's to give back.
      const sent = await page.request.post(udyamPath(position.id, 'generate-otp'), {
        headers,
        data: { udyam_reg_no: UDYAM },
      });
      const { request_id } = (await sent.json()) as { request_id: string };
      const otp = await otpOf(page.request, PHONE);
      expect(
        (await page.request.post(udyamPath(position.id, 'submit-otp'), { headers, data: { request_id, otp } })).ok(),
      ).toBe(true);
      await advanceSandbox(page, 31_000);
      address = '/udyam-list';
    }
    if (restored?.otp) {
      // The OTP went to the mobile, then the applicant reloaded Enter Udyam OTP.
      expect(
        (
          await page.request.post(udyamPath(position.id, 'generate-otp'), {
            headers,
            data: { mobile: testPhone(restored.otp.mobile) },
          })
        ).ok(),
      ).toBe(true);
      await advanceSandbox(page, 31_000);
      address = '/udyam-otp-verification';
    }
    const gates: Run['gates'] = {
      restore: await gate(page, 'GET', udyamPath(position.id, 'udyam-list')),
      generate: await gate(page, 'POST', udyamPath(position.id, 'generate-otp')),
      verify: await gate(page, 'POST', udyamPath(position.id, 'submit-otp')),
      submit: await gate(page, 'POST', udyamPath(position.id, 'submit-udyam')),
    };
    runs.set(page, { steps: path.steps, index: -1, gates, applicationId: position.id });
    await page.goto(address);
  },

  states: {
    async restoring({ page }) {
      await expect(page.getByRole('status').filter({ hasText: 'Checking your Udyam details…' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect.poll(() => runOf(page).gates.restore.held).toBe(1);
    },
    async entering(context) {
      const { page } = context;
      const { values } = contextOf(planned(context));
      await expect(page).toHaveURL(/\/udyam-verification$/);
      await expect(heading(page, 'Udyam verification')).toBeVisible();
      const byMobile = values.lookup === 'mobile';
      await expect(
        page.getByRole('radio', {
          name: byMobile ? 'The mobile number registered with Udyam' : 'My Udyam registration number',
        }),
      ).toBeChecked();
      // What the applicant typed is still there (after a failure, or back from the OTP or the list).
      await expect(byMobile ? mobileField(page) : numberField(page)).toHaveValue(
        (byMobile ? values.mobile && testPhone(values.mobile) : values.udyamNumber) ?? '',
      );
      await expect(button(page, 'Send OTP')).toBeEnabled();
      await expect(button(page, 'Send OTP')).not.toHaveAttribute('aria-busy', 'true');
      await expectProblems(context);
    },
    async sending({ page }) {
      await expect(button(page, 'Send OTP')).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => runOf(page).gates.generate.held).toBe(1);
    },
    // The otp child's screen: the boxes, the wait before Resend, and the way back to the lookup.
    async otp(context) {
      const { page } = context;
      const udyam = contextOf(planned(context));
      await expect(page).toHaveURL(/\/udyam-otp-verification$/);
      await expect(heading(page, 'Enter Udyam OTP')).toBeVisible();
      await expect(
        page.getByText(`We have sent a 4-digit OTP to +91 XXXXX X${sentTo(udyam).slice(-4)}.`),
      ).toBeVisible();
      // The live countdown to Resend, not a fixed sentence.
      await expect(page.getByText(/^Resend OTP in 0:[0-3][0-9]$/)).toBeVisible();
      await expect(button(page, 'Verify')).toBeEnabled();
      await expect(button(page, 'Change Udyam details')).toBeEnabled();
      await expectProblems(context);
    },
    async 'list.choosing'(context) {
      const { page } = context;
      const udyam = contextOf(planned(context));
      await expect(page).toHaveURL(/\/udyam-list$/);
      await expect(heading(page, 'Select Udyam')).toBeVisible();
      const radios = page.getByRole('radiogroup', { name: 'Udyam registrations found' }).getByRole('radio');
      await expect(radios).toHaveCount(udyam.registrations.length);
      if (udyam.registrations.length > 1)
        await expect(page.getByRole('radio', { name: new RegExp(mobileUdyam()) })).toBeVisible();
      const chosen = page.getByRole('radio', { name: new RegExp(UDYAM) });
      if (udyam.values.selected) await expect(chosen).toBeChecked();
      else await expect(chosen).not.toBeChecked();
      await expect(button(page, 'Continue')).toBeEnabled();
      await expectProblems(context);
    },
    async 'list.submitting'({ page }) {
      await expect(button(page, 'Continue')).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => runOf(page).gates.submit.held).toBe(1);
    },
    async done({ page }) {
      // The lender has the registration verified and the journey moves past the Udyam screens.
      await expect(page).not.toHaveURL(/udyam/);
      await expect.poll(async () => (await positionOf(page, page.request)).nextAction).not.toBe('udyam');
    },
  },

  events: {
    CHANGE: step(async (context) => {
      const { page, event } = context;
      const { field, value } = event as unknown as { field: string; value: string };
      if (field === 'lookup') {
        await page
          .getByRole('radio', {
            name: value === 'mobile' ? 'The mobile number registered with Udyam' : 'My Udyam registration number',
          })
          .check();
      } else if (field === 'udyamNumber') {
        // Typed in lower case: the field shows it as the lender writes it.
        await numberField(page).fill(value.toLowerCase());
      } else if (field === 'mobile') {
        await mobileField(page).fill(testPhone(value));
      } else if (field === 'selected') {
        await page.getByRole('radio', { name: new RegExp(value) }).check();
      } else {
        throw new Error(`no field ${field} on the Udyam screens`);
      }
    }),
    SUBMIT: step(async (context) => {
      // The screen the applicant is on before pressing: the plan's state one step back.
      const run = runOf(context.page);
      const was = run.steps[run.index - 1]?.state ?? context.path.initial;
      const name = was.matches('list') ? 'Continue' : 'Send OTP';
      await button(context.page, name).click();
    }),
    CHANGE_NUMBER: step(async ({ page }) => {
      await button(page, 'Change Udyam details').click();
    }),
  },

  builtIns: {
    'xstate.done.actor.readUdyamList': step(async ({ page }) => {
      await runOf(page).gates.restore.release();
    }),
    'xstate.error.actor.readUdyamList': step(async ({ page }) => {
      // The client tries a failed GET three times; every try fails, and the step starts at the number.
      const { gates, applicationId } = runOf(page);
      const held = gates.restore;
      await sandboxFault(page, 'GET', udyamPath(applicationId, 'udyam-list'), 3);
      for (let attempt = 0; attempt < 3; attempt += 1) await held.release();
    }),
    'xstate.done.actor.generateUdyamOtp': step(async ({ page }) => {
      await advanceSandbox(page, 31_000);
      await runOf(page).gates.generate.release();
    }),
    'xstate.error.actor.generateUdyamOtp': step(async ({ page }) => {
      // The mobile ends in 0: the sandbox's own answer, no registration (EPL-40403).
      await advanceSandbox(page, 31_000);
      await runOf(page).gates.generate.release();
      await expect(mobileField(page)).toHaveAttribute('aria-invalid', 'true');
    }),
    // The otp child's right code: the sandbox's code for the phone it went to, verified.
    'xstate.done.actor.otp': step(async (context) => {
      const { page } = context;
      const before = runOf(page).steps[runOf(page).index - 1]?.state ?? context.path.initial;
      // The last digit submits the code: no Verify press.
      await typeOtp(page, await otpOf(page.request, sentTo(contextOf(before))));
      await expect(button(page, 'Verify')).toHaveAttribute('aria-busy', 'true');
      await runOf(page).gates.verify.release();
    }),
    'xstate.done.actor.submitUdyam': step(async ({ page }) => {
      await runOf(page).gates.submit.release();
    }),
    'xstate.error.actor.submitUdyam': step(async ({ page }) => {
      await sandboxFault(page, 'POST', udyamPath(runOf(page).applicationId, 'submit-udyam'));
      await runOf(page).gates.submit.release();
    }),
  },
};

runBrowserPaths(test, plannedUdyamMachine, handlers, {
  name: 'udyam',
  events: udyamEvents,
  input: udyamInput,
  serializeState: serializeUdyamState,
  filterEvents: offeredOnly,
  reduce: 'walks',
});

// The plan types only numbers the sandbox knows; the rules' messages for badly formed ones are
// checked here, with no call made for any of them.
test('Udyam verification: a badly formed number or mobile shows its message and sends nothing', async ({ page }) => {
  const position = await seedApplicant(page.request, PHONE, SEEDS.udyam);
  await logInThroughApi(page, page.request, PHONE);
  let sends = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === udyamPath(position.id, 'generate-otp')) sends += 1;
  });
  await page.goto('/udyam-verification');
  await expect(heading(page, 'Udyam verification')).toBeVisible();
  for (const bad of ['UDYAM-MH-2-0012345', 'UDYAM-M1-26-0012345', 'MH-26-0012345']) {
    await numberField(page).fill(bad);
    await button(page, 'Send OTP').click();
    await expect(page.getByText(UDYAM_FORMAT_MESSAGE)).toBeVisible();
    await expect(numberField(page)).toHaveAttribute('aria-invalid', 'true');
  }
  await page.getByRole('radio', { name: 'The mobile number registered with Udyam' }).check();
  await mobileField(page).fill('512345678');
  await button(page, 'Send OTP').click();
  const mobileMessage = identityFieldErrors({ lookup: 'mobile', mobile: '512345678' }, ['mobile']).mobile ?? '';
  expect(mobileMessage).not.toBe('');
  await expect(page.getByText(mobileMessage)).toBeVisible();
  await expect(page).toHaveURL(/\/udyam-verification$/);
  expect(sends).toBe(0);
});

// The gap this step had: a reload lost the OTP request and the list. Now both come back from
// the lender (the OTP while it can be typed, the list for 30 minutes), with nothing to type again.
test('Udyam screens survive a reload: the OTP sent still works, the verified list comes back to submit', async ({
  page,
}) => {
  await seedApplicant(page.request, PHONE, SEEDS.udyam);
  await logInThroughApi(page, page.request, PHONE);
  await page.goto('/udyam-verification');
  await page.getByRole('radio', { name: 'The mobile number registered with Udyam' }).check();
  await mobileField(page).fill(testPhone(MOBILE));
  await button(page, 'Send OTP').click();
  await expect(heading(page, 'Enter Udyam OTP')).toBeVisible();
  // Reloaded before typing: the code already sent still works, and Resend will know the mobile.
  await page.reload();
  await expect(page).toHaveURL(/\/udyam-otp-verification$/);
  await expect(page.getByText('We have sent a 4-digit OTP to +91 XXXXX X6789.')).toBeVisible();
  await typeOtp(page, await otpOf(page.request, MOBILE));
  await expect(heading(page, 'Select Udyam')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(mobileUdyam()) }).check();

  await page.reload();
  await expect(page).toHaveURL(/\/udyam-list$/);
  await expect(heading(page, 'Select Udyam')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(2);
  // The choice itself was not sent anywhere, so it is asked for again.
  await button(page, 'Continue').click();
  await expect(page.getByText('Please choose the Udyam registration to use')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(mobileUdyam()) }).check();
  await button(page, 'Continue').click();
  await expect(page).not.toHaveURL(/udyam/);
  await expect.poll(async () => (await positionOf(page, page.request)).nextAction).not.toBe('udyam');
});
