import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { SCREEN_PATHS, onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import type { EditableStep, OnboardingInput } from '../../../machines/onboarding/onboarding.machine.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { moveAddressBar } from '../support/login-ui.ts';
import { gate, type Gate } from '../support/gate.ts';
import {
  BROWSER_SEEDS,
  OPS_COMMENT,
  OTHER_NAME_PAN,
  browserInputs,
  onboardingInBrowser,
  sandboxLender,
  seedOfPath,
  serializeOnboardingState,
} from '../support/onboarding-parent-plan.ts';
import { CHECK_FAILED, LOAD_FAILED, onboardingEvents } from '../../support/events/onboarding-events.ts';
import {
  completeVideoWithFiles,
  editBusinessProfile,
  editPan,
  editPersonalDetails,
  submitReviewHeld,
} from '../support/onboarding-parent-steps.ts';
import {
  chooseKycMode,
  completeBusinessProfile,
  completeDigiLocker,
  completeDualDobDeclaration,
  completeDualNameDeclaration,
  completeGst,
  completePanKyc,
  completePersonalAddress,
  completePersonalDetails,
  completeUdyam,
} from '../support/onboarding-steps-ui.ts';
import { GSTIN, MATCHING_PAN } from '../../fixtures/applicant.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { raiseOpsComment } from '../support/sandbox-client.ts';
import { pageRuns } from '../support/page-runs.ts';

// Browser paths of the `onboarding` parent (ADR 006): the covering subset of the plan in
// support/onboarding-parent-plan.ts, replayed in the built app against the sandbox. Each path
// starts with a sandbox customer seeded at a position and logged in through the API; the first
// load decides the screen (deciding's branches), steps are completed through their screens
// (each step's `xstate.done.actor.step`), the address bar moves like Back/Forward and typed
// addresses (xstate.route). Home and the serviceability check are held at gates, so their
// Loaders are asserted while they last, and sandbox faults make them fail.

// A phone whose Udyam lookups find a registration (mobiles ending 0 have none).
const PHONE = '9812345678';
/** The udyam seed's registration (SEEDS.udyam): looked up by number, the list offers it. */
const UDYAM_SEED_NUMBER = 'UDYAM-MH-26-0012345';

// A path that completes the steps from step 1 to the review takes a while on a shared machine.
test.describe.configure({ timeout: 120_000 });
test.use({ geolocation: { latitude: 12.9716, longitude: 77.5946 }, permissions: ['geolocation'] });

interface Run {
  applicationId: string;
  home: Gate;
  check: Gate;
  /** The state the last handler asserted: a step's done event completes that screen. */
  state: string;
}

const runs = pageRuns<Run>();
const runOf = runs.of;

const errorBody = (message: string) => ({ error: { code: 'EPL-50000', message } });

async function sandboxFault(page: Page, fault: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', { data: fault });
  expect(response.status()).toBe(201);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const loader = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });
const FETCHING = /Please wait while we fetch\s*your details/;

/** A screen of the journey: its address, its heading, and nothing of the Loader left. */
function screen(
  name: string,
  path: string | ((run: Run) => string),
  headingText: string,
  more?: (page: Page) => Promise<void>,
) {
  return async ({ page }: BrowserContext) => {
    const run = runOf(page);
    run.state = name;
    const expected = typeof path === 'string' ? path : path(run);
    await expect(page).toHaveURL((url) => url.pathname === expected);
    await expect(heading(page, headingText)).toBeVisible();
    await more?.(page);
  };
}

