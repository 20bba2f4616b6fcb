import { expect, test } from '../support/test.ts';
import type { Locator, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { DocumentUploadInput } from '../../../machines/kit/document-upload.machine.ts';
import { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE } from '../../../src/journeys/onboarding/actors.ts';
import { INCORRECT_PDF_PASSWORD_MESSAGE } from '../../../src/lib/pdf/password-error.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { alertWith, failHeld } from '../support/form-step-ui.ts';
import { SEEDS } from '../../fixtures/applicant.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { PNG, payloadOf } from '../support/upload-files.ts';
import {
  FILES,
  RIGHT_PASSWORD,
  documentUploadEvents,
  kindOf,
  type FileKind,
} from '../../support/events/document-upload-events.ts';
import {
  SLOT_LABELS,
  plannedDocumentUpload,
  serializeUploadState,
  uploadInBrowser,
  uploadInputs,
  type SlotName,
} from '../support/upload-plan.ts';
import { pageRuns } from '../support/page-runs.ts';

// Browser paths of `documentUpload`, one file slot of step-2 KYC (manual KYC, so the address
// proof and PAN card slots are shown): the covering subset of support/upload-plan.ts. The
// upload call is held at a gate until the path says how it ends; the type/size check and the
// PDF unlock run in the page (pdfjs) on real files made in the test, an RC4-encrypted PDF among
// them. Checking and unlocking are local and quick, so their handlers accept the slot having
// already moved on; the state after them is asserted exactly.

const PHONE = '9876500021';
const UPLOAD_FAULT = 'Sandbox fault: the document was not stored.';
const HELD_FILE = 'pan-card.png';

const UPLOAD_PATHS: Record<SlotName, (id: string) => string> = {
  addressProofFront: (id) => `/v3/application/${id}/address-proof`,
  personalId: (id) => `/v2/application/${id}/personal-id`,
};

interface Run {
  slot: SlotName;
  id: string;
  upload: Gate;
  /** The file the slot holds or works on, and the message it should show. */
  fileName: string | null;
  problem: string | null;
  wrongPassword: boolean;
}

const runs = pageRuns<Run>();
const runOf = runs.of;

const slotOf = (page: Page): Locator => page.getByRole('group', { name: SLOT_LABELS[runOf(page).slot], exact: true });
const picker = (page: Page) => slotOf(page).getByLabel(/^(Choose file|Replace file) for /);
const passwordPrompt = (page: Page) => page.getByRole('dialog', { name: 'This PDF is password protected' });
const unlockButton = (page: Page) => passwordPrompt(page).getByRole('button', { name: 'Unlock' });
const removeButton = (page: Page) =>
  slotOf(page).getByRole('button', { name: `Remove ${SLOT_LABELS[runOf(page).slot]}` });

const PROBLEMS: Partial<Record<FileKind, string>> = { tooBig: FILE_SIZE_MESSAGE, wrongType: FILE_TYPE_MESSAGE };

/** The file the lender already holds for a slot: uploaded through the API, as an earlier visit would have. */
async function uploadBeforehand(page: Page, id: string): Promise<void> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as string | null);
  expect(token).not.toBeNull();
  const response = await page.request.post(`${UPLOAD_PATHS.personalId(id)}?documentType=panCard`, {
    headers: { authorization: token ?? '' },
    multipart: { file: { name: HELD_FILE, mimeType: 'image/png', buffer: PNG } },
  });
  if (!response.ok()) throw new Error(`personal-id upload answered ${response.status()}: ${await response.text()}`);
}

function transient(name: string) {
  return () => {
    throw new Error(`${name} is transient: no path rests there`);
  };
}

