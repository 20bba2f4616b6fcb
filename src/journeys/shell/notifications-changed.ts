// Marking a notification read happens in the notifications page's journey, the unread badge lives
// in the navigation: this window event tells the badge to read the count again.
const NOTIFICATIONS_CHANGED = 'saakh:notifications-changed';

export function announceNotificationsChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
}

export function onNotificationsChanged(listener: () => void): () => void {
  window.addEventListener(NOTIFICATIONS_CHANGED, listener);
  return () => window.removeEventListener(NOTIFICATIONS_CHANGED, listener);
}
