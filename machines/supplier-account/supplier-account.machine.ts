import { assign, setup } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { callStep } from '../kit/call-step.ts';
import { addressOfScreen } from '../routing/screen-addresses.ts';
import { buildPath } from '../routing/paths.ts';
import { dueOf, mayClear } from '../../rules/supplier-account/account.ts';
import { formatMoney } from '../../rules/money/format.ts';
import { SUPPLIER_ACCOUNT_PATHS } from './screens.ts';
import type {
  PaymentRequest,
  SupplierAccount,
  SupplierAccountContext,
  SupplierAccountEvent,
  SupplierAccountInput,
} from './types.ts';

// The supplier page (§2 /supplier/:id? with payment-history, pending-payments with its details and
// clear-payment-due, and pending-requests; ADR 047): one read of the supplier's account, then its
// screens. A due is what is owed the lender for a drawdown at the supplier: paying it (Pay, Clear
// payment due) hands over to the payment chart in its supplier place. A request is approved by
// opening the purchase chart on the payment link made for it (the customer reviews and confirms the
// spend there), or declined after a confirmation.

type Ctx = { context: SupplierAccountContext };

const { parent, history, pending, dueDetails, clearDue, requests } = SUPPLIER_ACCOUNT_PATHS;

/** The payment chart's Pay Now in its supplier place, for this supplier (named: ADR 036, 038). */
const payNowOf = (context: SupplierAccountContext) =>
  buildPath(addressOfScreen('PayNow', 'supplier'), { id: context.supplierId });

/** The purchase chart on the request's payment link, as any payment link opens it. */
const spendOf = (context: SupplierAccountContext) =>
  `${addressOfScreen('Suppliers')}?linkId=${encodeURIComponent(context.linkId ?? '')}`;

const screen = (path: string) => ({
  route: { path, params: (context: SupplierAccountContext) => ({ id: context.supplierId }) },
});

