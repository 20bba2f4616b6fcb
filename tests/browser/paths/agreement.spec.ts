import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import { ahead, counted, fault, plannedBefore, plannedNow, replayOf, startReplay } from '../support/kyc-gst-replay.ts';
import { logInThroughApi } from '../support/onboarding-session.ts';
import { moveAddressBar } from '../support/login-ui.ts';
import { plannedAgreementMachine } from '../support/agreement-plan.ts';
import { applicantCalls, bringTo, eSignThroughPage, moveOn, seedAgreement } from '../support/agreement-session.ts';
import type { Decision } from '../support/agreement-session.ts';
import { AGREEMENT_PATHS, type AgreementScreen } from '../../../machines/agreement/screens.ts';
import { AGREEMENT_DRAFTS_KEY } from '../../../src/journeys/agreement/drafts.ts';
import type { AgreementContext, AgreementStart } from '../../../machines/agreement/types.ts';
import {
  REJECTION,
  SERVER_FAULT,
  agreementEvents,
  serializeAgreementState,
  stageOfAgreement,
  type Stage,
} from '../../support/events/agreement-events.ts';

// Browser paths of the agreement journey: the covering subset of the plan (support/agreement-plan.ts)
// replayed in the built app against the sandbox. Each path seeds its own applicant at nbfcApproved
// (the mandate's hand-over) and brings the agreement to the stage its start plans through the
// lender's calls, logs in and opens the address the start implies; back from e-sign, the sandbox's
// real page decides first. Every call is held at a gate until the path says how it ends.

const PHONE = '9123400701';
type Gates = 'summary' | 'kfs' | 'sanction' | 'document' | 'signed' | 'acknowledge' | 'eSign' | 'eSignStatus';

const run = (page: Page) => replayOf<Gates>(page);
const planned = (page: Page) => plannedNow(page).context as AgreementContext;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const at = (page: Page, path: string) => expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
const held = (page: Page, name: Gates) =>
  expect.poll(() => run(page).gates[name].held, { intervals: [50] }).toBeGreaterThan(0);

const loans = new WeakMap<Page, string>();
const loanOf = (page: Page) => loans.get(page) ?? '';

/** The stage a planned agreement is at (the events' own names). */
function stageOf(start: AgreementStart | undefined): Stage | null {
  const agreement = start ? start.agreement : undefined;
  if (agreement === null) return null;
  if (!agreement) return 'fresh';
  const { stage } = agreement.review;
  if (stage === 'signing') return agreement.kfsAcknowledgedAt ? 'acknowledged' : 'fresh';
  return stage;
}

const DECISIONS: Readonly<Record<string, Decision>> = {
  SUCCESS: 'sign',
  FAILURE: 'decline',
  EXPIRED: 'expire',
  SIGN_IN_PROGRESS: 'later',
};

async function expectAlert(page: Page): Promise<void> {
  const expected = planned(page).error;
  if (expected) await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  else await expect(page.getByRole('alert').filter({ hasNotText: /^$/ })).toHaveCount(0);
}

async function failGet(page: Page, name: Gates, path: string): Promise<void> {
  await fault(page, 'GET', path, SERVER_FAULT, 3);
  for (let attempt = 0; attempt < 3; attempt += 1) await run(page).gates[name].release();
}

async function failWrite(page: Page, name: Gates, method: string, path: string): Promise<void> {
  await fault(page, method, path, SERVER_FAULT);
  await run(page).gates[name].release();
}

/** The PDF drawn on screen (its first page, and `text` of it read out to screen readers) and its download. */
async function expectPdf(page: Page, title: string, text: string): Promise<void> {
  await expect(page.getByRole('img', { name: new RegExp(`^${title}, page 1 of \\d+$`) })).toBeVisible();
  await expect(page.getByRole('list', { name: new RegExp(`^${title}, \\d+ pages?$`) })).toContainText(text);
  // Exact: a document's own name keeps its capitals in the sentence ("the Key Fact Statement").
  const named = title === 'Key Fact Statement' ? title : title.toLowerCase();
  await expect(page.getByRole('link', { name: `Download the ${named} (PDF)`, exact: true })).toBeVisible();
}

