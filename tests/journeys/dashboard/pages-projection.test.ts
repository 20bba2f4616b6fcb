import { describe, expect, it } from 'vitest';
import type { DashboardPagesContext } from '../../../machines/dashboard/pages-types.ts';
import {
  linkLabel,
  notificationsView,
  offerTitle,
  offerView,
} from '../../../src/journeys/dashboard/pages-projection.ts';
import { DRAWN, FEE_WAITING, OFFER } from '../../support/events/dashboard-pages-events.ts';
import { inr } from '../../support/money.ts';

// What the notification and offer pages show: each notification dated per §9 (India's time, with
// weekday), its way on named for what the customer does there, the unread count in words, and an
// offer's terms in plain words with the money per §9.

const context = (over: Partial<DashboardPagesContext> = {}): DashboardPagesContext => ({
  page: 'notifications',
  offerId: null,
  notifications: [FEE_WAITING, { ...DRAWN, read: true }],
  markingId: null,
  offer: null,
  problem: null,
  ...over,
});

describe('notifications projection', () => {
  it('dates each one, names its way on, and counts the unread', () => {
    const view = notificationsView(context());
    expect(view.items[0]).toEqual({
      id: FEE_WAITING.id,
      title: 'Processing fee waiting',
      body: FEE_WAITING.body,
      when: '01 Feb 2026, Sunday 3:30 PM',
      read: false,
      marking: false,
      link: { to: '/dashboard/processing-fee', label: 'Pay the processing fee' },
    });
    expect(view.items[1]?.link).toBeNull();
    expect(view.unread).toBe(1);
    expect(view.summary).toBe('1 unread');
  });

  it('marks the one being marked busy, and says all read when none is left', () => {
    expect(notificationsView(context({ markingId: FEE_WAITING.id })).items.map((one) => one.marking)).toEqual([
      true,
      false,
    ]);
    const allRead = context({ notifications: [{ ...FEE_WAITING, read: true }] });
    expect(notificationsView(allRead).summary).toBe('All read');
  });

  it('names each address for what the customer does there', () => {
    expect(linkLabel('/dashboard/transaction-details?transactionId=TXN0123456789ABCDEF')).toBe('View the payment');
    expect(linkLabel('/dashboard/pay-now')).toBe('Pay now');
    expect(linkLabel('/dashboard')).toBe('Go to the dashboard');
  });
});

describe('offer projection', () => {
  it('says a fixed coupon in rupees, with what is left to pay and until when', () => {
    expect(offerView(OFFER)).toEqual({
      title: '₹500 off your processing fee',
      couponCode: 'FLAT500',
      terms: [
        'Use the code FLAT500 when you pay your processing fee.',
        'It takes ₹500 off your fee of ₹2,000, so you pay ₹1,500 plus GST on that.',
        'You can use it once, until 31 Dec 2099.',
      ],
    });
  });

  it('says a share in per cent, a whole fee as free, and never takes off more than the fee', () => {
    expect(offerTitle({ ...OFFER, percentOff: 50, amountOff: null })).toBe('50% off your processing fee');
    expect(offerView({ ...OFFER, percentOff: 50, amountOff: null, feeAmount: inr(1999) }).terms[1]).toBe(
      'It takes ₹999.50 off your fee of ₹1,999, so you pay ₹999.50 plus GST on that.',
    );
    expect(offerTitle({ ...OFFER, percentOff: 100, amountOff: null })).toBe('Your processing fee, free');
    expect(offerView({ ...OFFER, feeAmount: inr(300) }).terms[1]).toBe(
      'It takes ₹300 off your fee of ₹300, so you pay ₹0 plus GST on that.',
    );
  });
});
