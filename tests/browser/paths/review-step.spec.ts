import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { CHOOSE_LANGUAGE_MESSAGE, reviewStepMachine } from '../../../machines/onboarding/review-step.machine.ts';
import type { ReviewStepContext } from '../../../machines/onboarding/review-step.machine.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { gate } from '../support/gate.ts';
import { failHeld } from '../support/form-step-ui.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import { asApplicant, counted, expectPosition, plannedNow, replayOf, startReplay } from '../support/kyc-gst-replay.ts';
import { SEEDS, businessInfo } from '../../fixtures/applicant.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { notEligibleReason } from '../../../src/journeys/onboarding/screens/outcomes/not-eligible-reasons.ts';
import {
  CHOSEN,
  DECLARE_FAULT,
  LANGUAGES,
  LOAD_FAULT,
  SUBMIT_FAULT,
  VERNACULAR_FAULT,
  reviewStepEvents,
} from '../../support/events/review-step-events.ts';
import { reviewInBrowser, serializeReviewState } from '../support/review-plan.ts';
import {
  REVIEW_PATH,
  alertWith,
  declarationPanel,
  expectReviewFacts,
  recordButton,
  retryDeclarationButton,
  reviewHeading,
  submitButton,
} from '../support/review-ui.ts';

// Browser paths of `reviewStep` at /signup/pre-approval/review: the covering subset of the
// journey's sample events a user causes (tests/browser/support/review-plan.ts) against the
// sandbox, for an applicant seeded at review
// (the default turnover, ₹18,00,000, is approved for ₹3,60,000). The profile read, the
// declaration texts, the declaration PATCH and Submit are held at gates until the path says how
// each ends, so the Loader, "Loading the languages…", a busy Record declaration and a busy Submit
// are asserted while they last; failures are sandbox faults on the held call. The lender's
// other decisions are one transition with other answers, so the covering set keeps one of
// them: "review decisions" below submits the others (under review, not eligible with its reason).

const PHONE = '9876500071';
type Gates = 'profile' | 'texts' | 'declare' | 'submit';

const run = (page: Page) => replayOf<Gates>(page);
const planned = (page: Page) => plannedNow(page).context as ReviewStepContext;
const profilePath = (page: Page) => `/v2/application/${run(page).applicationId}/profile`;
const TEXTS_PATH = '/v1/application/vernacular-declaration';
const declarePath = (page: Page) => `/v1/application/${run(page).applicationId}/vernacular-declaration`;
const submitPath = (page: Page) => `/v2/application/${run(page).applicationId}/submit`;

