import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  SupplierAccount,
  SupplierAccountContext,
  SupplierAccountInput,
} from '../../../machines/supplier-account/types.ts';
import type { PaymentRequest } from '../../../rules/supplier-account/types.ts';
import { paiseFromWholeRupees } from '../../../rules/money/paise.ts';
import { named } from './named.ts';

// The supplier page chart's sample events (ADR 047), for its machine paths
// (tests/paths/supplier-account.paths.test.ts) and its browser paths
// (tests/browser/paths/supplier-account.spec.ts): per screen, only what a user (or the lender) can produce there.

export const SUPPLIER_ID = '6f1c2a40-8d1e-4c55-9b7a-0a1b2c3d4e01';
export const DUE_ID = 'PUR0123456789ABCDEF';
export const REQUEST_ID = '0b7c2a40-8d1e-4c55-9b7a-0a1b2c3d4e99';
export const LINK_ID = '1c8d3b51-9e2f-4d66-8c8b-1b2c3d4e5f00';
export const SERVER_FAULT = 'The lender is unavailable for a moment.';

const supplier = { id: SUPPLIER_ID, name: 'Sharma Textiles' };

export const request = (status: PaymentRequest['status'] = 'open'): PaymentRequest => ({
  id: REQUEST_ID,
  status,
  amount: paiseFromWholeRupees(1500),
  note: 'Advance for March',
  invoiceNumber: null,
  supplier,
  transactionId: null,
  raisedAt: '2026-02-10T10:00:00.000Z',
});

/** A supplier's account (or every supplier's, `all`) with a due, or with nothing owed. */
export const account = (owes: boolean, all = false, openedOn = ''): SupplierAccount =>
  named(`${all ? 'every supplier' : 'the supplier'}${owes ? ' owing' : ' owing nothing'}${openedOn}`, {
    supplier: all ? null : supplier,
    owed: paiseFromWholeRupees(owes ? 12000 : 0),
    nextDueDate: owes ? '2026-03-12' : null,
    spends: [
      {
        transactionId: DUE_ID,
        supplier,
        amount: paiseFromWholeRupees(12000),
        status: 'settled' as const,
        reason: null,
        createdAt: '2026-02-10T10:00:00.000Z',
        dueDate: '2026-03-12',
        outstanding: paiseFromWholeRupees(owes ? 12000 : 0),
        invoiceNumbers: ['SH-77'],
      },
    ],
    repayments: owes
      ? []
      : [{ transactionId: 'TXN0123456789ABCDEF', amount: paiseFromWholeRupees(12000), paidAt: '2026-02-14T10:00:00Z' }],
    dues: owes
      ? [
          {
            transactionId: DUE_ID,
            supplier,
            amount: paiseFromWholeRupees(12000),
            outstanding: paiseFromWholeRupees(12000),
            drawnAt: '2026-02-10T10:00:00.000Z',
            interestFreeUntil: '2026-03-11',
            dueDate: '2026-03-12',
            overdue: false,
            invoiceNumbers: ['SH-77'],
          },
        ]
      : [],
    requests: [request('open')],
  });

export const INPUTS: readonly SupplierAccountInput[] = [
  { place: 'parent', supplierId: SUPPLIER_ID, dueId: null },
  { place: 'history', supplierId: SUPPLIER_ID, dueId: null },
  { place: 'pending', supplierId: null, dueId: null },
  { place: 'dueDetails', supplierId: SUPPLIER_ID, dueId: DUE_ID },
  { place: 'clearDue', supplierId: SUPPLIER_ID, dueId: null },
  { place: 'requests', supplierId: null, dueId: null },
];

const fault = (message: string) => new Error(message);

/** Events the screen in `snapshot` can produce; bare events (PAY, BACK, …) come from the machine. */
export function supplierAccountEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as SupplierAccountContext;
  if (snapshot.matches('loading')) {
    // The address it was opened on names the read, so two walks never share a title.
    const on = `, opened on ${context.place}`;
    return [
      { type: 'xstate.done.actor.getAccount', output: account(true, context.supplierId === null, on) },
      { type: 'xstate.done.actor.getAccount', output: account(false, context.supplierId === null, on) },
      { type: 'xstate.error.actor.getAccount', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches('pending')) return [{ type: 'VIEW_DUE', transactionId: DUE_ID }];
  if (snapshot.matches({ requests: 'list' })) {
    const open = context.account?.requests.some((one) => one.status === 'open') ?? false;
    return open
      ? [
          { type: 'APPROVE', requestId: REQUEST_ID },
          { type: 'DECLINE', requestId: REQUEST_ID },
        ]
      : [];
  }
  if (snapshot.matches({ requests: 'approving' })) {
    return [
      { type: 'xstate.done.actor.approveRequest', output: named('the link', { linkId: LINK_ID }) },
      { type: 'xstate.error.actor.approveRequest', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ requests: 'declining' })) {
    return [
      { type: 'xstate.done.actor.declineRequest', output: named('declined', { request: request('declined') }) },
      { type: 'xstate.error.actor.declineRequest', error: fault(SERVER_FAULT) },
    ];
  }
  return [];
}

/** A state's identity for planning: its value and the few context facts its screen and guards read. */
export function serializeSupplierAccountState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as SupplierAccountContext;
  return JSON.stringify({
    value: snapshot.value,
    place: snapshot.matches('loading') || snapshot.matches('failed') ? context.place : null,
    all: context.supplierId === null,
    owes: (context.account?.owed ?? 0) > 0,
    open: context.account?.requests.some((one) => one.status === 'open') ?? null,
    error: context.error !== null,
    notice: context.notice !== null,
  });
}

const PAYLOAD_EVENTS = new Set(['VIEW_DUE', 'APPROVE', 'DECLINE']);

const SCREENS = ['parent', 'history', 'pending', 'dueDetails', 'clearDue', { requests: 'list' }] as const;

/**
 * What a user can cause: never the bare form of an event that carries a choice; an address move
 * (Back, Forward, a typed address) from a screen on show to another, not while a call is in flight.
 */
export function userCanSend(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (PAYLOAD_EVENTS.has(event.type)) return Object.keys(event).length > 1;
  if (event.type === 'xstate.route') {
    // A move to the address already shown is no move at all.
    const target = String(event['to']).slice(1);
    return SCREENS.some((state) => snapshot.matches(state)) && !snapshot.matches(target);
  }
  return true;
}
