import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { expect, test } from '../support/test.ts';
import { runBrowserPaths } from '../support/browser-runner.ts';
import type { BrowserContext, BrowserEventContext, BrowserHandlers } from '../support/browser-runner.ts';
import { activeBorrower } from '../support/dashboard-session.ts';
import { logInThroughApi } from '../support/onboarding-session.ts';
import { advanceSandboxClock, otpOf } from '../support/sandbox-client.ts';
import { pageRuns } from '../support/page-runs.ts';
import { answerName, purchaseBrowserEvents, purchaseInBrowser } from '../support/purchase-plan.ts';
import {
  asCustomer,
  moveSpendTo,
  paymentLink,
  purchaseGate,
  setMpinElsewhere,
  spendLeftForOtp,
  type PurchaseGate,
} from '../support/purchase-sandbox.ts';
import {
  purchaseMachine,
  type PurchaseContext,
  type PurchaseInput,
  type SpendTransaction,
} from '../../../machines/purchase/purchase.machine.ts';
import { PURCHASE_PATHS, type PurchaseScreen } from '../../../machines/purchase/screens.ts';
import { LISTED_SUPPLIERS } from '../../../server/purchase/catalog.ts';
import { BLOCKED_MESSAGES, SPEND_REFUSAL_CODES } from '../../../rules/purchase/spend.ts';
import { invitationText } from '../../../src/journeys/purchase/projection.ts';
import { MPIN_LOCKED_CODE } from '../../../rules/purchase/mpin.ts';
import { INPUTS, MPIN, serializePurchaseState } from '../../support/events/purchase-events.ts';

// Browser paths of the purchase chart (issue 30): the covering walks of its plan replayed in the
// built app against the sandbox. Each path seeds its own borrower with an active ₹5,00,000 line,
// logs in and opens the chart where its input says (the list, Add, Invite, Scan, a supplier's
// payment link, or the status address of a spend an earlier visit left at its OTP). Every call of
// the chart waits at a gate until its step lets it through: the lender's own answer, moved first by
// the control API where the plan names one (the rails, an invitation opened), or a fault armed first.
// The shop of a scanned code is the one the plan's next answers need (known and allowed, a person,
// or no bank's); its link is pasted (the camera reads it in tests/browser/scan-camera.spec.ts).

const PHONE = '9123400951';
const supplier = LISTED_SUPPLIERS[0]!;
const DAY_MS = 24 * 3600 * 1000;

const GATES = {
  quote: ['POST', /^\/v1\/customer\/transaction$/, '/v1/customer/transaction'],
  list: ['GET', /^\/v1\/customer\/suppliers$/, '/v1/customer/suppliers'],
  add: ['POST', /^\/v1\/customer\/suppliers$/, '/v1/customer/suppliers'],
  invite: ['POST', /^\/v1\/customer\/suppliers\/send-invite$/, '/v1/customer/suppliers/send-invite'],
  invitations: ['GET', /^\/v1\/customer\/suppliers\/invitations$/, '/v1/customer/suppliers/invitations'],
  resend: ['POST', /^\/v1\/customer\/suppliers\/invitations\/[^/]+\/resend$/, '/v1/customer/suppliers/invitations/*'],
  link: ['POST', /^\/v1\/customer\/payment\/link$/, '/v1/customer/payment/link'],
  vpa: ['POST', /^\/v1\/scanpay\/validate-vpa$/, '/v1/scanpay/validate-vpa'],
  eligibility: ['POST', /^\/v1\/scanpay\/eligibility-check$/, '/v1/scanpay/eligibility-check'],
  create: ['POST', /^\/v1\/customer\/multi-invoice-transaction$/, '/v1/customer/multi-invoice-transaction'],
  status: ['GET', /^\/v1\/customer\/transaction\/[^/]+\/payments-details$/, '/v1/customer/transaction/*'],
  cancel: ['PATCH', /^\/v1\/customer\/[^/]+\/cancel$/, '/v1/customer/*'],
  delivery: ['PATCH', /^\/v1\/customer\/[^/]+\/delivery-update\/[^/]+$/, '/v1/customer/*'],
  setMpin: ['POST', /^\/v1\/scanpay\/mpin$/, '/v1/scanpay/mpin'],
  verifyMpin: ['POST', /^\/v1\/scanpay\/mpin-verify$/, '/v1/scanpay/mpin-verify'],
} as const;
type GateName = keyof typeof GATES;

