import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { postApprovalMachine } from '../../../machines/post-approval/post-approval.machine.ts';
import type { PostApprovalInput } from '../../../machines/post-approval/post-approval.machine.ts';
import { POST_APPROVAL_PATHS } from '../../../machines/routing/post-approval-screens.ts';
import { DOCUMENTS_COPY } from '../../../src/journeys/post-approval/screens/documents-copy.ts';
import { OFFERS_COPY } from '../../../src/journeys/post-approval/screens/offers-copy.ts';
import { SKIP_LABEL, STATEMENT_TITLE } from '../../../src/journeys/post-approval/screens/statement-copy.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { moveAddressBar } from '../support/login-ui.ts';
import { pageRuns } from '../support/page-runs.ts';
import { call, faultBody, pngFile, prepareApplicant } from '../support/post-approval-children.ts';
import type { Applicant } from '../support/post-approval-children.ts';
import { callGate } from '../support/post-approval-gates.ts';
import type { CallGate } from '../support/post-approval-gates.ts';
import {
  postApprovalBrowserEvents,
  postApprovalBrowserInputs,
  postApprovalInBrowser,
} from '../support/post-approval-plan.ts';
import { CALL_FAILED, LOAD_FAILED, serializePostApprovalState } from '../../support/events/post-approval-events.ts';
import { VALID_BANK_VALUES, VALID_SELLER_ID } from '../../fixtures/post-approval-samples.ts';

// Browser paths of the `postApproval` parent (ADR 008): the covering subset of its plan, replayed
// in the built app against the sandbox. Each path starts with an approved applicant of its own,
// brought through the lender's real calls to the position the path's first load names, logged in
// and opening the path's address. Every call of the journey is held at a gate, so each Loader and
// busy button is asserted while it lasts, and sandbox faults make the error transitions. The two
// children are finished through their screens (statement skipped, documents continued).

test.describe.configure({ timeout: 90_000 });

const PHONE = '9876500711';
/** How long a later home load may take to ask again (see xstate.done.actor.loadApplication). */
const HOME_SETTLE_MS = 1_500;
const MARKETPLACE = { marketplaceName: 'shipkart', sellerSince: '2022-01', averageMonthlySales: 250000 };
const REQUIRED_DOCUMENTS = [
  'application-document',
  'shop-photo-inside',
  'applicant-photo',
  'id-proof',
  'shop-photo-front',
] as const;

/** How far the lender's calls bring the applicant before the path opens the app. */
const STAGES = [
  'offers',
  'bankStatement',
  'bankDetails',
  'cheque',
  'documents',
  'questionnaire',
  'linkAccounts',
  'success',
] as const;
type Stage = (typeof STAGES)[number];

const CALLS = {
  home: ['GET', () => '/v1/home'],
  offers: ['GET', (id: string) => `/v1/application/${id}/approvals`],
  select: ['PATCH', (id: string) => `/v1/application/${id}/select-nbfc`],
  details: ['GET', (id: string) => `/v1/creditloan/approved-amount/${id}/details`],
  amountChange: ['GET', (id: string) => `/v1/creditloan/${id}/amount-change`],
  bankInfo: ['GET', (id: string) => `/v1/application/${id}/bank-info`],
  ifsc: ['GET', () => '/v2/customer/ifsc'],
  bankDetails: ['PATCH', (id: string) => `/v1/application/${id}/bank-details`],
  cheque: ['PATCH', (id: string) => `/v1/application/${id}/cancelled-cheque`],
  questions: ['GET', (id: string) => `/v1/application/${id}/questionnaire`],
  answers: ['PATCH', (id: string) => `/v1/application/${id}/questionnaire`],
  memberships: ['GET', (id: string) => `/v1/application/${id}/marketplace-linking-complete`],
  links: ['PATCH', (id: string) => `/v1/application/${id}/marketplace-linking-complete`],
  submission: ['PATCH', (id: string) => `/v1/application/${id}/post-approval-submission`],
  documents: ['GET', (id: string) => `/v1/application/${id}/application-document`],
} as const satisfies Record<string, readonly ['GET' | 'PATCH', (id: string) => string]>;
type CallName = keyof typeof CALLS;

