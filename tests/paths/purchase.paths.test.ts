import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { purchaseMachine, type PurchaseContext } from '../../machines/purchase/purchase.machine.ts';
import { PURCHASE_PATHS, type PurchaseScreen } from '../../machines/purchase/screens.ts';
import { handOverOf, routeOf } from '../../machines/routing.ts';
import { BLOCKED_MESSAGES } from '../../rules/purchase/spend.ts';
import { MPIN_LOCKED_MESSAGE } from '../../rules/purchase/mpin.ts';
import { UPI_NOT_A_PAYMENT } from '../../rules/purchase/upi-uri.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  INPUTS,
  KEY_SEED,
  SERVER_FAULT,
  SUPPLIERS,
  TRANSACTION_ID,
  WRONG_MPIN,
  purchaseEventFilter,
  purchaseEvents,
  serializePurchaseState,
} from '../support/events/purchase-events.ts';

// Every transition of the purchase chart, its calls settled by the harness with the lender's sample
// answers. What this file proves: each way in reaches the one review; a blocked line never reaches
// it; the spend's key is made once and kept across a failed create; the mPIN is forgotten after every
// answer; the status screen shows only what the lender read; every failure says why and offers a way on.

type Context = MachineStateContext<typeof purchaseMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as PurchaseContext;

/** A screen state: its address, and what its context must hold there. */
function at(screen: PurchaseScreen, check?: (context: PurchaseContext, snapshot: AnyMachineSnapshot) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe(PURCHASE_PATHS[screen]);
    check?.(on(snapshot), snapshot);
  };
}

const transient = (name: string) => () => {
  throw new Error(`${name} is transient and must never be observed`);
};

/** A failed call shows the lender's sentence. */
const failed = (context: PurchaseContext) => expect(context.error).toBe(SERVER_FAULT);

/** A spend on its way has a key of this chart's seed, and the mPIN is never kept past its call. */
const spending = (context: PurchaseContext) => {
  expect(context.idempotencyKey).toMatch(new RegExp(`^${KEY_SEED}-\\d+$`));
  expect(context.amount).toBeGreaterThan(0);
};