/** Each actor's call (the one its answer is decided at); a GET failed is tried three times. */
const ACTOR_GATES: Record<string, GateName> = {
  readLine: 'quote',
  listSuppliers: 'list',
  addSupplier: 'add',
  sendInvite: 'invite',
  readInvite: 'invitations',
  resendInvite: 'resend',
  readLink: 'link',
  validateVpa: 'vpa',
  checkEligibility: 'eligibility',
  quoteSpend: 'quote',
  createSpend: 'create',
  readSpend: 'status',
  cancelSpend: 'cancel',
  confirmDelivery: 'delivery',
  setMpin: 'setMpin',
  verifyMpin: 'verifyMpin',
};

interface Run {
  gates: Record<GateName, PurchaseGate>;
  /** The index of the step being replayed. */
  step: number;
  /** The state last checked (which screen a shared button is on). */
  state: string;
  /** The spend the app created last. */
  spendId: string;
}
const runs = pageRuns<Run>();

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });

/** The planned steps after the one being replayed. */
const ahead = (page: Page, path: BrowserContext['path']) => path.steps.slice(runs.of(page).step + 1);

/** The next planned answer (`done`, or either when omitted) of `actor` after this step, before any `until`. */
function nextAnswer(page: Page, path: BrowserContext['path'], actor: string, until?: string, done?: 'done') {
  for (const { event } of ahead(page, path)) {
    if (event.type === until) return undefined;
    if (event.type.endsWith(`.actor.${actor}`) && (!done || event.type.startsWith('xstate.done.'))) return event;
  }
  return undefined;
}

/** The context the plan has on the step being replayed: what its screen must say. */
function planned(page: Page, path: BrowserContext['path']): PurchaseContext {
  const step = runs.of(page).step;
  return (step < 0 ? path.initial : path.steps[step]!.state).context as PurchaseContext;
}

type Check = (page: Page, run: Run, context: PurchaseContext) => Promise<void>;

function state(name: string, screen: PurchaseScreen | null, check?: Check) {
  return async ({ page, path }: BrowserContext) => {
    const run = runs.of(page);
    run.state = name;
    if (screen) await expect(page).toHaveURL((url) => url.pathname === PURCHASE_PATHS[screen]);
    await check?.(page, run, planned(page, path));
  };
}
const showing = (name: string, screen: PurchaseScreen, title: string | RegExp, more?: Check) =>
  state(name, screen, async (page, run, context) => {
    await heading(page, title);
    await more?.(page, run, context);
  });
/** A form whose Submit was refused marks the fields it names (their sentences are the rules' own tests). */
const marked = (count: number) => async (page: Page) => {
  if (count > 0) await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
};
/** An amount screen: the amount the plan typed, and its sentence when Continue refused it. */
const amountChecked: Check = async (page, _run, context) => {
  if (context.amountError) await expect(page.getByText(context.amountError)).toBeVisible();
  // A payment link fills the amount and note in (the sandbox's link: ₹3,200, "Order 88").
  if (context.entry.kind === 'link' && context.amountTyped !== '') {
    await expect(page.getByLabel('Amount (₹)')).toHaveValue('3200');
    await expect(page.getByLabel('Note for your supplier (optional)')).toHaveValue('Order 88');
  }
};
/** A call is out: its gate holds it while the screen is checked. */
const waiting = (name: string, screen: PurchaseScreen | null, gate: GateName) =>
  state(name, screen, async (_page, run) => expect.poll(() => run.gates[gate].held()).toBeGreaterThan(0));
const transient = (name: string) => () => {
  throw new Error(`${name} is transient: no step rests there`);
};

const alertSays = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();

