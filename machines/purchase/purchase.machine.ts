import { assign, setup } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import { chartTypesWithOtp } from '../kit/chart-types.ts';
import { callAndChoose, callStep } from '../kit/call-step.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { otpAnswering } from '../kit/otp.machine.ts';
import { isFieldProblem } from '../../rules/failure.ts';
import { ZERO_PAISE, parseTypedRupees, type Paise } from '../../rules/money/paise.ts';
import type { VpaCheck } from '../../rules/payment/types.ts';
import {
  EMPTY_INVOICE,
  MAX_INVOICES,
  invoiceProblems,
  invoicesOf,
  invoicesPayable,
  invoicesTotalProblem,
  type InvoiceDraft,
} from '../../rules/purchase/invoice.ts';
import { mpinLocked, mpinProblem, newMpinProblems, MPIN_LOCKED_MESSAGE } from '../../rules/purchase/mpin.ts';
import {
  ineligibleMessage,
  lineBlockedReason,
  refusedSpendReason,
  spendAmountProblem,
} from '../../rules/purchase/spend.ts';
import {
  EMPTY_INVITE,
  EMPTY_SUPPLIER,
  inviteProblems,
  newSupplierOf,
  supplierProblems,
} from '../../rules/purchase/supplier-form.ts';
import { parseUpiUri, upiAmountText } from '../../rules/purchase/upi-uri.ts';
import { addressOfScreen } from '../routing/screen-addresses.ts';
import { PURCHASE_PATHS, type PurchaseScreen } from './screens.ts';
import type {
  CreatedSpend,
  Eligibility,
  Invitation,
  InviteValues,
  InvoiceDocument,
  NewSupplier,
  Payee,
  PaymentLink,
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  QuoteRequest,
  SpendLine,
  SpendRequest,
  SpendStatus,
  SpendTerms,
  SpendTransaction,
  SpendWay,
  Supplier,
} from './types.ts';

export * from './types.ts';

// The purchase chart (issue 30, ADR 040): spending the credit line. Three ways in, told apart by
// `way` in context as the payment's place is (ADR 030): a supplier of the list (found, added or
// invited) paid by a quick payment or against invoices, or a merchant's scanned UPI QR code. Each
// reaches the one review (the limit before and after, the agreement's interest-free days, the due
// date, any fee), the spend created with an idempotency key kept until its details change, its
// confirmation (the OTP child, or the mPIN for scan-and-pay), and the disbursement's status read
// from the lender until the rails settle, fail or hold it. A spend may be cancelled until it settles.

/** How long the status screen waits before reading a processing spend again. */
export const POLL_EVERY_MS = 3000;
export const VPA_UNKNOWN_MESSAGE = 'No bank knows this UPI ID. Scan the code again, or ask the shop for its code.';

type Ctx = { context: PurchaseContext };

const screenAt = (screen: PurchaseScreen) => ({ route: { path: PURCHASE_PATHS[screen] } });

const available = (context: PurchaseContext): Paise => context.line?.available ?? ZERO_PAISE;

const payeeOf = (context: PurchaseContext): Payee =>
  context.way === 'scan' && context.scanned
    ? {
        kind: 'vpa',
        vpa: context.scanned.vpa,
        name: context.payeeName ?? context.scanned.payeeName,
        merchantCode: context.scanned.merchantCode,
        reference: context.scanned.reference,
      }
    : { kind: 'supplier', supplierId: context.supplier?.supplierId ?? '' };

const spendRequest = ({ context }: Ctx): SpendRequest => ({
  way: context.way,
  payee: payeeOf(context),
  amount: context.amount ?? ZERO_PAISE,
  note: context.note.trim(),
  invoices: context.way === 'invoice' ? invoicesOf(context.invoices) : [],
  idempotencyKey: context.idempotencyKey ?? '',
});

const quoteRequest = ({ context }: Ctx): QuoteRequest => ({
  payee: payeeOf(context),
  amount: context.amount ?? ZERO_PAISE,
});

type SpendRef = { transactionId: string };
type InvitationRef = { invitationId: string };

/** The spend in hand, or the one the chart was opened to resume (a reload after it was created). */
const spendInput = ({ context }: Ctx) => ({
  transactionId:
    context.transaction?.transactionId ?? (context.entry.kind === 'resume' ? context.entry.transactionId : ''),
});
/** The otp child's request: the spend it confirms (verify-payment-otp, resend-payment-otp). */
const otpInput = ({ context }: Ctx) => ({
  request: { transactionId: context.transaction?.transactionId ?? null },
  sentTo: context.otpSentTo,
  callErrors: 'alert' as const,
});
/** The mPIN goes with the spend it confirms (scanpay mpin-verify). */
const mpinInput = ({ context }: Ctx) => ({
  transactionId: context.transaction?.transactionId ?? '',
  mpin: context.mpin,
});
const invitationInput = ({ context }: Ctx) => ({ invitationId: context.invitation?.invitationId ?? '' });

/** A read spend whose status is `status` goes to `target`, the answer kept. */
const whenStatus = (status: SpendStatus, target: string) =>
  ({
    guard: {
      type: 'statusIs',
      params: ({ event }: { event: { output: SpendTransaction } }) => ({ actual: event.output.status, wanted: status }),
    },
    target,
    actions: withOutput('keepTransaction'),
  }) as const;

