import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { dashboardPagesMachine, type DashboardPagesContext } from '../../machines/dashboard/pages.machine.ts';
import { handOverOf, routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  FEE_WAITING,
  INPUTS,
  LOAD_FAILED,
  MARK_FAILED,
  dashboardPagesEvents,
  serializePagesState,
} from '../support/events/dashboard-pages-events.ts';

// Every transition of the dashboard pages with their reads settled by the harness with the
// sandbox's sample answers. What this file proves: the address names the page; a failed read says
// why and Retry reads again; an empty list says so; only an unread notification can be marked, and
// a failed mark leaves it unread with the reason; an offer the customer has shows with Use this
// offer, which hands over to the processing fee; one they no longer have is "gone", not a failure.

type Context = MachineStateContext<typeof dashboardPagesMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as DashboardPagesContext;

const NOTIFICATIONS_URL = '/dashboard/notification';
const OFFER_URL = '/dashboard/details?offerId=flat500';

function at(url: string, check?: (context: DashboardPagesContext, snapshot: AnyMachineSnapshot) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe(url);
    check?.(on(snapshot), snapshot);
  };
}

const handlers = {
  states: {
    routing: () => {
      throw new Error('routing is transient and must never be observed');
    },
    'notifications.loading': at(NOTIFICATIONS_URL, (_, snapshot) =>
      expect(snapshot.children.getNotifications).toBeDefined(),
    ),
    'notifications.failed': at(NOTIFICATIONS_URL, (context, snapshot) => {
      expect(context.problem).toBe(LOAD_FAILED);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    }),
    'notifications.empty': at(NOTIFICATIONS_URL, (context) => expect(context.notifications).toEqual([])),
    'notifications.list.idle': at(NOTIFICATIONS_URL, (context, snapshot) => {
      expect(context.notifications).toHaveLength(2);
      expect(context.markingId).toBeNull();
      const fee = context.notifications.find((one) => one.id === FEE_WAITING.id);
      // Marked: read, and no longer markable; a failed mark: unread, the reason shown, markable again.
      expect(snapshot.can({ type: 'MARK_READ', id: FEE_WAITING.id })).toBe(!fee?.read);
      if (fee?.read) expect(context.problem).toBeNull();
      expect([null, MARK_FAILED]).toContain(context.problem);
      expect(snapshot.can({ type: 'MARK_READ', id: 'payment-TXN0000000000000000' })).toBe(false);
    }),
    'notifications.list.marking': at(NOTIFICATIONS_URL, (context, snapshot) => {
      expect(context.markingId).toBe(FEE_WAITING.id);
      expect(context.problem).toBeNull();
      expect(snapshot.children.markRead).toBeDefined();
      expect(snapshot.can({ type: 'MARK_READ', id: FEE_WAITING.id })).toBe(false);
    }),
    'offer.loading': at(OFFER_URL, (_, snapshot) => expect(snapshot.children.getOffers).toBeDefined()),
    'offer.failed': at(OFFER_URL, (context) => expect(context.problem).toBe(LOAD_FAILED)),
    'offer.shown': at(OFFER_URL, (context, snapshot) => {
      expect(context.offer?.couponCode).toBe('FLAT500');
      expect(snapshot.can({ type: 'APPLY' })).toBe(true);
    }),
    'offer.gone': at(OFFER_URL, (context, snapshot) => {
      expect(context.offer).toBeNull();
      expect(context.problem).toBeNull();
      expect(snapshot.can({ type: 'APPLY' })).toBe(false);
    }),
    applying: ({ snapshot }: Context) => {
      expect(snapshot.status).toBe('done');
      expect(handOverOf(snapshot)).toBe('/dashboard/processing-fee');
    },
  },
  events: { RETRY: sendEvent, MARK_READ: sendEvent, APPLY: sendEvent },
} satisfies MachineHandlers<typeof dashboardPagesMachine>;

runMachinePaths(dashboardPagesMachine, handlers, {
  events: dashboardPagesEvents,
  inputs: INPUTS,
  serializeState: serializePagesState,
  name: 'dashboardPages',
});