export const supplierAccountMachine = setup({
  types: chartTypes<SupplierAccountContext, SupplierAccountEvent, SupplierAccountInput>(),
  actors: {
    // Real implementations: src/journeys/supplier-account/actors.ts.
    getAccount: appCall<SupplierAccount, { supplierId: string | null }>('getAccount'),
    approveRequest: appCall<{ linkId: string }, { requestId: string }>('approveRequest'),
    declineRequest: appCall<{ request: PaymentRequest }, { requestId: string }>('declineRequest'),
  },
  guards: {
    at: ({ context }, params: { place: SupplierAccountContext['place'] }) => context.place === params.place,
    dueKnown: ({ context }) => dueOf(context.account, context.dueId) !== null,
    mayClear: ({ context }) => mayClear(context.account),
  },
  actions: {
    keepAccount: assign((_, params: SupplierAccount) => ({ account: params, error: null })),
    selectDue: assign(({ event }) => (event.type === 'VIEW_DUE' ? { dueId: event.transactionId, error: null } : {})),
    selectRequest: assign(({ event }) =>
      event.type === 'APPROVE' || event.type === 'DECLINE'
        ? { requestId: event.requestId, notice: null, error: null }
        : {},
    ),
    keepLink: assign((_, params: { linkId: string }) => ({ linkId: params.linkId })),
    keepDeclined: assign(({ context }, params: { request: PaymentRequest }) => {
      const declined = params.request;
      const account = context.account;
      return {
        account: account && {
          ...account,
          requests: account.requests.map((request) => (request.id === declined.id ? declined : request)),
        },
        requestId: null,
        error: null,
        notice: `You declined ${declined.supplier.name}’s request for ${formatMoney(declined.amount)}.`,
      };
    }),
    unselectRequest: assign({ requestId: null, error: null }),
    clearAlerts: assign({ error: null, notice: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'supplierAccount',
  initial: 'loading',
  context: ({ input }) => ({
    place: input.place,
    supplierId: input.supplierId,
    account: null,
    dueId: input.dueId,
    requestId: null,
    linkId: null,
    notice: null,
    error: null,
  }),
  states: {
    // The Loader on the address opened while the account is read.
    loading: callStep(
      'getAccount',
      ({ context }: Ctx) => ({ supplierId: context.supplierId }),
      ['routing', 'keepAccount'],
      ['failed', 'showCallError'],
    ),
    // "We could not load this supplier" with Retry (another's or an unknown supplier: the lender's 404 sentence).
    failed: { on: { RETRY: { target: 'loading', actions: 'clearAlerts' } } },
    // Nothing shown: the address the chart was opened on decides the screen.
    routing: {
      always: [
        { guard: { type: 'at', params: { place: 'history' } }, target: 'history' },
        { guard: { type: 'at', params: { place: 'requests' } }, target: 'requests' },
        { guard: { type: 'at', params: { place: 'dueDetails' } }, target: 'opening' },
        { guard: { type: 'at', params: { place: 'clearDue' } }, target: 'openingClear' },
        { guard: { type: 'at', params: { place: 'pending' } }, target: 'pending' },
        { target: 'parent' },
      ],
    },
    // A due's details by address: shown when the account has it, else the list of dues.
    opening: { always: [{ guard: 'dueKnown', target: 'dueDetails' }, { target: 'pending' }] },
    // Clear payment due by address: only where there is a supplier's due to clear.
    openingClear: { always: [{ guard: 'mayClear', target: 'clearDue' }, { target: 'pending' }] },
    // The supplier: its name, what is owed for its spends and the next due date; its three pages.
    parent: {
      id: 'parent',
      route: {},
      meta: screen(parent),
      on: {
        OPEN_HISTORY: { target: 'history', actions: 'clearAlerts' },
        OPEN_PENDING: { target: 'pending', actions: 'clearAlerts' },
        OPEN_REQUESTS: { target: 'requests', actions: 'clearAlerts' },
      },
    },
    // The spends at the supplier and the repayments made from its page; Pay its dues.
    history: {
      id: 'history',
      route: {},
      meta: screen(history),
      on: { PAY: { guard: 'mayClear', target: 'paying' }, BACK: { target: 'parent' } },
    },
    // The dues (drawdowns not yet repaid), each with its due date; Clear payment due.
    pending: {
      id: 'pending',
      route: {},
      meta: screen(pending),
      on: {
        VIEW_DUE: { target: 'dueDetails', actions: 'selectDue' },
        CLEAR: { guard: 'mayClear', target: 'clearDue' },
        BACK: { target: 'parent' },
      },
    },
    // One due: drawn on, its invoices, interest-free until, due date, what is unpaid.
    dueDetails: {
      meta: {
        route: {
          path: dueDetails,
          params: (context: SupplierAccountContext) => ({ id: context.supplierId }),
          query: (context: SupplierAccountContext) => ({ transactionId: context.dueId }),
        },
      },
      on: { CLEAR: { guard: 'mayClear', target: 'clearDue' }, BACK: { target: 'pending' } },
    },
    // What is owed for the supplier's spends and how paying it is applied; Pay goes to the payment chart.
    clearDue: {
      meta: screen(clearDue),
      on: { PAY: { target: 'paying' }, BACK: { target: 'pending' } },
    },
    // The payment chart's Pay Now in the supplier place (isSupplierFlow).
    paying: { type: 'final', meta: { route: { handOver: payNowOf } } },
    // The supplier's requests to be paid: approve (opens the spend) or decline (after a confirmation).
    requests: {
      id: 'requests',
      route: {},
      meta: screen(requests),
      initial: 'list',
      states: {
        list: {
          on: {
            APPROVE: { target: 'approving', actions: 'selectRequest' },
            DECLINE: { target: 'confirming', actions: 'selectRequest' },
            BACK: { target: '#parent', actions: 'unselectRequest' },
          },
        },
        // The payment link made for the request, then the purchase chart opens on it.
        approving: callStep(
          'approveRequest',
          ({ context }: Ctx) => ({ requestId: context.requestId ?? '' }),
          ['#supplierAccount.approved', 'keepLink'],
          ['list', 'showCallError'],
        ),
        // "Decline ₹X requested by Y?" with Decline and Keep it.
        confirming: {
          on: {
            CONFIRM_DECLINE: { target: 'declining', actions: 'clearAlerts' },
            KEEP_REQUEST: { target: 'list', actions: 'unselectRequest' },
          },
        },
        declining: callStep(
          'declineRequest',
          ({ context }: Ctx) => ({ requestId: context.requestId ?? '' }),
          ['list', 'keepDeclined'],
          ['confirming', 'showCallError'],
        ),
      },
    },
    // The purchase chart's spend, prefilled from the request's link.
    approved: { type: 'final', meta: { route: { handOver: spendOf } } },
  },
});