/** The gate each invoked actor of the machine calls through. */
const ACTOR_CALLS: Record<string, CallName> = {
  loadApplication: 'home',
  loadOffers: 'offers',
  loadAmountChange: 'amountChange',
  selectOffer: 'select',
  loadLoanDetails: 'details',
  loadBankDetails: 'bankInfo',
  lookUpIfsc: 'ifsc',
  saveBankDetails: 'bankDetails',
  uploadCheque: 'cheque',
  loadQuestionnaire: 'questions',
  submitAnswers: 'answers',
  loadSupplierAccounts: 'memberships',
  loadLinkedAccounts: 'memberships',
  linkAccounts: 'links',
  submitPostApproval: 'submission',
};

interface Run {
  applicant: Applicant;
  gates: Record<CallName, CallGate>;
  /** The state the last handler asserted: Submit and Edit are that screen's buttons. */
  state: string;
  nbfcName: string;
  /** The lender last tapped on the offers (the first, unless a path picks another while one is asked). */
  chosen: string;
  ifsc: string;
  /** Home loads answered so far. */
  loads: number;
}
const runs = pageRuns<Run>();

const nameOf = (event: AnyEventObject | undefined): string | undefined =>
  (event?.['output'] as { toJSON?: () => string } | undefined)?.toJSON?.();

/** Whether the path's questionnaire leads straight to success: the applicant declared no marketplace to link. */
const linksNothing = (steps: readonly { event: AnyEventObject }[]): boolean =>
  steps.some((step) => step.event.type === 'xstate.done.actor.submitAnswers' && nameOf(step.event) === 'success');

function stageOf(steps: readonly { event: AnyEventObject }[]): Stage {
  const events = steps.map((step) => step.event);
  const first = nameOf(events.find((event) => event.type === 'xstate.done.actor.loadApplication'));
  const bank = nameOf(events.find((event) => event.type === 'xstate.done.actor.loadBankDetails'));
  if (first === 'bankDetails' && bank === 'account verified') return 'cheque';
  // A path that never loads home (its first load fails) starts at the offers.
  if (first === undefined) return 'offers';
  if (!STAGES.includes(first as Stage)) throw new Error(`no arrangement for a first load at ${first}`);
  return first as Stage;
}

