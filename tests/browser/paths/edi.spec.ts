import type { Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { expect, test } from '../support/test.ts';
import { axeViolations } from '../support/axe.ts';
import { addressMoves } from '../support/address-moves.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { decideLatest, ediCustomer, latestStatus, requestAsCustomer } from '../support/edi-session.ts';
import { ediMachine, type EdiContext, type EdiInput } from '../../../machines/edi/edi.machine.ts';
import { EDI_PATHS } from '../../../machines/edi/screens.ts';
import { wireRupeesFromPaise, type Paise } from '../../../rules/money/paise.ts';
import {
  CHOICE,
  INPUTS,
  LOAD_FAILED,
  READS,
  REFUSED,
  ediEvents,
  serializeEdiState,
} from '../../support/events/edi-events.ts';

// Browser paths of the EDI journey: covering walks of the plan replayed in the built app against the
// sandbox. Each walk seeds its own borrower (the default EDI offer with a verified account, or none
// when its first read plans none), logs in and opens the page its input names. What a read will
// answer is staged just before the step that makes it: a request made as the customer, the lender's
// decisions through the control API, a fault armed for a failure. A settled page gets axe at a phone's
// and a desktop's width the first time this worker sees it.

const PHONE = '9123400482';

type Fault = { method: 'GET' | 'POST'; path: string; status: number; code: string; message: string };

const FAULTS: Readonly<Record<string, Fault>> = {
  'xstate.error.actor.getEdiOffer': fault('GET', '/v1/customer/edi-offer'),
  'xstate.error.actor.calculateEdi': fault('POST', '/v1/customer/calculate-edi'),
  'xstate.error.actor.getLastDisbursement': fault('GET', '/v1/customer/edi-disbursement'),
  'xstate.error.actor.requestDisbursement': {
    method: 'POST',
    path: '/v1/customer/request-disbursement',
    status: 409,
    code: 'EPL-40980',
    message: REFUSED,
  },
};

function fault(method: 'GET' | 'POST', path: string): Fault {
  return { method, path, status: 500, code: 'EPL-50000', message: LOAD_FAILED };
}

const OPEN = ['requested', 'approved'];

/** Makes the latest request's status `wanted` the way the lender would: a request, then its decisions. */
async function moveTo(page: Page, wanted: string | null): Promise<void> {
  let current = await latestStatus(page);
  if (current === wanted) return;
  expect(wanted, 'a request once made cannot be unmade').not.toBeNull();
  const canFollow = current === 'requested' || (current === 'approved' && wanted !== 'requested');
  if (!canFollow) {
    if (current !== null && OPEN.includes(current)) await decideLatest(page, PHONE, 'cancel');
    await requestAsCustomer(page);
    current = 'requested';
  }
  if (wanted === 'requested') return;
  if (wanted === 'approved' && current === 'requested') await decideLatest(page, PHONE, 'approve');
  const decision = { disbursed: 'disburse', failed: 'fail', cancelled: 'cancel' }[wanted as string];
  if (decision) await decideLatest(page, PHONE, decision);
}

/** Stages what one call's answer will be, before the step that makes the call. */
async function stage(page: Page, event: AnyEventObject): Promise<void> {
  const planned = FAULTS[event.type];
  if (planned) {
    const { method, path, status, code, message } = planned;
    const armed = await page.request.post('/__sandbox/faults', {
      data: { method, path, status, times: method === 'GET' ? 3 : 1, body: { error: { code, message } } },
    });
    expect(armed.ok()).toBe(true);
    return;
  }
  const output = (event as { output?: unknown }).output;
  if (event.type === 'xstate.done.actor.getEdiOffer' && output !== READS.none) {
    const status = await latestStatus(page);
    const open = status !== null && OPEN.includes(status);
    if (output === READS.busy && !open) await requestAsCustomer(page);
    if (output === READS.open && open) await decideLatest(page, PHONE, 'cancel');
  }
  if (event.type === 'xstate.done.actor.requestDisbursement') {
    const status = await latestStatus(page);
    if (status !== null && OPEN.includes(status)) await decideLatest(page, PHONE, 'cancel');
  }
  if (event.type === 'xstate.done.actor.getLastDisbursement') {
    await moveTo(page, (output as { disbursement: { status: string } | null }).disbursement?.status ?? null);
  }
}

const isBuiltIn = (event: AnyEventObject) => event.type.startsWith('xstate.') && event.type !== 'xstate.route';

/** Stages every answer the app will meet by itself after this step, up to the next thing the borrower does. */
async function stageAhead(context: BrowserContext, from: number): Promise<void> {
  for (const { event } of context.path.steps.slice(from)) {
    if (!isBuiltIn(event)) return;
    await stage(context.page, event);
  }
}

// The index of the step being replayed: the runner calls one handler per step, in order.
let cursor = 0;

/** Stages what follows the step being replayed; every event handler calls it first. */
async function stageAfter(context: BrowserEventContext): Promise<void> {
  cursor += 1;
  await stageAhead(context, cursor);
}

/** The planned event a handler replays (the runner passes it beside the context). */
const eventOf = (context: BrowserEventContext) => (context as BrowserEventContext & { event: AnyEventObject }).event;

const checked = new Set<string>();

/** axe at a phone's and a desktop's width, once per settled state in this worker. */
async function accessible(page: Page, state: string): Promise<void> {
  if (checked.has(state)) return;
  checked.add(state);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
// A state the app leaves by itself (a call in flight): where it goes next is the next step's check.
const onEdiPage = (page: Page) => expect(page).toHaveURL(/\/signup\/(edi-|last-edi-)/);

async function popTo(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const ROUTES: Readonly<Record<string, string>> = {
  '#ediOffer': EDI_PATHS.offer,
  '#ediRequest': EDI_PATHS.request,
  '#ediLast': EDI_PATHS.last,
};

/** A page's address with the choice in its query, as the app shows it (the last payout has none). */
function addressWith(path: string, choice: Pick<EdiInput, 'amount' | 'tenureDays'>): string {
  if (path === EDI_PATHS.last) return path;
  const query = new URLSearchParams();
  if (choice.amount !== null) query.set('amount', String(wireRupeesFromPaise(choice.amount)));
  if (choice.tenureDays !== null) query.set('days', String(choice.tenureDays));
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

const settled =
  (state: string, check: (page: Page) => Promise<void>) =>
  async ({ page }: BrowserContext) => {
    await check(page);
    await accessible(page, state);
  };

const handlers: BrowserHandlers<typeof ediMachine> = {
  async open(context) {
    const input = context.path.input as EdiInput;
    const firstRead = context.path.steps.find((step) => step.event.type === 'xstate.done.actor.getEdiOffer');
    const offer = (firstRead?.event as { output?: unknown } | undefined)?.output !== READS.none;
    await ediCustomer(context.page, PHONE, { offer });
    cursor = 0;
    await stageAhead(context, 0);
    await context.page.goto(addressWith(EDI_PATHS[input.place], input));
  },
  states: {
    routing: async () => {},
    'offer.loading': async ({ page }) => onEdiPage(page),
    'offer.failed': settled('offer.failed', async (page) => {
      await heading(page, 'We could not load your offer');
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
    }),
    'offer.none': settled('offer.none', async (page) => {
      await heading(page, 'Your EDI loan offer');
      await expect(page.getByText('You have no EDI loan offer right now.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    }),
    'offer.shown.checking': async () => {},
    'offer.shown.invalid': settled('offer.shown.invalid', async (page) => {
      await expect(page.getByText('Choose an amount between ₹10,000 and ₹2,00,000.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    }),
    'offer.shown.waiting': async ({ page }) => onEdiPage(page),
    'offer.shown.quoting': async ({ page }) => onEdiPage(page),
    'offer.shown.quoted': settled('offer.shown.quoted', async (page) => {
      await heading(page, 'Your EDI loan offer');
      await expect(page.getByText(/^₹[\d,.]+ a day for \d+ days$/)).toBeVisible();
    }),
    'offer.shown.quoteFailed': settled('offer.shown.quoteFailed', async (page) => {
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
    }),
    'request.checking': async () => {},
    'request.loading': async ({ page }) => onEdiPage(page),
    'request.quoting': async ({ page }) => onEdiPage(page),
    'request.failed': settled('request.failed', async (page) => {
      await heading(page, 'We could not prepare your request');
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
    }),
    'request.form': settled('request.form', async (page) => {
      await heading(page, 'Request a payout');
      await expect(page.getByRole('heading', { level: 2, name: 'Key Fact Statement' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Request payout' })).toBeEnabled();
    }),
    'request.submitting': async ({ page }) => onEdiPage(page),
    'last.loading': async ({ page }) => onEdiPage(page),
    'last.deciding': async () => {},
    'last.failed': settled('last.failed', async (page) => {
      await heading(page, 'We could not load your payout');
      await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
    }),
    'last.none': settled('last.none', async (page) => {
      await heading(page, 'Your last payout');
      await expect(page.getByText('You have not asked for a payout yet.')).toBeVisible();
    }),
    'last.waiting': settled('last.waiting', async (page) => {
      await heading(page, /^Your payout is (requested|approved)$/);
      await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    }),
    'last.repaying': settled('last.repaying', async (page) => {
      await heading(page, 'Your payout is in your account');
      await expect(page.getByRole('definition').filter({ hasText: /instalments\)$/ })).toBeVisible();
    }),
    'last.unsuccessful': settled('last.unsuccessful', async (page) => {
      await heading(page, /^Your payout (did not go through|was cancelled)$/);
      await expect(page.getByRole('button', { name: 'Request again' })).toBeVisible();
    }),
  },
  events: {
    RETRY: async (context) => {
      await stageAfter(context);
      await context.page.getByRole('button', { name: 'Retry' }).click();
    },
    SET_AMOUNT: async (context) => {
      await stageAfter(context);
      const amount = eventOf(context)['amount'] as Paise;
      await context.page.getByLabel('Amount you need').fill(String(wireRupeesFromPaise(amount)));
    },
    SET_TENURE: async (context) => {
      await stageAfter(context);
      const days = eventOf(context)['tenureDays'] as number;
      await context.page.getByLabel('Tenure in days').fill(String(days));
    },
    CONTINUE: async (context) => {
      await stageAfter(context);
      await context.page.getByRole('button', { name: 'Continue' }).click();
    },
    VIEW_LAST: async (context) => {
      await stageAfter(context);
      await context.page.getByRole('button', { name: 'See your last payout' }).click();
    },
    CONSENT: async (context) => {
      await stageAfter(context);
      await context.page.getByLabel('I have read the Key Fact Statement and agree to these terms').click();
    },
    SUBMIT: async (context) => {
      await stageAfter(context);
      await context.page.getByRole('button', { name: 'Request payout' }).click();
    },
    BACK: async (context) => {
      await stageAfter(context);
      await context.page.getByRole('button', { name: 'Change the amount' }).click();
    },
    REFRESH: async (context) => {
      await stageAfter(context);
      await context.page.getByRole('button', { name: 'Check again' }).click();
    },
    NEW_REQUEST: async (context) => {
      await stageAfter(context);
      await context.page.getByRole('button', { name: /^(See your offer|Request again)$/ }).click();
    },
    'xstate.route': async (context) => {
      await stageAfter(context);
      // Back and Forward bring the whole address back, the choice in its query too.
      const step = cursor - 1;
      const before = (step === 0 ? context.path.initial : context.path.steps[step - 1]!.state).context as EdiContext;
      const path = ROUTES[String(eventOf(context)['to'])] ?? '/';
      await popTo(context.page, addressWith(path, before));
    },
  },
  builtIns: {
    ...Object.fromEntries(
      [
        'xstate.done.actor.getEdiOffer',
        'xstate.error.actor.getEdiOffer',
        'xstate.done.actor.calculateEdi',
        'xstate.error.actor.calculateEdi',
        'xstate.done.actor.requestDisbursement',
        'xstate.error.actor.requestDisbursement',
        'xstate.done.actor.getLastDisbursement',
        'xstate.error.actor.getLastDisbursement',
        'xstate.after.typingPause.edi.offer.shown.waiting',
        // What follows an answer was staged with the step that made the call: only the count moves.
      ].map((type) => [type, () => void (cursor += 1)]),
    ),
  },
};

/** States with a call in flight or the typing pause running: the app moves on by itself there. */
const BUSY = [
  { offer: 'loading' },
  { offer: { shown: 'waiting' } },
  { offer: { shown: 'quoting' } },
  { request: 'loading' },
  { request: 'quoting' },
  { request: 'submitting' },
  { last: 'loading' },
] as const;

/**
 * What the browser can do and stage: nothing of the borrower's while a call or the typing pause runs
 * (the app would move first); a route only to another page; an offer throughout the walk or none
 * (the seed); no payout yet only before anything was read; a tenure typed only when it
 * changes (React hears no change otherwise).
 */
function browserCanSend(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (!addressMoves(snapshot, event)) return false;
  const context = snapshot.context as EdiContext;
  if (!isBuiltIn(event) && BUSY.some((state) => snapshot.matches(state))) return false;
  const output = (event as { output?: unknown }).output;
  if (event.type === 'xstate.done.actor.getEdiOffer') {
    // The borrower has an offer or not for the whole walk (the seed), and no offer means no payout.
    if (context.read !== null && (context.read.offer === null) !== (output === READS.none)) return false;
    if (output === READS.none) return context.disbursement === null;
  }
  if (event.type === 'xstate.done.actor.getLastDisbursement') {
    const none = (output as { disbursement: unknown }).disbursement === null;
    return !none || (context.read === null && context.disbursement === null);
  }
  if (event.type === 'SET_TENURE') return context.tenureDays !== CHOICE.tenureDays;
  return true;
}

runBrowserPaths(test, ediMachine, handlers, {
  events: ediEvents,
  inputs: INPUTS,
  serializeState: serializeEdiState,
  filterEvents: browserCanSend,
  reduce: 'walks',
});