/** The journey's own failure view: its message as an alert, and Retry. */
async function expectFailure(page: Page, message: string): Promise<void> {
  await expect(heading(page, 'Something went wrong')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
}

const nextActionOf = (event: AnyEventObject): string | null =>
  (event as { output?: { application?: ApplicationPosition } }).output?.application?.nextAction ?? null;

const EDIT_BUTTONS: Record<EditableStep, string> = {
  personalInfo: 'Edit personal details',
  panKyc: 'Edit KYC',
  businessProfile: 'Edit business profile',
};

const handlers: BrowserHandlers<typeof onboardingMachine> = {
  async open({ page, path }) {
    const seed = seedOfPath([...path.steps.map((step) => step.event)]);
    const { seed: body, at } = BROWSER_SEEDS[seed];
    let position = await seedApplicant(page.request, PHONE, body);
    if (seed === 'opsHold') {
      const raised = await raiseOpsComment<{ application: typeof position }>(page.request, PHONE, OPS_COMMENT);
      position = raised.application;
    }
    expect({ status: position.status, nextAction: position.nextAction }).toEqual(at);
    await logInThroughApi(page, page.request, PHONE);
    const run: Run = {
      applicationId: position.id,
      // Home is read on the first load, after Retry and after Submit, each Loader asserted while the read
      // is held; between them reads pass (a DigiLocker return reloads the page), and hold() holds again.
      home: await gate(page, 'GET', '/v1/home'),
      check: await gate(page, 'PATCH', '/v1/customer/location/serviceability-check'),
      state: 'loading',
    };
    runs.set(page, run);
    // Home is read once, by the session that owns it; onboarding's Loader waits on that read.
    await page.goto((path.input as OnboardingInput).entry.pathname);
  },

  states: {
    async loading({ page }) {
      const run = runOf(page);
      run.state = 'loading';
      await expect(loader(page, FETCHING)).toBeVisible();
      await expect.poll(() => run.home.held).toBe(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    },
    async loadFailed({ page }) {
      runOf(page).state = 'loadFailed';
      await expectFailure(page, LOAD_FAILED);
    },
    deciding() {
      throw new Error('deciding is transient: no path rests there');
    },
    personalInfo: screen('personalInfo', SCREEN_PATHS.personalInfo, 'Personal details'),
    kycSelection: screen('kycSelection', SCREEN_PATHS.kycSelection, 'Verify your identity'),
    digiLocker: screen('digiLocker', SCREEN_PATHS.digiLocker, 'Verify with DigiLocker'),
    panKyc: screen('panKyc', SCREEN_PATHS.panKyc, 'KYC details'),
    dualNameDeclaration: screen('dualNameDeclaration', SCREEN_PATHS.dualNameDeclaration, 'Name declaration'),
    dualDobDeclaration: screen('dualDobDeclaration', SCREEN_PATHS.dualDobDeclaration, 'Date of birth declaration'),
    personalAddress: screen('personalAddress', SCREEN_PATHS.personalAddress, 'Current address'),
    businessProfile: screen('businessProfile', SCREEN_PATHS.businessProfile, 'Business profile'),
    gstin: screen('gstin', SCREEN_PATHS.gstin, 'GSTIN verification'),
    udyam: screen('udyam', SCREEN_PATHS.udyam, 'Udyam verification'),
    async serviceability({ page }) {
      const run = runOf(page);
      run.state = 'serviceability';
      await expect(loader(page, /Please wait while we check\s*that we serve your area/)).toBeVisible();
      await expect.poll(() => run.check.held).toBe(1);
    },
    async serviceabilityFailed({ page }) {
      runOf(page).state = 'serviceabilityFailed';
      await expectFailure(page, CHECK_FAILED);
    },
    notServiceable: screen(
      'notServiceable',
      SCREEN_PATHS.notServiceable,
      'We do not serve your area yet',
      async (page) => {
        await expect(page.getByRole('button', { name: 'Change address' })).toBeEnabled();
      },
    ),
    videoVerification: screen('videoVerification', SCREEN_PATHS.videoVerification, 'Face and video verification'),
    review: screen('review', SCREEN_PATHS.review, 'Review your application', async (page) => {
      await expect(page.getByRole('button', { name: 'Submit application' })).toBeEnabled();
    }),
    editPersonalInfo: screen('editPersonalInfo', SCREEN_PATHS.editPersonalInfo, 'Edit personal details'),
    editPanKyc: screen('editPanKyc', SCREEN_PATHS.editPanKyc, 'Edit KYC details'),
    editBusinessProfile: screen('editBusinessProfile', SCREEN_PATHS.editBusinessProfile, 'Edit business profile'),
    result: screen('result', SCREEN_PATHS.result, 'Your credit line is approved', async (page) => {
      await expect(page.getByText('₹3,60,000')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    }),
    congratulations: screen('congratulations', SCREEN_PATHS.congratulations, 'Congratulations!'),
    underReview: screen(
      'underReview',
      (run) => `/${run.applicationId}/signup-under-review`,
      'Your application is under review',
    ),
    notEligible: screen('notEligible', SCREEN_PATHS.notEligible, 'We cannot offer you a credit line yet'),
    discrepancy: screen('discrepancy', SCREEN_PATHS.discrepancy, 'Answer our questions', async (page) => {
      await expect(page.getByText(OPS_COMMENT)).toBeVisible();
    }),
    async laterJourney({ page }) {
      runOf(page).state = 'laterJourney';
      // offerSelected: the post-approval journey's screen for it (laterJourneyEntry, ADR 008), the
      // address replaced.
      await expect(page).toHaveURL((url) => url.pathname === '/signup/bank-statement');
    },
  },

  events: {
    async RETRY({ page }) {
      const run = runOf(page);
      if (run.state === 'loadFailed') run.home.hold();
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    async CHANGE_ADDRESS({ page }) {
      await page.getByRole('button', { name: 'Change address' }).click();
    },
    async EDIT_STEP({ page, event }) {
      await page.getByRole('button', { name: EDIT_BUTTONS[event.step as EditableStep], exact: true }).click();
    },
    async CONTINUE({ page }) {
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    async 'xstate.route'({ page, event }) {
      const to = String(event.to).slice(1) as keyof typeof SCREEN_PATHS;
      await moveAddressBar(page, SCREEN_PATHS[to]);
    },
  },

  builtIns: {
    async 'xstate.done.actor.loadApplication'({ page }) {
      await runOf(page).home.open();
    },
    async 'xstate.error.actor.loadApplication'({ page }) {
      // The client retries a failed GET twice; every attempt fails.
      const run = runOf(page);
      await sandboxFault(page, { method: 'GET', path: '/v1/home', times: 3, body: errorBody(LOAD_FAILED) });
      for (let attempt = 0; attempt < 3; attempt += 1) await run.home.release();
      await run.home.open();
    },
    async 'xstate.done.actor.checkServiceability'({ page }) {
      await runOf(page).check.release();
    },
    async 'xstate.error.actor.checkServiceability'({ page }) {
      await sandboxFault(page, {
        method: 'PATCH',
        path: '/v1/customer/location/serviceability-check',
        body: errorBody(CHECK_FAILED),
      });
      await runOf(page).check.release();
    },
    async 'xstate.done.actor.step'({ page, event }) {
      const run = runOf(page);
      const next = nextActionOf(event);
      switch (run.state) {
        case 'personalInfo':
          return completePersonalDetails(page);
        case 'kycSelection':
          return chooseKycMode(page, 'digiLocker');
        // "A different date of birth" ticked: the dob declaration follows the PAN.
        case 'digiLocker':
          return completeDigiLocker(page, { differentDob: true });
        case 'panKyc':
          return completePanKyc(page, { pan: MATCHING_PAN });
        case 'dualNameDeclaration':
          return completeDualNameDeclaration(page);
        case 'dualDobDeclaration':
          return completeDualDobDeclaration(page);
        case 'personalAddress':
          return completePersonalAddress(page);
        case 'businessProfile':
          return completeBusinessProfile(page, { registration: 'skip' });
        case 'gstin':
          return completeGst(page, page.request);
        case 'udyam':
          return completeUdyam(page, page.request, UDYAM_SEED_NUMBER);
        case 'videoVerification':
          return completeVideoWithFiles(page);
        case 'discrepancy':
          // Answering the last question releases the hold; home is read again (held at its gate).
          run.home.hold();
          await page
            .getByLabel('Your answer to question 1')
            .fill('The GST certificate shows the shop address; uploaded to the portal.');
          await page.getByRole('button', { name: 'Mark question 1 resolved' }).click();
          return;
        case 'review':
          // After Submit home is read again; its Loader is asserted while the call is held.
          run.home.hold();
          return submitReviewHeld(page, run.applicationId);
        // Saved unchanged, the review follows; a change can ask for another step first.
        case 'editPersonalInfo':
          return editPersonalDetails(page, next === 'review' ? undefined : 'Kumar');
        case 'editPanKyc':
          return editPan(page, next === 'review' ? MATCHING_PAN : OTHER_NAME_PAN);
        case 'editBusinessProfile':
          return editBusinessProfile(page, next === 'review' ? undefined : GSTIN);
        default:
          throw new Error(`no step to complete in ${run.state}`);
      }
    },
  } satisfies Record<string, (context: BrowserEventContext & { event: AnyEventObject }) => Promise<void>>,
};

// The plan simulates the machine: the drafts it would re-read are the app's (none in the plan).
const planned = onboardingMachine.provide({ actions: { refreshDrafts: () => {} } });

runBrowserPaths(test, planned, handlers, {
  name: 'onboarding',
  inputs: browserInputs,
  events: onboardingEvents(sandboxLender),
  filterEvents: onboardingInBrowser,
  serializeState: serializeOnboardingState,
  reduce: 'walks',
});
