import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { documentsMachine } from '../../../machines/post-approval/documents.machine.ts';
import type { DocumentRequest } from '../../../rules/post-approval/documents.ts';
import { DOCUMENTS_COPY, FORM_COPY } from '../../../src/journeys/post-approval/screens/documents-copy.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import { pageRuns } from '../support/page-runs.ts';
import { LOAN_ID, call, faultBody, pngFile, prepareApplicant } from '../support/post-approval-children.ts';
import type { Applicant } from '../support/post-approval-children.ts';
import {
  CALL_FAILED,
  LOAD_FAILED,
  OWED,
  REQUESTS,
  documentsEvents,
  documentsInputs,
  onDocumentCards,
  serializeDocuments,
} from '../../support/events/documents-events.ts';

// Browser paths of the documents child: an applicant whose bank details and cheque are in
// (chequeUploaded), with every document of the list already uploaded but the one the path works
// on, opens upload-documents; for the additional list the first one is completed first and the
// lender asked for more. The list read, the preview and document-upload-complete are held at
// gates until the path says how each ends.

const PHONE = '9100000411';
const FIRST_REQUIRED = ['application-document', 'shop-photo-inside', 'applicant-photo', 'id-proof'] as const;
const LABELS: Record<string, string> = {
  'shop-photo-front': 'Shop photo (front)',
  'security-cheque': 'Security cheque',
};

interface Run {
  applicant: Applicant;
  list: Gate;
  complete: Gate;
  preview: Gate | null;
  form: Gate | null;
  eSign: Gate | null;
  stage: 'upload' | 'additional';
}
const runs = pageRuns<Run>();

const listPath = (applicant: Applicant) => `/v1/application/${applicant.applicationId}/application-document`;
const formPath = (applicant: Applicant) => `/v1/application/${applicant.applicationId}/application-form`;
const formButton = (page: Page, name: string) =>
  page.getByRole('group', { name: FORM_COPY.title }).getByRole('button', { name });
const owed = (page: Page) => OWED[runs.of(page).stage];
const labelOf = (page: Page) => LABELS[owed(page)] ?? owed(page);

async function upload(request: Page['request'], applicant: Applicant, kind: string): Promise<void> {
  await call(request, applicant, 'post', `${listPath(applicant)}?kind=${kind}`, {
    multipart: { file: pngFile(`${kind}.png`) },
  });
}

function firstStage(steps: readonly { event: AnyEventObject }[]): 'upload' | 'additional' {
  const load = steps.find((step) => step.event.type === 'xstate.done.actor.loadDocuments');
  return (load?.event.output as DocumentRequest | undefined) === REQUESTS.additional ? 'additional' : 'upload';
}

/** The id of the file the lender holds for the card the path works on (the preview reads it back). */
async function heldId(page: Page): Promise<string> {
  const { applicant } = runs.of(page);
  const list = await call<DocumentRequest>(page.request, applicant, 'get', listPath(applicant));
  const document = list.documents.find((entry) => entry.kind === owed(page))?.document;
  if (!document) throw new Error(`${owed(page)} is not held, so it cannot be previewed`);
  return document.id;
}

async function failCalls(page: Page, method: string, path: string, message: string, tries: number, held: Gate) {
  const response = await page.request.post('/__sandbox/faults', {
    data: { method, path, status: 500, times: tries, body: faultBody(message) },
  });
  expect(response.ok()).toBe(true);
  for (let attempt = 0; attempt < tries; attempt += 1) await held.release();
}

const heading = (page: Page) =>
  page.getByRole('heading', {
    name: DOCUMENTS_COPY[runs.of(page).stage === 'additional' ? 'additional' : 'upload'].title,
  });

async function onList(page: Page, variant: string) {
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('group', { name: labelOf(page) })).toBeVisible();
  await expectAccessible(page, variant);
}

