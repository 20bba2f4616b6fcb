import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import { SUPPLIER_ACCOUNT_PATHS } from '../../machines/supplier-account/screens.ts';
import type { SupplierAccountContext } from '../../machines/supplier-account/types.ts';
import { provideSupplierAccount } from '../../src/journeys/supplier-account/provide.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  DUE_ID,
  INPUTS,
  LINK_ID,
  SERVER_FAULT,
  serializeSupplierAccountState,
  supplierAccountEvents,
  userCanSend,
} from '../support/events/supplier-account-events.ts';
import { plannedApiClient } from '../support/planned-client.ts';

// Every transition of the supplier page chart (ADR 047) with its calls answered as each path plans:
// the account read (owing, owing nothing, failed), each screen by address and by its buttons, Pay
// and Clear payment due handing over to the payment chart's supplier place, a request approved
// (its link opens the purchase chart) or declined after a confirmation, and the calls' failures.
// The same calls against the sandbox: tests/server/purchase/supplier-account.test.ts; in the
// browser: tests/browser/paths/supplier-account.spec.ts.

const machine = provideSupplierAccount(plannedApiClient());

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as SupplierAccountContext;

/** The address a screen state shows, its supplier filled in (or left out for every supplier's). */
const filled = (pattern: string, context: SupplierAccountContext) =>
  pattern.replace('/:id?', context.supplierId === null ? '' : `/${context.supplierId}`);

function at(pattern: string | null, check?: (context: SupplierAccountContext) => void) {
  return ({ snapshot }: Context) => {
    const context = on(snapshot);
    const route = routeOf(snapshot);
    if (pattern === null) expect(route).toBeNull();
    else expect(route?.split('?')[0]).toBe(filled(pattern, context));
    check?.(context);
  };
}

const read = (context: SupplierAccountContext) => expect(context.account).not.toBeNull();
const noAlert = (context: SupplierAccountContext) => expect(context.error).toBeNull();

const handlers = {
  states: {
    loading: at(null, noAlert),
    failed: at(null, (context) => expect(context.error).toBe(SERVER_FAULT)),
    routing: at(null),
    opening: at(null),
    openingClear: at(null),
    parent: at(SUPPLIER_ACCOUNT_PATHS.parent, read),
    history: at(SUPPLIER_ACCOUNT_PATHS.history, read),
    pending: at(SUPPLIER_ACCOUNT_PATHS.pending, read),
    dueDetails: ({ snapshot }: Context) => {
      at(SUPPLIER_ACCOUNT_PATHS.dueDetails, (context) => expect(context.dueId).toBe(DUE_ID))({ snapshot } as Context);
      expect(routeOf(snapshot)).toContain(`?transactionId=${DUE_ID}`);
    },
    clearDue: at(SUPPLIER_ACCOUNT_PATHS.clearDue, (context) => {
      expect(context.supplierId).not.toBeNull();
      expect(context.account?.owed).toBeGreaterThan(0);
    }),
    paying: ({ snapshot }: Context) => {
      const context = on(snapshot);
      expect(routeOf(snapshot)).toBe(`/supplier/${context.supplierId}/payment-history/pay-now`);
      expect(context.account?.owed).toBeGreaterThan(0);
    },
    'requests.list': at(SUPPLIER_ACCOUNT_PATHS.requests, (context) => {
      read(context);
      if (context.notice !== null) expect(context.notice).toBe('You declined Sharma Textiles’s request for ₹1,500.');
      if (context.error !== null) expect(context.error).toBe(SERVER_FAULT);
    }),
    'requests.approving': at(SUPPLIER_ACCOUNT_PATHS.requests, (context) => expect(context.requestId).not.toBeNull()),
    'requests.confirming': at(SUPPLIER_ACCOUNT_PATHS.requests, (context) => {
      expect(context.requestId).not.toBeNull();
      if (context.error !== null) expect(context.error).toBe(SERVER_FAULT);
    }),
    'requests.declining': at(SUPPLIER_ACCOUNT_PATHS.requests, noAlert),
    approved: ({ snapshot }: Context) => expect(routeOf(snapshot)).toBe(`/suppliers?linkId=${LINK_ID}`),
  } as MachineHandlers<typeof machine>['states'],
  events: {
    RETRY: sendEvent,
    OPEN_HISTORY: sendEvent,
    OPEN_PENDING: sendEvent,
    OPEN_REQUESTS: sendEvent,
    VIEW_DUE: sendEvent,
    CLEAR: sendEvent,
    PAY: sendEvent,
    BACK: sendEvent,
    APPROVE: sendEvent,
    DECLINE: sendEvent,
    CONFIRM_DECLINE: sendEvent,
    KEEP_REQUEST: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  events: supplierAccountEvents,
  inputs: INPUTS,
  serializeState: serializeSupplierAccountState,
  filterEvents: userCanSend,
  limit: 100_000,
  name: 'supplierAccount',
});
