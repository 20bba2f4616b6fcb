import { assign, setup } from 'xstate';
import { withError, withOutput } from '../kit/event-params.ts';
import { callAndChoose } from '../kit/call-step.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { addressOfScreen } from '../routing/screen-addresses.ts';
import { DASHBOARD_PATHS } from './screens.ts';
import {
  type DashboardPagesContext,
  type DashboardPagesEvent,
  type DashboardPagesInput,
  type Notification,
  type Notifications,
  type Offer,
} from './pages-types.ts';
import { chartTypes } from '../kit/chart-types.ts';

export * from './pages-types.ts';

// The dashboard's two reading pages (ADR 015, "Notifications and offer details"): the customer's
// notifications, newest first, each marked read on the customer's word; and one offer's terms with
// the way to use it. Each opening reads the lender again, so what shows is never older than the
// page. An offer the customer no longer has is said so plainly, never an error.

export const dashboardPagesMachine = setup({
  types: chartTypes<DashboardPagesContext, DashboardPagesEvent, DashboardPagesInput>(),
  actors: {
    // Real implementations: src/journeys/dashboard/pages-actors.ts.
    getNotifications: appCall<Notifications, void>('getNotifications'),
    markRead: appCall<{ notification: Notification }, { id: string }>('markRead'),
    getOffers: appCall<{ offers: Offer[] }, void>('getOffers'),
  },
  guards: {
    isOffer: ({ context }) => context.page === 'offer',
    noNotifications: (_, params: Notifications) => params.notifications.length === 0,
    isUnread: ({ context, event }) =>
      event.type === 'MARK_READ' && context.notifications.some((one) => one.id === event.id && !one.read),
    hasOffer: ({ context }, params: { offers: Offer[] }) => params.offers.some((one) => one.id === context.offerId),
  },
  actions: {
    keepNotifications: assign((_, params: Notifications) => ({ notifications: params.notifications, problem: null })),
    keepMarked: assign(({ context }, params: { notification: Notification }) => ({
      notifications: context.notifications.map((one) =>
        one.id === params.notification.id ? params.notification : one,
      ),
      markingId: null,
      problem: null,
    })),
    startMarking: assign(({ event }) => ({ markingId: event.type === 'MARK_READ' ? event.id : null, problem: null })),
    noteMarkFailed: assign((_, params: { error: unknown }) => ({ markingId: null, problem: messageOf(params.error) })),
    keepOffer: assign(({ context }, params: { offers: Offer[] }) => ({
      offer: params.offers.find((one) => one.id === context.offerId) ?? null,
      problem: null,
    })),
    clearProblem: assign({ problem: null }),
    noteProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
  },
}).createMachine({
  id: 'dashboardPages',
  initial: 'routing',
  context: ({ input }) => ({
    page: input.page,
    offerId: input.offerId,
    notifications: [],
    markingId: null,
    offer: null,
    problem: null,
  }),
  states: {
    // Nothing shown: the address the chart was opened on names the page.
    routing: {
      always: [{ guard: 'isOffer', target: 'offer' }, { target: 'notifications' }],
    },
    // Notifications: the heading, then the list, the empty sentence, or the failure with Retry.
    notifications: {
      meta: { route: { path: DASHBOARD_PATHS.notifications } },
      initial: 'loading',
      states: {
        // The Loader while the notifications are read.
        loading: callAndChoose(
          'getNotifications',
          undefined,
          'noNotifications',
          ['empty', 'list'],
          'keepNotifications',
          ['failed', 'noteProblem'],
        ),
        // "We could not load your notifications", the reason and Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearProblem' } } },
        // "You have no notifications yet."
        empty: {},
        // The notifications, newest first; an unread one says so and can be marked read.
        list: {
          initial: 'idle',
          states: {
            idle: { on: { MARK_READ: { guard: 'isUnread', target: 'marking', actions: 'startMarking' } } },
            // The one being marked: its button is busy, the rest of the list stays usable to read.
            marking: {
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ id: context.markingId ?? '' }),
                onDone: { target: 'idle', actions: withOutput('keepMarked') },
                // Still unread: the reason shows above the list, and the button is back.
                onError: { target: 'idle', actions: withError('noteMarkFailed') },
              },
            },
          },
        },
      },
    },
    // Offer details: the offer's terms in plain words and Use this offer.
    offer: {
      meta: {
        route: {
          path: DASHBOARD_PATHS.offer,
          query: (context: DashboardPagesContext) => ({ offerId: context.offerId ?? undefined }),
        },
      },
      initial: 'loading',
      states: {
        // The Loader while the customer's offers are read.
        loading: callAndChoose('getOffers', undefined, 'hasOffer', ['shown', 'gone'], 'keepOffer', [
          'failed',
          'noteProblem',
        ]),
        // "We could not load this offer", the reason and Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearProblem' } } },
        // The offer's terms, Use this offer and Back to the dashboard.
        shown: { on: { APPLY: { target: '#dashboardPages.applying' } } },
        // "This offer is no longer available" and Back to the dashboard.
        gone: {},
      },
    },
    // Use this offer: every offer so far is a processing fee coupon, applied on the processing fee
    // (the payment chart's screen, named: ADR 036).
    applying: {
      type: 'final',
      meta: { route: { handOver: () => addressOfScreen('ProcessingFee') } },
    },
  },
});

export type DashboardPagesMachine = typeof dashboardPagesMachine;
