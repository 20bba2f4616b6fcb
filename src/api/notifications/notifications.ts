import { callsWith } from '../call.ts';
import { markedSchema, notificationsSchema, offersSchema } from './schemas.ts';

// The pages that read these show their own failure with Retry (no popup; a 401 still logs out).
const own = callsWith({ errors: 'hidden' });

/** GET /v1/application/notification: the customer's notifications, newest first, and how many are unread. */
export const getNotifications = own.bare('get', notificationsSchema, '/v1/application/notification');

/** PATCH /v1/application/notification/{id}: marks one read. */
export const markNotificationRead = own.call('patch', markedSchema, (input: { id: string }) => ({
  path: `/v1/application/notification/${encodeURIComponent(input.id)}`,
  body: { read: true },
}));

/** GET /v1/offers: the offers the customer can take now. */
export const getOffers = own.bare('get', offersSchema, '/v1/offers');