async function onPreview(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/${owed(page)}/upload-preview$`));
}

const handlers: BrowserHandlers<typeof documentsMachine> = {
  async open({ page, path }) {
    const stage = firstStage(path.steps);
    const asksMore = path.steps.some(
      (step) =>
        step.event.type === 'xstate.done.actor.completeDocuments' &&
        (step.event.output as { application: { status: string } }).application.status === 'documentUploadInProgress',
    );
    const applicant = await prepareApplicant(
      page,
      page.request,
      PHONE,
      { status: 'chequeUploaded', nextAction: 'uploadDocuments' },
      { asksAdditional: stage === 'additional' || asksMore },
    );
    for (const kind of FIRST_REQUIRED) await upload(page.request, applicant, kind);
    if (stage === 'additional') {
      await upload(page.request, applicant, 'shop-photo-front');
      await call(page.request, applicant, 'patch', `/v1/application/${LOAN_ID}/document-upload-complete`, { data: {} });
      await upload(page.request, applicant, 'property-ownership-proof');
    }
    const list = await gate(page, 'GET', listPath(applicant));
    const complete = await gate(page, 'PATCH', `/v1/application/${LOAN_ID}/document-upload-complete`);
    runs.set(page, { applicant, list, complete, preview: null, form: null, eSign: null, stage });
    await page.goto(stage === 'additional' ? '/signup/additional-documents' : '/signup/upload-documents');
  },
  states: {
    async loading({ page }) {
      await expect.poll(() => runs.of(page).list.held, { intervals: [50] }).toBe(1);
      await expect(page.getByRole('status').first()).toBeVisible();
    },
    async loadFailed({ page }) {
      await expect(page.getByRole('alert')).toHaveText(LOAD_FAILED);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expectAccessible(page, 'documents loadFailed');
    },
    async 'upload.editing'({ page }) {
      await onList(page, 'documents upload');
    },
    async 'upload.previewing.loading'({ page }) {
      await onPreview(page);
      await expect(page.getByText('Loading the preview…')).toBeVisible();
    },
    async 'upload.previewing.showing'({ page }) {
      await onPreview(page);
      await expect(page.getByRole('heading', { name: `Preview: ${owed(page)}` })).toBeVisible();
      await expectAccessible(page, 'documents preview');
    },
    async 'upload.previewing.failed'({ page }) {
      await onPreview(page);
      await expect(page.getByRole('alert')).toHaveText(CALL_FAILED);
    },
    async 'upload.completing'({ page }) {
      await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    },
    async 'upload.downloadingForm'({ page }) {
      await expect(formButton(page, FORM_COPY.download)).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByText(FORM_COPY.downloading)).toBeVisible();
      await expect(formButton(page, FORM_COPY.sign)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    },
    async 'upload.startingESign'({ page }) {
      await expect(formButton(page, FORM_COPY.sign)).toHaveAttribute('aria-busy', 'true');
      await expect(formButton(page, FORM_COPY.download)).toBeDisabled();
    },
    async 'upload.redirecting'({ page }) {
      // The browser left for the sandbox's Aadhaar e-sign page, with its one-time reference.
      await expect(page).toHaveURL(/\/v1\/sandbox-esign\/application-form\?requestId=[^&]+&ref=/);
      await expect(page.getByRole('button', { name: 'Leave pending' })).toBeVisible();
    },
    async 'additional.editing'({ page }) {
      await onList(page, 'documents additional');
    },
    async 'additional.previewing.loading'({ page }) {
      await onPreview(page);
      await expect(page.getByText('Loading the preview…')).toBeVisible();
    },
    async 'additional.previewing.showing'({ page }) {
      await onPreview(page);
      await expect(page.getByRole('heading', { name: `Preview: ${owed(page)}` })).toBeVisible();
    },
    async 'additional.previewing.failed'({ page }) {
      await onPreview(page);
      await expect(page.getByRole('alert')).toHaveText(CALL_FAILED);
    },
    async 'additional.completing'({ page }) {
      await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    },
    async done({ page }) {
      // The parent takes the next screen from the lender's status: not this list again.
      await runs.of(page).list.open();
      await expect(page).not.toHaveURL(
        new RegExp(`/signup/${runs.of(page).stage === 'additional' ? 'additional' : 'upload'}-documents$`),
      );
    },
  },
  events: {
    async RETRY({ page }) {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    async UPLOAD_CHANGED({ page, event }) {
      const card = page.getByRole('group', { name: labelOf(page) });
      if (event.document === null) {
        await card.getByRole('button', { name: `Remove ${labelOf(page)}` }).click();
        await expect(card.getByText(/Uploaded:/)).toHaveCount(0);
        return;
      }
      await card.locator('input[type="file"]').setInputFiles(pngFile(`${owed(page)}.png`));
      await expect(card.getByText(/Uploaded:/)).toBeVisible();
    },
    async PREVIEW({ page }) {
      const run = runs.of(page);
      run.preview = await gate(page, 'GET', `${listPath(run.applicant)}/${await heldId(page)}`);
      await page.getByRole('button', { name: `Preview ${labelOf(page)}` }).click();
    },
    async CLOSE_PREVIEW({ page }) {
      await runs.of(page).preview?.open();
      await page.getByRole('button', { name: 'Close preview' }).click();
    },
    async SUBMIT({ page }) {
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    async DOWNLOAD_FORM({ page }) {
      const run = runs.of(page);
      run.form = await gate(page, 'GET', formPath(run.applicant));
      await formButton(page, FORM_COPY.download).click();
    },
    async SIGN_FORM({ page }) {
      const run = runs.of(page);
      run.eSign = await gate(page, 'POST', `${formPath(run.applicant)}/esign`);
      await formButton(page, FORM_COPY.sign).click();
    },
  },
  builtIns: {
    async 'xstate.done.actor.loadDocuments'({ page }) {
      await runs.of(page).list.release();
    },
    async 'xstate.error.actor.loadDocuments'({ page }) {
      const run = runs.of(page);
      await failCalls(page, 'GET', listPath(run.applicant), LOAD_FAILED, 3, run.list);
    },
    async 'xstate.done.actor.readDocumentFile'({ page }) {
      await runs.of(page).preview?.release();
    },
    async 'xstate.error.actor.readDocumentFile'({ page }) {
      const run = runs.of(page);
      const preview = run.preview;
      if (!preview) throw new Error('no preview was asked for');
      await failCalls(page, 'GET', `${listPath(run.applicant)}/${await heldId(page)}`, CALL_FAILED, 3, preview);
    },
    async 'xstate.done.actor.downloadForm'({ page }) {
      const run = runs.of(page);
      const download = page.waitForEvent('download');
      await run.form?.release();
      const file = await download;
      expect(file.suggestedFilename()).toBe('application-form.pdf');
      await run.form?.open();
    },
    async 'xstate.error.actor.downloadForm'({ page }) {
      const run = runs.of(page);
      if (!run.form) throw new Error('no download was asked for');
      await failCalls(page, 'GET', formPath(run.applicant), CALL_FAILED, 3, run.form);
      await expect(page.getByRole('group', { name: FORM_COPY.title }).getByRole('alert')).toHaveText(CALL_FAILED);
      await run.form.open();
    },
    async 'xstate.done.actor.startFormESign'({ page }) {
      await runs.of(page).eSign?.release();
    },
    async 'xstate.error.actor.startFormESign'({ page }) {
      const run = runs.of(page);
      if (!run.eSign) throw new Error('no e-sign was asked for');
      await failCalls(page, 'POST', `${formPath(run.applicant)}/esign`, CALL_FAILED, 1, run.eSign);
      await expect(page.getByRole('group', { name: FORM_COPY.title }).getByRole('alert')).toHaveText(CALL_FAILED);
      await run.eSign.open();
    },
    async 'xstate.done.actor.completeDocuments'({ page }) {
      await runs.of(page).complete.release();
    },
    async 'xstate.error.actor.completeDocuments'({ page }) {
      await failCalls(
        page,
        'PATCH',
        `/v1/application/${LOAN_ID}/document-upload-complete`,
        CALL_FAILED,
        1,
        runs.of(page).complete,
      );
    },
  },
};

runBrowserPaths(test, documentsMachine, handlers, {
  name: 'documents',
  events: documentsEvents,
  filterEvents: onDocumentCards,
  inputs: documentsInputs,
  serializeState: serializeDocuments,
  reduce: 'walks',
});
