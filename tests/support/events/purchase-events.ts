import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  PurchaseContext,
  PurchaseInput,
  SpendLine,
  SpendStatus,
  SpendTransaction,
  Supplier,
} from '../../../machines/purchase/purchase.machine.ts';
import { lineBlockedReason, SPEND_REFUSAL_CODES } from '../../../rules/purchase/spend.ts';
import { MPIN_LOCKED_CODE, MPIN_WRONG_CODE } from '../../../rules/purchase/mpin.ts';
import { upiPayUri } from '../../../rules/purchase/upi-uri.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { inr } from '../money.ts';
import { named } from './named.ts';

// The purchase journey's sample events, for its machine paths (tests/paths/purchase.paths.test.ts):
// per screen, only what a user (or the lender) can produce there. A form's fields are offered one
// at a time (the first one still empty), so the traversal walks a form once rather than every
// order of its fields. The lender's figures are the issue's: a ₹5,00,000 line, a ₹1,20,000 spend
// against two invoices of ₹70,000 and ₹50,000. (The sandbox's own modules come with issue 30's
// sandbox slice; these samples move to them then.)

export const KEY_SEED = 'purchase-seed-1';
export const TODAY = '2026-11-29';
export const SERVER_FAULT = 'The lender is unavailable for a moment.';
export const TRANSACTION_ID = 'SPD-0001';
export const SPEND = '1,20,000';
export const TOO_MUCH = '9,00,000';
export const MPIN = '4826';

export const LINE: SpendLine = {
  active: true,
  creditLimit: inr(500000),
  available: inr(500000),
  overdue: false,
  marketplaceBlocked: false,
  interestFreeDays: 30,
  mpinSet: false,
};

const LINES = {
  open: named('line, no mPIN yet', LINE),
  mpinSet: named('line, mPIN set', { ...LINE, mpinSet: true }),
  overdue: named('line, instalment overdue', { ...LINE, overdue: true }),
};

export const SUPPLIERS: Supplier[] = [
  {
    supplierId: 'SUP-1',
    name: 'Shree Steel Traders',
    gstin: '27AAPFU0939F1ZV',
    marketplaceId: 'MKT-1',
    payTo: { kind: 'bank', accountLast4: '4321', ifsc: 'HDFC0001234' },
  },
  {
    supplierId: 'SUP-2',
    name: 'Asha Packaging',
    gstin: null,
    marketplaceId: null,
    payTo: { kind: 'upi', vpa: 'asha@okbank' },
  },
];

export const NEW_SUPPLIER: Supplier = {
  supplierId: 'SUP-3',
  name: 'Kaveri Cottons',
  gstin: '27AAPFU0939F1ZV',
  marketplaceId: null,
  payTo: { kind: 'bank', accountLast4: '6789', ifsc: 'SBIN0001234' },
};

/** The add-supplier form's fields in the order they are typed, by bank account. */
export const SUPPLIER_FIELDS = [
  ['name', 'Kaveri Cottons'],
  ['gstin', '27aapfu0939f1zv'],
  ['accountNumber', '123456789'],
  ['ifsc', 'sbin0001234'],
] as const;

export const INVITE_FIELDS = [
  ['name', 'Mehta Hardware'],
  ['mobile', '9876500001'],
] as const;

/** The two invoices of the ₹1,20,000 spend, field by field. */
export const INVOICE_FIELDS = [
  { number: 'INV-001', date: '2026-11-20', amountTyped: '70,000' },
  { number: 'INV-002', date: '2026-11-25', amountTyped: '50,000' },
] as const;

const invoiceDocument = (index: number) => ({
  documentId: `DOC-${index + 1}`,
  displayName: `Invoice ${index + 1}`,
  name: `invoice-${index + 1}.pdf`,
  size: 48_213,
});

/** A shop's code with its amount, one where the payer types it, and a code that is not a UPI payment. */
export const CODES = {
  fixed: upiPayUri({
    vpa: 'kirana@okaxis',
    payeeName: 'Gupta Kirana & Sons',
    amount: inr(2450.5),
    note: 'Order 77',
    merchantCode: '5411',
    reference: 'ORD77',
  }),
  open: upiPayUri({
    vpa: 'kirana@okaxis',
    payeeName: 'Gupta Kirana',
    amount: null,
    note: '',
    merchantCode: '5411',
    reference: '',
  }),
  bad: 'https://example.com/pay?pa=kirana@okaxis',
} as const;

