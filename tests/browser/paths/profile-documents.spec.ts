import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { profileDocumentsMachine } from '../../../machines/post-approval/profile-documents.machine.ts';
import { PROFILE_DOCUMENTS } from '../../../src/journeys/post-approval/screens/profile-documents-copy.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import { pageRuns } from '../support/page-runs.ts';
import { call, faultBody, pngFile, prepareApplicant, statementPdf } from '../support/post-approval-children.ts';
import type { Applicant } from '../support/post-approval-children.ts';
import { PROFILE_DOCUMENTS_FAULT, profileDocumentsEvents } from '../../support/events/profile-documents-events.ts';

// Browser paths of the /documents page (Documents Data): an applicant who uploaded a bank
// statement (at offerSelected) and then an identity proof (at chequeUploaded) opens the page;
// the list read is held at a gate so the loader is seen, then answered, or failed by a fault so
// Retry reads again.

const PHONE = '9100000413';

interface Run {
  applicant: Applicant;
  list: Gate;
}
const runs = pageRuns<Run>();

const listPath = (applicant: Applicant) => `/v1/application/${applicant.applicationId}/documents`;

async function uploadBoth(page: Page, applicant: Applicant): Promise<void> {
  const base = `/v1/application/${applicant.applicationId}`;
  await call(page.request, applicant, 'post', `${base}/bank-statement/files`, {
    multipart: { file: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: await statementPdf(6) } },
  });
  await page.request.put(`/__sandbox/customers/${applicant.phone}`, { data: { status: 'chequeUploaded' } });
  await call(page.request, applicant, 'post', `${base}/application-document?kind=id-proof`, {
    multipart: { file: pngFile('pan.png') },
  });
}

const handlers: BrowserHandlers<typeof profileDocumentsMachine> = {
  async open({ page }) {
    const applicant = await prepareApplicant(page, page.request, PHONE, { status: 'offerSelected' }, {});
    await uploadBoth(page, applicant);
    runs.set(page, { applicant, list: await gate(page, 'GET', listPath(applicant)) });
    await page.goto('/documents');
  },
  states: {
    async loading({ page }) {
      await expect(page).toHaveURL(/\/documents$/);
      await expect.poll(() => runs.of(page).list.held, { intervals: [50] }).toBe(1);
      await expect(page.getByRole('status').filter({ hasText: 'Please wait while we fetch' })).toBeVisible();
    },
    async shown({ page }) {
      await expect(page.getByRole('heading', { name: PROFILE_DOCUMENTS.title })).toBeVisible();
      const statements = page.getByRole('region', { name: PROFILE_DOCUMENTS.statements, exact: true });
      await expect(statements.getByRole('listitem')).toHaveText([/Bank statement\s*statement\.pdf, uploaded/]);
      const documents = page.getByRole('region', { name: PROFILE_DOCUMENTS.documents, exact: true });
      await expect(documents.getByRole('listitem')).toHaveText([/Identity proof\s*pan\.png, uploaded/]);
      await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
      await expectAccessible(page, 'profileDocuments shown');
    },
    async failed({ page }) {
      await expect(page.getByRole('heading', { name: PROFILE_DOCUMENTS.title })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(PROFILE_DOCUMENTS_FAULT);
      await expectAccessible(page, 'profileDocuments failed');
    },
  },
  events: {
    async RETRY({ page }) {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
  },
  builtIns: {
    async 'xstate.done.actor.loadDocuments'({ page }) {
      await runs.of(page).list.release();
    },
    async 'xstate.error.actor.loadDocuments'({ page }) {
      const { applicant, list } = runs.of(page);
      // The client tries a GET three times before the failure is shown.
      const armed = await page.request.post('/__sandbox/faults', {
        data: {
          method: 'GET',
          path: listPath(applicant),
          status: 500,
          times: 3,
          body: faultBody(PROFILE_DOCUMENTS_FAULT),
        },
      });
      expect(armed.ok()).toBe(true);
      for (let attempt = 0; attempt < 3; attempt += 1) await list.release();
    },
  },
};

runBrowserPaths(test, profileDocumentsMachine, handlers, {
  name: 'profileDocuments',
  events: profileDocumentsEvents,
  reduce: 'walks',
});
