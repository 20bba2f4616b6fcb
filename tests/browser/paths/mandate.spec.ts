import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { mandateMachine, type MandateInput } from '../../../machines/mandate/mandate.machine.ts';
import { MANDATE_PATHS } from '../../../machines/mandate/screens.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { pageRuns } from '../support/page-runs.ts';
import { LOAN_ID, call, faultBody, prepareApplicant } from '../support/post-approval-children.ts';
import type { Applicant } from '../support/post-approval-children.ts';
import { callGate } from '../support/post-approval-gates.ts';
import type { CallGate } from '../support/post-approval-gates.ts';
import { mandateBrowserInputs, mandateInBrowser } from '../support/mandate-plan.ts';
import { CALL_FAILED, LOAD_FAILED, mandateEvents, serializeMandateState } from '../../support/events/mandate-events.ts';
import type { MandateReadName } from '../../fixtures/mandate-samples.ts';
import { ONE_PAGE_PDF } from '../../fixtures/pdf/one-page.ts';

// Browser paths of the `mandate` journey (ADR 012): the covering subset of its plan, replayed in
// the built app against the sandbox. Each path starts with an applicant of its own at the mandate,
// brought by the lender's real calls to the attempt the path's first load names, logged in and
// opening the path's address. The journey's calls are held at gates, so each Loader and busy
// button is asserted while it lasts; faults and the sandbox's bank controls make the outcomes.

test.describe.configure({ timeout: 90_000 });

const PHONE = '9876500811';

const CALLS = {
  status: ['GET', (id: string) => `/v1/emandate/register/${id}`],
  modes: ['GET', (id: string) => `/v6/emandate/${id}/mandate/availability`],
  emandate: ['POST', () => '/v1/emandate/sponsorbank/request'],
  upi: ['POST', () => '/v1/emandate/init-upi-subscription'],
  nach: ['POST', () => '/v1/emandate/nach/request'],
  poll: ['GET', () => '/v1/emandate/register-upi-mandate'],
  scan: ['PATCH', (id: string) => `/v2/emandate/${id}/nach-mandate/${LOAN_ID}`],
  submission: ['PATCH', () => `/v1/creditloan/${LOAN_ID}/post-approval-submission`],
} as const satisfies Record<string, readonly ['GET' | 'POST' | 'PATCH', (id: string) => string]>;
type CallName = keyof typeof CALLS;

const ACTOR_CALLS: Record<string, CallName> = {
  loadMandate: 'status',
  loadModes: 'modes',
  requestEmandate: 'emandate',
  initUpi: 'upi',
  requestNach: 'nach',
  pollUpi: 'poll',
  readStatus: 'status',
  uploadNach: 'scan',
  submitMandate: 'submission',
  submitCompleted: 'submission',
};

interface Run {
  applicant: Applicant;
  gates: Record<CallName, CallGate>;
  state: string;
}
const runs = pageRuns<Run>();