export const spend = (status: SpendStatus, confirmBy: 'otp' | 'mpin' = 'otp'): SpendTransaction =>
  named(`${status} by ${confirmBy}`, {
    transactionId: TRANSACTION_ID,
    supplierName: 'Shree Steel Traders',
    amount: inr(120000),
    status,
    reason:
      status === 'failed'
        ? 'The supplier’s bank refused the credit.'
        : status === 'onHold'
          ? 'Awaiting delivery'
          : null,
    dueDate: '2026-12-29',
    confirmBy,
  });

export const INPUTS: PurchaseInput[] = [
  { entry: { kind: 'suppliers' }, keySeed: KEY_SEED, today: TODAY },
  { entry: { kind: 'addSupplier' }, keySeed: KEY_SEED, today: TODAY },
  { entry: { kind: 'inviteSupplier' }, keySeed: KEY_SEED, today: TODAY },
  { entry: { kind: 'scan' }, keySeed: KEY_SEED, today: TODAY },
  { entry: { kind: 'link', linkId: 'LINK-1' }, keySeed: KEY_SEED, today: TODAY },
  { entry: { kind: 'resume', transactionId: TRANSACTION_ID }, keySeed: KEY_SEED, today: TODAY },
];

const refusal = (reason: string) => {
  const code = Object.keys(SPEND_REFUSAL_CODES).find((one) => SPEND_REFUSAL_CODES[one] === reason) ?? '';
  return named(`refused: ${reason}`, new ApiError('Refused.', { kind: 'http', status: 409, code }));
};

export const WRONG_MPIN = 'Wrong mPIN. 2 tries left.';
const wrongMpin = named('wrong mPIN', new ApiError(WRONG_MPIN, { kind: 'http', status: 422, code: MPIN_WRONG_CODE }));
const lockedMpin = named('mPIN locked', new ApiError('Locked.', { kind: 'http', status: 429, code: MPIN_LOCKED_CODE }));

export const purchaseContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PurchaseContext;

const fault = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(SERVER_FAULT) });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

/** The next field still empty of a form, as the event that types it; none once all are typed. */
function nextField<T extends readonly (readonly [string, string])[]>(
  fields: T,
  values: Record<string, string>,
  type: string,
): AnyEventObject[] {
  const next = fields.find(([field]) => values[field] === '');
  return next ? [{ type, field: next[0], value: next[1] }] : [];
}

/** The invoices typed one at a time: the first unfinished one's next field, then its file; then another. */
function invoiceEvents(context: PurchaseContext): AnyEventObject[] {
  const upload = context.upload;
  if (upload) return [done('uploadInvoice', named(`document ${upload.index + 1}`, invoiceDocument(upload.index)))];
  const index = context.invoices.findIndex(
    (draft) => draft.number === '' || draft.date === '' || draft.amountTyped === '' || draft.document === null,
  );
  const draft = context.invoices[index];
  const wanted = INVOICE_FIELDS[index];
  if (draft && wanted) {
    const field = (['number', 'date', 'amountTyped'] as const).find((one) => draft[one] === '');
    if (field) {
      return [
        { type: 'CHANGE_INVOICE', index, field: field === 'amountTyped' ? 'amount' : field, value: wanted[field] },
      ];
    }
    const name = `invoice-${index + 1}.pdf`;
    return [
      { type: 'FILE_CHOSEN', index, file: named(name, new File(['%PDF-1.7'], name, { type: 'application/pdf' })) },
    ];
  }
  return context.invoices.length < INVOICE_FIELDS.length
    ? [{ type: 'ADD_INVOICE' }]
    : [{ type: 'REMOVE_INVOICE', index: context.invoices.length - 1 }];
}

