import type { Notification, Notifications, Offer } from '../../rules/notifications.ts';

export type { Notification, Notifications, Offer };

/** An offer's details are asked for by its id in this query parameter. */
export const OFFER_QUERY = 'offerId';

export type DashboardPage = 'notifications' | 'offer';

export interface DashboardPagesInput {
  page: DashboardPage;
  /** The offer asked for (the address's offerId); null on the notifications. */
  offerId: string | null;
}

export interface DashboardPagesContext {
  page: DashboardPage;
  offerId: string | null;
  notifications: readonly Notification[];
  /** The notification being marked read (its button is busy). */
  markingId: string | null;
  /** The offer asked for, once the customer's offers are read and it is among them. */
  offer: Offer | null;
  /** The failed read's or mark's sentence (§8: the server's message, else the heavy-load one). */
  problem: string | null;
}

export type DashboardPagesEvent = { type: 'RETRY' } | { type: 'MARK_READ'; id: string } | { type: 'APPLY' };