/** The review as the plan has it now: the facts, Submit usable, and Submit's refusal or none. */
async function expectReady(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${REVIEW_PATH}$`));
  await expectReviewFacts(page);
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).not.toHaveAttribute('aria-busy', 'true');
  if (planned(page).serverError) await expect(alertWith(page, SUBMIT_FAULT)).toBeVisible();
  else await expect(alertWith(page, SUBMIT_FAULT)).toHaveCount(0);
}

/** The declaration as the sandbox keeps it (language and time), through the applicant's own call. */
async function recordedDeclaration(page: Page): Promise<{ language: string; declaredAt: string } | null> {
  const body = (await asApplicant(page, 'GET', declarePath(page))) as {
    vernacularDeclaration: { language: string; declaredAt: string } | null;
  };
  return body.vernacularDeclaration;
}

/** The texts the lender offers, to compare with what the panel shows. */
async function offeredTexts(page: Page): Promise<Array<{ language: string; label: string; text: string }>> {
  const body = (await asApplicant(page, 'GET', TEXTS_PATH)) as {
    declarations: Array<{ language: string; label: string; text: string }>;
  };
  return body.declarations;
}

const handlers: BrowserHandlers<typeof reviewStepMachine> = {
  async open(context) {
    const { page } = context;
    const position = await seedApplicant(page.request, PHONE, SEEDS.review);
    const id = position.id;
    const gates: Record<Gates, Awaited<ReturnType<typeof gate>>> = {
      profile: await gate(page, 'GET', `/v2/application/${id}/profile`),
      texts: await gate(page, 'GET', TEXTS_PATH),
      declare: await gate(page, 'PATCH', `/v1/application/${id}/vernacular-declaration`),
      submit: await gate(page, 'POST', `/v2/application/${id}/submit`),
    };
    startReplay<Gates>(page, context, { gates, phone: PHONE, applicationId: id });
    await logInThroughApi(page, page.request, PHONE);
    await page.goto(REVIEW_PATH);
  },

  states: {
    async loading({ page }) {
      await expect(
        page.getByRole('status').filter({ hasText: 'Please wait while we fetch your details' }),
      ).toBeVisible();
      await expect.poll(() => run(page).gates.profile.held).toBe(1);
      await expect(reviewHeading(page)).toHaveCount(0);
    },
    async loadFailed({ page }) {
      await expect(reviewHeading(page)).toBeVisible();
      await expect(alertWith(page, LOAD_FAULT)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();
      await expect(submitButton(page)).toHaveCount(0);
      await expectAccessible(page, 'review: load failed');
    },
    async 'ready.vernacularLoading'({ page }) {
      await expectReady(page);
      const panel = declarationPanel(page);
      await expect(panel.getByText('Loading the languages…')).toBeVisible();
      await expect(panel).toHaveAttribute('aria-busy', 'true');
      await expect(panel.getByRole('radiogroup')).toHaveCount(0);
      await expect.poll(() => run(page).gates.texts.held).toBe(1);
    },
    async 'ready.vernacularFailed'({ page }) {
      await expectReady(page);
      const panel = declarationPanel(page);
      await expect(panel.getByRole('alert').filter({ hasText: VERNACULAR_FAULT })).toBeVisible();
      await expect(retryDeclarationButton(page)).toBeEnabled();
      await expect(panel.getByRole('radiogroup')).toHaveCount(0);
      await expectAccessible(page, 'review: languages failed');
    },
    async 'ready.vernacular'({ page }) {
      await expectReady(page);
      const { language, declared, vernacularError } = planned(page);
      const panel = declarationPanel(page);
      const group = panel.getByRole('radiogroup', { name: 'Language' });
      await expect(panel).not.toHaveAttribute('aria-busy', 'true');
      for (const offered of LANGUAGES) {
        await expect(group.getByRole('radio', { name: offered.label })).toHaveAttribute(
          'aria-checked',
          String(offered.language === language),
        );
      }
      const quote = panel.getByRole('blockquote');
      if (language) {
        const text = (await offeredTexts(page)).find((offered) => offered.language === language)?.text;
        expect(text).toBeTruthy();
        await expect(quote).toHaveAttribute('lang', language);
        await expect(quote).toHaveText(text ?? '');
      } else {
        await expect(quote).toHaveCount(0);
      }
      // Choosing is asked for under the group; a call that failed is an alert, not a wrong choice.
      if (vernacularError === CHOOSE_LANGUAGE_MESSAGE) {
        await expect(panel.getByText(CHOOSE_LANGUAGE_MESSAGE)).toBeVisible();
        await expect(group).toHaveAttribute('aria-invalid', 'true');
      } else {
        await expect(panel.getByText(CHOOSE_LANGUAGE_MESSAGE)).toHaveCount(0);
        await expect(group).not.toHaveAttribute('aria-invalid', 'true');
      }
      if (vernacularError === DECLARE_FAULT)
        await expect(panel.getByRole('alert').filter({ hasText: DECLARE_FAULT })).toBeVisible();
      else await expect(panel.getByRole('alert')).toHaveCount(0);
      if (declared) {
        const recorded = await recordedDeclaration(page);
        expect(recorded?.language).toBe(CHOSEN.language);
        const status = panel.getByRole('status').filter({ hasText: `Declared in ${CHOSEN.label} on` });
        await expect(status).toBeVisible();
        await expect(status.locator('time')).toHaveAttribute(
          'datetime',
          new Date(recorded?.declaredAt ?? '').toISOString(),
        );
      } else {
        await expect(panel.getByText('Optional: your application does not depend on it.')).toBeVisible();
        expect(await recordedDeclaration(page)).toBeNull();
      }
      await expect(recordButton(page)).toBeEnabled();
      await expect(recordButton(page)).not.toHaveAttribute('aria-busy', 'true');
      await expectAccessible(
        page,
        `review: languages${language ? ' (chosen)' : ''}${declared ? ' (declared)' : ''}` +
          `${vernacularError ? ` (${vernacularError})` : ''}`,
      );
    },
    async 'ready.declaring'({ page }) {
      await expectReady(page);
      const panel = declarationPanel(page);
      await expect(recordButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(panel.getByRole('radio', { name: CHOSEN.label })).toBeDisabled();
      await expect.poll(() => run(page).gates.declare.held).toBe(1);
    },
    async submitting({ page }) {
      await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('region', { name: 'Review your application' })).toHaveAttribute('aria-busy', 'true');
      // The edit links wait too: the decision may already be on its way.
      await expect(page.getByRole('button', { name: 'Edit personal details' })).toBeDisabled();
      await expect(alertWith(page, SUBMIT_FAULT)).toHaveCount(0);
      await expect.poll(() => run(page).gates.submit.held).toBe(1);
    },
    async done({ page }) {
      await expect(page).toHaveURL(/\/signup\/result$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your credit line is approved' })).toBeVisible();
      // 20 % of the declared ₹18,00,000.
      await expect(page.getByText('₹3,60,000', { exact: true })).toBeVisible();
    },
  },

  events: {
    async RETRY({ page }) {
      await page.getByRole('button', { name: 'Retry', exact: true }).click();
    },
    async RETRY_DECLARATION({ page }) {
      await retryDeclarationButton(page).click();
    },
    async CHOOSE_LANGUAGE({ page }) {
      // By keyboard, as the group promises: focus lands on the first option without choosing
      // it, and the arrow key moves to Hindi and chooses it. Radix moves focus a task after the
      // keydown and chooses only while an arrow key is down, so the key is held until focus has
      // moved, as a person's key press lasts (a synthetic press can end before the move).
      const group = declarationPanel(page).getByRole('radiogroup', { name: 'Language' });
      await group.getByRole('radio', { name: LANGUAGES[0].label }).focus();
      await page.keyboard.down('ArrowDown');
      await expect(group.getByRole('radio', { name: CHOSEN.label })).toBeFocused();
      await page.keyboard.up('ArrowDown');
    },
    async DECLARE({ page }) {
      await recordButton(page).click();
    },
    async SUBMIT({ page }) {
      await submitButton(page).click();
    },
  },

  builtIns: {
    async 'xstate.done.actor.load'({ page }) {
      await run(page).gates.profile.release();
    },
    async 'xstate.error.actor.load'({ page }) {
      await failHeld(page, run(page).gates.profile, { method: 'GET', path: profilePath(page) }, LOAD_FAULT);
    },
    async 'xstate.done.actor.loadVernacular'({ page }) {
      await run(page).gates.texts.release();
    },
    async 'xstate.error.actor.loadVernacular'({ page }) {
      await failHeld(page, run(page).gates.texts, { method: 'GET', path: TEXTS_PATH }, VERNACULAR_FAULT);
    },
    async 'xstate.done.actor.declareVernacular'({ page }) {
      await run(page).gates.declare.release();
    },
    async 'xstate.error.actor.declareVernacular'({ page }) {
      await failHeld(page, run(page).gates.declare, { method: 'PATCH', path: declarePath(page) }, DECLARE_FAULT);
    },
    async 'xstate.done.actor.submit'({ page }) {
      await run(page).gates.submit.release();
    },
    async 'xstate.error.actor.submit'({ page }) {
      await failHeld(page, run(page).gates.submit, { method: 'POST', path: submitPath(page) }, SUBMIT_FAULT);
    },
  } satisfies Record<string, (context: BrowserEventContext & { event: AnyEventObject }) => Promise<void>>,
};

runBrowserPaths(
  test,
  reviewStepMachine,
  { ...handlers, events: counted(handlers.events), builtIns: counted(handlers.builtIns) },
  {
    name: 'reviewStep',
    input: { applicationId: 'planned' },
    events: reviewStepEvents,
    filterEvents: reviewInBrowser,
    serializeState: serializeReviewState,
    reduce: 'walks',
  },
);

// The decisions the covering set does not submit, each from a seed the sandbox's rule decides
// (docs/sandbox.md "Decision at submit"); a refusal's reason is worded on /error-not-eligible
// and still there after a reload, when only the profile's kept decision knows it.
test.describe('review decisions', () => {
  const now = new Date();
  const THIS_MONTH = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const cases = [
    {
      title: 'a ₹6 crore turnover goes to the credit team',
      phone: '9876500072',
      business: { annualTurnover: 60_000_000 },
      reason: null,
    },
    {
      title: 'a ₹1,20,000 turnover is refused for low turnover',
      phone: '9876500073',
      business: { annualTurnover: 120_000 },
      reason: 'lowTurnover',
    },
    {
      title: 'a business started this month is refused for its age',
      phone: '9876500074',
      business: { businessStartDate: THIS_MONTH },
      reason: 'businessVintage',
    },
  ] as const;

  for (const decision of cases) {
    test(decision.title, async ({ page, request }) => {
      const business = { ...businessInfo, ...decision.business };
      const { id } = await seedApplicant(request, decision.phone, { ...SEEDS.review, businessInfo: business });
      await logInThroughApi(page, request, decision.phone);
      await page.goto(REVIEW_PATH);
      await expectReviewFacts(page, business.annualTurnover);
      await submitButton(page).click();
      if (decision.reason === null) {
        await expect(page).toHaveURL(new RegExp(`/${id}/signup-under-review$`));
        await expect(page.getByRole('heading', { level: 1, name: 'Your application is under review' })).toBeVisible();
        await expectPosition(page, (position) =>
          expect(position).toMatchObject({ status: 'croReview', nextAction: 'underReview' }),
        );
        await expectAccessible(page, 'decision: under review');
        return;
      }
      const heading = page.getByRole('heading', { level: 1, name: 'We cannot offer you a credit line yet' });
      const sentence = page.getByText(notEligibleReason(decision.reason), { exact: true });
      await expect(page).toHaveURL(/\/error-not-eligible$/);
      await expect(heading).toBeVisible();
      await expect(sentence).toBeVisible();
      await expectPosition(page, (position) => expect(position).toMatchObject({ nextAction: 'notEligible' }));
      await expectAccessible(page, 'decision: not eligible');
      await page.reload();
      await expect(heading).toBeVisible();
      await expect(sentence).toBeVisible();
    });
  }
});
