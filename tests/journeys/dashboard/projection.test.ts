import { describe, expect, it } from 'vitest';
import type { DashboardContext } from '../../../machines/dashboard/dashboard.machine.ts';
import { linePosition } from '../../../machines/dashboard/dashboard.machine.ts';
import { bannersOf, dashboardView, recentPayment } from '../../../src/journeys/dashboard/projection.ts';
import { ACTIVE_HOME, LOADS, repayment } from '../../support/events/dashboard-events.ts';
import { OFFER } from '../../support/events/dashboard-pages-events.ts';
import { inr } from '../../support/money.ts';

// What the dashboard of an active line shows, from the lender's answers: §9 money (en-IN grouping,
// no decimals for whole rupees, two otherwise, ₹0 under a paisa), the next due date with the least
// to pay by then, overdue once the day has passed in India, the five latest payments and home's banners.

const at = (load: (typeof LOADS)[keyof typeof LOADS], payable: Partial<DashboardContext['payable']> = {}) => ({
  home: load.home,
  payable: { ...load.payable, ...payable },
  payments: load.payments,
  offers: load.offers,
  problem: null,
});

const DAY_BEFORE = Date.parse('2026-02-28T12:00:00Z');
// 1 Mar 2026, 00:10 in India: still 28 Feb in UTC, already the due day in India.
const DUE_DAY_IN_INDIA = Date.parse('2026-02-28T18:40:00Z');
const DAY_AFTER_IN_INDIA = Date.parse('2026-03-01T18:40:00Z');

