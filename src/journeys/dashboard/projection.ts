import type { DashboardContext, HomeResponse, Offer, Transaction } from '../../../machines/dashboard/types.ts';
import { OFFER_QUERY } from '../../../machines/dashboard/pages-types.ts';
import { DASHBOARD_PATHS } from '../../../machines/dashboard/screens.ts';
import { offerTitle } from './pages-projection.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';
import { formatDate, toInstant } from '../../lib/format/date.ts';
import { formatMoney } from '../../../rules/money/format.ts';
import { creditBalanceSentence, inProgressSentence } from '../../lib/format/credit-balance.ts';

// What the dashboard of an active line shows, worked out once from the machine's context: each
// figure in §9's money format, the next due date with the amount, the latest payments (dated per
// §9, each linked to its transaction details) and home's banners. Screens only draw it.

/** How many payments the dashboard lists; the rest are on the payment history. */
export const RECENT_COUNT = 5;

export interface Figure {
  label: string;
  value: string;
}

export interface NextDue {
  /** DD Mon YYYY. */
  date: string;
  /** The least to pay by then (the minimum due). */
  amount: string;
  /** The date has passed and something is still owed. */
  overdue: boolean;
}

export interface RecentPayment {
  id: string;
  title: string;
  amount: string;
  /** DD Mon YYYY, weekday and time (§9). */
  when: string;
  method: string;
  status: string;
  /** Its transaction details: every payment the lender knows has them, one never confirmed too. */
  href: string;
}

export interface Banner {
  id: string;
  text: string;
  link: { label: string; to: string };
}

export interface DashboardView {
  line: readonly Figure[];
  totalDue: string;
  nextDue: NextDue | null;
  /** Repayments in progress that count against the due, in words; null when none is. */
  inProgress: string | null;
  /** Money paid in excess that the lender owes back and how it returns, in words; null when none. */
  creditBalance: string | null;
  recent: readonly RecentPayment[];
  /** More payments than the dashboard lists. */
  more: boolean;
  banners: readonly Banner[];
}

const METHOD_LABELS: Record<Transaction['paymentMethod'], string> = {
  DEBIT_CARD: 'Debit Card',
  NET_BANKING: 'Net Banking',
  UPI: 'UPI',
};

const STATUS_LABELS: Record<Transaction['status'], string> = {
  success: 'Paid',
  failed: 'Failed',
  pending: 'Waiting for your bank',
  created: 'Not completed',
};

const TITLES: Record<Transaction['purpose'], string> = { repayment: 'Repayment', processingFee: 'Processing fee' };

function methodOf(payment: Transaction): string {
  const label = METHOD_LABELS[payment.paymentMethod];
  return payment.paymentMethod === 'DEBIT_CARD' && payment.cardLast4 ? `${label} ending ${payment.cardLast4}` : label;
}

// A payment's details, the payment's screen in the dashboard's place (asked by name: ADR 036).
const DETAILS = screenAddress('TransactionDetails', 'dashboard');

export function recentPayment(payment: Transaction): RecentPayment {
  return {
    id: payment.transactionId,
    title: TITLES[payment.purpose],
    amount: formatMoney(payment.amount),
    when: formatDate(payment.createdAt, { withWeekdayAndTime: true }),
    method: methodOf(payment),
    status: STATUS_LABELS[payment.status],
    href: `${DETAILS}?transactionId=${encodeURIComponent(payment.transactionId)}`,
  };
}

/** The due date, in India's calendar, is before `today` (an instant). */
function isPast(date: string, today: number): boolean {
  const due = toInstant(date);
  return due !== null && formatDay(due.getTime()) < formatDay(today);
}

// YYYY-MM-DD of an instant in IST (UTC+05:30), so dates compare as strings.
const formatDay = (instant: number) => new Date(instant + 330 * 60_000).toISOString().slice(0, 10);

/** An offer's details: /dashboard/details?offerId=…. */
export const offerHref = (offer: Offer): string =>
  `${DASHBOARD_PATHS.offer}?${OFFER_QUERY}=${encodeURIComponent(offer.id)}`;

/** Home's banners and the offers, each with the way to it (a page not built yet says so itself). */
export function bannersOf(home: HomeResponse, offers: readonly Offer[] = []): Banner[] {
  const banners: Banner[] = offers.map((offer) => ({
    id: `offer-${offer.id}`,
    text: `${offerTitle(offer)} with the code ${offer.couponCode}.`,
    link: { label: `Details of the ${offer.couponCode} offer`, to: offerHref(offer) },
  }));
  if (home.processingFeeDetails !== null) {
    banners.push({
      id: 'processing-fee',
      text: 'Your processing fee is waiting to be paid.',
      link: { label: 'Pay the processing fee', to: screenAddress('ProcessingFee') },
    });
  }
  if (home.showHigherLimitBanner) {
    banners.push({
      id: 'higher-limit',
      text: 'You may be able to get a higher credit limit.',
      link: { label: 'See loan offers', to: screenAddress('LoanOffers') },
    });
  }
  if (home.welcomeRewardEarned !== null) {
    banners.push({
      id: 'welcome-reward',
      text: `Your welcome reward of ${home.welcomeRewardEarned.points} points is in.`,
      link: { label: 'See your reward points', to: screenAddress('RewardStatement') },
    });
  }
  if (home.referAndEarnTncLink !== null) {
    banners.push({
      id: 'refer-and-earn',
      text: 'Invite other shop owners and earn rewards.',
      link: { label: 'Refer and earn', to: screenAddress('ReferAndEarn') },
    });
  }
  return banners;
}

/** The dashboard's view of a loaded context; null before the first answer. */
export function dashboardView(context: DashboardContext, today: number): DashboardView | null {
  const { payable, home } = context;
  if (!payable || !home) return null;
  const owing = payable.totalDue > 0;
  return {
    line: [
      { label: 'Credit limit', value: formatMoney(payable.creditLimit) },
      { label: 'Available', value: formatMoney(payable.available) },
      { label: 'Used', value: formatMoney(payable.used) },
    ],
    totalDue: formatMoney(payable.totalDue),
    nextDue:
      owing && payable.nextDueDate
        ? {
            date: formatDate(payable.nextDueDate),
            amount: formatMoney(payable.minimumDue),
            overdue: isPast(payable.nextDueDate, today),
          }
        : null,
    inProgress:
      owing && payable.pendingRepayments > 0 ? inProgressSentence(payable.pendingRepayments, payable.totalDue) : null,
    creditBalance:
      payable.creditBalance > 0 ? creditBalanceSentence(payable.creditBalance, payable.creditBalanceRefundBy) : null,
    recent: context.payments.slice(0, RECENT_COUNT).map(recentPayment),
    more: context.payments.length > RECENT_COUNT,
    banners: bannersOf(home, context.offers),
  };
}
