import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { FormStepInput } from '../../../machines/onboarding/types.ts';
import { PERSONAL_INFO_MESSAGES } from '../../../rules/onboarding/forms/personal-info.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import {
  KNOWN_PINCODE,
  KNOWN_PLACE,
  MEMBERSHIPS,
  UNKNOWN_PINCODE,
  formStepEvents,
} from '../../support/events/form-step-events.ts';
import {
  formStepInBrowser,
  formStepInputs,
  plannedFormStep,
  screenOf,
  serializeFormStepState,
  type FormScreen,
} from '../support/form-step-plan.ts';
import { alertWith, failHeld, stepLoader } from '../support/form-step-ui.ts';
import { SEEDS } from '../../fixtures/applicant.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { PNG } from '../support/upload-files.ts';
import { pageRuns } from '../support/page-runs.ts';

// Browser paths of `formStep`, the one machine behind every pre-approval form: the covering
// subset of tests/browser/support/form-step-plan.ts on four real screens against the sandbox.
// Each step's load, save, skip and pincode lookup is held at a gate until the path says how it
// ends, so the Loader, the busy Continue/Skip and "Finding your city and state…" are asserted
// while they last; failures are sandbox faults on the held call.

test.use({ geolocation: { latitude: 12.9784, longitude: 77.6408 }, permissions: ['geolocation'] });

const PHONE = '9876500011';
const LOAD_FAULT = 'Sandbox fault: your details are not available.';
const SAVE_FAULT = 'Sandbox fault: your changes were not saved.';
const SKIP_FAULT = 'Sandbox fault: the skip was not recorded.';
const LOOKUP_FAILED_HINT = 'We could not look up this pincode just now. Please type your city and state.';
const UNKNOWN_HINT = 'We could not find this pincode. Please type your city and state.';
const FINDING_HINT = 'Finding your city and state…';
const DOCUMENT_NAME = 'amazon-payouts.png';

interface ScreenSetup {
  seed: Record<string, unknown>;
  path: string;
  title: RegExp;
  submitLabel: string;
  /** The call whose answer ends the step's Loader (the others of its load run beside it). */
  load: (id: string) => string;
  /** The save call, held while Continue is busy; none where the path never presses Continue. */
  save: { method: string; path: (id: string) => string } | null;
  /** Where the app goes once the lender took the step. */
  next: RegExp;
}

const SCREENS: Record<FormScreen, ScreenSetup> = {
  // Personal details already saved: the step stays open to re-submit (Back from KYC selection).
  personalInfo: {
    seed: SEEDS.kycSelection,
    path: '/signup/pre-approval/step-1',
    title: /^Personal details$/,
    submitLabel: 'Continue',
    load: (id) => `/v4/application/${id}/personal-info`,
    save: { method: 'PATCH', path: (id) => `/v4/application/${id}/personal-info` },
    next: /\/signup\/pre-approval\/kyc$/,
  },
  editPersonalInfo: {
    seed: SEEDS.review,
    path: '/signup/pre-approval/edit/step-1',
    title: /^Edit personal details$/,
    submitLabel: 'Save changes',
    load: (id) => `/v4/application/${id}/personal-info`,
    save: { method: 'PATCH', path: (id) => `/v4/application/${id}/personal-info` },
    next: /\/signup\/pre-approval\/review$/,
  },
  // An address already saved: the step stays open to change it (Back from business profile).
  personalAddress: {
    seed: SEEDS.businessProfile,
    path: '/signup/pre-approval/personal-address',
    title: /^Current address$/,
    submitLabel: 'Continue',
    load: (id) => `/v2/application/${id}/profile`,
    save: { method: 'POST', path: (id) => `/v1/application/${id}/current-address` },
    next: /\/signup\/pre-approval\/step-3$/,
  },
  businessProfile: {
    seed: { ...SEEDS.serviceability, memberships: MEMBERSHIPS },
    path: '/signup/pre-approval/step-3',
    title: /^Business profile$/,
    submitLabel: 'Continue',
    load: (id) => `/v3/application/${id}/business-info`,
    // Skip saves the business info first (src/journeys/onboarding/steps.ts): that call is not held.
    save: null,
    // Skipped: the serviceability check runs on the way (a Loader), then video verification.
    next: /\/signup\/video-verification$/,
  },
};

const FIELD_LABELS: Record<string, string> = { firstName: 'First name', pincode: 'Pincode' };

interface Run {
  screen: FormScreen;
  id: string;
  gates: { load: Gate; save: Gate | null; skip: Gate; lookups: Record<string, Gate> };
  /** What the last event should have left on screen. */
  firstNameError: boolean;
  saveRefused: boolean;
  skipRefused: boolean;
  lookup: 'none' | 'found' | 'unknown' | 'failed';
  uploaded: boolean;
}

const runs = pageRuns<Run>();
const runOf = runs.of;

