import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { discrepancyMachine } from '../../../machines/onboarding/discrepancy.machine.ts';
import type { DiscrepancyContext } from '../../../machines/onboarding/discrepancy.machine.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import {
  ANSWER,
  COMMENTS,
  LOAD_FAULT,
  RESOLVE_FAULT,
  discrepancyEvents,
  numberOf,
  openComments,
} from '../../support/events/discrepancy-events.ts';
import {
  DISCREPANCY_SEED,
  discrepancyInBrowser,
  plannedProblem,
  serializeDiscrepancyState,
} from '../support/discrepancy-plan.ts';
import { failHeld } from '../support/form-step-ui.ts';
import { gate } from '../support/gate.ts';
import type { Gate } from '../support/gate.ts';
import { expectAccessible } from '../support/kyc-gst-a11y.ts';
import {
  counted,
  expectPosition,
  plannedBefore,
  plannedNow,
  replayOf,
  startReplay,
} from '../support/kyc-gst-replay.ts';
import { logInThroughApi, seedApplicant } from '../support/onboarding-session.ts';
import { raiseOpsComment } from '../support/sandbox-client.ts';

// Browser paths of `discrepancy` at /signup/discrepancy: the covering subset of
// tests/browser/support/discrepancy-plan.ts against the sandbox. The applicant was sent to
// credit review, then ops raised two comments (control API), so home answers nextAction
// `discrepancy`. The comments read and each resolve PATCH are held at gates until the path says
// how they end, so the Loader and a busy "Mark question N resolved" are asserted while they
// last; failures are sandbox faults on the held call. The first answer keeps the screen (the
// lender still holds the application), the last returns the applicant to credit review.

const PHONE = '9876500081';
type Gates = 'comments' | 'resolve';

const run = (page: Page) => replayOf<Gates>(page);
const planned = (page: Page) => plannedNow(page).context as DiscrepancyContext;
const commentsPath = (page: Page) => `/v1/application/${run(page).applicationId}/comments`;
const resolvePath = (page: Page) => `/v1/application/${run(page).applicationId}/resolve-comment`;

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Answer our questions' });
const card = (page: Page, number: number) => page.getByRole('listitem', { name: `Question ${number}` });
const answerField = (page: Page, number: number) =>
  page.getByRole('textbox', { name: `Your answer to question ${number}`, exact: true });