const handlersStates: BrowserHandlers<typeof purchaseMachine>['states'] = {
  starting: state('starting', null),
  startFailed: showing('startFailed', 'suppliers', 'We could not load your credit line'),
  routing: transient('routing'),
  readingLink: waiting('readingLink', null, 'link'),
  spendGate: transient('spendGate'),
  amountByWay: transient('amountByWay'),
  confirming: transient('confirming'),
  'suppliers.loading': waiting('suppliers.loading', 'suppliers', 'list'),
  'suppliers.failed': showing('suppliers.failed', 'suppliers', 'We could not load your suppliers'),
  'suppliers.list': state('suppliers.list', 'suppliers', async (page) => {
    await heading(page, 'Suppliers');
    await expect(page.getByText(/Available to spend: ₹/)).toBeVisible();
  }),
  select: showing('select', 'select', 'Pay a supplier'),
  'addSupplier.editing': showing('addSupplier.editing', 'addSupplier', 'Add a supplier', (page, _run, context) =>
    marked(Object.keys(context.supplierErrors).length)(page),
  ),
  'addSupplier.saving': waiting('addSupplier.saving', 'addSupplier', 'add'),
  'inviteSupplier.editing': showing(
    'inviteSupplier.editing',
    'inviteSupplier',
    'Invite a supplier',
    (page, _run, ctx) => (ctx.error ? alertSays(page, /./) : marked(Object.keys(ctx.inviteErrors).length)(page)),
  ),
  'inviteSupplier.saving': waiting('inviteSupplier.saving', 'inviteSupplier', 'invite'),
  'sentInvite.showing': showing('sentInvite.showing', 'sentInvite', 'Invitation', async (page, _run, context) => {
    if (context.invitation)
      await expect(page.locator('#main').getByRole('status')).toHaveText(invitationText(context.invitation));
    // A failed call, or a resend sooner than the lender takes one, says so.
    if (context.error) await alertSays(page, /./);
  }),
  'sentInvite.reading': waiting('sentInvite.reading', 'sentInvite', 'invitations'),
  'sentInvite.resending': waiting('sentInvite.resending', 'sentInvite', 'resend'),
  quickPayment: showing('quickPayment', 'quickPayment', /^Pay /, amountChecked),
  invoiceAmount: showing('invoiceAmount', 'invoiceAmount', /invoices$/, amountChecked),
  'uploadInvoice.editing': showing('uploadInvoice.editing', 'uploadInvoice', 'Your invoices'),
  // The file is checked in the browser and kept for the spend: done the moment it is chosen.
  'uploadInvoice.uploading': state('uploadInvoice.uploading', 'uploadInvoice'),
  'scan.scanning': showing('scan.scanning', 'scan', 'Scan and pay', async (page, _run, context) => {
    // A code that is not a UPI payment, or a UPI id no bank knows, is refused in words.
    if (context.scanError) await alertSays(page, context.scanError);
  }),
  'scan.checkingVpa': waiting('scan.checkingVpa', 'scan', 'vpa'),
  'scan.amount': showing('scan.amount', 'scan', /^Pay /, amountChecked),
  'scan.checkingEligibility': waiting('scan.checkingEligibility', 'scan', 'eligibility'),
  'scan.ineligible': showing('scan.ineligible', 'scan', 'This payment is not possible', (page, _run, context) =>
    alertSays(page, context.error ?? ''),
  ),
  'review.quoting': waiting('review.quoting', 'review', 'quote'),
  'review.quoteFailed': showing('review.quoteFailed', 'review', "We could not load this payment's terms"),
  'review.ready': state('review.ready', 'review', async (page, _run, context) => {
    await heading(page, 'Review your payment');
    await expect(page.getByText('Available after this payment')).toBeVisible();
    // A failed create says so; Pay again resends the same spend.
    if (context.error) await alertSays(page, /./);
  }),
  'review.creating': waiting('review.creating', 'review', 'create'),
  'review.rereading': waiting('review.rereading', 'review', 'quote'),
  blocked: showing('blocked', 'blocked', 'Payment not possible', (page, _run, context) =>
    alertSays(page, BLOCKED_MESSAGES[context.blocked ?? 'notActive']),
  ),
  otp: showing('otp', 'otp', 'Confirm with OTP'),
  'setMpin.editing': showing('setMpin.editing', 'setMpin', 'Set your mPIN', (page, _run, context) =>
    context.error ? alertSays(page, /./) : marked(Object.keys(context.mpinErrors).length)(page),
  ),
  'setMpin.saving': waiting('setMpin.saving', 'setMpin', 'setMpin'),
  'mpin.entering': showing('mpin.entering', 'mpin', 'Enter your mPIN', (page, _run, context) =>
    marked(Object.keys(context.mpinErrors).length)(page),
  ),
  // The spend is read before the mPIN goes (a reload may have left it unconfirmed).
  'mpin.verifying': state('mpin.verifying', 'mpin'),
  'mpin.locked': state('mpin.locked', 'mpin', (page) => alertSays(page, /Your mPIN is locked/)),
  'disbursement.reading': waiting('disbursement.reading', 'disbursement', 'status'),
  'disbursement.processing': state('disbursement.processing', 'disbursement', (page) =>
    expect(page.getByRole('status').filter({ hasText: /being paid/ })).toBeVisible(),
  ),
  'disbursement.held': state('disbursement.held', 'disbursement', (page) =>
    expect(page.getByRole('status').filter({ hasText: /On hold/ })).toBeVisible(),
  ),
  'disbursement.confirmingDelivery': state('disbursement.confirmingDelivery', 'disbursement'),
  'disbursement.cancelling': waiting('disbursement.cancelling', 'disbursement', 'cancel'),
  'disbursement.readFailed': showing(
    'disbursement.readFailed',
    'disbursement',
    "We could not read your payment's status",
  ),
  success: state('success', 'success', async (page, run) => {
    await heading(page, 'Payment successful');
    await expect(page.getByText(run.spendId)).toBeVisible();
  }),
  failure: showing('failure', 'failure', 'Not paid'),
  finished: state('finished', null, (page) => expect(page).toHaveURL(/\/dashboard$/)),
};