const setupOf = (page: Page) => SCREENS[runOf(page).screen];
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: setupOf(page).title });
const submitButton = (page: Page) => page.getByRole('button', { name: setupOf(page).submitLabel, exact: true });
const skipButton = (page: Page) => page.getByRole('button', { name: 'Continue without the marketplace document' });
const field = (page: Page, name: string) => page.getByLabel(FIELD_LABELS[name] ?? name, { exact: true });
const skipPath = (id: string) => `/v1/application/${id}/skip-marketplace-document`;
const LOOKUP_PATH = '/v1/application/city-and-state/';

function savingGate(page: Page): Gate {
  const held = runOf(page).gates.save;
  if (!held) throw new Error(`${runOf(page).screen} is not saved on its paths`);
  return held;
}

/** The lookup gate of the pincode now in the field. */
async function lookupGate(page: Page): Promise<{ held: Gate; pincode: string }> {
  const pincode = await field(page, 'pincode').inputValue();
  const held = runOf(page).gates.lookups[pincode];
  if (!held) throw new Error(`no lookup gate for pincode ${pincode}`);
  return { held, pincode };
}

async function expectForm(page: Page): Promise<void> {
  const run = runOf(page);
  await expect(page).toHaveURL(new RegExp(`${setupOf(page).path}$`));
  await expect(heading(page)).toBeVisible();
  await expect(submitButton(page)).not.toHaveAttribute('aria-busy', 'true');
  // The step's own message, or none: a refused save or skip shows the lender's sentence.
  const refusal = run.saveRefused ? SAVE_FAULT : run.skipRefused ? SKIP_FAULT : null;
  if (refusal) await expect(alertWith(page, refusal)).toBeVisible();
  else await expect(page.getByRole('alert').filter({ hasText: 'Sandbox fault' })).toHaveCount(0);
}