export function purchaseEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = purchaseContextOf(snapshot);
  const confirmBy = context.way === 'scan' ? 'mpin' : 'otp';
  return [
    done('readLine', LINES.open),
    // The mPIN matters only where a spend is confirmed by it; the line is read again only after a refusal.
    ...(['scan', 'resume'].includes(context.entry.kind) && topOf(snapshot) === 'starting'
      ? [done('readLine', LINES.mpinSet)]
      : []),
    ...(topOf(snapshot) === 'starting' ? [done('readLine', LINES.overdue)] : []),
    fault('readLine'),
    done(
      'readLink',
      named('link with invoices', {
        supplier: SUPPLIERS[0],
        amount: inr(120000),
        note: 'PO 12',
        invoices: INVOICE_FIELDS.map((one, index) => ({
          number: one.number,
          date: one.date,
          amount: inr(index === 0 ? 70000 : 50000),
          document: invoiceDocument(index),
        })),
      }),
    ),
    done(
      'readLink',
      named('link for an amount', { supplier: SUPPLIERS[1], amount: inr(15000), note: '', invoices: [] }),
    ),
    fault('readLink'),
    done('listSuppliers', named('two suppliers', { suppliers: SUPPLIERS })),
    fault('listSuppliers'),
    { type: 'SEARCH', query: 'steel' },
    { type: 'SELECT_SUPPLIER', supplierId: 'SUP-1' },
    ...nextField(SUPPLIER_FIELDS, { ...context.supplierForm }, 'CHANGE_SUPPLIER'),
    ...(context.supplierForm.payBy === 'bank' ? [{ type: 'CHOOSE_PAY_BY', payBy: 'upi' }] : []),
    done('addSupplier', named('added', { ...NEW_SUPPLIER })),
    {
      type: 'xstate.error.actor.addSupplier',
      error: named('penny drop refused', { field: 'accountNumber', message: 'This account could not be verified.' }),
    },
    fault('addSupplier'),
    ...nextField(INVITE_FIELDS, { name: context.inviteForm.name, mobile: context.inviteForm.mobile }, 'CHANGE_INVITE'),
    ...(context.inviteForm.channel === 'sms' ? [{ type: 'CHOOSE_CHANNEL', channel: 'whatsapp' }] : []),
    ...(['sent', 'joined'] as const).map((state) =>
      done(
        'sendInvite',
        named(`invitation ${state}`, {
          invitationId: 'INV-1',
          name: 'Mehta Hardware',
          mobile: '9876500001',
          channel: 'whatsapp',
          state,
        }),
      ),
    ),
    fault('sendInvite'),
    ...(['opened', 'joined'] as const).map((state) =>
      done(
        'readInvite',
        named(`invitation ${state}`, {
          invitationId: 'INV-1',
          name: 'Mehta Hardware',
          mobile: '9876500001',
          channel: 'whatsapp',
          state,
        }),
      ),
    ),
    fault('readInvite'),
    done(
      'resendInvite',
      named('invitation sent again', {
        invitationId: 'INV-1',
        name: 'Mehta Hardware',
        mobile: '9876500001',
        channel: 'whatsapp',
        state: 'sent',
      }),
    ),
    fault('resendInvite'),
    // The amount screens: the spend, and more than the line has.
    ...(context.amountTyped === '' ? [SPEND, TOO_MUCH].map((value) => ({ type: 'TYPE_AMOUNT', value })) : []),
    ...(context.note === '' ? [{ type: 'TYPE_NOTE', value: 'Steel rods, PO 12' }] : []),
    ...invoiceEvents(context),
    // Scan and pay.
    ...Object.values(CODES).map((text) => ({ type: 'SCANNED', text })),
    done('validateVpa', named('known', { vpa: 'kirana@okaxis', valid: true, name: 'GUPTA KIRANA' })),
    done('validateVpa', named('unknown', { vpa: 'kirana@okaxis', valid: false, name: null })),
    fault('validateVpa'),
    done('checkEligibility', named('eligible', { eligible: true, reason: null })),
    done('checkEligibility', named('not a business merchant', { eligible: false, reason: 'merchantNotAllowed' })),
    fault('checkEligibility'),
    // The review and the spend.
    done('quoteSpend', named('terms', { interestFreeDays: 30, dueDate: '2026-12-29', fee: inr(0) })),
    fault('quoteSpend'),
    done(
      'createSpend',
      named(`created, ${confirmBy}`, {
        transaction: spend('created', confirmBy),
        otpSentTo: confirmBy === 'otp' ? '******0001' : null,
      }),
    ),
    { type: 'xstate.error.actor.createSpend', error: refusal('overLimit') },
    { type: 'xstate.error.actor.createSpend', error: refusal('overdue') },
    fault('createSpend'),
    // The confirmation.
    done('otp', named('confirmed', { transaction: spend('processing') })),
    ...(context.mpin === '' ? ['12', MPIN].map((mpin) => ({ type: 'TYPE_MPIN', mpin })) : []),
    ...(context.repeat.mpin === '' ? [{ type: 'TYPE_MPIN_AGAIN', mpin: MPIN }] : []),
    done('setMpin', undefined),
    fault('setMpin'),
    done('verifyMpin', named('confirmed', { transaction: spend('processing', 'mpin') })),
    { type: 'xstate.error.actor.verifyMpin', error: wrongMpin },
    { type: 'xstate.error.actor.verifyMpin', error: lockedMpin },
    // The disbursement as the rails report it.
    ...(['processing', 'settled', 'failed', 'cancelled', 'onHold'] as const).map((status) =>
      done('readSpend', spend(status)),
    ),
    // Created and not confirmed: only a spend resumed after a reload is read so.
    ...(context.entry.kind === 'resume'
      ? [done('readSpend', spend('created', 'otp')), done('readSpend', spend('created', 'mpin'))]
      : []),
    fault('readSpend'),
    { type: 'xstate.after.pollEvery.purchase.disbursement.processing' },
    done('cancelSpend', spend('cancelled')),
    fault('cancelSpend'),
    done('confirmDelivery', spend('processing')),
    fault('confirmDelivery'),
  ];
}

