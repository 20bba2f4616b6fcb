import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { advanceSandboxClock, otpOf } from '../support/sandbox-client.ts';
import { testPhone } from '../support/test-identity.ts';
import { typeOtp } from '../support/login-ui.ts';
import { SEEDS } from '../../fixtures/applicant.ts';
import { provideProfile } from '../../../src/journeys/profile/provide.ts';
import type { ProfileInput } from '../../../machines/profile/types.ts';
import {
  INPUTS,
  NEW_EMAIL,
  SERVER_FAULT,
  profileEvents,
  serializeProfileState,
  userCanSend,
} from '../../support/events/profile-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';

// Browser paths of the profile chart (ADR 052): the covering walks of its plan replayed in the built
// app against the sandbox. Each walk seeds a customer with the onboarding's sample answers (the
// lender's re-KYC asked or started when the walk's read plans it), logs in and opens the walk's
// address. Codes are read from the control API (email codes by address, Aadhaar codes by phone);
// the sandbox clock of the walk is moved past the 30 s resend wait before a code is asked again.
// Failures are faults armed by the step before the call; the lender's part failing (ADR 056) is armed
// at the walk's start, at the customer's own id, since its read follows the profile's at once.

const PHONE = '9123400531';
const machine = provideProfile(plannedApiClient());
const errorBody = { error: { code: 'EPL-50000', message: SERVER_FAULT } };

const ADDRESS: Record<ProfileInput['place'], string> = {
  profile: '/my-profile',
  email: '/my-profile/email',
  reKyc: '/my-profile/re-kyc',
};

/** The walk's own address for the planned NEW_EMAIL: per-email budgets are never shared between walks. */
const emailOf = (value: string) => (value === NEW_EMAIL ? `asha.${testPhone(PHONE)}@example.in` : value);

async function fault(page: Page, method: string, path: string, times = 1): Promise<void> {
  const armed = await page.request.post('/__sandbox/faults', {
    data: { method, path, status: 500, times, body: errorBody },
  });
  expect(armed.ok()).toBe(true);
}

/** Arms what the next planned step needs from the sandbox before the call that produces it. */
async function arrange(page: Page, next: AnyEventObject | undefined): Promise<void> {
  switch (next?.type) {
    case 'xstate.error.actor.getProfile':
      // A read the sandbox fails is tried three times (the client retries a read twice).
      return fault(page, 'GET', '/v1/customer/profile', 3);
    case 'xstate.error.actor.sendEmailOtp':
      return fault(page, 'POST', '/v1/customer/send-email-otp');
    case 'xstate.error.actor.initiateReKyc':
      return fault(page, 'PATCH', '/v1/customer/initiate-rekyc');
    case 'xstate.error.actor.sendAadhaarOtp':
      return fault(page, 'POST', '/v1/customer/rekyc/aadhaar-otp');
    default:
      return;
  }
}

/** The re-KYC the walk's first answered read plans: none, asked (due) or started (inProgress). */
function plannedReKyc(context: BrowserContext): 'due' | 'inProgress' | null {
  const read = context.path.steps.find((step) => step.event.type === 'xstate.done.actor.getProfile');
  const first = JSON.stringify(read?.event);
  if (first?.includes('re-KYC inProgress')) return 'inProgress';
  return first?.includes('re-KYC due') ? 'due' : null;
}

/** Whether the walk plans the lender's part to fail (only ever its first read). */
const lenderFails = (context: BrowserContext) =>
  context.path.steps.some(
    (step) =>
      step.event.type === 'xstate.done.actor.getLenderSections' && JSON.stringify(step.event).includes('failed'),
  );

async function failLenderPart(page: Page): Promise<void> {
  const headers = { authorization: await token(page) };
  const read = await page.request.get('/v1/customer/profile', { headers });
  const { profile } = (await read.json()) as { profile: { customerId: string } };
  await fault(page, 'GET', `/v1/customer/${profile.customerId}/nbfc-info`, 3);
}

const token = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const at =
  (place: ProfileInput['place'], name: string | RegExp) =>
  async ({ page }: BrowserContext) => {
    await expect(page).toHaveURL(new RegExp(`${ADDRESS[place]}$`));
    await heading(page, name);
  };

const noCheck = async () => {};

const click =
  (name: string | RegExp) =>
  async ({ page, next }: BrowserEventContext) => {
    await arrange(page, next);
    await page.getByRole('button', { name }).first().click();
  };