const nameOf = (event: AnyEventObject | undefined): string | undefined =>
  (event?.['output'] as { toJSON?: () => string } | undefined)?.toJSON?.();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function bank(page: Page, applicant: Applicant, decision: string, reason?: string) {
  const answer = await page.request.post(`/__sandbox/customers/${applicant.phone}/mandate`, {
    data: { decision, ...(reason ? { reason } : {}) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function setup(page: Page, applicant: Applicant, body: Record<string, unknown>) {
  const answer = await page.request.put(`/__sandbox/customers/${applicant.phone}/mandate-setup`, { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The lender's calls an earlier visit would have made, to the attempt the first load names. */
async function arrange(page: Page, applicant: Applicant, first: MandateReadName): Promise<void> {
  const start = (path: string, data?: unknown) =>
    call<{ mandateId: string }>(page.request, applicant, 'post', path, data ? { data } : {});
  const emandate = () => start('/v1/emandate/sponsorbank/request', { mode: 'netBanking', redirectUrl: '/' });
  const nachForm = async () => {
    const { mandateId } = await start('/v1/emandate/nach/request');
    return mandateId;
  };
  const download = async (mandateId: string) => {
    const template = `/v2/emandate/${applicant.applicationId}/nach-template/${mandateId}`;
    const answer = await page.request.get(template, { headers: { authorization: applicant.authorization } });
    expect(answer.ok()).toBe(true);
  };
  switch (first) {
    case 'none':
      return;
    case 'upiInitiated':
      await start('/v1/emandate/init-upi-subscription');
      return;
    case 'nachForm':
      await nachForm();
      return;
    case 'bankPending':
      await emandate();
      return bank(page, applicant, 'pending');
    case 'nachDownloaded':
      return download(await nachForm());
    case 'nachUploaded': {
      await download(await nachForm());
      await call(page.request, applicant, 'patch', `/v2/emandate/${applicant.applicationId}/nach-mandate/${LOAN_ID}`, {
        multipart: { file: SIGNED_FORM },
      });
      return;
    }
    case 'failed':
      await emandate();
      return bank(page, applicant, 'reject', 'nameMismatch');
    case 'upiDeclined':
      await start('/v1/emandate/init-upi-subscription');
      return bank(page, applicant, 'reject', 'declined');
    case 'registered':
      await emandate();
      return bank(page, applicant, 'approve');
    case 'agreement':
      await emandate();
      await bank(page, applicant, 'approve');
      await call(page.request, applicant, 'patch', `/v1/creditloan/${LOAN_ID}/post-approval-submission`);
      return;
  }
}

const SIGNED_FORM = { name: 'signed-nach.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF };
const NOT_A_SCAN = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') };

function state(name: string, path: string | null, checks: (page: Page, run: Run) => Promise<void>) {
  return async ({ page }: BrowserContext) => {
    const run = runs.of(page);
    run.state = name;
    if (path) await expect(page).toHaveURL((url) => url.pathname === path);
    await checks(page, run);
  };
}

function loading(name: string, path: string | null, gate: CallName) {
  return state(name, path, async (page, run) => {
    await expect(page.getByRole('status').first()).toBeVisible();
    await expect.poll(() => run.gates[gate].held()).toBeGreaterThan(0);
  });
}

function busy(name: string, path: string, label: string, gate: CallName) {
  return state(name, path, async (page, run) => {
    await expect(button(page, label)).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => run.gates[gate].held()).toBeGreaterThan(0);
  });
}

const showing = (name: string, path: string, title: string) =>
  state(name, path, async (page) => {
    await expect(heading(page, title)).toBeVisible();
  });

const gateOf = (page: Page, actor: string) => runs.of(page).gates[ACTOR_CALLS[actor]!];
const triesOf = (gate: CallGate) => (gate.method === 'GET' ? 3 : 1);
const answer =
  (actor: string) =>
  async ({ page }: BrowserEventContext) =>
    gateOf(page, actor).release();
const fail =
  (actor: string) =>
  async ({ page }: BrowserEventContext) => {
    const gate = gateOf(page, actor);
    await gate.fail(CALL_FAILED, triesOf(gate));
  };

/** A start the lender refuses because a mandate was registered meanwhile (another tab). */
const registeredMeanwhile =
  (actor: string) =>
  async ({ page }: BrowserEventContext) => {
    const run = runs.of(page);
    await call(page.request, run.applicant, 'post', '/v1/emandate/sponsorbank/request', {
      data: { mode: 'netBanking', redirectUrl: '/' },
    });
    await bank(page, run.applicant, 'approve');
    await gateOf(page, actor).release();
  };

const MODE_LABELS: Record<string, string> = {
  netBanking: 'Net banking',
  upiAutopay: 'UPI Autopay',
  nach: 'Physical NACH form',
};
const SUBMIT_BUTTONS: Record<string, string> = {
  modes: 'Continue',
  success: 'Continue',
  completed: 'Continue',
  nachSuccess: 'Continue',
};

const handlers: BrowserHandlers<typeof mandateMachine> = {
  async open({ page, path }) {
    const first = nameOf(path.steps.map((step) => step.event).find((e) => e.type === 'xstate.done.actor.loadMandate'));
    const applicant = await prepareApplicant(
      page,
      page.request,
      PHONE,
      { status: 'emandatePending', nextAction: 'mandate', ifscCode: 'HDFC0001248', bestApprovedAmount: 300000 },
      {},
    );
    await setup(page, applicant, { modes: ['netBanking', 'upiAutopay', 'nach'] });
    await arrange(page, applicant, (first ?? 'none') as MandateReadName);
    const gates = {} as Record<CallName, CallGate>;
    for (const [name, [method, pathOf]] of Object.entries(CALLS))
      gates[name as CallName] = await callGate(page, method, pathOf(applicant.applicationId), {
        inOrder: name === 'status',
      });
    runs.set(page, { applicant, gates, state: 'loading' });
    await page.goto((path.input as MandateInput).entry.pathname);
  },

  states: {
    loading: loading('loading', null, 'status'),
    loadFailed: state('loadFailed', null, async (page) => {
      await expect(heading(page, 'Something went wrong')).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(LOAD_FAILED);
    }),
    deciding() {
      throw new Error('deciding is transient: no path rests there');
    },
    'modes.loading': loading('modes.loading', MANDATE_PATHS.modes, 'modes'),
    'modes.failed': state('modes.failed', MANDATE_PATHS.modes, async (page) => {
      await expect(page.getByRole('alert')).toContainText(CALL_FAILED);
      await expect(button(page, 'Retry')).toBeEnabled();
    }),
    'modes.choosing': state('modes.choosing', MANDATE_PATHS.modes, async (page) => {
      await expect(heading(page, 'Set up repayments')).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Net banking' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Debit card' })).toHaveCount(0);
    }),
    'modes.startingUpi': busy('modes.startingUpi', MANDATE_PATHS.modes, 'Continue', 'upi'),
    'modes.startingNach': busy('modes.startingNach', MANDATE_PATHS.modes, 'Continue', 'nach'),
    'redirecting.starting': loading('redirecting.starting', MANDATE_PATHS.redirecting, 'emandate'),
    'redirecting.leaving': state('redirecting.leaving', null, async (page) => {
      await expect(page).toHaveURL(/sponsorbank-sandbox\/authorise/);
      await expect(button(page, 'Authorise')).toBeVisible();
    }),
    'upiWaiting.polling': loading('upiWaiting.polling', MANDATE_PATHS.upiWaiting, 'poll'),
    'upiWaiting.waiting': showing('upiWaiting.waiting', MANDATE_PATHS.upiWaiting, 'Approve in your UPI app'),
    'upiWaiting.pollFailed': state('upiWaiting.pollFailed', MANDATE_PATHS.upiWaiting, async (page) => {
      await expect(page.getByRole('alert')).toContainText(CALL_FAILED);
      await expect(button(page, 'Retry')).toBeEnabled();
    }),
    'nachForm.ready': showing('nachForm.ready', MANDATE_PATHS.nachForm, 'NACH mandate form'),
    'nachForm.downloading': state('nachForm.downloading', MANDATE_PATHS.nachForm, async () => {}),
    'nachUpload.ready': showing('nachUpload.ready', MANDATE_PATHS.nachUpload, 'Upload the signed NACH form'),
    'nachUpload.downloading': state('nachUpload.downloading', MANDATE_PATHS.nachUpload, async () => {}),
    'nachUpload.uploading': state('nachUpload.uploading', MANDATE_PATHS.nachUpload, async (page, run) => {
      await expect(page.getByRole('status').filter({ hasText: 'Uploading…' })).toBeVisible();
      await expect.poll(() => run.gates.scan.held()).toBeGreaterThan(0);
    }),
    nachSuccess: showing('nachSuccess', MANDATE_PATHS.nachSuccess, 'Form received'),
    'pending.ready': state('pending.ready', MANDATE_PATHS.pending, async (page) => {
      await expect(button(page, 'Check again')).toBeEnabled();
    }),
    'pending.checking': busy('pending.checking', MANDATE_PATHS.pending, 'Check again', 'status'),
    failure: state('failure', MANDATE_PATHS.failure, async (page) => {
      await expect(heading(page, 'Your mandate did not go through')).toBeVisible();
      await expect(button(page, 'Try again')).toBeEnabled();
    }),
    'success.ready': showing('success.ready', MANDATE_PATHS.success, 'Repayments set up'),
    'success.submitting': busy('success.submitting', MANDATE_PATHS.success, 'Continue', 'submission'),
    'completed.ready': showing('completed.ready', MANDATE_PATHS.completed, 'Mandate already registered'),
    'completed.submitting': busy('completed.submitting', MANDATE_PATHS.completed, 'Continue', 'submission'),
    // The agreement is the next journey's: the address is handed over to its first screen.
    handOver: state('handOver', '/signup/loan-agreement', async () => {}),
  },

  events: {
    async RETRY({ page }) {
      await button(page, 'Retry').click();
    },
    async CHOOSE_MODE({ page, event }) {
      await page.getByRole('radio', { name: MODE_LABELS[event.mode] }).click();
    },
    async SUBMIT({ page, next }) {
      const screen = runs.of(page).state.split('.')[0]!;
      await button(page, SUBMIT_BUTTONS[screen] ?? 'Continue').click();
      if (!next?.type.startsWith('xstate.')) await expect(page.getByRole('alert')).toBeVisible();
    },
    async DOWNLOAD({ page, next }) {
      const run = runs.of(page);
      if (next?.type.startsWith('xstate.error.actor.downloadNach')) {
        // A GET is tried three times: each try fails with the lender's sentence.
        const armed = await page.request.post('/__sandbox/faults', {
          data: {
            method: 'GET',
            path: `/v2/emandate/${run.applicant.applicationId}/nach-template/*`,
            status: 500,
            times: 3,
            body: faultBody(CALL_FAILED),
          },
        });
        expect(armed.ok()).toBe(true);
      }
      const label = run.state.startsWith('nachForm') ? 'Download the form' : 'Download the form again';
      if (!next?.type.startsWith('xstate.done.actor.downloadNach')) {
        await button(page, label).click();
        return;
      }
      // The form reaches the browser as a PDF download.
      const download = page.waitForEvent('download');
      await button(page, label).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('nach-mandate-form.pdf');
    },
    async FILE_CHOSEN({ page, event }) {
      const file = event.file.type === 'application/pdf' ? SIGNED_FORM : NOT_A_SCAN;
      await page.getByLabel('Signed NACH form', { exact: true }).setInputFiles(file);
      if (file === NOT_A_SCAN) await expect(page.getByRole('alert')).toContainText('PDF, JPEG or PNG');
    },
    async CONTINUE({ page }) {
      await button(page, 'Continue').click();
    },
    async CHECK_AGAIN({ page }) {
      await button(page, 'Check again').click();
    },
    async CHANGE_MODE({ page }) {
      const label = runs.of(page).state === 'failure' ? 'Try again' : 'Choose another way';
      await button(page, label).click();
    },
  },

  builtIns: {
    async 'xstate.done.actor.loadMandate'({ page }) {
      await runs.of(page).gates.status.release();
    },
    async 'xstate.error.actor.loadMandate'({ page }) {
      await runs.of(page).gates.status.fail(LOAD_FAILED, 3);
    },
    'xstate.done.actor.loadModes': answer('loadModes'),
    'xstate.error.actor.loadModes': fail('loadModes'),
    'xstate.done.actor.initUpi': answer('initUpi'),
    async 'xstate.error.actor.initUpi'(context) {
      if (nameOf({ type: '', output: context.event['error'] }) === 'already registered')
        return registeredMeanwhile('initUpi')(context);
      return fail('initUpi')(context);
    },
    'xstate.done.actor.requestNach': answer('requestNach'),
    async 'xstate.error.actor.requestNach'(context) {
      if (nameOf({ type: '', output: context.event['error'] }) === 'already registered')
        return registeredMeanwhile('requestNach')(context);
      return fail('requestNach')(context);
    },
    'xstate.done.actor.requestEmandate': answer('requestEmandate'),
    async 'xstate.error.actor.requestEmandate'(context) {
      if (nameOf({ type: '', output: context.event['error'] }) === 'already registered')
        return registeredMeanwhile('requestEmandate')(context);
      // §8 EPL-10000: the bank cannot match the KYC; the screen says so in plain words.
      const run = runs.of(context.page);
      await setup(context.page, run.applicant, { kycFails: true });
      await run.gates.emandate.release();
      await expect(context.page.getByRole('alert')).toContainText('could not match your KYC');
      await setup(context.page, run.applicant, { kycFails: false });
    },
    async 'xstate.done.actor.pollUpi'({ page, event }) {
      const run = runs.of(page);
      const name = nameOf(event);
      if (name === 'registered') await bank(page, run.applicant, 'approve');
      if (name === 'upiDeclined') await bank(page, run.applicant, 'reject', 'declined');
      await run.gates.poll.release();
    },
    'xstate.error.actor.pollUpi': fail('pollUpi'),
    async 'xstate.after.pollEvery.mandate.upiWaiting.waiting'({ page }) {
      // The journey reads again a few seconds later, by itself.
      await expect.poll(() => runs.of(page).gates.poll.held(), { timeout: 10_000 }).toBeGreaterThan(0);
    },
    async 'xstate.done.actor.downloadNach'({ page }) {
      // The lender noted the download: the journey reads where the application now stands.
      await expect.poll(() => runs.of(page).gates.status.held()).toBeGreaterThan(0);
    },
    async 'xstate.error.actor.downloadNach'({ page }) {
      // The download was asked for already: the answer is what the next one gets; tested at machine level.
      await expect(page.getByRole('alert')).toContainText(CALL_FAILED);
    },
    async 'xstate.done.actor.downloadNachAgain'({ page }) {
      await expect(button(page, 'Download the form again')).not.toHaveAttribute('aria-busy', 'true');
    },
    async 'xstate.error.actor.downloadNachAgain'({ page }) {
      await expect(page.getByRole('alert')).toContainText(CALL_FAILED);
    },
    'xstate.done.actor.uploadNach': answer('uploadNach'),
    'xstate.error.actor.uploadNach': fail('uploadNach'),
    async 'xstate.done.actor.readStatus'({ page, event }) {
      const run = runs.of(page);
      const name = nameOf(event);
      if (name === 'registered') await bank(page, run.applicant, 'approve');
      if (name === 'failed') await bank(page, run.applicant, 'reject', 'nameMismatch');
      await run.gates.status.release();
    },
    'xstate.error.actor.readStatus': fail('readStatus'),
    'xstate.done.actor.submitMandate': answer('submitMandate'),
    'xstate.error.actor.submitMandate': fail('submitMandate'),
    'xstate.done.actor.submitCompleted': answer('submitCompleted'),
    'xstate.error.actor.submitCompleted': fail('submitCompleted'),
  },
};

runBrowserPaths(test, mandateMachine, handlers, {
  name: 'mandate',
  events: mandateEvents,
  inputs: mandateBrowserInputs,
  serializeState: serializeMandateState,
  filterEvents: mandateInBrowser,
  reduce: 'walks',
});
