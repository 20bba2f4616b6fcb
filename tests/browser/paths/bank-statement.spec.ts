import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { bankStatementMachine } from '../../../machines/post-approval/bank-statement.machine.ts';
import type {
  BankStatementState,
  ConsentResult,
  NetBankingResult,
} from '../../../rules/post-approval/bank-statement.ts';
import {
  BUSY,
  CONSENT_ENDED,
  CONSENT_WAIT,
  FETCH_FAILED,
  NET_BANKING_WAIT,
  OTHER_WAY,
  SKIP_LABEL,
  STATEMENT_TITLE,
  TRY_AGAIN,
  WAYS,
} from '../../../src/journeys/post-approval/screens/statement-copy.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import { pageRuns } from '../support/page-runs.ts';
import { call, faultBody, prepareApplicant, statementPdf } from '../support/post-approval-children.ts';
import type { Applicant } from '../support/post-approval-children.ts';
import {
  CALL_FAILED,
  LOAD_FAILED,
  NET_BANKING_FAILED,
  NOT_ENOUGH,
  OFFERS,
  bankStatementEvents,
  bankStatementInputs,
  onStatementCards,
  serializeBankStatement,
} from '../../support/events/bank-statement-events.ts';

// Browser paths of the bank statement child: an applicant who chose an offer (offerSelected)
// opens /signup/bank-statement, with what the lender holds arranged first (a file uploaded, a
// net-banking session or a consent in progress). Every call of the child is held at a gate until
// the path says how it ends; the provider pages' outcomes are set through the pages' own forms
// and the sandbox's consent control before the poll that reads them is let through.

const PHONE = '9100000412';
const FIRST = 'Statement file 1';

type GateName = 'load' | 'submit' | 'skip' | 'startNetBanking' | 'pollNetBanking' | 'createConsent' | 'readConsent';

interface Run {
  applicant: Applicant;
  gates: Record<GateName, Gate>;
  preview: Gate | null;
  offer: BankStatementState;
  /** The provider page the lender gave for net banking: it acts only on the reference in it. */
  netBankingUrl: string | null;
}
const runs = pageRuns<Run>();

const statementPath = (applicant: Applicant) => `/v1/application/${applicant.applicationId}/bank-statement`;
const netBankingPath = (applicant: Applicant) => `/v1/finanalyser/${applicant.applicationId}/netbanking`;
const consentPath = (applicant: Applicant, rest: string) => `/v2/onemoney/${applicant.applicationId}/${rest}`;

function offerOf(steps: readonly { event: AnyEventObject }[]): BankStatementState {
  const load = steps.find((step) => step.event.type === 'xstate.done.actor.loadStatements');
  return (load?.event.output as BankStatementState | undefined) ?? OFFERS.everyWay;
}

async function state(page: Page) {
  const { applicant } = runs.of(page);
  return call<BankStatementState>(page.request, applicant, 'get', statementPath(applicant));
}

async function failCalls(page: Page, method: string, path: string, message: string, tries: number, held: Gate) {
  const response = await page.request.post('/__sandbox/faults', {
    data: { method, path, status: 500, times: tries, body: faultBody(message) },
  });
  expect(response.ok()).toBe(true);
  for (let attempt = 0; attempt < tries; attempt += 1) await held.release();
}

/**
 * What the lender holds before the page opens, as the path's first answer says; answers the net
 * banking page's url when it starts one (the page acts only on the reference in it).
 */
async function arrange(page: Page, applicant: Applicant, offer: BankStatementState): Promise<string | null> {
  if (offer === OFFERS.uploadOnly) {
    await call(page.request, applicant, 'post', `${statementPath(applicant)}/files`, {
      multipart: { file: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: await statementPdf(6) } },
    });
  }
  let netBankingUrl: string | null = null;
  const startsNetBanking = [OFFERS.netBankingPending, OFFERS.netBankingCompleted, OFFERS.netBankingFailed];
  if (startsNetBanking.includes(offer)) {
    const started = await call<{ url: string }>(page.request, applicant, 'post', netBankingPath(applicant), {
      data: { redirectUrl: '/signup/bank-statement' },
    });
    netBankingUrl = started.url;
  }
  if (offer === OFFERS.consentPending || offer === OFFERS.consentRevoked) {
    await call(page.request, applicant, 'post', consentPath(applicant, 'create-consent'), {
      data: { redirectUrl: '/signup/bank-statement' },
    });
  }
  if (offer === OFFERS.consentRevoked) await setConsent(page, applicant, { status: 'REVOKED' });
  return netBankingUrl;
}