describe('dashboard projection', () => {
  it('says a credit balance is money the lender owes back and when, never a negative due', () => {
    const view = dashboardView(
      at(LOADS.clear, { creditBalance: inr(4000), creditBalanceRefundBy: '2026-12-06' }),
      DAY_BEFORE,
    );
    expect(view?.totalDue).toBe('₹0');
    expect(view?.creditBalance).toBe('₹4,000 paid in excess. We will refund it to your bank account by 06 Dec 2026.');
    expect(dashboardView(at(LOADS.clear), DAY_BEFORE)?.creditBalance).toBeNull();
  });

  it('says in words when payments in progress cover part of the due', () => {
    const view = dashboardView(at(LOADS.owing, { pendingRepayments: inr(1000), payableNow: inr(5000) }), DAY_BEFORE);
    expect(view?.inProgress).toBe('₹1,000 of your ₹6,000 due is covered by payments in progress.');
    expect(dashboardView(at(LOADS.owing), DAY_BEFORE)?.inProgress).toBeNull();
  });

  it('formats the line and the dues as §9 money', () => {
    const view = dashboardView(
      at(LOADS.owing, { used: inr(1234567.5), available: inr(0), totalDue: inr(6000.1) }),
      DAY_BEFORE,
    );
    expect(view?.line).toEqual([
      { label: 'Credit limit', value: '₹5,00,000' },
      { label: 'Available', value: '₹0' },
      { label: 'Used', value: '₹12,34,567.50' },
    ]);
    expect(view?.totalDue).toBe('₹6,000.10');
  });

  it('gives the next due date with the minimum due, and overdue only after that day in India', () => {
    const context = at(LOADS.owing);
    expect(dashboardView(context, DAY_BEFORE)?.nextDue).toEqual({
      date: '01 Mar 2026',
      amount: '₹500',
      overdue: false,
    });
    expect(dashboardView(context, DUE_DAY_IN_INDIA)?.nextDue?.overdue).toBe(false);
    expect(dashboardView(context, DAY_AFTER_IN_INDIA)?.nextDue?.overdue).toBe(true);
  });

  it('has no next due when nothing is owed, or the lender names no date', () => {
    expect(dashboardView(at(LOADS.clear), DAY_BEFORE)?.nextDue).toBeNull();
    expect(dashboardView(at(LOADS.owing, { nextDueDate: null }), DAY_BEFORE)?.nextDue).toBeNull();
  });

  it('lists the five latest payments, each linked to its details, one never confirmed too', () => {
    const payments = Array.from({ length: 7 }, (_, index) => ({
      ...repayment(1000 + index),
      transactionId: `TXN000000000000000${index}`,
      status: index === 1 ? ('created' as const) : ('success' as const),
    }));
    const view = dashboardView({ ...at(LOADS.owing), payments }, DAY_BEFORE);
    expect(view?.recent.map((payment) => payment.amount)).toEqual(['₹1,000', '₹1,001', '₹1,002', '₹1,003', '₹1,004']);
    expect(view?.more).toBe(true);
    expect(view?.recent[0]?.href).toBe('/dashboard/transaction-details?transactionId=TXN0000000000000000');
    expect(view?.recent[1]?.href).toBe('/dashboard/transaction-details?transactionId=TXN0000000000000001');
    expect(view?.recent[1]?.status).toBe('Not completed');
  });

  it('dates a payment as DD Mon YYYY with weekday and time in India, and names its method', () => {
    const card = { ...repayment(250.5), paymentMethod: 'DEBIT_CARD' as const, cardLast4: '1111' };
    expect(recentPayment(card)).toMatchObject({
      title: 'Repayment',
      amount: '₹250.50',
      when: '01 Feb 2026, Sunday 3:30 PM',
      method: 'Debit Card ending 1111',
      status: 'Paid',
    });
    expect(recentPayment({ ...card, purpose: 'processingFee', status: 'pending' })).toMatchObject({
      title: 'Processing fee',
      status: 'Waiting for your bank',
    });
  });

  it('shows home banners only when home has them', () => {
    expect(bannersOf(ACTIVE_HOME)).toEqual([]);
    const ids = bannersOf({
      ...ACTIVE_HOME,
      showHigherLimitBanner: true,
      referAndEarnTncLink: 'https://example.invalid/tnc',
      processingFeeDetails: {
        processingFeeId: 'PF-1',
        amount: inr(2000),
        gstPercent: 18,
        gst: inr(360),
        total: inr(2360),
      },
    }).map((banner) => banner.id);
    expect(ids).toEqual(['processing-fee', 'higher-limit', 'refer-and-earn']);
  });

  // ADR 054: the welcome reward, once in the points ledger, leads to the rewards statement.
  it('says the welcome reward is in and links it to the rewards statement', () => {
    const welcome = { points: 500, earnedAt: '2026-01-15T10:00:00.000Z' };
    expect(bannersOf({ ...ACTIVE_HOME, welcomeRewardEarned: welcome })).toEqual([
      {
        id: 'welcome-reward',
        text: 'Your welcome reward of 500 points is in.',
        link: { label: 'See your reward points', to: '/rewards/statement' },
      },
    ]);
  });

  it('puts each offer first, linked to its details by its id', () => {
    const banners = dashboardView({ ...at(LOADS.owing), offers: [OFFER] }, DAY_BEFORE)?.banners;
    expect(banners?.[0]).toEqual({
      id: 'offer-flat500',
      text: '₹500 off your processing fee with the code FLAT500.',
      link: { label: 'Details of the FLAT500 offer', to: '/dashboard/details?offerId=flat500' },
    });
  });

  it('is nothing before the first answer', () => {
    expect(
      dashboardView({ home: null, payable: null, payments: [], offers: [], problem: null }, DAY_BEFORE),
    ).toBeNull();
  });
});

describe('line position', () => {
  it('owes while anything is due, is clear once repaid, unused before any use', () => {
    expect(linePosition(LOADS.owing)).toBe('owing');
    expect(linePosition(LOADS.clear)).toBe('clear');
    expect(linePosition(LOADS.unused)).toBe('unused');
    // Drawn but not billed yet: nothing due, the line is in use.
    expect(linePosition({ ...LOADS.unused, payable: { ...LOADS.unused.payable, used: inr(100) } })).toBe('clear');
    // A failed repayment repaid nothing.
    expect(linePosition({ ...LOADS.unused, payments: [{ ...repayment(100), status: 'failed' }] })).toBe('unused');
  });
});