const handlers = {
  states: {
    starting: ({ snapshot }: Context) => {
      expect(routeOf(snapshot)).toBeNull();
      expect(snapshot.children.readLine).toBeDefined();
    },
    startFailed: ({ snapshot }: Context) => {
      expect(routeOf(snapshot)).toBeNull();
      failed(on(snapshot));
    },
    routing: transient('routing'),
    readingLink: ({ snapshot }: Context) => expect(snapshot.children.readLink).toBeDefined(),
    spendGate: transient('spendGate'),
    amountByWay: transient('amountByWay'),
    confirming: transient('confirming'),
    'suppliers.loading': at('suppliers', (_, snapshot) => expect(snapshot.children.listSuppliers).toBeDefined()),
    'suppliers.failed': at('suppliers', failed),
    'suppliers.list': at('suppliers', (context) => expect(context.suppliers).toEqual(SUPPLIERS)),
    select: at('select', (context) => expect(context.supplier).not.toBeNull()),
    'addSupplier.editing': at('addSupplier', (context, snapshot) => {
      // A refusal of the penny drop is said under the account number, never as the alert.
      if (context.supplierErrors.accountNumber === 'This account could not be verified.')
        expect(context.error).toBeNull();
      expect(snapshot.can({ type: 'BACK' })).toBe(true);
    }),
    'addSupplier.saving': at('addSupplier', (context) => expect(Object.keys(context.supplierErrors)).toEqual([])),
    'inviteSupplier.editing': at('inviteSupplier'),
    'inviteSupplier.saving': at('inviteSupplier', (context) => expect(context.inviteForm.mobile).toBe('9876500001')),
    'sentInvite.showing': at('sentInvite', (context, snapshot) => {
      expect(context.invitation?.invitationId).toBe('INV-1');
      // A supplier who joined is not invited again.
      expect(snapshot.can({ type: 'RESEND' })).toBe(context.invitation?.state !== 'joined');
    }),
    'sentInvite.reading': at('sentInvite'),
    'sentInvite.resending': at('sentInvite', (context) => expect(context.invitation?.state).not.toBe('joined')),
    quickPayment: at('quickPayment', (context) => {
      expect(context.way).toBe('quick');
      expect(context.supplier).not.toBeNull();
      if (context.amountError) expect(context.amountError).toMatch(/available limit|Enter the amount/);
    }),
    invoiceAmount: at('invoiceAmount', (context) => expect(context.way).toBe('invoice')),
    'uploadInvoice.editing': at('uploadInvoice', (context) => {
      expect(context.amount).not.toBeNull();
      expect(context.upload).toBeNull();
    }),
    'uploadInvoice.uploading': at('uploadInvoice', (context, snapshot) => {
      expect(context.upload?.file.name).toMatch(/^invoice-\d\.pdf$/);
      expect(snapshot.children.uploadInvoice).toBeDefined();
    }),
    'scan.scanning': at('scan', (context) => {
      expect(context.way).toBe('scan');
      if (context.scanError) expect(context.transaction).toBeNull();
      if (context.scanError === UPI_NOT_A_PAYMENT) expect(context.scanned).toBeNull();
    }),
    'scan.checkingVpa': at('scan', (context) => expect(context.scanned?.vpa).toBe('kirana@okaxis')),
    'scan.amount': at('scan', (context) => {
      expect(context.payeeName).toBe('GUPTA KIRANA');
      // A code that fixes its amount fills it in.
      if (context.scanned?.amount) expect(context.amountTyped).toBe('2450.50');
    }),
    'scan.checkingEligibility': at('scan', (context) => expect(context.amount).not.toBeNull()),
    'scan.ineligible': at('scan', (context) => expect(context.error).toMatch(/cannot pay this merchant/)),
    'review.quoting': at('review', (context, snapshot) => {
      expect(context.amount).toBeGreaterThan(0);
      expect(snapshot.children.quoteSpend).toBeDefined();
    }),
    'review.quoteFailed': at('review', failed),
    'review.ready': at('review', (context) => {
      expect(context.terms?.interestFreeDays).toBe(30);
      // A failed create keeps its key: Pay again resends the same spend.
      if (context.error === SERVER_FAULT) spending(context);
    }),
    'review.creating': at('review', (context, snapshot) => {
      spending(context);
      expect(snapshot.can({ type: 'PAY' })).toBe(false);
    }),
    'review.rereading': at('review', (context) => {
      expect(context.blocked).not.toBeNull();
      expect(context.idempotencyKey).toBeNull();
    }),
    blocked: at('blocked', (context, snapshot) => {
      expect(context.blocked && BLOCKED_MESSAGES[context.blocked]).toBeTruthy();
      expect(snapshot.can({ type: 'CHANGE_AMOUNT' })).toBe(context.blocked === 'overLimit');
    }),
    otp: at('otp', (context, snapshot) => {
      expect(context.transaction?.confirmBy).toBe('otp');
      expect(snapshot.children.otp).toBeDefined();
    }),
    'setMpin.editing': at('setMpin', (context) => expect(context.line?.mpinSet).toBe(false)),
    'setMpin.saving': at('setMpin', (context) => expect(context.repeat.mpin).toBe(context.mpin)),
    'mpin.entering': at('mpin', (context) => {
      expect(context.transaction?.confirmBy).toBe('mpin');
      if (context.mpinErrors.mpin === WRONG_MPIN) expect(context.mpin).toBe('');
    }),
    'mpin.verifying': at('mpin', (context) => expect(context.mpin).toMatch(/^\d{4}$/)),
    'mpin.locked': at('mpin', (context) => {
      expect(context.error).toBe(MPIN_LOCKED_MESSAGE);
      expect(context.mpin).toBe('');
    }),
    'disbursement.reading': at('disbursement', (context, snapshot) => {
      expect(snapshot.children.readSpend).toBeDefined();
      expect(context.mpin).toBe('');
    }),
    'disbursement.processing': at('disbursement', (context) => expect(context.transaction?.status).toBe('processing')),
    'disbursement.held': at('disbursement', (context) => expect(context.transaction?.status).toBe('onHold')),
    'disbursement.confirmingDelivery': at('disbursement'),
    'disbursement.cancelling': at('disbursement', (_, snapshot) => expect(snapshot.children.cancelSpend).toBeDefined()),
    'disbursement.readFailed': at('disbursement', failed),
    success: at('success', (context) => {
      expect(context.transaction?.transactionId).toBe(TRANSACTION_ID);
      expect(context.transaction?.status).toBe('settled');
      expect(context.transaction?.dueDate).not.toBeNull();
    }),
    failure: at('failure', (context) => {
      expect(['failed', 'cancelled']).toContain(context.transaction?.status);
      if (context.transaction?.status === 'failed') expect(context.transaction.reason).not.toBeNull();
    }),
    finished: ({ snapshot }: Context) => expect(handOverOf(snapshot)).toBe('/dashboard'),
  },
  events: {
    RETRY: sendEvent,
    SEARCH: sendEvent,
    SELECT_SUPPLIER: sendEvent,
    ADD_SUPPLIER: sendEvent,
    INVITE_SUPPLIER: sendEvent,
    SCAN_AND_PAY: sendEvent,
    PAY_QUICK: sendEvent,
    PAY_INVOICES: sendEvent,
    BACK: sendEvent,
    CHANGE_SUPPLIER: sendEvent,
    CHOOSE_PAY_BY: sendEvent,
    CHANGE_INVITE: sendEvent,
    CHOOSE_CHANNEL: sendEvent,
    SUBMIT: sendEvent,
    CHECK_AGAIN: sendEvent,
    RESEND: sendEvent,
    TYPE_AMOUNT: sendEvent,
    TYPE_NOTE: sendEvent,
    CONTINUE: sendEvent,
    ADD_INVOICE: sendEvent,
    REMOVE_INVOICE: sendEvent,
    CHANGE_INVOICE: sendEvent,
    FILE_CHOSEN: sendEvent,
    SCANNED: sendEvent,
    SCAN_AGAIN: sendEvent,
    PAY: sendEvent,
    CANCEL: sendEvent,
    TYPE_MPIN: sendEvent,
    TYPE_MPIN_AGAIN: sendEvent,
    CONFIRM_DELIVERY: sendEvent,
    CHANGE_AMOUNT: sendEvent,
    TRY_AGAIN: sendEvent,
    PAY_ANOTHER: sendEvent,
    DONE: sendEvent,
  },
} satisfies MachineHandlers<typeof purchaseMachine>;

runMachinePaths(purchaseMachine, handlers, {
  events: purchaseEvents,
  inputs: INPUTS,
  serializeState: serializePurchaseState,
  filterEvents: purchaseEventFilter,
  limit: 200_000,
  name: 'purchase',
});