async function control(page: Page, applicant: Applicant, body: Record<string, unknown>): Promise<void> {
  const answer = await page.request.put(`/__sandbox/customers/${applicant.phone}/post-approval`, { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const SUBMITTED_ANSWERS = { premises: 'rented', employees: 3, mainProducts: 'Groceries' };

/** The lender's calls an earlier visit would have made, up to `stage`. */
async function arrange(page: Page, applicant: Applicant, stage: Stage): Promise<void> {
  const reached = (at: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(at);
  const at = (path: string) => `/v1/application/${applicant.applicationId}/${path}`;
  if (!reached('bankStatement')) return;
  await call(page.request, applicant, 'patch', at('select-nbfc'), { data: { nbfcName: 'arthika' } });
  if (!reached('bankDetails')) return;
  await control(page, applicant, { statement: 'uploaded' });
  if (!reached('cheque')) return;
  await call(page.request, applicant, 'patch', at('bank-details'), { data: { ...VALID_BANK_VALUES } });
  if (!reached('documents')) return;
  await call(page.request, applicant, 'patch', at('cancelled-cheque'), { multipart: { file: pngFile('cheque.png') } });
  if (!reached('questionnaire')) return;
  await control(page, applicant, { documents: 'uploaded' });
  if (!reached('linkAccounts')) return;
  await call(page.request, applicant, 'patch', at('questionnaire'), { data: { answers: SUBMITTED_ANSWERS } });
  if (!reached('success')) return;
  await call(page.request, applicant, 'patch', at('marketplace-linking-complete'), {
    data: { links: [{ marketplaceName: MARKETPLACE.marketplaceName, sellerId: VALID_SELLER_ID }] },
  });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const linkAccountsPath = POST_APPROVAL_PATHS.linkAccounts.replace(':action', 'link');
const loanDetailsPath = (nbfcName: string) => `/${nbfcName}/loan-details`;

/** Notes the state, then checks the address (when the state has one) and whatever else it shows. */
function state(name: string, path: ((run: Run) => string) | null, checks: (page: Page, run: Run) => Promise<void>) {
  return async ({ page }: BrowserContext) => {
    const run = runs.of(page);
    run.state = name;
    if (path) await expect(page).toHaveURL((url) => url.pathname === path(run));
    await checks(page, run);
  };
}

const fixed = (path: string) => () => path;

/** A screen's Loader while its call is held. */
function loading(name: string, path: ((run: Run) => string) | null, gate: CallName) {
  return state(name, path, async (page, run) => {
    await expect(page.getByRole('status').first()).toBeVisible();
    await expect.poll(() => run.gates[gate].held()).toBeGreaterThan(0);
  });
}

/** A screen's failure: its title, the lender's sentence and Retry. */
function failed(name: string, path: (run: Run) => string, title: string) {
  return state(name, path, async (page) => {
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(CALL_FAILED);
    await expect(button(page, 'Retry')).toBeEnabled();
  });
}

/** A screen whose call is out: its button busy, the call held. */
function busy(name: string, path: string, label: string, gate: CallName) {
  return state(name, fixed(path), async (page, run) => {
    await expect(button(page, label)).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => run.gates[gate].held()).toBeGreaterThan(0);
  });
}

const OFFERS = POST_APPROVAL_PATHS.offers;
const BANK = POST_APPROVAL_PATHS.bankDetails;
const QUESTIONNAIRE = POST_APPROVAL_PATHS.questionnaire;
const LINKED = POST_APPROVAL_PATHS.linkedAccounts;
const SUCCESS = POST_APPROVAL_PATHS.success;
const DETAILS_TITLE = 'Key facts of this offer';
const LINK_TITLE = 'Link supplier accounts';
const LINKED_TITLE = 'Linked suppliers';
const QUESTIONNAIRE_TITLE = 'A few questions from your lender';

const SUBMIT_BUTTONS: Record<string, string> = {
  offers: 'Continue with this lender',
  bankDetails: 'Verify and continue',
  questionnaire: 'Submit answers',
  linkAccounts: 'Link accounts',
  success: 'Set up repayments',
};
const LENDERS: Record<string, string> = { arthika: 'Arthika Finance Limited', kosh: 'Kosh Capital Limited' };
const CHOICES: Record<string, string> = { owned: 'Owned', rented: 'Rented' };
const QUESTION_LABELS: Record<string, string> = {
  employees: 'How many people work in your business?',
  mainProducts: 'What do you mainly sell?',
};

const ifscIs = (run: Run) => (url: URL) => url.searchParams.get('ifsc') === run.ifsc;
const gateOf = (page: Page, actor: string) => runs.of(page).gates[ACTOR_CALLS[actor]!];
const triesOf = (gate: CallGate) => (gate.method === 'GET' ? 3 : 1);

/** The actor's call answers as the sandbox does. */
const answer =
  (actor: string) =>
  async ({ page }: BrowserEventContext) =>
    gateOf(page, actor).release();
/** The actor's call fails with the lender's sentence (every try of a GET). */
const fail =
  (actor: string) =>
  async ({ page }: BrowserEventContext) => {
    const gate = gateOf(page, actor);
    await gate.fail(CALL_FAILED, triesOf(gate));
  };

/**
 * On the documents screen, when the path goes on past it: the lender already holds every document,
 * as if uploaded on an earlier visit, so Continue completes the list.
 */
async function holdEveryDocument(page: Page, path: BrowserContext['path']): Promise<void> {
  if (!path.steps.some((step) => step.event.type === 'xstate.done.actor.documents')) return;
  const run = runs.of(page);
  await expect.poll(() => run.gates.documents.held()).toBeGreaterThan(0);
  const list = `/v1/application/${run.applicant.applicationId}/application-document`;
  for (const kind of REQUIRED_DOCUMENTS)
    await call(page.request, run.applicant, 'post', `${list}?kind=${kind}`, {
      multipart: { file: pngFile(`${kind}.png`) },
    });
  await run.gates.documents.pass();
}

const handlers: BrowserHandlers<typeof postApprovalMachine> = {
  async open({ page, path }) {
    const stage = stageOf(path.steps);
    const applicant = await prepareApplicant(
      page,
      page.request,
      PHONE,
      {
        status: 'approved',
        nextAction: 'result',
        bestApprovedAmount: 360000,
        memberships: linksNothing(path.steps) ? [] : [MARKETPLACE],
      },
      { canSkip: true },
    );
    await arrange(page, applicant, stage);
    const gates = {} as Record<CallName, CallGate>;
    for (const [name, [method, pathOf]] of Object.entries(CALLS))
      gates[name as CallName] = await callGate(page, method, pathOf(applicant.applicationId), {
        inOrder: name === 'home',
      });
    runs.set(page, { applicant, gates, state: 'loading', nbfcName: '', chosen: 'arthika', ifsc: '', loads: 0 });
    await page.goto((path.input as PostApprovalInput).entry.pathname);
  },

  states: {
    loading: loading('loading', null, 'home'),
    loadFailed: state('loadFailed', null, async (page) => {
      await expect(heading(page, 'Something went wrong')).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(LOAD_FAILED);
      await expect(button(page, 'Retry')).toBeEnabled();
    }),
    deciding() {
      throw new Error('deciding is transient: no path rests there');
    },
    'offers.loading': loading('offers.loading', fixed(OFFERS), 'offers'),
    'offers.failed': failed('offers.failed', fixed(OFFERS), OFFERS_COPY.title),
    'offers.choosing': state('offers.choosing', fixed(OFFERS), async (page) => {
      await expect(heading(page, OFFERS_COPY.title)).toBeVisible();
      await expect(page.getByRole('radio', { name: LENDERS['arthika'] })).toBeVisible();
    }),
    // The list stays while the chosen lender is asked about the amount; the field is not there yet.
    'offers.checkingAmount': state('offers.checkingAmount', fixed(OFFERS), async (page, run) => {
      await expect(page.getByRole('radio', { name: LENDERS[run.chosen] })).toBeChecked();
      await expect(page.getByLabel(OFFERS_COPY.amountLabel)).toHaveCount(0);
      await expect.poll(() => run.gates.amountChange.held()).toBeGreaterThan(0);
    }),
    'offers.selecting': busy('offers.selecting', OFFERS, SUBMIT_BUTTONS['offers']!, 'select'),
    'loanDetails.loading': loading('loanDetails.loading', (run) => loanDetailsPath(run.nbfcName), 'details'),
    'loanDetails.failed': failed('loanDetails.failed', (run) => loanDetailsPath(run.nbfcName), DETAILS_TITLE),
    'loanDetails.shown': state(
      'loanDetails.shown',
      (run) => loanDetailsPath(run.nbfcName),
      async (page, run) => {
        await expect(heading(page, DETAILS_TITLE)).toBeVisible();
        await expect(page.getByText(LENDERS[run.nbfcName]!)).toBeVisible();
        await expect(page.getByText('3 days')).toBeVisible();
        // The KFS's fee heads the lender does not charge read Nil, never ₹0 (ADR 049).
        await expect(page.getByText('Insurance charges (to others)')).toBeVisible();
        await expect(page.getByText('Nil', { exact: true })).toHaveCount(2);
      },
    ),
    bankStatement: state('bankStatement', fixed(POST_APPROVAL_PATHS.bankStatement), async (page) => {
      await expect(page.getByRole('heading', { name: STATEMENT_TITLE })).toBeVisible();
      await expect(button(page, SKIP_LABEL)).toBeEnabled();
    }),
    'bankDetails.loading': loading('bankDetails.loading', fixed(BANK), 'bankInfo'),
    'bankDetails.failed': failed('bankDetails.failed', fixed(BANK), 'Bank details'),
    'bankDetails.form': state('bankDetails.form', fixed(BANK), async (page) => {
      await expect(heading(page, 'Bank details')).toBeVisible();
      await expect(page.getByLabel('IFSC')).toBeEditable();
    }),
    'bankDetails.lookingUp': state('bankDetails.lookingUp', fixed(BANK), async (page, run) => {
      await expect(page.getByLabel('IFSC')).toHaveValue(run.ifsc);
      await expect.poll(() => run.gates.ifsc.held(ifscIs(run))).toBeGreaterThan(0);
    }),
    'bankDetails.verifying': busy('bankDetails.verifying', BANK, SUBMIT_BUTTONS['bankDetails']!, 'bankDetails'),
    'bankDetails.unverified': state('bankDetails.unverified', fixed(BANK), async (page) => {
      await expect(heading(page, 'The name does not match')).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('SHREE GANESH TRADERS');
    }),
    'bankDetails.cheque': state('bankDetails.cheque', fixed(BANK), async (page) => {
      await expect(heading(page, 'Cancelled cheque')).toBeVisible();
      await expect(page.getByLabel('Cheque photo or PDF')).toBeEnabled();
    }),
    'bankDetails.uploadingCheque': state('bankDetails.uploadingCheque', fixed(BANK), async (page, run) => {
      await expect(page.getByRole('status').filter({ hasText: 'Uploading…' })).toBeVisible();
      await expect.poll(() => run.gates.cheque.held()).toBeGreaterThan(0);
    }),
    documents: state('documents', fixed(POST_APPROVAL_PATHS.documents), async (page) => {
      await expect(page.getByRole('heading', { name: DOCUMENTS_COPY.upload.title })).toBeVisible();
      await expect(button(page, 'Continue')).toBeEnabled();
    }),
    'questionnaire.loading': loading('questionnaire.loading', fixed(QUESTIONNAIRE), 'questions'),
    'questionnaire.failed': failed('questionnaire.failed', fixed(QUESTIONNAIRE), QUESTIONNAIRE_TITLE),
    'questionnaire.answering': state('questionnaire.answering', fixed(QUESTIONNAIRE), async (page) => {
      await expect(heading(page, QUESTIONNAIRE_TITLE)).toBeVisible();
      await expect(page.getByLabel(QUESTION_LABELS['mainProducts']!)).toBeEditable();
    }),
    'questionnaire.submitting': busy(
      'questionnaire.submitting',
      QUESTIONNAIRE,
      SUBMIT_BUTTONS['questionnaire']!,
      'answers',
    ),
    'linkAccounts.loading': loading('linkAccounts.loading', fixed(linkAccountsPath), 'memberships'),
    'linkAccounts.failed': failed('linkAccounts.failed', fixed(linkAccountsPath), LINK_TITLE),
    'linkAccounts.editing': state('linkAccounts.editing', fixed(linkAccountsPath), async (page) => {
      await expect(heading(page, LINK_TITLE)).toBeVisible();
      await expect(page.getByLabel('Seller id on ShipKart')).toBeEditable();
    }),
    'linkAccounts.linking': busy('linkAccounts.linking', linkAccountsPath, SUBMIT_BUTTONS['linkAccounts']!, 'links'),
    'linkedAccounts.loading': loading('linkedAccounts.loading', fixed(LINKED), 'memberships'),
    'linkedAccounts.failed': failed('linkedAccounts.failed', fixed(LINKED), LINKED_TITLE),
    'linkedAccounts.shown': state('linkedAccounts.shown', fixed(LINKED), async (page) => {
      await expect(heading(page, LINKED_TITLE)).toBeVisible();
      await expect(page.getByText('ShipKart')).toBeVisible();
      await expect(button(page, 'Continue')).toBeEnabled();
    }),
    'success.ready': state('success.ready', fixed(SUCCESS), async (page) => {
      await expect(heading(page, 'All set!')).toBeVisible();
      await expect(button(page, SUBMIT_BUTTONS['success']!)).toBeEnabled();
    }),
    'success.submitting': busy('success.submitting', SUCCESS, SUBMIT_BUTTONS['success']!, 'submission'),
    // The mandate is the next journey's: the address is handed over to its first screen.
    handOver: state('handOver', fixed('/signup/post-approval/step-1'), async () => {}),
  },

  events: {
    async RETRY({ page }) {
      await button(page, 'Retry').click();
    },
    async BACK({ page }) {
      await button(page, 'Back to offers').click();
    },
    async CONTINUE({ page }) {
      await button(page, 'Continue').click();
    },
    async EDIT({ page }) {
      const run = runs.of(page);
      await button(page, run.state === 'bankDetails.unverified' ? 'Edit bank details' : 'Change seller ids').click();
    },
    async SUBMIT({ page, next }) {
      const screen = runs.of(page).state.split('.')[0]!;
      await button(page, SUBMIT_BUTTONS[screen]!).click();
      // Refused before anything is sent: the screen says why.
      if (!next?.type.startsWith('xstate.'))
        await expect(page.locator('[aria-invalid="true"]').or(page.getByRole('alert')).first()).toBeVisible();
    },
    async CHOOSE_OFFER({ page, event }) {
      runs.of(page).chosen = event.nbfcName;
      await page.getByRole('radio', { name: LENDERS[event.nbfcName] }).click();
    },
    async AMOUNT_CHANGED({ page, event }) {
      await page.getByLabel(OFFERS_COPY.amountLabel).fill(event.amount);
    },
    async VIEW_DETAILS({ page, event }) {
      runs.of(page).nbfcName = event.nbfcName;
      await page.getByRole('link', { name: `${OFFERS_COPY.details}: ${LENDERS[event.nbfcName]}` }).click();
    },
    async FIELD_CHANGED({ page, event }) {
      switch (event.field) {
        case 'ifsc':
          runs.of(page).ifsc = event.value;
          await page.getByLabel('IFSC').fill(event.value);
          return;
        case 'accountNumber':
          await page.getByLabel('Account number', { exact: true }).fill(event.value);
          return;
        case 'confirmAccountNumber':
          await page.getByLabel('Account number again').fill(event.value);
          return;
        case 'accountType':
          await page.getByRole('radio', { name: event.value === 'current' ? 'Current' : 'Savings' }).click();
          return;
        case 'holderName':
          await page.getByLabel('Account holder name').fill(event.value);
      }
    },
    async CHEQUE_CHOSEN({ page }) {
      await page.getByLabel('Cheque photo or PDF').setInputFiles(pngFile('cheque.png'));
    },
    async ANSWER_CHANGED({ page, event }) {
      const label = QUESTION_LABELS[event.id];
      if (label) await page.getByLabel(label).fill(event.value);
      else await page.getByRole('radio', { name: CHOICES[event.value] }).click();
    },
    async SELLER_ID_CHANGED({ page, event }) {
      await page.getByLabel('Seller id on ShipKart').fill(event.value);
    },
    async 'xstate.route'({ page, event }) {
      const run = runs.of(page);
      const to = event.to.slice(1);
      let target: string;
      if (to === 'loanDetails') {
        run.nbfcName = String((event as { params?: Record<string, unknown> }).params?.['nbfcName']);
        target = loanDetailsPath(run.nbfcName);
      } else if (to === 'linkAccounts') target = linkAccountsPath;
      else target = POST_APPROVAL_PATHS[to as keyof typeof POST_APPROVAL_PATHS];
      // The screen left behind gave up on its call: its answer (not a fault) goes nowhere.
      for (const [name, gate] of Object.entries(run.gates)) if (name !== 'home') await gate.flush();
      await moveAddressBar(page, target);
    },
  },

  builtIns: {
    async 'xstate.done.actor.loadApplication'({ page, path, event }) {
      const run = runs.of(page);
      await run.gates.home.release();
      run.loads += 1;
      if (run.loads === 1) {
        // Home opens on the documents screen (a later load there comes only after the cheque's answer).
        if (nameOf(event) === 'documents') await holdEveryDocument(page, path);
        return;
      }
      // A load after an answer reads home once (homeAfterAnswer), but another reader of the
      // session (the dashboard's prefetch, say) may ask too: whatever is held meanwhile goes through.
      const settle = Date.now() + HOME_SETTLE_MS;
      while (Date.now() < settle) {
        if (run.gates.home.held() > 0) await run.gates.home.release();
        else await page.waitForTimeout(50);
      }
    },
    async 'xstate.error.actor.loadApplication'({ page }) {
      const { home } = runs.of(page).gates;
      // Every read the session makes for this load fails (it may read twice, each tried three times).
      const armed = await page.request.post('/__sandbox/faults', {
        data: { method: 'GET', path: home.pathname, status: 500, times: 12, body: faultBody(LOAD_FAILED) },
      });
      expect(armed.ok()).toBe(true);
      const failure = heading(page, 'Something went wrong');
      await expect(async () => {
        if (home.held() > 0) await home.release();
        await expect(failure).toBeVisible({ timeout: 200 });
      }).toPass();
      // The faults left over are this test's own: Retry must reach the lender.
      expect((await page.request.delete('/__sandbox/faults')).ok()).toBe(true);
    },
    'xstate.done.actor.loadOffers': answer('loadOffers'),
    'xstate.error.actor.loadOffers': fail('loadOffers'),
    'xstate.done.actor.loadAmountChange': answer('loadAmountChange'),
    'xstate.error.actor.loadAmountChange': fail('loadAmountChange'),
    'xstate.done.actor.selectOffer': answer('selectOffer'),
    'xstate.error.actor.selectOffer': fail('selectOffer'),
    'xstate.done.actor.loadLoanDetails': answer('loadLoanDetails'),
    'xstate.error.actor.loadLoanDetails': fail('loadLoanDetails'),
    'xstate.done.actor.loadBankDetails': answer('loadBankDetails'),
    'xstate.error.actor.loadBankDetails': fail('loadBankDetails'),
    async 'xstate.done.actor.lookUpIfsc'({ page }) {
      const run = runs.of(page);
      await run.gates.ifsc.release(ifscIs(run));
      // The branch of the IFSC typed last (a new one may have been typed over an earlier lookup).
      const branch = await call<{ bankName: string; branch: string; city: string }>(
        page.request,
        run.applicant,
        'get',
        `/v2/customer/ifsc?ifsc=${run.ifsc}`,
      );
      await expect(
        page.getByText(`${branch.bankName}, ${branch.branch}, ${branch.city}`, { exact: true }),
      ).toBeVisible();
    },
    async 'xstate.error.actor.lookUpIfsc'({ page }) {
      const run = runs.of(page);
      // Lookups the journey gave up on pass too and may take some of the faults: enough for both.
      // Held until now (not let through for good): a later lookup on the same path is held again.
      const { ifsc } = run.gates;
      const response = await page.request.post('/__sandbox/faults', {
        data: { method: 'GET', path: ifsc.pathname, status: 500, times: 3 + ifsc.held(), body: faultBody(CALL_FAILED) },
      });
      expect(response.ok()).toBe(true);
      for (let attempt = 0; attempt < 3; attempt += 1) await ifsc.release(ifscIs(run));
      await expect(page.getByText(CALL_FAILED)).toBeVisible();
      // The faults left over are this test's own: the next lookup must reach the lender.
      expect((await page.request.delete('/__sandbox/faults')).ok()).toBe(true);
    },
    async 'xstate.done.actor.saveBankDetails'({ page, event }) {
      const run = runs.of(page);
      const { result } = (event['output'] as { verification: { result: string } }).verification;
      await control(page, run.applicant, { bankVerification: result });
      await run.gates.bankDetails.release();
    },
    'xstate.error.actor.saveBankDetails': fail('saveBankDetails'),
    async 'xstate.done.actor.uploadCheque'({ page, path }) {
      await runs.of(page).gates.cheque.release();
      await holdEveryDocument(page, path);
    },
    'xstate.error.actor.uploadCheque': fail('uploadCheque'),
    async 'xstate.done.actor.loadQuestionnaire'({ page, event }) {
      const run = runs.of(page);
      // Home said the questions were still open; they were answered meanwhile (another tab).
      if ((event['output'] as { submitted: boolean }).submitted) {
        const path = `/v1/application/${run.applicant.applicationId}/questionnaire`;
        await call(page.request, run.applicant, 'patch', path, { data: { answers: SUBMITTED_ANSWERS } });
      }
      await run.gates.questions.release();
    },
    'xstate.error.actor.loadQuestionnaire': fail('loadQuestionnaire'),
    'xstate.done.actor.submitAnswers': answer('submitAnswers'),
    'xstate.error.actor.submitAnswers': fail('submitAnswers'),
    'xstate.done.actor.loadSupplierAccounts': answer('loadSupplierAccounts'),
    'xstate.error.actor.loadSupplierAccounts': fail('loadSupplierAccounts'),
    'xstate.done.actor.loadLinkedAccounts': answer('loadLinkedAccounts'),
    'xstate.error.actor.loadLinkedAccounts': fail('loadLinkedAccounts'),
    'xstate.done.actor.linkAccounts': answer('linkAccounts'),
    'xstate.error.actor.linkAccounts': fail('linkAccounts'),
    'xstate.done.actor.submitPostApproval': answer('submitPostApproval'),
    'xstate.error.actor.submitPostApproval': fail('submitPostApproval'),
    // The children finish through their own screens.
    async 'xstate.done.actor.bankStatement'({ page }) {
      await button(page, SKIP_LABEL).click();
    },
    async 'xstate.done.actor.documents'({ page }) {
      await button(page, 'Continue').click();
    },
  },
};

runBrowserPaths(test, postApprovalMachine, handlers, {
  name: 'postApproval',
  events: postApprovalBrowserEvents,
  inputs: postApprovalBrowserInputs,
  serializeState: serializePostApprovalState,
  filterEvents: postApprovalInBrowser,
  reduce: 'walks',
});
