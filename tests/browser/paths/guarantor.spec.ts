import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import { ahead, counted, fault, plannedBefore, plannedNow, replayOf, startReplay } from '../support/kyc-gst-replay.ts';
import { moveAddressBar } from '../support/login-ui.ts';
import { addressMoves } from '../support/address-moves.ts';
import { button, heading, logInGuarantorThroughApi, seedGuarantor } from '../support/guarantor-session.ts';
import type { LoanSeed } from '../support/guarantor-session.ts';
import { plannedGuarantorMachine } from '../support/guarantor-plan.ts';
import { GUARANTOR_PATHS } from '../../../machines/guarantor/screens.ts';
import { landingScreen } from '../../../machines/routing/guarantor-status.ts';
import type { GuarantorContext } from '../../../machines/guarantor/guarantor.machine.ts';
import type { GuarantorStart } from '../../../machines/guarantor/types.ts';
import {
  DETAILS,
  GUARANTOR_ID,
  NOW,
  PAN,
  SERVER_FAULT,
  guarantorEvents,
  serializeGuarantorState,
} from '../../support/events/guarantor-events.ts';

// Browser paths of the guarantor journey: the covering subset of the plan (support/guarantor-plan.ts)
// replayed in the built app against the sandbox. Each path seeds its own guarantor at the status
// its start plans (loans dated from today, as far from it as the plan's are from its clock),
// logs in, and opens the address the start implies: Loan Information after OTP, the step on a
// reload, or the return from a provider page decided on the sandbox's real page. Every call is
// held at a gate until the path says how it ends. The whole flow from the login screens:
// tests/browser/guarantor-flows.spec.ts.

const PHONE = '9123400601';
type Gates = 'summary' | 'relations' | 'pan' | 'details' | 'url' | 'dlStatus' | 'eSign' | 'eSignStatus';

const run = (page: Page) => replayOf<Gates>(page);
const planned = (page: Page) => plannedNow(page).context as GuarantorContext;
const at = (page: Page, path: string) => expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
const held = (page: Page, name: Gates) =>
  expect.poll(() => run(page).gates[name].held, { intervals: [50] }).toBeGreaterThan(0);

const shifted = (iso: string) => new Date(Date.now() + (Date.parse(iso) - NOW)).toISOString();

/** The plan's loans, dated from today. */
function loansOf(start: GuarantorStart): LoanSeed[] {
  return start.summary.loans.map((loan) => ({
    ...loan,
    createdTime: shifted(loan.createdTime),
    expiryTime: shifted(loan.expiryTime),
  }));
}