/** What the status screen offers while the rails have not answered: Check again, Cancel, or leave it running. */
const statusWays = {
  CHECK_AGAIN: { target: 'reading', actions: 'clearError' },
  CANCEL: { target: 'cancelling' },
  DONE: { target: '#purchase.finished' },
} as const;

/** Continue on an amount screen: to `next` when the line has that much, else the amount field says why. */
const amountThen = (next: string) =>
  [
    { guard: 'amountAllowed', target: next, actions: ['keepAmount', 'clearError'] },
    { actions: 'showAmountError' },
  ] as const;

/** A new spend's details: the key of an earlier attempt is not this one's. */
const newDetails = { idempotencyKey: null } as const;

type SpendDetails =
  | 'amountTyped'
  | 'amount'
  | 'amountError'
  | 'note'
  | 'invoices'
  | 'invoiceErrors'
  | 'invoicesError'
  | 'scanned'
  | 'scanError'
  | 'payeeName'
  | 'terms'
  | 'transaction'
  | 'otpSentTo'
  | 'blocked'
  | 'error'
  | 'idempotencyKey';

/** The spend's details, emptied for another spend (the supplier and the line stay). */
const freshSpend: Pick<PurchaseContext, SpendDetails> = {
  amountTyped: '',
  amount: null,
  amountError: null,
  note: '',
  invoices: [EMPTY_INVOICE],
  invoiceErrors: [],
  invoicesError: null,
  scanned: null,
  scanError: null,
  payeeName: null,
  terms: null,
  transaction: null,
  otpSentTo: null,
  blocked: null,
  error: null,
  ...newDetails,
};

/** A form's field typed: its value kept, its sentence gone until the form is checked again. */
function typed<TForm extends object, TField extends keyof TForm & string>(
  form: TForm,
  errors: Partial<Record<TField, string>>,
  change: { field: TField; value: string },
): [TForm, Partial<Record<TField, string>>] {
  const { [change.field]: _cleared, ...left } = errors;
  return [{ ...form, [change.field]: change.value }, left as Partial<Record<TField, string>>];
}

/**
 * A form screen: `editing` takes the fields' events and the way back (Back, Cancel); Submit, when
 * `valid`, goes to `saving` (its one call), else `showErrors` says what to fix under each field.
 */
function formScreen<const TFields extends object, const TValid extends string, const TShow extends string, TSaving>(
  screen: PurchaseScreen,
  fields: TFields,
  [valid, showErrors]: [TValid, TShow],
  saving: TSaving,
) {
  return {
    meta: screenAt(screen),
    initial: 'editing',
    states: {
      // The form, Submit, and its way back.
      editing: {
        on: {
          ...fields,
          SUBMIT: [{ guard: valid, target: 'saving', actions: 'clearError' }, { actions: showErrors }],
        },
      },
      // Submit is busy.
      saving,
    },
  } as const;
}

/** Add Supplier's fields: each typed, the way of paying chosen, and Back to the list. */
const supplierFields = {
  CHANGE_SUPPLIER: { actions: 'changeSupplier' },
  CHOOSE_PAY_BY: { actions: 'choosePayBy' },
  BACK: { target: '#purchase.suppliers' },
} as const;

/** A typed invoice changed at `index`; its problems go until it is checked again. */
function withInvoice(context: PurchaseContext, index: number, change: Partial<InvoiceDraft>) {
  return {
    invoices: context.invoices.map((draft, at) => (at === index ? { ...draft, ...change } : draft)),
    invoiceErrors: context.invoiceErrors.map((problems, at) => (at === index ? {} : problems)),
    invoicesError: null,
    ...newDetails,
  };
}

/** The chart's context when it opens: nothing read yet, an empty spend, one empty invoice. */
function openingContext(input: PurchaseInput): PurchaseContext {
  return {
    entry: input.entry,
    keySeed: input.keySeed,
    today: input.today,
    way: 'quick',
    line: null,
    query: '',
    suppliers: [],
    supplier: null,
    supplierForm: EMPTY_SUPPLIER,
    supplierErrors: {},
    inviteForm: EMPTY_INVITE,
    inviteErrors: {},
    invitation: null,
    upload: null,
    attempts: 0,
    mpin: '',
    repeat: { mpin: '' },
    mpinErrors: {},
    ...freshSpend,
  };
}