/** The provider's own page, as the applicant uses it: its button sends the browser back to the app. */
async function onProviderPage(page: Page, url: string, offer: BankStatementState): Promise<void> {
  await page.goto(url);
  const button = offer === OFFERS.netBankingCompleted ? 'Log in and share' : 'Fail the login';
  await page.getByRole('button', { name: button }).click();
  const outcome = offer === OFFERS.netBankingCompleted ? 'success' : 'failure';
  await expect(page).toHaveURL(new RegExp(`/signup/bank-statement\\?status=${outcome}$`));
}

async function setConsent(page: Page, applicant: Applicant, change: { status: string; fetch?: string | null }) {
  const response = await page.request.post(`/__sandbox/customers/${applicant.phone}/consent`, { data: change });
  expect(response.ok()).toBe(true);
}

const loader = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function onPreview(page: Page) {
  await expect(page).toHaveURL(/\/statement-1\/upload-preview$/);
}

const handlers: BrowserHandlers<typeof bankStatementMachine> = {
  async open({ page, path }) {
    const offer = offerOf(path.steps);
    const applicant = await prepareApplicant(
      page,
      page.request,
      PHONE,
      { status: 'offerSelected', nextAction: 'bankStatement' },
      { ways: offer.ways, canSkip: offer.canSkip },
    );
    const providerPage = await arrange(page, applicant, offer);
    const gates: Record<GateName, Gate> = {
      load: await gate(page, 'GET', statementPath(applicant)),
      submit: await gate(page, 'PATCH', statementPath(applicant)),
      skip: await gate(page, 'PATCH', `${statementPath(applicant)}/skip`),
      startNetBanking: await gate(page, 'POST', netBankingPath(applicant)),
      pollNetBanking: await gate(page, 'GET', netBankingPath(applicant)),
      createConsent: await gate(page, 'POST', consentPath(applicant, 'create-consent')),
      readConsent: await gate(page, 'GET', consentPath(applicant, 'consent')),
    };
    runs.set(page, { applicant, gates, preview: null, offer, netBankingUrl: providerPage });
    // Back from the provider's page the app opens on its return address, with the outcome in the query.
    if (offer === OFFERS.netBankingCompleted || offer === OFFERS.netBankingFailed) {
      await onProviderPage(page, providerPage ?? '', offer);
    } else await page.goto('/signup/bank-statement');
  },
  states: {
    async loading({ page }) {
      await expect.poll(() => runs.of(page).gates.load.held, { intervals: [50] }).toBe(1);
    },
    async loadFailed({ page }) {
      await expect(page.getByRole('heading', { name: STATEMENT_TITLE })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(LOAD_FAILED);
      await expectAccessible(page, 'bankStatement loadFailed');
    },
    async choosing({ page }) {
      await expect(page.getByRole('heading', { name: STATEMENT_TITLE })).toBeVisible();
      await expect(page.getByRole('button', { name: WAYS.upload.label })).toBeVisible();
      await expectAccessible(page, 'bankStatement choosing');
    },
    async skipping({ page }) {
      await expect(page.getByRole('button', { name: SKIP_LABEL })).toHaveAttribute('aria-busy', 'true');
    },
    async 'upload.editing'({ page }) {
      await expect(page.getByRole('heading', { name: WAYS.upload.label })).toBeVisible();
      await expect(page.getByRole('group', { name: FIRST })).toBeVisible();
      await expectAccessible(page, 'bankStatement upload');
    },
    async 'upload.previewing.loading'({ page }) {
      await onPreview(page);
      await expect(page.getByText('Loading the preview…')).toBeVisible();
    },
    async 'upload.previewing.showing'({ page }) {
      await onPreview(page);
      // The statement is a PDF: its pages are drawn in the page, the first one named for a screen reader.
      await expect(page.getByRole('img', { name: /, page 1 of \d+$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Preview: statement-1' })).toBeVisible();
      await expectAccessible(page, 'bankStatement preview');
    },
    async 'upload.previewing.failed'({ page }) {
      await onPreview(page);
      await expect(page.getByRole('alert')).toHaveText(CALL_FAILED);
    },
    async 'upload.submitting'({ page }) {
      await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    },
    async 'netBanking.starting'({ page }) {
      await expect(loader(page, BUSY.netBankingStart)).toBeVisible();
    },
    async 'netBanking.redirecting'({ page }) {
      await expect(page).toHaveURL(/\/v1\/finanalyser-sandbox\/netbanking\?session=/);
      runs.of(page).netBankingUrl = page.url();
      await expect(page.getByRole('heading', { name: 'Net banking (sandbox)' })).toBeVisible();
    },
    async 'netBanking.polling'({ page }) {
      await expect(loader(page, BUSY.netBankingPoll)).toBeVisible();
    },
    async 'netBanking.waiting'({ page }) {
      await expect(page.getByRole('heading', { name: NET_BANKING_WAIT.title })).toBeVisible();
      await expectAccessible(page, 'bankStatement netBanking waiting');
    },
    async 'netBanking.pollFailed'({ page }) {
      await expect(page.getByRole('alert')).toHaveText(CALL_FAILED);
      await expect(page.getByRole('button', { name: OTHER_WAY })).toBeVisible();
    },
    async 'accountAggregator.starting'({ page }) {
      await expect(loader(page, BUSY.consentStart)).toBeVisible();
    },
    async 'accountAggregator.redirecting'({ page }) {
      await expect(page).toHaveURL(/\/v2\/onemoney-sandbox\/consent\?consentHandle=/);
      await expect(page.getByRole('heading', { name: 'Account Aggregator (sandbox)' })).toBeVisible();
    },
    async 'accountAggregator.polling'({ page }) {
      await expect(loader(page, BUSY.consentPoll)).toBeVisible();
    },
    'accountAggregator.judging'() {
      throw new Error('judging is transient and must never be observed');
    },
    async 'accountAggregator.waiting'({ page }) {
      const titles = [CONSENT_WAIT.consent.title, CONSENT_WAIT.data.title];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${titles.join('|')})$`));
      await expectAccessible(page, 'bankStatement consent waiting');
    },
    async 'accountAggregator.ended'({ page }) {
      const titles = Object.values(CONSENT_ENDED);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${titles.join('|')})$`));
      await expect(page.getByRole('button', { name: TRY_AGAIN })).toBeVisible();
      await expectAccessible(page, 'bankStatement consent ended');
    },
    async 'accountAggregator.fetchFailed'({ page }) {
      const titles = Object.values(FETCH_FAILED);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${titles.join('|')})$`));
      await expect(page.getByRole('button', { name: OTHER_WAY })).toBeVisible();
    },
    async 'accountAggregator.pollFailed'({ page }) {
      await expect(page.getByRole('alert')).toHaveText(CALL_FAILED);
    },
    async done({ page }) {
      // The parent takes the next screen from the lender's status: the bank details.
      await runs.of(page).gates.load.open();
      await expect(page).not.toHaveURL(/\/signup\/bank-statement/);
    },
  },
  events: {
    async CHOOSE({ page, event }) {
      await page.getByRole('button', { name: WAYS[event.way].label }).click();
    },
    async SKIP({ page }) {
      await page.getByRole('button', { name: SKIP_LABEL }).click();
    },
    async ADD_FILE({ page }) {
      await page.getByRole('button', { name: 'Add another file' }).click();
    },
    async UPLOAD_CHANGED({ page, event }) {
      const card = page.getByRole('group', { name: FIRST });
      if (event.document === null) {
        await card.getByRole('button', { name: `Remove ${FIRST}` }).click();
        await expect(card.getByText(/Uploaded:/)).toHaveCount(0);
        return;
      }
      await card.locator('input[type="file"]').setInputFiles({
        name: 'six-months.pdf',
        mimeType: 'application/pdf',
        buffer: await statementPdf(6),
      });
      await expect(card.getByText(/Uploaded: six-months\.pdf/)).toBeVisible();
    },
    async PREVIEW({ page }) {
      const run = runs.of(page);
      const held = (await state(page)).statements.at(-1);
      if (!held) throw new Error('no statement is held, so none can be previewed');
      run.preview = await gate(page, 'GET', `${statementPath(run.applicant)}/files/${held.id}`);
      await page.getByRole('button', { name: `Preview ${FIRST}` }).click();
    },
    async CLOSE_PREVIEW({ page }) {
      await runs.of(page).preview?.open();
      await page.getByRole('button', { name: 'Close preview' }).click();
    },
    async SUBMIT({ page }) {
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    async RETRY({ page }) {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    async TRY_AGAIN({ page }) {
      await page.getByRole('button', { name: TRY_AGAIN }).click();
    },
    async BACK({ page }) {
      await page.getByRole('button', { name: OTHER_WAY }).click();
    },
  },
  builtIns: {
    async 'xstate.done.actor.loadStatements'({ page }) {
      const run = runs.of(page);
      await run.gates.load.release();
      // The provider's page failed the login: the choices say why, so the applicant can choose again.
      if (run.offer === OFFERS.netBankingFailed) await expect(page.getByRole('alert')).toHaveText(NET_BANKING_FAILED);
    },
    async 'xstate.error.actor.loadStatements'({ page }) {
      const run = runs.of(page);
      await failCalls(page, 'GET', statementPath(run.applicant), LOAD_FAILED, 3, run.gates.load);
    },
    async 'xstate.done.actor.skipStatements'({ page }) {
      await runs.of(page).gates.skip.release();
    },
    async 'xstate.error.actor.skipStatements'({ page }) {
      const run = runs.of(page);
      await failCalls(page, 'PATCH', `${statementPath(run.applicant)}/skip`, CALL_FAILED, 1, run.gates.skip);
    },
    async 'xstate.done.actor.readStatementFile'({ page }) {
      await runs.of(page).preview?.release();
    },
    async 'xstate.error.actor.readStatementFile'({ page }) {
      const run = runs.of(page);
      const held = (await state(page)).statements.at(-1);
      if (!run.preview || !held) throw new Error('no preview was asked for');
      await failCalls(page, 'GET', `${statementPath(run.applicant)}/files/${held.id}`, CALL_FAILED, 3, run.preview);
    },
    async 'xstate.done.actor.submitStatements'({ page }) {
      await runs.of(page).gates.submit.release();
    },
    async 'xstate.error.actor.submitStatements'({ page }) {
      const run = runs.of(page);
      await failCalls(page, 'PATCH', statementPath(run.applicant), NOT_ENOUGH, 1, run.gates.submit);
    },
    async 'xstate.done.actor.startNetBanking'({ page }) {
      await runs.of(page).gates.startNetBanking.release();
    },
    async 'xstate.error.actor.startNetBanking'({ page }) {
      const run = runs.of(page);
      await failCalls(page, 'POST', netBankingPath(run.applicant), CALL_FAILED, 1, run.gates.startNetBanking);
    },
    async 'xstate.done.actor.pollNetBanking'({ page, event }) {
      const run = runs.of(page);
      const wanted = (event.output as NetBankingResult).netBanking.state;
      const held = (await state(page)).netBanking;
      if (wanted !== 'pending' && held?.state !== wanted) {
        const session = held?.sessionId ?? '';
        const ref = new URL(run.netBankingUrl ?? '', 'http://localhost').searchParams.get('ref') ?? '';
        const decision = wanted === 'completed' ? 'complete' : 'fail';
        const answer = await page.request.post('/v1/finanalyser-sandbox/netbanking', {
          form: { session, ref, decision },
          maxRedirects: 0,
        });
        expect(answer.status()).toBe(303);
      }
      await run.gates.pollNetBanking.release();
    },
    async 'xstate.error.actor.pollNetBanking'({ page }) {
      const run = runs.of(page);
      await failCalls(page, 'GET', netBankingPath(run.applicant), CALL_FAILED, 3, run.gates.pollNetBanking);
    },
    async 'xstate.after.pollEvery.bankStatement.netBanking.waiting'({ page }) {
      await expect.poll(() => runs.of(page).gates.pollNetBanking.held, { timeout: 10_000 }).toBe(1);
    },
    async 'xstate.done.actor.createConsent'({ page }) {
      await runs.of(page).gates.createConsent.release();
    },
    async 'xstate.error.actor.createConsent'({ page }) {
      const run = runs.of(page);
      await failCalls(
        page,
        'POST',
        consentPath(run.applicant, 'create-consent'),
        CALL_FAILED,
        1,
        run.gates.createConsent,
      );
    },
    async 'xstate.done.actor.readConsent'({ page, event }) {
      const run = runs.of(page);
      const { status, fetch } = (event.output as ConsentResult).consent;
      await setConsent(page, run.applicant, { status, fetch });
      await run.gates.readConsent.release();
    },
    async 'xstate.error.actor.readConsent'({ page }) {
      const run = runs.of(page);
      await failCalls(page, 'GET', consentPath(run.applicant, 'consent'), CALL_FAILED, 3, run.gates.readConsent);
    },
    async 'xstate.after.pollEvery.bankStatement.accountAggregator.waiting'({ page }) {
      await expect.poll(() => runs.of(page).gates.readConsent.held, { timeout: 10_000 }).toBe(1);
    },
  },
};

runBrowserPaths(test, bankStatementMachine, handlers, {
  name: 'bankStatement',
  events: bankStatementEvents,
  filterEvents: onStatementCards,
  inputs: bankStatementInputs,
  serializeState: serializeBankStatement,
  reduce: 'walks',
});