const click =
  (name: string | RegExp) =>
  async ({ page }: BrowserEventContext) => {
    await button(page, name).first().click();
  };

/** The field a form's CHANGE event types into, by the chart's field name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Business name',
  gstin: 'GSTIN',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  mobile: 'Mobile number',
};
/** An account the sandbox's penny drop finds no bank for (docs/sandbox.md). */
const UNKNOWN_ACCOUNT = '123450000';
const SUBMIT_LABELS: Record<string, string> = {
  addSupplier: 'Add supplier',
  inviteSupplier: 'Send invitation',
  setMpin: 'Set mPIN',
  mpin: 'Pay',
};
/** Shops the sandbox knows: one a business may pay, a person's UPI id, and one no bank knows. */
const SHOPS = {
  allowed: 'pa=freshmart@okaxis&pn=FreshMart',
  person: 'pa=ravi@okicici&pn=Ravi',
  unknown: 'pa=unknownshop@okaxis&pn=Nobody',
};
const typed = (value: string) => value.replace(/,/g, '');
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
const invoicePdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
});
const NOT_AN_INVOICE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an invoice') };
const invoiceRow = (page: Page, index: number) => page.getByRole('group', { name: `Invoice ${index + 1}` });

const releaseOf =
  (actor: string) =>
  async ({ page }: BrowserEventContext) =>
    runs.of(page).gates[ACTOR_GATES[actor]!].release();
const failOf =
  (actor: string) =>
  async ({ page }: BrowserEventContext) => {
    const gate = GATES[ACTOR_GATES[actor]!];
    await runs.of(page).gates[ACTOR_GATES[actor]!].fail(gate[0] === 'GET' ? 3 : 1);
  };

/** The lender's refusal of a spend, with its §8 code, in place of its answer. */
async function refuse(page: Page, event: AnyEventObject): Promise<void> {
  const reason = answerName(event).replace('refused: ', '');
  const code = Object.keys(SPEND_REFUSAL_CODES).find((one) => SPEND_REFUSAL_CODES[one] === reason) ?? '';
  await runs.of(page).gates.create.fail(1, { status: 409, body: { error: { code, message: 'Refused.' } } });
}

