// §2 /dashboard/notification: the dashboard's notifications page. Written here, not in the dashboard
// chart, because the app shell reads it too (the unread count is marked read everywhere but there),
// and the shell belongs to no journey.
export const NOTIFICATIONS_PATH = '/dashboard/notification';