const handlers: BrowserHandlers<typeof machine> = {
  async open(context) {
    const { page, path } = context;
    const phone = testPhone(PHONE);
    await seedApplicant(page.request, PHONE, { ...SEEDS.gstin, status: 'initiated' });
    const reKyc = plannedReKyc(context);
    if (reKyc) expect((await page.request.put(`/__sandbox/customers/${phone}/rekyc`, { data: {} })).ok()).toBe(true);
    await logInThroughApi(page, page.request, PHONE);
    if (reKyc === 'inProgress') {
      const started = await page.request.patch('/v1/customer/initiate-rekyc', {
        headers: { authorization: await token(page) },
        data: {},
      });
      expect(started.ok()).toBe(true);
    }
    if (lenderFails(context)) await failLenderPart(page);
    await arrange(page, path.steps[0]?.event);
    await page.goto(ADDRESS[(path.input as ProfileInput).place]);
  },
  states: {
    loading: noCheck,
    failed: async ({ page }) => {
      await heading(page, 'We could not load your profile');
      await expect(page.getByRole('alert')).toHaveText(SERVER_FAULT);
    },
    routing: noCheck,
    'profile.reading': noCheck,
    'profile.shown': async (context) => {
      const { page } = context;
      await at('profile', 'My profile')(context);
      await expect(page.getByText(/Your support ID is SUP-[0-9A-Z]{4}-[0-9A-Z]{4}\./)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Your documents' })).toHaveAttribute('href', '/documents');
      // The walk's customer has no active line: the terms part says so plainly, whatever the lender part shows.
      const terms = page.getByRole('region', { name: 'Your credit terms' });
      await expect(terms.getByText(/shown here once your credit line is active/)).toBeVisible();
      const lender = page.getByRole('region', { name: 'Your lender' });
      // Its answer, or (the walk's armed fault) its own sentence and Retry; the rest of the page stands.
      await expect(lender.getByText(/named here once you choose an offer|could not load your lender/)).toBeVisible();
      if ((await lender.getByRole('button', { name: 'Retry' }).count()) > 0) {
        await expect(lender.getByRole('alert')).toContainText(SERVER_FAULT);
      }
    },
    'email.entering': at('email', 'Your email address'),
    'email.sending': noCheck,
    'email.otp': async (context) => {
      await at('email', 'Verify your email')(context);
      await expect(context.page.getByText('We have sent a 4-digit OTP to a***@example.in.')).toBeVisible();
    },
    'reKyc.opening': noCheck,
    'reKyc.asked': async (context) => {
      await at('reKyc', 'Update your KYC')(context);
      await expect(context.page.getByRole('button', { name: 'Start' })).toBeVisible();
    },
    'reKyc.initiating': noCheck,
    'reKyc.aadhaar': async (context) => {
      await at('reKyc', 'Update your KYC')(context);
      await expect(context.page.getByRole('textbox', { name: 'Aadhaar number', exact: true })).toBeVisible();
    },
    'reKyc.sending': noCheck,
    'reKyc.otp': at('reKyc', 'Verify with Aadhaar OTP'),
  },
  events: {
    RETRY: click(/^Retry$/),
    ADD_EMAIL: click(/^(Add|Change|Verify) email$/),
    START_REKYC: click(/^(Update KYC|Continue updating KYC)$/),
    BACK: click('Back to my profile'),
    // Send OTP asks for a code again at times: the walk's clock moves past the resend wait first.
    SUBMIT: async (context) => {
      await advanceSandboxClock(context.page.request, 31_000);
      const sending = context.page.getByRole('button', { name: /^(Send OTP|Start)$/ });
      await arrange(context.page, context.next);
      await sending.first().click();
    },
    CHANGE: click(/^Change (email|Aadhaar number)$/),
    EMAIL_CHANGED: async ({ page, event }) => {
      await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(emailOf(String(event['value'])));
    },
    AADHAAR_CHANGED: async ({ page, event }) => {
      await page.getByRole('textbox', { name: 'Aadhaar number', exact: true }).fill(String(event['value']));
    },
  },
  builtIns: {
    ...Object.fromEntries(
      [
        'xstate.done.actor.getProfile',
        'xstate.error.actor.getProfile',
        'xstate.done.actor.getLenderSections',
        'xstate.done.actor.sendEmailOtp',
        'xstate.error.actor.sendEmailOtp',
        'xstate.done.actor.initiateReKyc',
        'xstate.error.actor.initiateReKyc',
        'xstate.done.actor.sendAadhaarOtp',
        'xstate.error.actor.sendAadhaarOtp',
      ].map((type) => [type, async (context: BrowserEventContext) => arrange(context.page, context.next)]),
    ),
    // The OTP child's code, read where the sandbox keeps it and typed: the last digit submits it.
    async 'xstate.done.actor.otp'({ page }) {
      const email = page.url().endsWith('/email');
      const code = email
        ? ((await (await page.request.get(`/__sandbox/email-otp/${emailOf(NEW_EMAIL)}`)).json()) as { otp: string }).otp
        : await otpOf(page.request, PHONE);
      await typeOtp(page, code);
    },
  },
};

runBrowserPaths(test, machine, handlers, {
  events: profileEvents,
  inputs: INPUTS,
  serializeState: serializeProfileState,
  filterEvents: userCanSend,
  limit: 100_000,
  reduce: 'walks',
});
