import type { Paise } from './money/paise.ts';

// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

/** What Notification parses into (src/api/notifications/schemas.ts). */
export type Notification = {
  id: string;
  title: string;
  body: string;
  time: string;
  read: boolean;
  link: string | null;
};

/** What Notifications parses into (src/api/notifications/schemas.ts). */
export type Notifications = { notifications: Notification[]; unread: number };

/** What Offer parses into (src/api/notifications/schemas.ts). */
export type Offer = {
  id: string;
  kind: 'processingFeeCoupon';
  couponCode: string;
  percentOff: number | null;
  amountOff: Paise | null;
  validUntil: string;
  processingFeeId: string;
  feeAmount: Paise;
};