/** Events that carry what was typed or chosen: never sent bare (a form fully typed offers none). */
const WITH_PAYLOAD = new Set([
  'SEARCH',
  'SELECT_SUPPLIER',
  'CHANGE_SUPPLIER',
  'CHOOSE_PAY_BY',
  'CHANGE_INVITE',
  'CHOOSE_CHANNEL',
  'TYPE_AMOUNT',
  'TYPE_NOTE',
  'REMOVE_INVOICE',
  'CHANGE_INVOICE',
  'FILE_CHOSEN',
  'SCANNED',
  'TYPE_MPIN',
  'TYPE_MPIN_AGAIN',
]);

/**
 * Bare events that need a payload are never sent; and a chart opened elsewhere than on the list
 * stops when it reaches the list: what follows is walked from the list's own opening already.
 */
export const purchaseEventFilter = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean => {
  if (WITH_PAYLOAD.has(event.type) && Object.keys(event).length === 1) return false;
  const opened = purchaseContextOf(snapshot).entry.kind;
  return opened === 'suppliers' || !snapshot.matches({ suppliers: 'list' });
};

const topOf = (snapshot: AnyMachineSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

/** Where the next event may open a spend: the line's state decides there (spendGate). */
const GATES = new Set(['suppliers', 'select', 'failure']);
/** The spend under way: its way decides Back, Change the amount and Try again; the mPIN's state its confirmation. */
const SPENDING = new Set(['review', 'blocked', 'otp', 'setMpin', 'mpin', 'disbursement', 'failure']);

// What the guards read, and only where they read it: the line's state where a spend may open, the
// way and the mPIN's state while a spend is under way, each form's fields, the amount typed, the
// invoices, the invitation and the mPIN typed on their own screens. Everything else a state holds
// is what its path put there, so the traversal walks each screen once per way rather than once per
// history.
export const serializePurchaseState = (snapshot: AnyMachineSnapshot): string => {
  const context = purchaseContextOf(snapshot);
  const top = topOf(snapshot);
  const amountScreen = top === 'quickPayment' || top === 'invoiceAmount' || top === 'scan';
  return JSON.stringify({
    value: snapshot.value,
    ...(GATES.has(top) && { line: context.line && lineBlockedReason(context.line) }),
    ...(SPENDING.has(top) && {
      way: context.way,
      mpinSet: context.line?.mpinSet,
      payee: context.way === 'scan' ? context.scanned !== null : context.supplier !== null,
    }),
    ...(top === 'blocked' && { blocked: context.blocked }),
    ...(top === 'addSupplier' && { form: context.supplierForm }),
    ...(top === 'inviteSupplier' && { invite: context.inviteForm }),
    ...(top === 'sentInvite' && { invitation: context.invitation?.state }),
    ...(amountScreen && { amountTyped: context.amountTyped }),
    ...(top === 'uploadInvoice' && {
      amount: context.amount,
      upload: context.upload?.index ?? null,
      invoices: context.invoices.map((one) => `${one.number}|${one.date}|${one.amountTyped}|${one.document !== null}`),
    }),
    ...((top === 'mpin' || top === 'setMpin') && { mpin: [context.mpin, context.repeat.mpin] }),
  });
};
