import { routeNameOf, type PlaceAddress, type ScreenTable } from '../routing/screen-table.ts';
import type { REPAYMENT_FLOWS } from './types.ts';

// The payment journey's screens (§2, ADR 030, ADR 033, ADR 036), written once. A repayment's five
// screens are drawn in each place a repayment starts from, §2 nesting them under that place: the
// dashboard, the credit statement and a supplier's payment history; each is one screen with an
// address per place (the place is the chart's context). The processing fee is a place of its own
// with two screens of its own: the fee (its breakup, coupon and the way to pay it) and its result.
// Each address is written here in full, as §2 gives it. The chart says which screen each state
// draws in which place (machines/payment/paths.ts). Every signed-in customer may open them, whatever
// the application's status, so the journey takes no status over.

type RepaymentPlace = (typeof REPAYMENT_FLOWS)[number];

/** A repayment screen's address in each place, and its route name there ("Supplier Pay Now"). */
const inEachPlace = <const N extends string>(
  name: N,
  paths: Readonly<Record<RepaymentPlace, string>>,
): { readonly name: N; readonly layout: 'Home'; readonly places: Readonly<Record<RepaymentPlace, PlaceAddress>> } => ({
  name,
  layout: 'Home',
  places: {
    dashboard: { path: paths.dashboard, routeName: `Dashboard ${routeNameOf({ name })}` },
    creditStatement: {
      path: paths.creditStatement,
      routeName: `Credit Statement ${routeNameOf({ name })}`,
      meta: { isCreditStatementFlow: true },
    },
    supplier: {
      path: paths.supplier,
      routeName: `Supplier ${routeNameOf({ name })}`,
      meta: { isSupplierFlow: true },
    },
  },
});

export const PAYMENT_SCREENS = {
  payNow: inEachPlace('PayNow', {
    dashboard: '/dashboard/pay-now',
    creditStatement: '/credit-statement/pay-now',
    supplier: '/supplier/:id?/payment-history/pay-now',
  }),
  methods: inEachPlace('PaymentMethods', {
    dashboard: '/dashboard/payment-methods',
    creditStatement: '/credit-statement/payment-methods',
    supplier: '/supplier/:id?/payment-history/payment-methods',
  }),
  success: inEachPlace('PaymentSuccess', {
    dashboard: '/dashboard/payment-success',
    creditStatement: '/credit-statement/payment-success',
    supplier: '/supplier/:id?/payment-history/payment-success',
  }),
  failure: inEachPlace('PaymentFailure', {
    dashboard: '/dashboard/payment-failure',
    creditStatement: '/credit-statement/payment-failure',
    supplier: '/supplier/:id?/payment-history/payment-failure',
  }),
  details: inEachPlace('TransactionDetails', {
    dashboard: '/dashboard/transaction-details',
    creditStatement: '/credit-statement/transaction-details',
    supplier: '/supplier/:id?/payment-history/transaction-details',
  }),
  // The processing fee's breakup, and its methods: one address (§2).
  fee: { name: 'ProcessingFee', path: '/dashboard/processing-fee', layout: 'Home' },
  // Its result: a coupon that paid it all, the payment's success or failure, and their details.
  paidByCoupon: { name: 'ProcessingFeeResult', path: '/dashboard/processing-fee-result', layout: 'Home' },
} as const satisfies ScreenTable;

export type PaymentScreenState = keyof typeof PAYMENT_SCREENS;
