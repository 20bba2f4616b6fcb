import { assign, setup } from 'xstate';
import { callStep } from '../kit/call-step.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { addressOfScreen } from '../routing/screen-addresses.ts';
import { DASHBOARD_PATHS } from './screens.ts';
import { linePosition, type LinePosition } from './position.ts';
import type { DashboardContext, DashboardEvent, DashboardLoad } from './types.ts';
import { chartTypes } from '../kit/chart-types.ts';

export * from './types.ts';
export { linePosition, type LinePosition } from './position.ts';

// The dashboard of an active credit line (ADR 015): the limit, what is available and used, the
// total due with the next due date, the latest payments, home's banners and the offers. Every opening reads
// them again from the lender (after a repayment the new due shows), and Pay now hands over to
// the payment chart's dashboard place. Applicants whose line is not active yet never start it:
// their dashboard is the application's status card.

const screen = { meta: { route: { path: DASHBOARD_PATHS.dashboard } } } as const;

export const dashboardMachine = setup({
  types: chartTypes<DashboardContext, DashboardEvent>(),
  actors: {
    // Real implementation: src/journeys/dashboard/actors.ts.
    loadDashboard: appCall<DashboardLoad, void>('loadDashboard'),
  },
  guards: {
    isAt: ({ context }, params: { position: LinePosition }) =>
      context.payable !== null &&
      linePosition({ payable: context.payable, payments: context.payments }) === params.position,
  },
  actions: {
    acceptLoad: assign((_, params: DashboardLoad) => ({
      home: params.home,
      payable: params.payable,
      payments: params.payments,
      offers: params.offers,
      problem: null,
    })),
    noteProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
  },
}).createMachine({
  id: 'dashboard',
  initial: 'loading',
  context: { home: null, payable: null, payments: [], offers: [], problem: null },
  states: {
    // The Loader while home, the amount payable and the payments are read.
    loading: callStep('loadDashboard', undefined, ['deciding', 'acceptLoad'], ['failed', 'noteProblem']),
    // "We could not load your credit line", the reason and Retry.
    failed: { ...screen, on: { RETRY: { target: 'loading' } } },
    // Nothing shown: what is owed picks the screen.
    deciding: {
      always: [
        { guard: { type: 'isAt', params: { position: 'owing' } }, target: 'owing' },
        { guard: { type: 'isAt', params: { position: 'clear' } }, target: 'clear' },
        { target: 'unused' },
      ],
    },
    // The line's figures, the total due with the next due date and amount, Pay now, the latest payments.
    owing: { ...screen, on: { PAY_NOW: { target: 'payNow' } } },
    // The figures and "Nothing is due right now", the latest payments.
    clear: { ...screen },
    // The figures and "You have not used your credit line yet".
    unused: { ...screen },
    // Pay now: the payment chart's Pay Now takes over, in its dashboard place (named, not imported: ADR 036).
    payNow: {
      type: 'final',
      meta: { route: { handOver: () => addressOfScreen('PayNow', 'dashboard') } },
    },
  },
});