export const purchaseMachine = setup({
  types: chartTypesWithOtp<PurchaseContext, PurchaseEvent, PurchaseInput>(),
  actors: {
    // Real implementations: src/journeys/purchase/actors.ts (to come with the screens).
    readLine: appCall<SpendLine, void>('readLine'),
    listSuppliers: appCall<{ suppliers: Supplier[] }, { query: string }>('listSuppliers'),
    // The lender verifies a bank account by a penny drop before it adds the supplier.
    addSupplier: appCall<Supplier, NewSupplier>('addSupplier'),
    readInvite: appCall<Invitation, InvitationRef>('readInvite'),
    sendInvite: appCall<Invitation, InviteValues>('sendInvite'),
    readLink: appCall<PaymentLink, { linkId: string }>('readLink'),
    resendInvite: appCall<Invitation, InvitationRef>('resendInvite'),
    uploadInvoice: appCall<InvoiceDocument, { file: File }>('uploadInvoice'),
    quoteSpend: appCall<SpendTerms, QuoteRequest>('quoteSpend'),
    validateVpa: appCall<VpaCheck, { vpa: string }>('validateVpa'),
    // Carries the spend's idempotency key: a resend of the same key creates nothing new.
    createSpend: appCall<CreatedSpend, SpendRequest>('createSpend'),
    checkEligibility: appCall<Eligibility, { vpa: string; amount: Paise; merchantCode: string }>('checkEligibility'),
    // verify-payment-otp and resend-payment-otp, through the kit's OTP child.
    otp: otpAnswering<{ transaction: SpendTransaction }>(),
    setMpin: appCall<void, { mpin: string }>('setMpin'),
    verifyMpin: appCall<{ transaction: SpendTransaction }, { transactionId: string; mpin: string }>('verifyMpin'),
    readSpend: appCall<SpendTransaction, SpendRef>('readSpend'),
    cancelSpend: appCall<SpendTransaction, SpendRef>('cancelSpend'),
    confirmDelivery: appCall<SpendTransaction, SpendRef>('confirmDelivery'),
  },
  delays: { pollEvery: POLL_EVERY_MS },
  guards: {
    entryIs: ({ context }, params: { kind: PurchaseInput['entry']['kind'] }) => context.entry.kind === params.kind,
    wayIs: ({ context }, params: { way: SpendWay }) => context.way === params.way,
    // The rules of rules/purchase, as the chart's own guards (ADR 029).
    lineBlocked: ({ context }) => context.line !== null && lineBlockedReason(context.line) !== null,
    listed: ({ context, event }) =>
      event.type === 'SELECT_SUPPLIER' && context.suppliers.some((one) => one.supplierId === event.supplierId),
    supplierValid: ({ context }) => Object.keys(supplierProblems(context.supplierForm)).length === 0,
    inviteValid: ({ context }) => Object.keys(inviteProblems(context.inviteForm)).length === 0,
    // A supplier who joined needs no invitation again.
    inviteOpen: ({ context }) => context.invitation !== null && context.invitation.state !== 'joined',
    amountOpen: ({ context }) => context.scanned?.amount === null,
    amountAllowed: ({ context }) => spendAmountProblem(context.amountTyped, available(context)) === null,
    roomForInvoice: ({ context }) => context.invoices.length < MAX_INVOICES,
    invoicesPayable: ({ context }) => invoicesPayable(context.invoices, context.amount, context.today),
    scanReadable: (_, params: { text: string }) => parseUpiUri(params.text).ok,
    vpaKnown: (_, params: VpaCheck) => params.valid,
    eligible: (_, params: Eligibility) => params.eligible,
    confirmByOtp: ({ context }) => context.transaction?.confirmBy === 'otp',
    mpinUnset: ({ context }) => context.line?.mpinSet !== true,
    mpinTyped: ({ context }) => mpinProblem(context.mpin) === null,
    newMpinValid: ({ context }) => Object.keys(newMpinProblems(context.mpin, context.repeat.mpin)).length === 0,
    mpinLocked: (_, params: { error: unknown }) => mpinLocked(params.error),
    refusedSpend: (_, params: { error: unknown }) => refusedSpendReason(params.error) !== null,
    overLimit: ({ context }) => context.blocked === 'overLimit',
    statusIs: (_, params: { actual: SpendStatus; wanted: SpendStatus }) => params.actual === params.wanted,
    // Try again needs someone to pay: a spend resumed after a reload knows only its transaction.
    hasPayee: ({ context }) => (context.way === 'scan' ? context.scanned !== null : context.supplier !== null),
  },
  actions: {
    clearError: assign({ error: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    keepLine: assign((_, params: SpendLine) => ({ line: params, error: null })),
    noteBlocked: assign(({ context }) => ({ blocked: context.line && lineBlockedReason(context.line) })),
    search: assign(({ event }) => (event.type === 'SEARCH' ? { query: event.query } : {})),
    keepSuppliers: assign((_, params: { suppliers: Supplier[] }) => ({ suppliers: params.suppliers, error: null })),
    // Another supplier is another spend.
    selectSupplier: assign(({ context, event }) =>
      event.type === 'SELECT_SUPPLIER'
        ? { supplier: context.suppliers.find((one) => one.supplierId === event.supplierId) ?? null, ...freshSpend }
        : {},
    ),
    chooseWay: assign((_, params: { way: SpendWay }) => ({ way: params.way, ...newDetails })),
    changeSupplier: assign(({ context, event }) => {
      if (event.type !== 'CHANGE_SUPPLIER') return {};
      const [supplierForm, supplierErrors] = typed(context.supplierForm, context.supplierErrors, event);
      return { supplierForm, supplierErrors };
    }),
    choosePayBy: assign(({ context, event }) =>
      event.type === 'CHOOSE_PAY_BY' ? { supplierForm: { ...context.supplierForm, payBy: event.payBy } } : {},
    ),
    showSupplierErrors: assign(({ context }) => ({ supplierErrors: supplierProblems(context.supplierForm) })),
    // The penny drop's refusal names its field (the account, the UPI id): shown under it.
    showSupplierRefusal: assign(({ context }, params: { error: unknown }) =>
      isFieldProblem(params.error) && params.error.field in context.supplierForm
        ? { supplierErrors: { ...context.supplierErrors, [params.error.field]: params.error.message } }
        : { error: messageOf(params.error) },
    ),
    keepNewSupplier: assign((_, params: Supplier) => ({
      supplier: params,
      supplierForm: EMPTY_SUPPLIER,
      supplierErrors: {},
      ...freshSpend,
    })),
    showInviteErrors: assign(({ context }) => ({ inviteErrors: inviteProblems(context.inviteForm) })),
    chooseChannel: assign(({ context, event }) =>
      event.type === 'CHOOSE_CHANNEL' ? { inviteForm: { ...context.inviteForm, channel: event.channel } } : {},
    ),
    changeInvite: assign(({ context, event }) => {
      if (event.type !== 'CHANGE_INVITE') return {};
      const [inviteForm, inviteErrors] = typed(context.inviteForm, context.inviteErrors, event);
      return { inviteForm, inviteErrors };
    }),
    keepInvite: assign((_, params: Invitation) => ({ invitation: params, inviteForm: EMPTY_INVITE, error: null })),
    keepLink: assign((_, params: PaymentLink) => ({
      ...freshSpend,
      supplier: params.supplier,
      way: params.invoices.length > 0 ? ('invoice' as const) : ('quick' as const),
      amountTyped: upiAmountText(params.amount),
      note: params.note,
      invoices: params.invoices.length
        ? params.invoices.map((invoice) => ({
            number: invoice.number,
            date: invoice.date,
            amountTyped: upiAmountText(invoice.amount),
            document: invoice.document,
          }))
        : [EMPTY_INVOICE],
    })),
    // Another amount is another spend: a new key.
    typeAmount: assign(({ event }) =>
      event.type === 'TYPE_AMOUNT' ? { amountTyped: event.value, amountError: null, ...newDetails } : {},
    ),
    typeNote: assign(({ event }) => (event.type === 'TYPE_NOTE' ? { note: event.value, ...newDetails } : {})),
    keepAmount: assign(({ context }) => ({ amount: parseTypedRupees(context.amountTyped), amountError: null })),
    showAmountError: assign(({ context }) => ({
      amountError: spendAmountProblem(context.amountTyped, available(context)),
    })),
    addInvoice: assign(({ context }) => ({
      invoices: [...context.invoices, EMPTY_INVOICE],
      invoicesError: null,
      ...newDetails,
    })),
    removeInvoice: assign(({ context, event }) =>
      event.type === 'REMOVE_INVOICE'
        ? {
            invoices: context.invoices.filter((_, at) => at !== event.index),
            invoiceErrors: context.invoiceErrors.filter((_, at) => at !== event.index),
            invoicesError: null,
            ...newDetails,
          }
        : {},
    ),
    changeInvoice: assign(({ context, event }) =>
      event.type === 'CHANGE_INVOICE'
        ? withInvoice(context, event.index, { [event.field === 'amount' ? 'amountTyped' : event.field]: event.value })
        : {},
    ),
    takeFile: assign(({ event }) =>
      event.type === 'FILE_CHOSEN' ? { upload: { index: event.index, file: event.file }, error: null } : {},
    ),
    keepDocument: assign(({ context }, params: InvoiceDocument) => ({
      ...withInvoice(context, context.upload?.index ?? -1, { document: params }),
      upload: null,
    })),
    // A failed upload is said on its invoice's document.
    showUploadError: assign(({ context }, params: { error: unknown }) => ({
      invoiceErrors: context.invoices.map((_, at) =>
        at === context.upload?.index
          ? { ...context.invoiceErrors[at], document: messageOf(params.error) }
          : (context.invoiceErrors[at] ?? {}),
      ),
      upload: null,
    })),
    showInvoiceErrors: assign(({ context }) => ({
      invoiceErrors: invoiceProblems(context.invoices, context.today),
      invoicesError: invoicesTotalProblem(context.invoices, context.amount),
    })),
    // A new code is a new spend; the amount a code fixes is the amount paid.
    keepScan: assign((_, params: { text: string }) => {
      const parsed = parseUpiUri(params.text);
      if (!parsed.ok) return {};
      const { amount } = parsed.payment;
      return {
        ...freshSpend,
        way: 'scan' as const,
        scanned: parsed.payment,
        amountTyped: amount === null ? '' : upiAmountText(amount),
        note: parsed.payment.note,
      };
    }),
    showScanProblem: assign((_, params: { text: string }) => {
      const parsed = parseUpiUri(params.text);
      // The code shown is the one refused: an earlier one is not paid by mistake.
      return { scanError: parsed.ok ? null : parsed.problem, scanned: null };
    }),
    // A UPI id no bank knows is not paid: the code is forgotten and the scan says why.
    keepVpaCheck: assign((_, params: VpaCheck) =>
      params.valid
        ? { payeeName: params.name, scanError: null }
        : { payeeName: null, scanError: VPA_UNKNOWN_MESSAGE, scanned: null },
    ),
    keepEligibility: assign((_, params: Eligibility) => ({
      error: params.eligible ? null : ineligibleMessage(params.reason),
    })),
    keepTerms: assign((_, params: SpendTerms) => ({ terms: params, error: null })),
    // One key per spend: made on the first Pay, reused by a retry of the same details (ADR 040).
    ensureKey: assign(({ context }) =>
      context.idempotencyKey !== null
        ? {}
        : { attempts: context.attempts + 1, idempotencyKey: `${context.keySeed}-${context.attempts + 1}` },
    ),
    keepCreated: assign((_, params: CreatedSpend) => ({
      transaction: params.transaction,
      otpSentTo: params.otpSentTo,
      error: null,
    })),
    // The lender refused the spend itself (the line, the limit): that attempt is over.
    noteRefusal: assign((_, params: { error: unknown }) => ({
      blocked: refusedSpendReason(params.error),
      ...newDetails,
    })),
    keepTransaction: assign((_, params: SpendTransaction) => ({ transaction: params })),
    keepConfirmed: assign((_, params: { transaction: SpendTransaction }) => ({ transaction: params.transaction })),
    typeMpin: assign(({ event }) =>
      event.type === 'TYPE_MPIN' ? { mpin: event.mpin, mpinErrors: {}, error: null } : {},
    ),
    typeMpinAgain: assign(({ context, event }) =>
      event.type === 'TYPE_MPIN_AGAIN'
        ? { repeat: { mpin: event.mpin }, mpinErrors: context.mpinErrors.mpin ? { mpin: context.mpinErrors.mpin } : {} }
        : {},
    ),
    showMpinError: assign(({ context }) => {
      const problem = mpinProblem(context.mpin);
      return { mpinErrors: problem ? { mpin: problem } : {} };
    }),
    showNewMpinErrors: assign(({ context }) => ({ mpinErrors: newMpinProblems(context.mpin, context.repeat.mpin) })),
    // The mPIN goes the moment its call answers, right or wrong.
    forgetMpin: assign({ mpin: '', repeat: { mpin: '' } }),
    keepMpinSet: assign(({ context }) => ({
      line: context.line && { ...context.line, mpinSet: true },
      mpin: '',
      repeat: { mpin: '' },
    })),
    showSetMpinError: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
      mpin: '',
      repeat: { mpin: '' },
    })),
    showMpinRefusal: assign((_, params: { error: unknown }) => ({ mpinErrors: { mpin: messageOf(params.error) } })),
    showMpinLocked: assign({ error: MPIN_LOCKED_MESSAGE }),
    // Try again is a new spend of the same details: a new key (the failed one's is spent).
    newAttempt: assign({ transaction: null, otpSentTo: null, blocked: null, error: null, ...newDetails }),
    payAnother: assign({ ...freshSpend, supplier: null }),
  },
}).createMachine({
  id: 'purchase',
  initial: 'starting',
  context: ({ input }) => openingContext(input),
  states: {
    // The Loader while the credit line is read: what may be spent, and what would stop a spend.
    starting: callStep('readLine', undefined, ['routing', 'keepLine'], ['startFailed', 'showCallError']),
    // "We could not load your credit line" with Retry.
    startFailed: { on: { RETRY: { target: 'starting', actions: 'clearError' } } },
    // Nothing shown: the address or link the chart was opened on names where it starts.
    routing: {
      always: [
        { guard: { type: 'entryIs', params: { kind: 'resume' } }, target: 'disbursement' },
        { guard: { type: 'entryIs', params: { kind: 'link' } }, target: 'readingLink' },
        { guard: { type: 'entryIs', params: { kind: 'addSupplier' } }, target: 'addSupplier' },
        { guard: { type: 'entryIs', params: { kind: 'inviteSupplier' } }, target: 'inviteSupplier' },
        {
          guard: { type: 'entryIs', params: { kind: 'scan' } },
          target: 'spendGate',
          actions: { type: 'chooseWay', params: { way: 'scan' } },
        },
        { target: 'suppliers' },
      ],
    },
    // The Loader while a payment link is read: its supplier, amount and invoices fill the chart in.
    readingLink: callStep(
      'readLink',
      ({ context }: Ctx) => ({ linkId: context.entry.kind === 'link' ? context.entry.linkId : '' }),
      ['spendGate', 'keepLink'],
      ['startFailed', 'showCallError'],
    ),
    // Suppliers: the marketplace's and the customer's own, searched; Add, Invite, Scan and pay.
    suppliers: {
      meta: screenAt('suppliers'),
      initial: 'loading',
      states: {
        // The list's Loader (a search reads it again).
        loading: callStep(
          'listSuppliers',
          ({ context }: Ctx) => ({ query: context.query.trim() }),
          ['list', 'keepSuppliers'],
          ['failed', 'showCallError'],
        ),
        // "We could not load your suppliers" with Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        // The suppliers found (or "No supplier matches"), the search box and the ways in.
        list: {
          on: {
            SEARCH: { target: 'loading', actions: 'search' },
            SELECT_SUPPLIER: { guard: 'listed', target: '#purchase.select', actions: 'selectSupplier' },
            ADD_SUPPLIER: { target: '#purchase.addSupplier' },
            INVITE_SUPPLIER: { target: '#purchase.inviteSupplier' },
            SCAN_AND_PAY: { target: '#purchase.spendGate', actions: { type: 'chooseWay', params: { way: 'scan' } } },
          },
        },
      },
    },
    // Select Supplier: the chosen supplier, and how to pay it: a quick payment or its invoices.
    select: {
      meta: screenAt('select'),
      on: {
        PAY_QUICK: { target: 'spendGate', actions: { type: 'chooseWay', params: { way: 'quick' } } },
        PAY_INVOICES: { target: 'spendGate', actions: { type: 'chooseWay', params: { way: 'invoice' } } },
        BACK: { target: 'suppliers' },
      },
    },
    // Add Supplier: name, GSTIN, and a bank account (verified by a penny drop) or a UPI id; Add checks
    // every field first, then is busy while the lender verifies the account and adds the supplier.
    addSupplier: formScreen(
      'addSupplier',
      supplierFields,
      ['supplierValid', 'showSupplierErrors'],
      callStep(
        'addSupplier',
        ({ context }: Ctx) => newSupplierOf(context.supplierForm),
        ['#purchase.select', 'keepNewSupplier'],
        ['editing', 'showSupplierRefusal'],
      ),
    ),
    // Invite Supplier: a name and a mobile number, by SMS or WhatsApp; Send checks both first, then
    // is busy while the invitation goes out.
    inviteSupplier: formScreen(
      'inviteSupplier',
      {
        BACK: { target: '#purchase.suppliers' },
        CHANGE_INVITE: { actions: 'changeInvite' },
        CHOOSE_CHANNEL: { actions: 'chooseChannel' },
      },
      ['inviteValid', 'showInviteErrors'],
      callStep(
        'sendInvite',
        ({ context }: Ctx) => context.inviteForm,
        ['#purchase.sentInvite', 'keepInvite'],
        ['editing', 'showCallError'],
      ),
    ),
    // Send Invite Supplier: the invitation's state as the lender last read it (sent, opened, joined,
    // expired), Check again, Resend (not once the supplier joined), Done.
    sentInvite: {
      meta: screenAt('sentInvite'),
      initial: 'showing',
      states: {
        // The state and the ways on.
        showing: {
          on: {
            CHECK_AGAIN: { target: 'reading', actions: 'clearError' },
            RESEND: { guard: 'inviteOpen', target: 'resending', actions: 'clearError' },
            DONE: { target: '#purchase.suppliers' },
          },
        },
        // Resend is busy.
        resending: callStep('resendInvite', invitationInput, ['showing', 'keepInvite'], ['showing', 'showCallError']),
        // Check again is busy.
        reading: callStep('readInvite', invitationInput, ['showing', 'keepInvite'], ['showing', 'showCallError']),
      },
    },
    // Nothing shown: a spend starts only on a line that takes one; else its way's first screen.
    spendGate: {
      always: [
        { guard: 'lineBlocked', target: 'blocked', actions: 'noteBlocked' },
        { guard: { type: 'wayIs', params: { way: 'scan' } }, target: 'scan' },
        { guard: { type: 'wayIs', params: { way: 'invoice' } }, target: 'invoiceAmount' },
        { target: 'quickPayment' },
      ],
    },
    // Quick Payment: the amount (within the available limit shown) and a note, Continue to the review.
    quickPayment: {
      meta: screenAt('quickPayment'),
      on: {
        TYPE_AMOUNT: { actions: 'typeAmount' },
        TYPE_NOTE: { actions: 'typeNote' },
        CONTINUE: amountThen('review'),
        BACK: { target: 'select' },
      },
    },
    // Make Invoice Payment: the amount the invoices will add up to, Continue to them.
    invoiceAmount: {
      meta: screenAt('invoiceAmount'),
      on: {
        TYPE_AMOUNT: { actions: 'typeAmount' },
        CONTINUE: amountThen('uploadInvoice'),
        BACK: { target: 'select' },
      },
    },
    // Upload Invoice: each invoice's document, number, date and amount; their total must be the amount.
    uploadInvoice: {
      meta: screenAt('uploadInvoice'),
      initial: 'editing',
      states: {
        // The invoices, Add another, Continue (every invoice checked, and the total).
        editing: {
          on: {
            ADD_INVOICE: { guard: 'roomForInvoice', actions: 'addInvoice' },
            REMOVE_INVOICE: { actions: 'removeInvoice' },
            CHANGE_INVOICE: { actions: 'changeInvoice' },
            FILE_CHOSEN: { target: 'uploading', actions: 'takeFile' },
            CONTINUE: [
              { guard: 'invoicesPayable', target: '#purchase.review', actions: 'clearError' },
              { actions: 'showInvoiceErrors' },
            ],
            BACK: { target: '#purchase.invoiceAmount' },
          },
        },
        // One invoice's document uploading (its row shows the progress).
        uploading: callStep(
          'uploadInvoice',
          ({ context }: Ctx) => ({ file: context.upload?.file ?? new File([], '') }),
          ['editing', 'keepDocument'],
          ['editing', 'showUploadError'],
        ),
      },
    },
    // Scan and pay: the camera (or a photo of the code), the payee's UPI id checked, the amount, the
    // merchant's eligibility; then the review.
    scan: {
      meta: screenAt('scan'),
      initial: 'scanning',
      states: {
        // The camera's view and Choose a photo; a code that is not a UPI payment says why.
        scanning: {
          on: {
            SCANNED: [
              {
                guard: { type: 'scanReadable', params: ({ event }) => event },
                target: 'checkingVpa',
                actions: { type: 'keepScan', params: ({ event }) => event },
              },
              { actions: { type: 'showScanProblem', params: ({ event }) => event } },
            ],
            DONE: { target: '#purchase.finished' },
          },
        },
        // The Loader while the lender looks the payee's UPI id up.
        checkingVpa: callAndChoose(
          'validateVpa',
          ({ context }: Ctx) => ({ vpa: context.scanned?.vpa ?? '' }),
          'vpaKnown',
          ['amount', 'scanning'],
          'keepVpaCheck',
          ['scanning', 'showCallError'],
        ),
        // The payee's verified name, the amount (fixed when the code gives one), Continue.
        amount: {
          on: {
            // A code that fixes its amount is paid that amount: the field takes no typing.
            TYPE_AMOUNT: { guard: 'amountOpen', actions: 'typeAmount' },
            CONTINUE: amountThen('checkingEligibility'),
            SCAN_AGAIN: { target: 'scanning' },
          },
        },
        // Continue is busy while the lender checks the merchant and the amount.
        checkingEligibility: callAndChoose(
          'checkEligibility',
          ({ context }: Ctx) => ({
            vpa: context.scanned?.vpa ?? '',
            amount: context.amount ?? ZERO_PAISE,
            merchantCode: context.scanned?.merchantCode ?? '',
          }),
          'eligible',
          ['#purchase.review', 'ineligible'],
          'keepEligibility',
          ['amount', 'showCallError'],
        ),
        // "Your credit line cannot pay this merchant", why, Scan another code or Done.
        ineligible: {
          on: { SCAN_AGAIN: { target: 'scanning', actions: 'clearError' }, DONE: { target: '#purchase.finished' } },
        },
      },
    },
    // Payment review: the payee, the amount, the limit available before and after, the
    // interest-free days, the due date and any fee; Pay, or Back to change it.
    review: {
      meta: screenAt('review'),
      initial: 'quoting',
      states: {
        // The figures, Pay and Back.
        ready: {
          on: {
            PAY: { target: 'creating', actions: ['clearError', 'ensureKey'] },
            BACK: [
              { guard: { type: 'wayIs', params: { way: 'scan' } }, target: '#purchase.scan.amount' },
              { guard: { type: 'wayIs', params: { way: 'invoice' } }, target: '#purchase.uploadInvoice' },
              { target: '#purchase.quickPayment' },
            ],
          },
        },
        // The Loader while the lender gives the agreement's terms for this spend.
        quoting: callStep('quoteSpend', quoteRequest, ['ready', 'keepTerms'], ['quoteFailed', 'showCallError']),
        // "We could not load the terms" with Retry.
        quoteFailed: { on: { RETRY: { target: 'quoting', actions: 'clearError' } } },
        // Pay is busy while the spend is created (a second tap does nothing; the key makes a resend safe).
        creating: {
          invoke: {
            id: 'createSpend',
            src: 'createSpend',
            input: spendRequest,
            onDone: { target: '#purchase.confirming', actions: withOutput('keepCreated') },
            onError: [
              // The line or the limit refused it (a pending spend may hold the limit): the reason in words.
              { guard: withError('refusedSpend'), target: 'rereading', actions: withError('noteRefusal') },
              // No answer, or another failure: the key stays, so Pay again cannot create a second spend.
              { target: 'ready', actions: withError('showCallError') },
            ],
          },
        },
        // The Loader while the line is read again, so the refusal says what is available now.
        rereading: callStep(
          'readLine',
          undefined,
          ['#purchase.blocked', 'keepLine'],
          ['#purchase.blocked', 'clearError'],
        ),
      },
    },
    // Payment not possible: the reason in words (line not active, instalment overdue, marketplace
    // blocked, more than the available limit), Change the amount (over the limit), or Done.
    blocked: {
      meta: screenAt('blocked'),
      on: {
        CHANGE_AMOUNT: { guard: 'overLimit', target: 'amountByWay', actions: 'newAttempt' },
        DONE: { target: 'finished' },
      },
    },
    // Nothing shown: the amount screen of the spend's way.
    amountByWay: {
      always: [
        { guard: { type: 'wayIs', params: { way: 'scan' } }, target: 'scan.amount' },
        { guard: { type: 'wayIs', params: { way: 'invoice' } }, target: 'invoiceAmount' },
        { target: 'quickPayment' },
      ],
    },
    // Nothing shown: the created spend is confirmed by an OTP, else by the mPIN (set first if it is not yet).
    confirming: {
      always: [{ guard: 'confirmByOtp', target: 'otp' }, { guard: 'mpinUnset', target: 'setMpin' }, { target: 'mpin' }],
    },
    // Quick Payment OTP: the otp child's boxes, Resend after 30 s; Cancel cancels the spend.
    otp: {
      meta: screenAt('otp'),
      invoke: {
        id: 'otp',
        src: 'otp',
        input: otpInput,
        onDone: { target: 'disbursement', actions: withOutput('keepConfirmed') },
      },
      on: { CANCEL: { target: '#purchase.disbursement.cancelling' } },
    },
    // Set your mPIN: 4 or 6 digits, typed twice, then Set is busy (the mPIN is forgotten whatever the
    // answer); Cancel cancels the spend.
    setMpin: formScreen(
      'setMpin',
      {
        TYPE_MPIN: { actions: 'typeMpin' },
        TYPE_MPIN_AGAIN: { actions: 'typeMpinAgain' },
        CANCEL: { target: '#purchase.disbursement.cancelling', actions: 'forgetMpin' },
      },
      ['newMpinValid', 'showNewMpinErrors'],
      callStep(
        'setMpin',
        ({ context }: Ctx) => ({ mpin: context.mpin }),
        ['#purchase.mpin', 'keepMpinSet'],
        ['editing', 'showSetMpinError'],
      ),
    ),
    // Enter your mPIN: the digits, Pay; a wrong one says the tries left; Cancel cancels the spend.
    mpin: {
      id: 'mpin',
      meta: screenAt('mpin'),
      initial: 'entering',
      states: {
        // The mPIN field and Pay.
        entering: {
          on: {
            TYPE_MPIN: { actions: 'typeMpin' },
            SUBMIT: [{ guard: 'mpinTyped', target: 'verifying' }, { actions: 'showMpinError' }],
            CANCEL: { target: '#purchase.disbursement.cancelling', actions: 'forgetMpin' },
          },
        },
        // Pay is busy while the lender checks the mPIN and releases the spend to the rails.
        verifying: {
          invoke: {
            id: 'verifyMpin',
            src: 'verifyMpin',
            input: mpinInput,
            onDone: { target: '#purchase.disbursement', actions: ['forgetMpin', withOutput('keepConfirmed')] },
            onError: [
              { guard: withError('mpinLocked'), target: 'locked', actions: ['forgetMpin', 'showMpinLocked'] },
              { target: 'entering', actions: ['forgetMpin', withError('showMpinRefusal')] },
            ],
          },
        },
        // "Your mPIN is locked": no more tries for now; Cancel the spend (it frees the limit it holds).
        locked: { on: { CANCEL: { target: '#purchase.disbursement.cancelling', actions: 'clearError' } } },
      },
    },
    // Payment status: the disbursement as the rails report it, read from the lender, never guessed.
    disbursement: {
      meta: screenAt('disbursement'),
      initial: 'reading',
      states: {
        // The Loader while the spend's status is read.
        reading: {
          invoke: {
            id: 'readSpend',
            src: 'readSpend',
            input: spendInput,
            onDone: [
              whenStatus('settled', '#purchase.success'),
              whenStatus('failed', '#purchase.failure'),
              whenStatus('cancelled', '#purchase.failure'),
              whenStatus('onHold', 'held'),
              // Created and not yet confirmed (a reload before the OTP or mPIN): confirm it now.
              whenStatus('created', '#purchase.confirming'),
              { target: 'processing', actions: withOutput('keepTransaction') },
            ],
            onError: { target: 'readFailed', actions: withError('showCallError') },
          },
        },
        // "Your supplier is being paid": read again after a short wait, or now; Cancel; or leave it running.
        processing: {
          after: { pollEvery: { target: 'reading' } },
          on: statusWays,
        },
        // "On hold until you confirm delivery" (a marketplace order): Confirm delivery, Check again, Cancel, Done.
        held: {
          on: { ...statusWays, CONFIRM_DELIVERY: { target: 'confirmingDelivery', actions: 'clearError' } },
        },
        // Confirm delivery is busy; the status is read again after it.
        confirmingDelivery: callStep(
          'confirmDelivery',
          spendInput,
          ['reading', 'keepTransaction'],
          ['held', 'showCallError'],
        ),
        // Cancel is busy. Whatever the lender answers (cancelled, or settled meanwhile), the status is read.
        cancelling: {
          entry: 'clearError',
          ...callStep('cancelSpend', spendInput, ['reading', 'keepTransaction'], ['reading', 'showCallError']),
        },
        // "We could not read your payment's status" with Retry (the spend is not made again), or Done.
        readFailed: {
          on: { RETRY: { target: 'reading', actions: 'clearError' }, DONE: { target: '#purchase.finished' } },
        },
      },
    },
    // Quick Payment Success: the transaction id, the supplier, the amount and the due date.
    success: {
      meta: screenAt('success'),
      on: { PAY_ANOTHER: { target: 'suppliers', actions: 'payAnother' }, DONE: { target: 'finished' } },
    },
    // Quick Payment Fail: the rails' reason (or that it was cancelled); Try again (a new spend of the
    // same details), Done.
    failure: {
      meta: screenAt('failure'),
      on: {
        TRY_AGAIN: [
          { guard: 'hasPayee', target: 'spendGate', actions: 'newAttempt' },
          { target: 'suppliers', actions: 'payAnother' },
        ],
        DONE: { target: 'finished' },
      },
    },
    // Done: the dashboard, whose available limit the lender has already changed.
    finished: { type: 'final', meta: { route: { handOver: () => addressOfScreen('Dashboard') } } },
  },
});

export type PurchaseMachine = typeof purchaseMachine;