const resolveButton = (page: Page, number: number) =>
  page.getByRole('button', { name: `Mark question ${number} resolved`, exact: true });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const handlers: BrowserHandlers<typeof discrepancyMachine> = {
  async open(context) {
    const { page, path } = context;
    const { id } = await seedApplicant(page.request, PHONE, DISCREPANCY_SEED);
    for (const comment of COMMENTS) await raiseOpsComment(page.request, PHONE, comment);
    const gates: Record<Gates, Gate> = {
      comments: await gate(page, 'GET', `/v1/application/${id}/comments`),
      resolve: await gate(page, 'PATCH', `/v1/application/${id}/resolve-comment`),
    };
    startReplay<Gates>(page, context, { gates, phone: PHONE, applicationId: id });
    await logInThroughApi(page, page.request, PHONE);
    // The old address (§2 /resolve-discrepancy) redirects here; the paths that start with a
    // failed read come in through it, the others open the screen's own address.
    const oldAddress = path.steps[0]?.event.type === 'xstate.error.actor.loadComments';
    await page.goto(oldAddress ? '/resolve-discrepancy' : '/signup/discrepancy');
  },

  states: {
    async loading({ page }) {
      await expect(
        page.getByRole('status').filter({ hasText: 'Please wait while we fetch your details' }),
      ).toBeVisible();
      await expect.poll(() => run(page).gates.comments.held).toBe(1);
      await expect(heading(page)).toHaveCount(0);
    },
    async loadFailed({ page }) {
      await expect(page).toHaveURL(/\/signup\/discrepancy$/);
      await expect(heading(page)).toBeVisible();
      await expect(alertWith(page, LOAD_FAULT)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();
      await expect(page.getByRole('list', { name: 'Questions from our team' })).toHaveCount(0);
      await expectAccessible(page, 'discrepancy: load failed');
    },
    async list({ page }) {
      const context = planned(page);
      const current = run(page).steps[run(page).index]?.event.type;
      const justResolved =
        current === 'xstate.done.actor.resolveComment'
          ? (plannedBefore(page).context as DiscrepancyContext).resolvingId
          : null;
      await expect(page).toHaveURL(/\/signup\/discrepancy$/);
      await expect(heading(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Answer our questions' })).not.toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('list', { name: 'Questions from our team' }).getByRole('listitem')).toHaveCount(
        COMMENTS.length,
      );
      for (const comment of context.comments) {
        const number = numberOf(comment.id);
        const item = card(page, number);
        await expect(item.getByText(COMMENTS[number - 1] ?? '', { exact: true })).toBeVisible();
        if (comment.resolved) {
          const record = item.getByText(new RegExp(`^Resolved on .+: ${ANSWER}$`));
          await expect(record).toBeVisible();
          // Just answered: focus is on its record, where the pressed button was.
          if (justResolved === comment.id) await expect(record).toBeFocused();
          await expect(answerField(page, number)).toHaveCount(0);
          await expect(resolveButton(page, number)).toHaveCount(0);
          continue;
        }
        await expect(answerField(page, number)).toBeEnabled();
        await expect(answerField(page, number)).toHaveValue(context.responses[comment.id] ?? '');
        const problem = plannedProblem(context, comment.id);
        if (problem) {
          await expect(item.getByText(problem, { exact: true })).toBeVisible();
          await expect(answerField(page, number)).toHaveAttribute('aria-invalid', 'true');
          await expect(answerField(page, number)).toHaveAccessibleDescription(problem);
        } else {
          await expect(answerField(page, number)).not.toHaveAttribute('aria-invalid', 'true');
        }
        await expect(resolveButton(page, number)).toBeEnabled();
        await expect(resolveButton(page, number)).not.toHaveAttribute('aria-busy', 'true');
      }
      if (context.serverError) await expect(alertWith(page, RESOLVE_FAULT)).toBeVisible();
      else await expect(page.getByRole('alert')).toHaveCount(0);
      // While one is open the lender still holds the application.
      await expectPosition(page, (position) =>
        expect(position).toMatchObject({ status: 'readyForOps', nextAction: 'discrepancy' }),
      );
      const variant = [
        openComments(context).length < COMMENTS.length ? 'one resolved' : '',
        Object.keys(context.errors).length ? 'answer too short' : '',
        context.serverError ? 'resolve failed' : '',
      ].filter(Boolean);
      await expectAccessible(page, `discrepancy: list ${variant.join(', ')}`);
    },
    async resolving({ page }) {
      const number = numberOf(planned(page).resolvingId ?? '');
      await expect(resolveButton(page, number)).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('region', { name: 'Answer our questions' })).toHaveAttribute('aria-busy', 'true');
      // Nothing else can be typed or sent while the lender records this answer.
      for (const comment of openComments(planned(page))) {
        await expect(answerField(page, numberOf(comment.id))).toBeDisabled();
        await expect(resolveButton(page, numberOf(comment.id))).toBeDisabled();
      }
      await expect.poll(() => run(page).gates.resolve.held).toBe(1);
    },
    async done({ page }) {
      await expect(page).toHaveURL(new RegExp(`/${run(page).applicationId}/signup-under-review$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Your application is under review' })).toBeVisible();
      await expectPosition(page, (position) =>
        expect(position).toMatchObject({ status: 'croReview', subStatus: 'creditReview', nextAction: 'underReview' }),
      );
    },
  },

  events: {
    async CHANGE({ page, event }) {
      const { commentId, value } = event as { commentId: string; value: string };
      await answerField(page, numberOf(commentId)).fill(value);
    },
    async RESOLVE({ page, event }) {
      await resolveButton(page, numberOf((event as { commentId: string }).commentId)).click();
    },
    async RETRY({ page }) {
      await page.getByRole('button', { name: 'Retry', exact: true }).click();
    },
  },

  builtIns: {
    async 'xstate.done.actor.loadComments'({ page }) {
      await run(page).gates.comments.release();
    },
    async 'xstate.error.actor.loadComments'({ page }) {
      await failHeld(page, run(page).gates.comments, { method: 'GET', path: commentsPath(page) }, LOAD_FAULT);
    },
    async 'xstate.done.actor.resolveComment'({ page }) {
      await run(page).gates.resolve.release();
    },
    async 'xstate.error.actor.resolveComment'({ page }) {
      await failHeld(page, run(page).gates.resolve, { method: 'PATCH', path: resolvePath(page) }, RESOLVE_FAULT);
    },
  } satisfies Record<string, (context: BrowserEventContext & { event: AnyEventObject }) => Promise<void>>,
};

runBrowserPaths(
  test,
  discrepancyMachine,
  { ...handlers, events: counted(handlers.events), builtIns: counted(handlers.builtIns) },
  {
    name: 'discrepancy',
    input: { applicationId: 'planned' },
    events: discrepancyEvents,
    filterEvents: discrepancyInBrowser,
    serializeState: serializeDiscrepancyState,
    reduce: 'walks',
  },
);
