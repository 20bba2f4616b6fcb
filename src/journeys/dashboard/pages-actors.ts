import { fromPromise } from 'xstate';
import type { Notification, Notifications, Offer } from '../../../machines/dashboard/pages-types.ts';
import type { ApiClient } from '../../api/client.ts';
import { announceNotificationsChanged } from '../shell/notifications-changed.ts';
import { getNotifications, getOffers, markNotificationRead } from '../../api/notifications/notifications.ts';

// The dashboard pages' real calls: the notifications, marking one read, and the offers. Each page
// shows its own failure (errors 'hidden': no popup; a 401 still logs out).

export function createDashboardPagesActors(client: ApiClient) {
  return {
    getNotifications: fromPromise<Notifications, void>(() => getNotifications(client)),
    markRead: fromPromise<{ notification: Notification }, { id: string }>(async ({ input }) => {
      const marked = await markNotificationRead(client, input);
      announceNotificationsChanged();
      return marked;
    }),
    getOffers: fromPromise<{ offers: Offer[] }, void>(() => getOffers(client)),
  };
}
