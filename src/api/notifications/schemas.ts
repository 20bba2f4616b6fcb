import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import { wirePaiseAtLeastZero } from '../wire-money.ts';
import type { Notification, Notifications, Offer } from '../../../rules/notifications.ts';
import type { Assert, Equal } from '../same-type.ts';

// §7 Home: the customer's notifications (GET /v1/application/notification) and offers (GET /v1/offers).

export const notificationSchema = v.object({
  id: nonEmptyString,
  title: v.string(),
  body: v.string(),
  /** ISO instant. */
  time: v.string(),
  read: v.boolean(),
  /** The app's address to act on it, or null when there is nothing to do. */
  link: v.nullable(v.string()),
});
type _NotificationIsRules = Assert<Equal<Notification, v.InferOutput<typeof notificationSchema>>>;

export const notificationsSchema = v.object({
  notifications: v.array(notificationSchema),
  unread: v.number(),
});
type _NotificationsIsRules = Assert<Equal<Notifications, v.InferOutput<typeof notificationsSchema>>>;

export const markedSchema = v.object({ notification: notificationSchema });

export const offerSchema = v.object({
  id: nonEmptyString,
  kind: v.literal('processingFeeCoupon'),
  couponCode: v.string(),
  percentOff: v.nullable(v.number()),
  amountOff: v.nullable(wirePaiseAtLeastZero),
  /** YYYY-MM-DD, the last day it can be used. */
  validUntil: v.string(),
  processingFeeId: v.string(),
  feeAmount: wirePaiseAtLeastZero,
});
type _OfferIsRules = Assert<Equal<Offer, v.InferOutput<typeof offerSchema>>>;

export const offersSchema = v.object({ offers: v.array(offerSchema) });
