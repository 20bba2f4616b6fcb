import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  DashboardPagesInput,
  Notification,
  Notifications,
  Offer,
} from '../../../machines/dashboard/pages-types.ts';
import { named } from './named.ts';
import { inr } from '../money.ts';

// The dashboard pages' sample events, for their machine paths (tests/paths/dashboard-pages.paths.test.ts)
// and browser paths (tests/browser/paths/dashboard-pages.spec.ts): the notifications of a customer
// with a processing fee waiting and a drawdown (or of one to whom nothing happened yet), one marked
// read, and the offers of a customer with the fee due (FLAT500 among them) or with none. Outputs are
// what the sandbox answers for the seeds the browser paths make.

export const LOAD_FAILED = 'The lender is unavailable for a moment.';
export const MARK_FAILED = 'We could not save that just now.';

export const INPUTS: readonly DashboardPagesInput[] = [
  { page: 'notifications', offerId: null },
  { page: 'offer', offerId: 'flat500' },
];

export const FEE_WAITING: Notification = {
  id: 'fee-PF-0A1B2C3D',
  title: 'Processing fee waiting',
  body: 'Your processing fee of ₹2,000 plus GST is waiting to be paid.',
  time: '2026-02-01T10:00:00.000Z',
  read: false,
  link: '/dashboard/processing-fee',
};

export const DRAWN: Notification = {
  id: 'drawdown-0f5c3a1e-6b1d-4a53-9d0e-2f1c8b7a6e11',
  title: 'Credit line used',
  body: '₹10,000 of your credit line was used.',
  time: '2026-02-01T09:59:00.000Z',
  read: false,
  link: null,
};

export const NOTIFICATIONS = {
  some: named<Notifications>('a fee waiting and a drawdown', { notifications: [FEE_WAITING, DRAWN], unread: 2 }),
  none: named<Notifications>('nothing yet', { notifications: [], unread: 0 }),
} as const;

export const OFFER: Offer = {
  id: 'flat500',
  kind: 'processingFeeCoupon',
  couponCode: 'FLAT500',
  percentOff: null,
  amountOff: inr(500),
  validUntil: '2099-12-31',
  processingFeeId: 'PF-0A1B2C3D',
  feeAmount: inr(2000),
};

const FREE: Offer = { ...OFFER, id: 'freefee', couponCode: 'FREEFEE', percentOff: 100, amountOff: null };

export const OFFERS = {
  some: named<{ offers: Offer[] }>('FLAT500 and FREEFEE', { offers: [OFFER, FREE] }),
  none: named<{ offers: Offer[] }>('no offers', { offers: [] }),
} as const;

export function dashboardPagesEvents(): AnyEventObject[] {
  return [
    ...Object.values(NOTIFICATIONS).map((output) => ({ type: 'xstate.done.actor.getNotifications', output })),
    { type: 'xstate.error.actor.getNotifications', error: new Error(LOAD_FAILED) },
    { type: 'RETRY' },
    { type: 'MARK_READ', id: FEE_WAITING.id },
    { type: 'xstate.done.actor.markRead', output: { notification: { ...FEE_WAITING, read: true } } },
    { type: 'xstate.error.actor.markRead', error: new Error(MARK_FAILED) },
    ...Object.values(OFFERS).map((output) => ({ type: 'xstate.done.actor.getOffers', output })),
    { type: 'xstate.error.actor.getOffers', error: new Error(LOAD_FAILED) },
    { type: 'APPLY' },
  ];
}

/**
 * A state is its value and the page: once a notification is marked, marking it again is refused
 * by the guard (the machine paths check `can` in each state), so the plan need not walk it.
 */
export const serializePagesState = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify([snapshot.value, (snapshot.context as { page: string }).page]);