/** The alert the plan expects, or none. */
async function expectAlert(page: Page): Promise<void> {
  const expected = planned(page).error;
  if (expected) await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  else await expect(page.getByRole('alert').filter({ hasNotText: /^$/ })).toHaveCount(0);
}

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Record<string, unknown>> {
  const authorization = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const response = await page.request.fetch(path, { method, headers: { authorization }, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Decides a provider page the way its form does (Approve/Sign or Deny/Decline), or leaves it undecided. */
async function decide(page: Page, url: string, decision: 'approve' | 'deny' | null): Promise<void> {
  if (decision === null) return;
  const { pathname, searchParams } = new URL(url);
  const answer = await page.request.post(pathname, {
    form: { requestId: searchParams.get('requestId') ?? '', ref: searchParams.get('ref') ?? '', decision },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

function outcomeAhead(page: Page, type: string): unknown {
  return (ahead(page, [type]) as { output?: { status?: string } } | undefined)?.output?.status;
}

async function openReturn(page: Page, guarantorId: string, kind: 'digiLocker' | 'eSign'): Promise<void> {
  if (kind === 'digiLocker') {
    const path = `/v1/guarantor/${guarantorId}/digilocker-url?redirectUrl=${GUARANTOR_PATHS.kyc}`;
    const { url, requestId } = (await api(page, 'GET', path)) as { url: string; requestId: string };
    const status = outcomeAhead(page, 'xstate.done.actor.checkDigiLocker');
    await decide(page, url, status === 'verified' ? 'approve' : status === 'failed' ? 'deny' : null);
    await page.goto(`${GUARANTOR_PATHS.kyc}?status=success&requestId=${requestId}`);
    return;
  }
  const body = { loanId: planned(page).chosenLoanId ?? 'LN-PENDING', redirectUrl: GUARANTOR_PATHS.kycSuccess };
  const started = await api(page, 'POST', `/v1/aadhar/esign/guarantor/${guarantorId}`, body);
  const status = outcomeAhead(page, 'xstate.done.actor.checkESign');
  await decide(page, started.url as string, status === 'SUCCESS' ? 'approve' : status === 'FAILURE' ? 'deny' : null);
  await page.goto(`${GUARANTOR_PATHS.kycSuccess}?status=success&requestId=${String(started.requestId)}`);
}

/** Releases a held GET three times over a fault: the client tries a GET three times (src/api/client.ts). */
async function failGet(page: Page, name: Gates, path: string): Promise<void> {
  await fault(page, 'GET', path, SERVER_FAULT, 3);
  for (let attempt = 0; attempt < 3; attempt += 1) await run(page).gates[name].release();
}

async function failPost(page: Page, name: Gates, path: string): Promise<void> {
  await fault(page, 'POST', path, SERVER_FAULT);
  await run(page).gates[name].release();
}

const ids = new WeakMap<Page, string>();
const idOf = (page: Page) => ids.get(page) ?? '';

const handlers: BrowserHandlers<typeof plannedGuarantorMachine> = {
  async open(context) {
    const { page, path } = context;
    // A failed start is retried: the path's first answer decides where the guarantor is.
    const answered = path.steps.find((step) => step.event.type === 'xstate.done.actor.start');
    const start = (answered?.event as (AnyEventObject & { output?: GuarantorStart }) | undefined)?.output;
    await seedGuarantor(page.request, PHONE, {
      status: start?.summary.status === 'approved' ? 'initiated' : (start?.summary.status ?? 'initiated'),
      loans: start ? loansOf(start) : [],
    });
    const guarantorId = await logInGuarantorThroughApi(page, page.request, PHONE, start?.chosenLoanId ?? undefined);
    ids.set(page, guarantorId);
    // Registered before the gates, so a released summary call reaches it.
    if (start?.summary.status === 'approved') {
      // A lender status this build does not know: the summary answers it as the lender would.
      await page.route(
        (url) => url.pathname === `/v1/guarantor/${guarantorId}/summary`,
        async (route) => {
          const answer = await route.fetch();
          await route.fulfill({ response: answer, json: { ...(await answer.json()), status: 'approved' } });
        },
      );
    }
    const at = (suffix: string) => `/v1/guarantor/${guarantorId}/${suffix}`;
    const eSign = `/v1/aadhar/esign/guarantor/${guarantorId}`;
    startReplay<Gates>(page, context, {
      phone: PHONE,
      applicationId: guarantorId,
      gates: {
        summary: await gate(page, 'GET', at('summary')),
        relations: await gate(page, 'GET', '/v1/guarantor/relation-list'),
        pan: await gate(page, 'POST', at('pan')),
        details: await gate(page, 'POST', at('personal-details')),
        url: await gate(page, 'GET', at('digilocker-url')),
        dlStatus: await gate(page, 'GET', `/v1/idfy/guarantor/${guarantorId}/digilocker-status`),
        eSign: await gate(page, 'POST', eSign),
        eSignStatus: await gate(page, 'GET', eSign),
      },
    });
    if (start?.providerReturn) return openReturn(page, guarantorId, start.providerReturn.kind);
    if (!start || start.entry === 'loanInfo') return void (await page.goto(GUARANTOR_PATHS.loanInfo));
    const screen = landingScreen({ ...start, status: start.summary.status, loans: start.summary.loans });
    await page.goto(GUARANTOR_PATHS[screen]);
  },

  states: {
    async loading({ page }) {
      await held(page, 'summary');
      await expect(page.getByRole('status').filter({ hasText: 'Please wait while we fetch' })).toBeVisible();
    },
    async loadFailed({ page }) {
      await expect(heading(page, 'We could not load your details')).toBeVisible();
      await expectAlert(page);
      await expect(button(page, 'Retry')).toBeEnabled();
      await expectAccessible(page, 'guarantor loadFailed');
    },
    async routing({ page }) {
      // Transient: never at rest; the address is still the one the journey opened on.
      await expect(page).toHaveURL(/\/(loan-info|guarantor)/);
    },
    async loanInfo({ page }) {
      await at(page, GUARANTOR_PATHS.loanInfo);
      await expect(heading(page, 'Loan information')).toBeVisible();
      const pending = planned(page).summary?.loans.find((loan) => loan.loanId === 'LN-PENDING')?.aadharEsignPending;
      await expect(page.getByRole('radio', { name: /Verma Traders/ })).toBeEnabled({ enabled: pending === true });
      await expect(page.getByRole('radio', { name: /Kumar Stores/ })).toBeDisabled();
      await expect(page.getByRole('radio', { name: /Old Mills/ })).toBeDisabled();
      const chosen = planned(page).chosenLoanId !== null;
      await expect(page.getByRole('radio', { name: /Verma Traders/ })).toBeChecked({ checked: chosen });
      await expectAccessible(page, `guarantor loanInfo ${chosen}`);
    },
    async 'pan.entering'({ page }) {
      await at(page, GUARANTOR_PATHS.pan);
      await expect(heading(page, 'Verify your PAN')).toBeVisible();
      const error = planned(page).errors.panNumber;
      if (error) await expect(page.getByText(error)).toBeVisible();
      await expect(button(page, 'Continue')).not.toHaveAttribute('aria-busy', 'true');
      await expectAlert(page);
      await expectAccessible(page, `guarantor pan ${error ?? ''} ${planned(page).error ?? ''}`);
    },
    async 'pan.submitting'({ page }) {
      await expect(button(page, 'Continue')).toHaveAttribute('aria-busy', 'true');
      await held(page, 'pan');
    },
    async 'details.loadingRelations'({ page }) {
      await at(page, GUARANTOR_PATHS.details);
      await held(page, 'relations');
    },
    async 'details.relationsFailed'({ page }) {
      await expect(heading(page, 'We could not load this form')).toBeVisible();
      await expectAlert(page);
      await expectAccessible(page, 'guarantor relationsFailed');
    },
    async 'details.entering'({ page }) {
      await at(page, GUARANTOR_PATHS.details);
      await expect(heading(page, 'Your details')).toBeVisible();
      for (const message of Object.values(planned(page).errors)) await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Relation to the applicant' })).toBeEnabled();
      await expectAlert(page);
      await expectAccessible(page, `guarantor details ${Object.keys(planned(page).errors).join()}`);
    },
    async 'details.submitting'({ page }) {
      await expect(button(page, 'Continue')).toHaveAttribute('aria-busy', 'true');
      await held(page, 'details');
    },
    async 'kyc.choosing'({ page }) {
      await at(page, GUARANTOR_PATHS.kyc);
      await expect(heading(page, 'Verify with DigiLocker')).toBeVisible();
      await expect(button(page, 'Continue to DigiLocker')).not.toHaveAttribute('aria-busy', 'true');
      await expectAlert(page);
      await expectAccessible(page, `guarantor kyc ${planned(page).error ?? ''}`);
    },
    async 'kyc.gettingUrl'({ page }) {
      await expect(button(page, 'Continue to DigiLocker')).toHaveAttribute('aria-busy', 'true');
      await held(page, 'url');
    },
    async 'kyc.redirecting'({ page }) {
      // The browser left for the sandbox's DigiLocker page.
      await expect(page).toHaveURL(/\/v1\/sandbox-digilocker\/guarantor\/authorize\?requestId=/);
      await expect(button(page, 'Approve')).toBeVisible();
    },
    async 'kyc.checking'({ page }) {
      await expect(page.getByRole('status').filter({ hasText: 'your DigiLocker result' })).toBeVisible();
      await held(page, 'dlStatus');
    },
    async 'kyc.checkFailed'({ page }) {
      await expect(heading(page, 'We could not read your DigiLocker result')).toBeVisible();
      await expectAlert(page);
      await expectAccessible(page, 'guarantor kyc checkFailed');
    },
    async kycFailure({ page }) {
      await at(page, GUARANTOR_PATHS.kycFailure);
      await expect(heading(page, 'KYC not completed')).toBeVisible();
      await expect(page.getByText('the request was declined')).toBeVisible();
    },
    async 'kycSuccess.showing'({ page }) {
      await at(page, GUARANTOR_PATHS.kycSuccess);
      await expect(heading(page, 'KYC successful')).toBeVisible();
      await expect(page.getByRole('definition').first()).toHaveText('Verma Traders');
      await expect(button(page, 'Sign with Aadhaar e-sign')).not.toHaveAttribute('aria-busy', 'true');
      await expectAlert(page);
      await expectAccessible(page, `guarantor kycSuccess ${planned(page).error ?? ''}`);
    },
    async 'kycSuccess.starting'({ page }) {
      await expect(button(page, 'Sign with Aadhaar e-sign')).toHaveAttribute('aria-busy', 'true');
      await held(page, 'eSign');
    },
    async 'kycSuccess.redirecting'({ page }) {
      await expect(page).toHaveURL(/\/v1\/sandbox-esign\/authorize\?requestId=/);
      await expect(page.getByText('Verma Traders')).toBeVisible();
    },
    async 'kycSuccess.checking'({ page }) {
      await expect(page.getByRole('status').filter({ hasText: 'your e-sign' })).toBeVisible();
      await held(page, 'eSignStatus');
    },
    async 'kycSuccess.checkFailed'({ page }) {
      await expect(heading(page, 'We could not read your e-sign status')).toBeVisible();
      await expectAlert(page);
      await expectAccessible(page, 'guarantor eSign checkFailed');
    },
    async verified({ page }) {
      await at(page, GUARANTOR_PATHS.verified);
      await expect(heading(page, 'You are a verified guarantor')).toBeVisible();
      await expectAccessible(page, 'guarantor verified');
    },
    async notVerified({ page }) {
      await at(page, GUARANTOR_PATHS.notVerified);
      await expect(heading(page, 'Not verified yet')).toBeVisible();
      const outcome = planned(page).eSignOutcome;
      await expect(
        page.getByText(outcome === 'FAILURE' ? 'The guarantee was not signed.' : 'We could not verify you'),
      ).toBeVisible();
    },
    async guarantorDetails({ page }) {
      await at(page, GUARANTOR_PATHS.guarantorDetails);
      await expect(heading(page, 'Your guarantor details')).toBeVisible();
      await expectAccessible(page, 'guarantor details on file');
    },
  },

  events: {
    async RETRY({ page }) {
      const before = plannedBefore(page);
      const label = before.matches('kycFailure')
        ? 'Try DigiLocker again'
        : before.matches('notVerified')
          ? 'Sign again'
          : 'Retry';
      await button(page, label).click();
    },
    async SELECT_LOAN({ page }) {
      await page.getByRole('radio', { name: /Verma Traders/ }).click();
    },
    async NEXT({ page }) {
      await button(page, 'Next').click();
      if (planned(page).chosenLoanId === null) {
        await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
          'Please select a loan to continue',
        );
      }
    },
    async CHANGE({ page, event }) {
      const { field } = event as { field: string; value: string };
      if (field === 'panNumber') return page.getByRole('textbox', { name: 'PAN' }).fill(PAN);
      if (field === 'fullName')
        return page.getByRole('textbox', { name: 'Full name (as on PAN)' }).fill(DETAILS.fullName);
      if (field === 'dateOfBirth') return page.getByRole('textbox', { name: 'Date of birth' }).fill('01061975');
      if (field === 'email') return page.getByRole('textbox', { name: 'Email address' }).fill(DETAILS.email);
      await page.getByRole('combobox', { name: 'Relation to the applicant' }).selectOption(DETAILS.relation);
    },
    async SUBMIT({ page }) {
      await button(page, 'Continue').click();
    },
    async BACK({ page }) {
      await button(page, plannedBefore(page).matches('pan') ? 'Back to loans' : 'Back to PAN').click();
    },
    async START({ page }) {
      const again = plannedBefore(page).matches({ kyc: 'checkFailed' });
      await button(page, again ? 'Start DigiLocker again' : 'Continue to DigiLocker').click();
    },
    async SIGN({ page }) {
      const again = plannedBefore(page).matches({ kycSuccess: 'checkFailed' });
      await button(page, again ? 'Sign again' : 'Sign with Aadhaar e-sign').click();
    },
    async ANOTHER_LOAN({ page }) {
      await button(page, 'Guarantee another loan').click();
    },
    async 'xstate.route'({ page }) {
      // The address bar moves to Loan Information (Back, or a typed address).
      await moveAddressBar(page, GUARANTOR_PATHS.loanInfo);
    },
  },

  builtIns: {
    async 'xstate.done.actor.start'({ page }) {
      await run(page).gates.summary.release();
    },
    async 'xstate.error.actor.start'({ page }) {
      await failGet(page, 'summary', `/v1/guarantor/${idOf(page)}/summary`);
    },
    async 'xstate.done.actor.getRelations'({ page }) {
      await run(page).gates.relations.release();
    },
    async 'xstate.error.actor.getRelations'({ page }) {
      await failGet(page, 'relations', '/v1/guarantor/relation-list');
    },
    async 'xstate.done.actor.submitPan'({ page }) {
      await run(page).gates.pan.release();
    },
    async 'xstate.error.actor.submitPan'({ page }) {
      await failPost(page, 'pan', `/v1/guarantor/${idOf(page)}/pan`);
    },
    async 'xstate.done.actor.submitDetails'({ page }) {
      await run(page).gates.details.release();
    },
    async 'xstate.error.actor.submitDetails'({ page }) {
      await failPost(page, 'details', `/v1/guarantor/${idOf(page)}/personal-details`);
    },
    async 'xstate.done.actor.getDigiLockerUrl'({ page }) {
      await run(page).gates.url.release();
    },
    async 'xstate.error.actor.getDigiLockerUrl'({ page }) {
      await failGet(page, 'url', `/v1/guarantor/${idOf(page)}/digilocker-url`);
    },
    async 'xstate.done.actor.checkDigiLocker'({ page }) {
      await run(page).gates.dlStatus.release();
    },
    async 'xstate.error.actor.checkDigiLocker'({ page }) {
      await failGet(page, 'dlStatus', `/v1/idfy/guarantor/${idOf(page)}/digilocker-status`);
    },
    async 'xstate.done.actor.startESign'({ page }) {
      await run(page).gates.eSign.release();
    },
    async 'xstate.error.actor.startESign'({ page }) {
      await failPost(page, 'eSign', `/v1/aadhar/esign/guarantor/${idOf(page)}`);
    },
    async 'xstate.done.actor.checkESign'({ page }) {
      await run(page).gates.eSignStatus.release();
    },
    async 'xstate.error.actor.checkESign'({ page }) {
      await failGet(page, 'eSignStatus', `/v1/aadhar/esign/guarantor/${idOf(page)}`);
    },
  },
};

const countedHandlers: typeof handlers = {
  ...handlers,
  events: counted(handlers.events),
  builtIns: counted(handlers.builtIns),
};

runBrowserPaths(test, plannedGuarantorMachine, countedHandlers, {
  name: 'guarantor',
  input: { guarantorId: GUARANTOR_ID },
  events: guarantorEvents,
  serializeState: serializeGuarantorState,
  // On the way to a provider page the browser has left the app: no address of its own to move.
  // Nor does the app send a route to the screen it shows (observed coverage found the plan did).
  filterEvents: (snapshot, event) =>
    addressMoves(snapshot, event) &&
    !(
      event.type === 'xstate.route' &&
      (snapshot.matches({ kyc: 'redirecting' }) || snapshot.matches({ kycSuccess: 'redirecting' }))
    ),
  reduce: 'walks',
});