const handlers: BrowserHandlers<typeof purchaseMachine> = {
  async open({ page, path }) {
    const input = path.input as PurchaseInput;
    const firstLine = path.steps.find((step) => step.event.type === 'xstate.done.actor.readLine');
    // An overdue instalment needs a drawdown whose due date has passed.
    const overdue = answerName(firstLine?.event) === 'line, instalment overdue';
    await activeBorrower(page, PHONE, { drawn: overdue ? 10000 : 0, repaid: 0 });
    if (overdue) {
      // The sandbox's clock moves a day at a time: past the drawdown's due date, 30 days on; the
      // session is a new one (the last one lapsed meanwhile).
      for (let day = 0; day < 32; day += 1) await advanceSandboxClock(page.request, DAY_MS);
      await logInThroughApi(page, page.request, PHONE);
    }
    if (answerName(firstLine?.event) === 'line, mPIN set') await setMpinElsewhere(page);
    let address = '/suppliers';
    if (input.entry.kind === 'addSupplier') address = PURCHASE_PATHS.addSupplier;
    if (input.entry.kind === 'inviteSupplier') address = PURCHASE_PATHS.inviteSupplier;
    if (input.entry.kind === 'scan') address = PURCHASE_PATHS.scan;
    if (input.entry.kind === 'link') address = `/suppliers?linkId=${await paymentLink(page, PHONE, supplier.id)}`;
    let spendId = '';
    if (input.entry.kind === 'resume') {
      spendId = await spendLeftForOtp(page, supplier);
      address = PURCHASE_PATHS.disbursement;
    }
    const gates = {} as Record<GateName, PurchaseGate>;
    for (const [name, [method, pattern, fault]] of Object.entries(GATES))
      gates[name as GateName] = await purchaseGate(page, method, pattern, fault);
    runs.set(page, { gates, step: -1, state: 'starting', spendId });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!response.ok()) return;
      if (GATES.create[1].test(pathname)) {
        response
          .json()
          .then((body: { transaction: { transactionId: string } }) => {
            runs.of(page).spendId = body.transaction.transactionId;
          })
          .catch(() => {});
      }
    });
    await page.goto(address);
  },
  states: handlersStates,
  events: {
    RETRY: click('Retry'),
    SEARCH: async ({ page }) => {
      await page.getByRole('searchbox', { name: 'Search suppliers' }).fill(supplier.name.split(' ')[0]!);
      await button(page, 'Search').click();
    },
    SELECT_SUPPLIER: async ({ page }) => page.getByRole('button', { name: new RegExp(supplier.name) }).click(),
    ADD_SUPPLIER: click('Add a supplier'),
    INVITE_SUPPLIER: click('Invite a supplier'),
    SCAN_AND_PAY: async ({ page }) => page.locator('#main').getByRole('button', { name: 'Scan and pay' }).click(),
    PAY_QUICK: click('Quick payment'),
    PAY_INVOICES: click('Pay against invoices'),
    BACK: click(/^(Back|Back to suppliers)$/),
    CHANGE_SUPPLIER: async ({ page, path, event }) => {
      const refused = answerName(nextAnswer(page, path, 'addSupplier')) === 'penny drop refused';
      const value = event.field === 'accountNumber' && refused ? UNKNOWN_ACCOUNT : event.value;
      if (event.field === 'vpa') await page.getByRole('textbox', { name: 'UPI ID' }).fill(value);
      else await page.getByLabel(FIELD_LABELS[event.field]!, { exact: true }).fill(value);
    },
    CHOOSE_PAY_BY: async ({ page, event }) =>
      page.getByRole('radio', { name: event.payBy === 'upi' ? 'UPI ID' : 'Bank account' }).click(),
    CHANGE_INVITE: async ({ page, event }) =>
      page.getByLabel(FIELD_LABELS[event.field]!, { exact: true }).fill(event.value),
    CHOOSE_CHANNEL: async ({ page, event }) =>
      page.getByRole('radio', { name: event.channel === 'whatsapp' ? 'WhatsApp' : 'SMS' }).click(),
    SUBMIT: async ({ page }) => {
      const screen = runs.of(page).state.split('.')[0]!;
      await button(page, SUBMIT_LABELS[screen]!).click();
    },
    CHECK_AGAIN: click('Check again'),
    RESEND: click('Send again'),
    TYPE_AMOUNT: async ({ page, event }) => page.getByLabel('Amount (₹)').fill(typed(event.value)),
    TYPE_NOTE: async ({ page, event }) => page.getByLabel('Note for your supplier (optional)').fill(event.value),
    CONTINUE: click('Continue'),
    ADD_INVOICE: click('Add another invoice'),
    REMOVE_INVOICE: async ({ page, event }) => button(page, `Remove invoice ${event.index + 1}`).click(),
    CHANGE_INVOICE: async ({ page, event }) => {
      const row = invoiceRow(page, event.index);
      if (event.field === 'number') await row.getByLabel('Invoice number').fill(event.value);
      if (event.field === 'date') await row.getByLabel('Invoice date').fill(dayFirst(event.value));
      if (event.field === 'amount') await row.getByLabel('Amount (₹)').fill(typed(event.value));
    },
    FILE_CHOSEN: async ({ page, event, next }) => {
      const file = next?.type === 'xstate.error.actor.uploadInvoice' ? NOT_AN_INVOICE : invoicePdf(event.file.name);
      await invoiceRow(page, event.index)
        .getByLabel(/Invoice document/)
        .setInputFiles(file);
    },
    SCANNED: async ({ page, path, event }) => {
      let text = event.text;
      if (text.startsWith('upi://pay')) {
        const check = answerName(nextAnswer(page, path, 'validateVpa'));
        const allowed = answerName(nextAnswer(page, path, 'checkEligibility', 'SCANNED', 'done'));
        const shop = check === 'unknown' ? SHOPS.unknown : allowed.startsWith('not') ? SHOPS.person : SHOPS.allowed;
        const amount = new URL(text.replace('upi://', 'https://upi/')).searchParams.get('am');
        text = `upi://pay?${shop}${amount ? `&am=${amount}` : ''}`;
      }
      await page.getByLabel('Or paste the code’s payment link').fill(text);
      await button(page, 'Use this link').click();
    },
    SCAN_AGAIN: click('Scan another code'),
    PAY: click('Pay'),
    CANCEL: click('Cancel this payment'),
    TYPE_MPIN: async ({ page, path, event }) => {
      if (runs.of(page).state.startsWith('setMpin')) {
        await page.getByLabel('New mPIN').fill(event.mpin);
        return;
      }
      // A wrong mPIN is what the lender answers as wrong.
      const wrong = answerName(nextAnswer(page, path, 'verifyMpin')) === 'wrong mPIN';
      await page.getByLabel('mPIN', { exact: true }).fill(wrong && event.mpin === MPIN ? '4862' : event.mpin);
    },
    TYPE_MPIN_AGAIN: async ({ page, event }) => page.getByLabel('Enter it again').fill(event.mpin),
    CONFIRM_DELIVERY: click('Confirm delivery'),
    CHANGE_AMOUNT: click('Change the amount'),
    TRY_AGAIN: click('Try again'),
    PAY_ANOTHER: click('Pay another supplier'),
    DONE: click(/^(Done|Back to dashboard)$/),
  },
  builtIns: {
    'xstate.done.actor.readLine': releaseOf('readLine'),
    'xstate.error.actor.readLine': failOf('readLine'),
    'xstate.done.actor.listSuppliers': releaseOf('listSuppliers'),
    'xstate.error.actor.listSuppliers': failOf('listSuppliers'),
    'xstate.done.actor.addSupplier': releaseOf('addSupplier'),
    // The penny drop's refusal is the sandbox's own (the account typed); an outage is a fault.
    'xstate.error.actor.addSupplier': async (context) => {
      if (answerName(context.event) === 'penny drop refused') return releaseOf('addSupplier')(context);
      return failOf('addSupplier')(context);
    },
    'xstate.done.actor.sendInvite': releaseOf('sendInvite'),
    'xstate.error.actor.sendInvite': failOf('sendInvite'),
    'xstate.done.actor.readInvite': async (context) => {
      const { page, event } = context;
      const wanted = (event['output'] as { state: string }).state;
      if (wanted !== 'sent') {
        const { invitations } = await asCustomer<{ invitations: { id: string }[] }>(
          page,
          'GET',
          '/v1/customer/suppliers/invitations',
        );
        const moved = await page.request.post(`/__sandbox/invitations/${invitations[0]?.id}/state`, {
          data: { state: wanted },
        });
        expect(moved.ok(), await moved.text()).toBe(true);
      }
      await releaseOf('readInvite')(context);
    },
    'xstate.error.actor.readInvite': failOf('readInvite'),
    // A resend is taken 30 s after the last sending; sooner, the lender refuses it.
    'xstate.done.actor.resendInvite': async (context) => {
      await advanceSandboxClock(context.page.request, 31_000);
      await releaseOf('resendInvite')(context);
    },
    'xstate.error.actor.resendInvite': releaseOf('resendInvite'),
    'xstate.done.actor.readLink': releaseOf('readLink'),
    'xstate.error.actor.readLink': failOf('readLink'),
    'xstate.done.actor.uploadInvoice': async () => {},
    'xstate.error.actor.uploadInvoice': async ({ page }) =>
      expect(page.getByText('Choose a PDF, PNG or JPEG of the invoice.')).toBeVisible(),
    'xstate.done.actor.quoteSpend': releaseOf('quoteSpend'),
    'xstate.error.actor.quoteSpend': failOf('quoteSpend'),
    'xstate.done.actor.validateVpa': releaseOf('validateVpa'),
    'xstate.error.actor.validateVpa': failOf('validateVpa'),
    'xstate.done.actor.checkEligibility': releaseOf('checkEligibility'),
    'xstate.error.actor.checkEligibility': failOf('checkEligibility'),
    'xstate.done.actor.createSpend': releaseOf('createSpend'),
    'xstate.error.actor.createSpend': async (context) => {
      if (answerName(context.event).startsWith('refused')) return refuse(context.page, context.event);
      return failOf('createSpend')(context);
    },
    'xstate.done.actor.otp': async ({ page }) => {
      await page.getByRole('textbox').first().click();
      // The last digit sends the code.
      await page.keyboard.type(await otpOf(page.request, PHONE));
    },
    'xstate.done.actor.setMpin': releaseOf('setMpin'),
    'xstate.error.actor.setMpin': failOf('setMpin'),
    // The spend is read first (the status gate), then the mPIN goes.
    'xstate.done.actor.verifyMpin': async (context) => {
      await runs.of(context.page).gates.status.release();
      await releaseOf('verifyMpin')(context);
    },
    'xstate.error.actor.verifyMpin': async (context) => {
      const { page } = context;
      await runs.of(page).gates.status.release();
      if (answerName(context.event) === 'wrong mPIN') return releaseOf('verifyMpin')(context);
      await runs.of(page).gates.verifyMpin.fail(1, {
        status: 429,
        body: { error: { code: MPIN_LOCKED_CODE, message: 'Your mPIN is locked.' } },
      });
    },
    'xstate.done.actor.readSpend': async (context) => {
      const { page } = context;
      const wanted = (context.event['output'] as SpendTransaction).status;
      await moveSpendTo(page, runs.of(page).spendId, wanted);
      await releaseOf('readSpend')(context);
    },
    'xstate.error.actor.readSpend': failOf('readSpend'),
    'xstate.after.pollEvery.purchase.disbursement.processing': async ({ page }) =>
      // The status is read again a few seconds later, by itself.
      expect.poll(() => runs.of(page).gates.status.held(), { timeout: 10_000 }).toBeGreaterThan(0),
    'xstate.done.actor.cancelSpend': releaseOf('cancelSpend'),
    'xstate.error.actor.cancelSpend': failOf('cancelSpend'),
    // The spend is read first (a spend that is not a marketplace order has nothing to confirm).
    'xstate.done.actor.confirmDelivery': async (context) => {
      await runs.of(context.page).gates.status.release();
      await releaseOf('confirmDelivery')(context);
    },
    'xstate.error.actor.confirmDelivery': async (context) => {
      await runs.of(context.page).gates.status.release();
      await failOf('confirmDelivery')(context);
    },
  },
};

/** Every step's handler counts the step first, so a handler can read the steps after its own. */
function counted<T extends Record<string, (context: BrowserEventContext & { event: never }) => unknown>>(map: T): T {
  return Object.fromEntries(
    Object.entries(map).map(([type, handler]) => [
      type,
      async (context: BrowserEventContext & { event: never }) => {
        runs.of(context.page).step += 1;
        return handler(context);
      },
    ]),
  ) as T;
}

runBrowserPaths(
  test,
  purchaseMachine,
  { ...handlers, events: counted(handlers.events as never), builtIns: counted(handlers.builtIns as never) },
  {
    name: 'purchase',
    events: purchaseBrowserEvents,
    inputs: INPUTS,
    serializeState: serializePurchaseState,
    filterEvents: purchaseInBrowser,
    limit: 200_000,
    reduce: 'walks',
  },
);