const handlers: BrowserHandlers<typeof plannedDocumentUpload> = {
  async open({ page, path }) {
    const { slot, document } = path.input as DocumentUploadInput & { slot: SlotName };
    const position = await seedApplicant(page.request, PHONE, SEEDS.panKyc);
    await logInThroughApi(page, page.request, PHONE);
    if (document) await uploadBeforehand(page, position.id);
    const upload = await gate(page, 'POST', UPLOAD_PATHS[slot](position.id));
    runs.set(page, {
      slot,
      id: position.id,
      upload,
      fileName: document ? HELD_FILE : null,
      problem: null,
      wrongPassword: false,
    });
    await page.goto('/signup/pre-approval/step-2');
    await expect(page.getByRole('heading', { level: 1, name: 'KYC details' })).toBeVisible();
    // The address proof's slots wait for its type, as the screen says.
    if (slot === 'addressProofFront') {
      await expect(slotOf(page).getByText('Choose the address proof type first.')).toBeVisible();
      await page.getByLabel('Address proof type').selectOption('aadhaar');
    }
  },

  states: {
    start: transient('start'),
    async empty({ page }) {
      const run = runOf(page);
      await expect(picker(page)).toBeEnabled();
      await expect(slotOf(page).getByText(/^Uploaded:/)).toHaveCount(0);
      await expect(passwordPrompt(page)).toHaveCount(0);
      if (run.problem) {
        await expect(alertWith(page, run.problem)).toBeVisible();
        await expect(slotOf(page)).toHaveAttribute('data-invalid', '');
      } else {
        await expect(slotOf(page).getByRole('alert')).toHaveCount(0);
      }
    },
    async checking({ page }) {
      // In-page and quick: the slot has left what it showed before (an upload, a failure) and
      // shows the file it took (checking, prompt or upload) or the file's problem.
      const run = runOf(page);
      await expect(slotOf(page).getByRole('button', { name: 'Retry upload' })).toHaveCount(0);
      await expect(slotOf(page).getByText(/^Uploaded:/)).toHaveCount(0);
      const inSlot = run.problem
        ? alertWith(page, run.problem)
        : slotOf(page).getByText(run.fileName ?? '', { exact: false });
      // A locked PDF may already have opened its password prompt: a modal, which takes the slot
      // out of the accessibility tree, so the prompt naming the file is the reaction then.
      const reacted =
        run.fileName && !run.problem
          ? inSlot.or(passwordPrompt(page).getByText(run.fileName, { exact: false }))
          : inSlot;
      await expect(reacted.first()).toBeVisible();
    },
    async needsPassword({ page }) {
      const run = runOf(page);
      await expect(passwordPrompt(page)).toBeVisible();
      await expect(passwordPrompt(page)).toContainText(run.fileName ?? '');
      const incorrect = passwordPrompt(page).getByText(INCORRECT_PDF_PASSWORD_MESSAGE);
      if (run.wrongPassword) {
        await expect(incorrect).toBeVisible();
        await expect(passwordPrompt(page).getByLabel('PDF password')).toHaveAttribute('aria-invalid', 'true');
      } else {
        await expect(incorrect).toHaveCount(0);
      }
      await expect(unlockButton(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(passwordPrompt(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    async unlocking({ page }) {
      // pdfjs works in the page: the prompt is busy, or already answered (closed, or the error shown).
      const answered = unlockButton(page)
        .and(page.locator('[aria-busy="true"]'))
        .or(slotOf(page).getByText('Uploading…'))
        .or(passwordPrompt(page).getByText(INCORRECT_PDF_PASSWORD_MESSAGE));
      await expect(answered.first()).toBeVisible();
    },
    async uploading({ page }) {
      const run = runOf(page);
      await expect(slotOf(page).getByRole('status')).toHaveText('Uploading…');
      await expect(slotOf(page).getByText(run.fileName ?? '', { exact: false })).toBeVisible();
      await expect(passwordPrompt(page)).toHaveCount(0);
      await expect(picker(page)).toHaveCount(0);
      await expect.poll(() => run.upload.held).toBe(1);
    },
    async uploaded({ page }) {
      const run = runOf(page);
      await expect(
        slotOf(page).getByText(new RegExp(`^Uploaded: ${run.fileName ?? ''} \\(\\d+ (B|KB|MB)\\)$`)),
      ).toBeVisible();
      await expect(removeButton(page)).toBeEnabled();
      await expect(picker(page)).toHaveAccessibleName(`Replace file for ${SLOT_LABELS[run.slot]}`);
      await expect(slotOf(page).getByRole('alert')).toHaveCount(0);
    },
    async failed({ page }) {
      await expect(alertWith(page, UPLOAD_FAULT)).toBeVisible();
      await expect(slotOf(page).getByRole('button', { name: 'Retry upload' })).toBeEnabled();
      await expect(removeButton(page)).toBeEnabled();
      await expect(picker(page)).toBeEnabled();
    },
  },

  events: {
    async FILE_CHOSEN({ page, event }) {
      const run = runOf(page);
      const kind = kindOf((event as { file: File }).file);
      if (!kind) throw new Error('the plan chose a file this spec cannot make');
      await picker(page).setInputFiles(await payloadOf(kind));
      run.fileName = FILES[kind].name;
      run.problem = PROBLEMS[kind] ?? null;
      run.wrongPassword = false;
    },
    async PASSWORD_SUBMITTED({ page, event }) {
      const { password } = event as { password: string };
      await passwordPrompt(page).getByLabel('PDF password').fill(password);
      await unlockButton(page).click();
      runOf(page).wrongPassword = password !== RIGHT_PASSWORD;
    },
    async CANCEL_PASSWORD({ page }) {
      await passwordPrompt(page).getByRole('button', { name: 'Cancel' }).click();
      Object.assign(runOf(page), { fileName: null, problem: null, wrongPassword: false });
    },
    async REMOVE({ page }) {
      await removeButton(page).click();
      Object.assign(runOf(page), { fileName: null, problem: null });
    },
    async RETRY({ page }) {
      await slotOf(page).getByRole('button', { name: 'Retry upload' }).click();
    },
  },

  builtIns: {
    // The checks and the unlock are the page's own work; the file and password chose their outcome.
    async 'xstate.done.actor.inspect'() {},
    async 'xstate.error.actor.inspect'() {},
    async 'xstate.done.actor.unlock'() {},
    async 'xstate.error.actor.unlock'() {},
    async 'xstate.done.actor.upload'({ page }) {
      await runOf(page).upload.release();
    },
    async 'xstate.error.actor.upload'({ page }) {
      const run = runOf(page);
      await failHeld(page, run.upload, { method: 'POST', path: UPLOAD_PATHS[run.slot](run.id) }, UPLOAD_FAULT);
    },
  } satisfies Record<string, (context: BrowserEventContext & { event: AnyEventObject }) => Promise<void>>,
};

runBrowserPaths(test, plannedDocumentUpload, handlers, {
  name: 'documentUpload',
  inputs: uploadInputs,
  events: documentUploadEvents,
  filterEvents: uploadInBrowser,
  serializeState: serializeUploadState,
  reduce: 'walks',
});
