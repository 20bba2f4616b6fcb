import { useEffect, useState } from 'react';
import { getNotifications } from '../../api/notifications/notifications.ts';
import { apiClient } from '../api-client.ts';
import { onNotificationsChanged } from './notifications-changed.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';

/**
 * How many of the customer's notifications are unread, for the navigation's badge; null until
 * known or when the call fails (the badge is a hint: the notifications page shows its own error).
 * Read again on every change of address and when one is marked read.
 */
export function useUnreadNotifications(pathname: string): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    let controller = new AbortController();
    const read = () => {
      controller.abort();
      controller = new AbortController();
      getNotifications(apiClient, { signal: controller.signal }).then(
        (answer) => setUnread(answer.unread),
        () => undefined,
      );
    };
    // The notifications page reads the list itself (and says when it cannot); the badge follows
    // what is marked read there instead of reading the same list a second time beside it.
    if (!pathname.startsWith(screenAddress('NotificationView'))) read();
    const stop = onNotificationsChanged(read);
    return () => {
      stop();
      controller.abort();
    };
  }, [pathname]);
  return unread;
}