const handlers: BrowserHandlers<typeof plannedFormStep> = {
  async open({ page, path }) {
    const screen = screenOf(path.input as FormStepInput);
    const setup = SCREENS[screen];
    const position = await seedApplicant(page.request, PHONE, setup.seed);
    const id = position.id;
    const gates: Run['gates'] = {
      load: await gate(page, 'GET', setup.load(id)),
      save: setup.save ? await gate(page, setup.save.method, setup.save.path(id)) : null,
      skip: await gate(page, 'PATCH', skipPath(id)),
      lookups: {
        [KNOWN_PINCODE]: await gate(page, 'GET', `${LOOKUP_PATH}${KNOWN_PINCODE}`),
        [UNKNOWN_PINCODE]: await gate(page, 'GET', `${LOOKUP_PATH}${UNKNOWN_PINCODE}`),
      },
    };
    runs.set(page, {
      screen,
      id,
      gates,
      firstNameError: false,
      saveRefused: false,
      skipRefused: false,
      lookup: 'none',
      uploaded: false,
    });
    await logInThroughApi(page, page.request, PHONE);
    await page.goto(setup.path);
  },

  states: {
    async loading({ page }) {
      await expect(stepLoader(page)).toBeVisible();
      await expect.poll(() => runOf(page).gates.load.held).toBe(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    },
    async loadFailed({ page }) {
      await expect(heading(page)).toBeVisible();
      await expect(alertWith(page, LOAD_FAULT)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(submitButton(page)).toHaveCount(0);
    },
    async 'editing.idle'({ page }) {
      const run = runOf(page);
      await expectForm(page);
      await expect(submitButton(page)).toBeEnabled();
      if (run.screen === 'personalInfo' || run.screen === 'editPersonalInfo') {
        const error = page.getByText(PERSONAL_INFO_MESSAGES.firstName);
        if (run.firstNameError) {
          await expect(error).toBeVisible();
          await expect(field(page, 'firstName')).toHaveAttribute('aria-invalid', 'true');
        } else {
          await expect(error).toHaveCount(0);
          await expect(field(page, 'firstName')).not.toHaveAttribute('aria-invalid', 'true');
        }
      }
      if (run.screen === 'personalAddress') {
        const city = page.getByLabel('City', { exact: true });
        await expect(page.getByText(FINDING_HINT)).toHaveCount(0);
        if (run.lookup === 'found') {
          // The lender's city and state, not editable while the pincode stands.
          await expect(city).toHaveValue(KNOWN_PLACE.city);
          await expect(page.getByLabel('State', { exact: true })).toHaveValue(KNOWN_PLACE.state);
          await expect(city).toHaveAttribute('readonly', '');
        } else {
          await expect(city).not.toHaveAttribute('readonly', '');
        }
        if (run.lookup === 'failed') await expect(page.getByText(LOOKUP_FAILED_HINT)).toBeVisible();
        if (run.lookup === 'unknown') await expect(page.getByText(UNKNOWN_HINT)).toBeVisible();
      }
      if (run.screen === 'businessProfile') {
        if (run.uploaded) {
          await expect(page.getByText(`Uploaded: ${DOCUMENT_NAME}`)).toBeVisible();
          // The document is there: nothing left to skip.
          await expect(skipButton(page)).toHaveCount(0);
        } else {
          await expect(skipButton(page)).toBeEnabled();
        }
      }
    },
    async 'editing.lookingUp'({ page }) {
      await expectForm(page);
      await expect(page.getByText(FINDING_HINT)).toBeVisible();
      // Continue waits for city and state.
      await expect(submitButton(page)).toBeDisabled();
      await expect(page.getByLabel('City', { exact: true })).toHaveAttribute('readonly', '');
      const { held } = await lookupGate(page);
      await expect.poll(() => held.held).toBe(1);
    },
    async saving({ page }) {
      await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('form')).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => savingGate(page).held).toBe(1);
    },
    async skipping({ page }) {
      await expect(skipButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(submitButton(page)).toBeDisabled();
      await expect.poll(() => runOf(page).gates.skip.held).toBe(1);
    },
    async done({ page }) {
      await expect(page).toHaveURL(setupOf(page).next, { timeout: 15_000 });
    },
  },

  events: {
    async CHANGE({ page, event }) {
      const run = runOf(page);
      const { field: name, value } = event as { field: string; value: string };
      await field(page, name).fill(value);
      if (name === 'firstName') run.firstNameError = false;
      if (name === 'pincode') run.lookup = 'none';
    },
    async SUBMIT({ page }) {
      const run = runOf(page);
      run.saveRefused = false;
      run.skipRefused = false;
      // Continue with the name cleared: the step's own check answers, under the field.
      run.firstNameError =
        (run.screen === 'personalInfo' || run.screen === 'editPersonalInfo') &&
        (await field(page, 'firstName').inputValue()) === '';
      await submitButton(page).click();
    },
    async SKIP({ page }) {
      runOf(page).skipRefused = false;
      await skipButton(page).click();
    },
    async RETRY({ page }) {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    async UPLOAD_CHANGED({ page }) {
      const slot = page.getByRole('group', { name: 'Marketplace sales report' });
      await slot.getByLabel(/Choose file/).setInputFiles({ name: DOCUMENT_NAME, mimeType: 'image/png', buffer: PNG });
      await expect(slot.getByText(`Uploaded: ${DOCUMENT_NAME}`)).toBeVisible();
      runOf(page).uploaded = true;
    },
  },

  builtIns: {
    async 'xstate.done.actor.load'({ page, event }) {
      const run = runOf(page);
      await run.gates.load.release();
      // A saved address opens with its pincode looked up again: city and state stay the lender's.
      const values = (event as { output?: { values?: Record<string, string> } }).output?.values;
      const pincode = run.screen === 'personalAddress' ? values?.['pincode'] : undefined;
      if (pincode === KNOWN_PINCODE) {
        await run.gates.lookups[KNOWN_PINCODE]?.release();
        run.lookup = 'found';
      }
    },
    async 'xstate.error.actor.load'({ page }) {
      const run = runOf(page);
      await failHeld(page, run.gates.load, { method: 'GET', path: SCREENS[run.screen].load(run.id) }, LOAD_FAULT);
    },
    async 'xstate.done.actor.save'({ page }) {
      await savingGate(page).release();
    },
    async 'xstate.error.actor.save'({ page }) {
      const run = runOf(page);
      const save = SCREENS[run.screen].save;
      if (!save) throw new Error(`${run.screen} is not saved on its paths`);
      await failHeld(page, savingGate(page), { method: save.method, path: save.path(run.id) }, SAVE_FAULT);
      run.saveRefused = true;
    },
    async 'xstate.done.actor.skip'({ page }) {
      await runOf(page).gates.skip.release();
    },
    async 'xstate.error.actor.skip'({ page }) {
      const run = runOf(page);
      await failHeld(page, run.gates.skip, { method: 'PATCH', path: skipPath(run.id) }, SKIP_FAULT);
      run.skipRefused = true;
    },
    async 'xstate.done.actor.lookupPincode'({ page }) {
      const { held, pincode } = await lookupGate(page);
      await held.release();
      runOf(page).lookup = pincode === KNOWN_PINCODE ? 'found' : 'unknown';
    },
    async 'xstate.error.actor.lookupPincode'({ page }) {
      const { held, pincode } = await lookupGate(page);
      await failHeld(
        page,
        held,
        { method: 'GET', path: `${LOOKUP_PATH}${pincode}` },
        'Sandbox fault: no pincode table.',
      );
      runOf(page).lookup = 'failed';
    },
  } satisfies Record<string, (context: BrowserEventContext & { event: AnyEventObject }) => Promise<void>>,
};

runBrowserPaths(test, plannedFormStep, handlers, {
  name: 'formStep',
  inputs: formStepInputs,
  events: formStepEvents,
  filterEvents: formStepInBrowser,
  serializeState: serializeFormStepState,
  reduce: 'walks',
});
