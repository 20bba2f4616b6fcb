import type { DashboardPagesContext, Notification, Offer } from '../../../machines/dashboard/pages-types.ts';
import { formatDate } from '../../lib/format/date.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';
import { formatMoney } from '../../../rules/money/format.ts';
import { maxPaise, minPaise, paiseFromInteger, subtractPaise, ZERO_PAISE } from '../../../rules/money/paise.ts';

// What the dashboard's notification and offer pages show, worked out once from the chart's
// context: each notification dated per §9 with its way on named, and an offer's terms in plain
// words. Screens only draw it.

export interface NotificationItem {
  id: string;
  title: string;
  body: string;
  /** DD Mon YYYY, weekday and time (§9). */
  when: string;
  read: boolean;
  /** Being marked read now. */
  marking: boolean;
  link: { to: string; label: string } | null;
}

export interface NotificationsView {
  items: readonly NotificationItem[];
  unread: number;
  /** "2 unread" / "All read": said beside the heading, and announced when it changes. */
  summary: string;
}

// Each address a notification leads to (the payment's screens in the dashboard's place, asked of
// the declarations: ADR 036), named for what the customer does there.
const LINK_LABELS: readonly { starts: string; label: string }[] = [
  { starts: screenAddress('TransactionDetails', 'dashboard'), label: 'View the payment' },
  { starts: screenAddress('PayNow', 'dashboard'), label: 'Pay now' },
  { starts: screenAddress('ProcessingFee'), label: 'Pay the processing fee' },
];

export function linkLabel(to: string): string {
  return LINK_LABELS.find((one) => to.startsWith(one.starts))?.label ?? 'Go to the dashboard';
}

export function notificationItem(notification: Notification, markingId: string | null): NotificationItem {
  return {
    id: notification.id,
    title: notification.title,
    body: notification.body,
    when: formatDate(notification.time, { withWeekdayAndTime: true }),
    read: notification.read,
    marking: notification.id === markingId,
    link: notification.link ? { to: notification.link, label: linkLabel(notification.link) } : null,
  };
}

export function notificationsView(context: DashboardPagesContext): NotificationsView {
  const items = context.notifications.map((one) => notificationItem(one, context.markingId));
  const unread = items.filter((one) => !one.read).length;
  return { items, unread, summary: unread === 0 ? 'All read' : `${unread} unread` };
}

export interface OfferView {
  title: string;
  /** The terms, one plain sentence each. */
  terms: readonly string[];
  couponCode: string;
}

/** What the coupon takes off, as a headline. */
export function offerTitle(offer: Offer): string {
  if (offer.percentOff === 100) return 'Your processing fee, free';
  if (offer.percentOff !== null) return `${offer.percentOff}% off your processing fee`;
  return `${formatMoney(offer.amountOff)} off your processing fee`;
}

/** The offer's terms in plain words. */
export function offerView(offer: Offer): OfferView {
  // A percentage of the fee is rounded to the paisa (integer paise throughout).
  const off =
    offer.percentOff !== null
      ? (paiseFromInteger(Math.round((offer.feeAmount * offer.percentOff) / 100)) ?? ZERO_PAISE)
      : minPaise(offer.feeAmount, offer.amountOff ?? ZERO_PAISE);
  const left = maxPaise(ZERO_PAISE, subtractPaise(offer.feeAmount, off));
  return {
    title: offerTitle(offer),
    couponCode: offer.couponCode,
    terms: [
      `Use the code ${offer.couponCode} when you pay your processing fee.`,
      `It takes ${formatMoney(off)} off your fee of ${formatMoney(offer.feeAmount)}, ` +
        `so you pay ${formatMoney(left)} plus GST on that.`,
      `You can use it once, until ${formatDate(offer.validUntil)}.`,
    ],
  };
}