const documentGate = (page: Page): Gates => (planned(page).agreement?.signedAt ? 'signed' : 'document');

const handlers: BrowserHandlers<typeof plannedAgreementMachine> = {
  async open(context) {
    const { page, path } = context;
    const answered = path.steps.find((step) => step.event.type === 'xstate.done.actor.start');
    const start = (answered?.event as (AnyEventObject & { output?: AgreementStart }) | undefined)?.output;
    const stage = stageOf(start);
    const loanId = await seedAgreement(page.request, PHONE, stage);
    loans.set(page, loanId);
    await logInThroughApi(page, page.request, PHONE);
    if (stage !== null) await bringTo(page, PHONE, loanId, stage);
    if (start?.kfsTicked) {
      // The box ticked before a reload, as the app keeps it.
      const draft = JSON.stringify({ version: 1, loanId, kfsTicked: true });
      await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
        key: AGREEMENT_DRAFTS_KEY,
        value: draft,
      });
    }
    const credit = (suffix: string, version = 'v1') => `/${version}/creditloan/${loanId}/${suffix}`;
    startReplay<Gates>(page, context, {
      phone: PHONE,
      applicationId: loanId,
      gates: {
        summary: await gate(page, 'GET', credit('loan-document', 'v2')),
        kfs: await gate(page, 'GET', `/v1/lms/kfs/${loanId}`),
        sanction: await gate(page, 'GET', credit('sanction-document')),
        document: await gate(page, 'GET', credit('loan-document')),
        signed: await gate(page, 'GET', '/v1/nbfc-singed-document'),
        acknowledge: await gate(page, 'PATCH', credit('loan-document')),
        eSign: await gate(page, 'POST', `/v1/aadhar/esign/${loanId}`),
        eSignStatus: await gate(page, 'GET', `/v1/aadhar/esign/${loanId}`),
      },
    });
    if (start?.eSignReturn) {
      const outcome = (ahead(page, ['xstate.done.actor.checkESign']) as { output?: { status?: string } } | undefined)
        ?.output?.status;
      const back = await eSignThroughPage(page, applicantCalls(page), loanId, DECISIONS[outcome ?? ''] ?? null);
      await page.goto(back);
      return;
    }
    const screen: AgreementScreen = start?.opened ?? 'agreement';
    await page.goto(AGREEMENT_PATHS[screen]);
  },

  states: {
    async loading({ page }) {
      // A position with no loan is answered from home alone: no agreement read to hold.
      const next = ahead(page, ['xstate.done.actor.start']) as { output?: AgreementStart } | undefined;
      if (next?.output?.agreement === null) return;
      await held(page, 'summary');
      await expect(page.getByRole('status').first()).toBeVisible();
    },
    async loadFailed({ page }) {
      await expect(heading(page, 'We could not load your loan agreement')).toBeVisible();
      await expectAlert(page);
      await expectAccessible(page, 'agreement loadFailed');
    },
    async routing() {
      // Transient: never at rest.
    },
    async elsewhere({ page }) {
      await at(page, '/signup/post-approval/step-1');
    },
    async 'kfs.loading'({ page }) {
      await at(page, AGREEMENT_PATHS.kfs);
      await expect(heading(page, 'Key Fact Statement')).toBeVisible();
      await held(page, 'kfs');
    },
    async 'kfs.failed'({ page }) {
      await expectAlert(page);
      await expect(button(page, 'Retry')).toBeVisible();
    },
    async 'kfs.reading'({ page }) {
      await at(page, AGREEMENT_PATHS.kfs);
      await expectPdf(page, 'Key Fact Statement', 'Key Fact Statement');
      await expect(
        page.getByText('Rahul Menon, grievance@arthika.example, 1800 200 1001', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText('21.49%', { exact: true })).toBeVisible();
      // The processing fee with its GST beside it, as the lender's key facts give them (ADR 044).
      await expect(
        page.getByText('₹7,500 plus GST (18%) ₹1,350 (one-time, payable to the lender)', { exact: true }),
      ).toBeVisible();
      // RBI's template (ADR 049): the proposal number, both parts, and Annex C folded until opened.
      await expect(page.getByText(/^SKH-\d{4}-\d{6}-KFS1$/)).toBeVisible();
      const part2 = page.getByRole('heading', { level: 2, name: 'Part 2: Other qualitative information' });
      await expect(part2).toBeVisible();
      const schedule = page.getByText('Annex C: Repayment schedule (12 instalments)', { exact: true });
      await expect(page.getByRole('region', { name: 'Repayment schedule' })).toBeHidden();
      await schedule.click();
      await expect(page.getByRole('region', { name: 'Repayment schedule' }).getByRole('row')).toHaveCount(13);
      await schedule.click();
      const context = planned(page);
      if (context.agreement?.kfsAcknowledgedAt) {
        await expect(button(page, 'Back')).toBeVisible();
      } else {
        const box = page.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' });
        await expect(box).toBeChecked({ checked: context.acknowledged });
        await expect(button(page, 'I acknowledge')).not.toHaveAttribute('aria-busy', 'true');
      }
      await expectAlert(page);
      await expectAccessible(page, `agreement kfs ${context.agreement?.kfsAcknowledgedAt ? 'later' : 'first'}`);
    },
    async 'kfs.acknowledging'({ page }) {
      await expect(button(page, 'I acknowledge')).toHaveAttribute('aria-busy', 'true');
      await held(page, 'acknowledge');
    },
    async 'agreement.reading'({ page }) {
      await at(page, AGREEMENT_PATHS.agreement);
      await expect(heading(page, 'Sign your loan agreement')).toBeVisible();
      await expect(button(page, 'Sign with Aadhaar e-sign')).not.toHaveAttribute('aria-busy', 'true');
      await expectAlert(page);
      await expectAccessible(page, `agreement signing ${planned(page).eSignOutcome ?? ''}`);
    },
    async 'agreement.starting'({ page }) {
      await expect(button(page, 'Sign with Aadhaar e-sign')).toHaveAttribute('aria-busy', 'true');
      await held(page, 'eSign');
    },
    async 'agreement.redirecting'({ page }) {
      // The browser left for the sandbox's Aadhaar e-sign page.
      await expect(page).toHaveURL(/\/v1\/sandbox-esign\/agreement\?requestId=/);
      await expect(button(page, 'Leave pending')).toBeVisible();
    },
    async 'agreement.eSignReturn.checking'({ page }) {
      await expect(page.getByRole('status').filter({ hasText: 'Checking your e-sign' })).toBeVisible();
      await held(page, 'eSignStatus');
    },
    async 'agreement.eSignReturn.checkFailed'({ page }) {
      await at(page, AGREEMENT_PATHS.eSignReturn);
      await expect(heading(page, 'We could not read your e-sign status')).toBeVisible();
      await expectAlert(page);
      await expectAccessible(page, 'agreement eSign checkFailed');
    },
    async 'sanctionLetter.loading'({ page }) {
      await at(page, AGREEMENT_PATHS.sanctionLetter);
      await held(page, 'sanction');
    },
    async 'sanctionLetter.failed'({ page }) {
      await expect(heading(page, 'We could not load this document')).toBeVisible();
      await expectAlert(page);
    },
    async 'sanctionLetter.showing'({ page }) {
      await expect(heading(page, 'Sanction letter')).toBeVisible();
      await expectPdf(page, 'Sanction letter', 'Sanction Letter');
      await expectAccessible(page, 'agreement sanction letter');
    },
    async 'agreementDocument.loading'({ page }) {
      await at(page, AGREEMENT_PATHS.agreementDocument);
      await held(page, documentGate(page));
    },
    async 'agreementDocument.failed'({ page }) {
      await expect(heading(page, 'We could not load this document')).toBeVisible();
      await expectAccessible(page, 'agreement document failed');
    },
    async 'agreementDocument.showing'({ page }) {
      const signed = Boolean(planned(page).agreement?.signedAt);
      const title = signed ? 'Signed loan agreement' : 'Loan agreement';
      await expect(heading(page, title)).toBeVisible();
      await expectPdf(page, title, signed ? 'Signed by' : 'Not yet signed.');
      await expectAccessible(page, `agreement document ${title}`);
    },
    async loanSuccess({ page }) {
      await at(page, AGREEMENT_PATHS.loanSuccess);
      const stage = planned(page).agreement?.review.stage;
      if (stage === 'opsReview') {
        await expect(heading(page, 'Your agreement is signed')).toBeVisible();
        await expect(
          page.getByText(/Reviews take up to one working day: expect an answer by \d\d \w{3} \d{4}/),
        ).toBeVisible();
      } else {
        await expect(heading(page, 'Your loan is approved')).toBeVisible();
      }
      await expectAccessible(page, `agreement loanSuccess ${stage ?? ''}`);
    },
    async loanFailure({ page }) {
      await at(page, AGREEMENT_PATHS.loanFailure);
      await expect(heading(page, 'Your loan could not be approved')).toBeVisible();
      await expect(page.getByText(REJECTION)).toBeVisible();
      await expectAccessible(page, 'agreement loanFailure');
    },
    async activated({ page }) {
      await at(page, AGREEMENT_PATHS.activated);
      await expect(heading(page, 'Your credit line is active')).toBeVisible();
      // ₹1,00,000 drawn at 21.49 % APR, within the first day: ₹58.88 interest (the sandbox computes it).
      await expect(page.getByText('₹1,00,058.88')).toBeVisible();
      await expect(page.getByText(/this app cannot take the payment yet/)).toBeVisible();
      await expectAccessible(page, 'agreement activated');
    },
    async toDashboard({ page }) {
      await at(page, '/dashboard');
      const active = planned(page).agreement?.creditAccount != null;
      await expect(page.getByRole('heading', { name: active ? 'Your credit line' : 'Your application' })).toBeVisible();
    },
  },

  events: {
    async RETRY({ page }) {
      await button(page, 'Retry').click();
    },
    async BACK({ page }) {
      const before = plannedBefore(page);
      await button(page, 'Back').click();
      // Left while its document was still loading: the held call goes through, its answer nowhere.
      if (before.matches({ sanctionLetter: 'loading' })) await run(page).gates.sanction.release();
      if (before.matches({ agreementDocument: 'loading' })) await run(page).gates[documentGate(page)].release();
    },
    async CONTINUE({ page }) {
      await button(page, 'Go to dashboard').click();
    },
    async ACK_CHANGED({ page, event }) {
      const { checked } = event as { checked: boolean };
      const box = page.getByRole('checkbox', { name: 'I have read and understood the Key Fact Statement' });
      await box.setChecked(checked);
    },
    async ACKNOWLEDGE({ page }) {
      await button(page, 'I acknowledge').click();
    },
    async SIGN({ page }) {
      const again = plannedBefore(page).matches({ agreement: { eSignReturn: 'checkFailed' } });
      await button(page, again ? 'Sign again' : 'Sign with Aadhaar e-sign').click();
    },
    async CHECK_AGAIN({ page }) {
      await button(page, 'Check again').click();
    },
    async READ({ page, event }) {
      const { document } = event as { document: 'kfs' | 'sanctionLetter' | 'agreement' };
      const before = plannedBefore(page);
      const signing = before.matches('agreement');
      const signed = (before.context as AgreementContext).agreement?.signedAt != null;
      const label =
        document === 'sanctionLetter'
          ? 'Read the sanction letter'
          : document === 'kfs'
            ? signing
              ? 'Read the Key Fact Statement again'
              : 'Read the Key Fact Statement'
            : signed
              ? 'Read or download your signed agreement'
              : 'Read the loan agreement';
      await button(page, label).click();
    },
    async 'xstate.route'({ page, event }) {
      const target = (event as { to: string }).to.slice(1) as AgreementScreen;
      await moveAddressBar(page, AGREEMENT_PATHS[target]);
    },
  },

  builtIns: {
    async 'xstate.done.actor.start'({ page }) {
      const read = planned(page).agreement;
      const held = (plannedBefore(page).context as AgreementContext).agreement;
      // Read again (Check again): the lender's review moved the agreement on meanwhile.
      if (held && read) await moveOn(page.request, PHONE, stageOfAgreement(held), stageOfAgreement(read));
      if (read !== null) await run(page).gates.summary.release();
    },
    async 'xstate.error.actor.start'({ page }) {
      await failGet(page, 'summary', `/v2/creditloan/${loanOf(page)}/loan-document`);
    },
    async 'xstate.done.actor.readKfs'({ page }) {
      await run(page).gates.kfs.release();
    },
    async 'xstate.error.actor.readKfs'({ page }) {
      await failGet(page, 'kfs', `/v1/lms/kfs/${loanOf(page)}`);
    },
    async 'xstate.done.actor.acknowledgeKfs'({ page }) {
      await run(page).gates.acknowledge.release();
    },
    async 'xstate.error.actor.acknowledgeKfs'({ page }) {
      await failWrite(page, 'acknowledge', 'PATCH', `/v1/creditloan/${loanOf(page)}/loan-document`);
    },
    async 'xstate.done.actor.startESign'({ page }) {
      await run(page).gates.eSign.release();
    },
    async 'xstate.error.actor.startESign'({ page }) {
      await failWrite(page, 'eSign', 'POST', `/v1/aadhar/esign/${loanOf(page)}`);
    },
    async 'xstate.done.actor.checkESign'({ page }) {
      await run(page).gates.eSignStatus.release();
    },
    async 'xstate.error.actor.checkESign'({ page }) {
      await failGet(page, 'eSignStatus', `/v1/aadhar/esign/${loanOf(page)}`);
    },
    async 'xstate.done.actor.readSanctionLetter'({ page }) {
      await run(page).gates.sanction.release();
    },
    async 'xstate.error.actor.readSanctionLetter'({ page }) {
      await failGet(page, 'sanction', `/v1/creditloan/${loanOf(page)}/sanction-document`);
    },
    async 'xstate.done.actor.readAgreement'({ page }) {
      await run(page).gates[documentGate(page)].release();
    },
    async 'xstate.error.actor.readAgreement'({ page }) {
      const signed = documentGate(page) === 'signed';
      await failGet(
        page,
        documentGate(page),
        signed ? '/v1/nbfc-singed-document' : `/v1/creditloan/${loanOf(page)}/loan-document`,
      );
    },
  },
};

const countedHandlers: typeof handlers = {
  ...handlers,
  events: counted(handlers.events),
  builtIns: counted(handlers.builtIns),
};

/** Screens the address bar can be moved on: the app is showing one of its own pages at rest. */
const AT_REST = [
  { kfs: 'reading' },
  { agreement: 'reading' },
  { sanctionLetter: 'showing' },
  { agreementDocument: 'showing' },
  'loanSuccess',
  'activated',
] as const;

runBrowserPaths(test, plannedAgreementMachine, countedHandlers, {
  name: 'agreement',
  input: { entry: { pathname: AGREEMENT_PATHS.agreement, search: '' } },
  events: agreementEvents,
  serializeState: serializeAgreementState,
  // The address bar moves only under one of the journey's pages at rest, and only elsewhere: moved
  // to the address already open, the browser changes nothing.
  filterEvents: (snapshot, event) =>
    event.type !== 'xstate.route' ||
    (AT_REST.some((state) => snapshot.matches(state)) &&
      !snapshot.matches(String(event['to']).slice(1) as AgreementScreen)),
  reduce: 'walks',
});
