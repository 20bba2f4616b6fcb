import { addressOfScreen } from '../routing/screen-addresses.ts';
import { buildPath } from '../routing/paths.ts';
import { addressAt, placesOf } from '../routing/screen-places.ts';
import { PAYMENT_SCREENS } from './screens.ts';
import { PAYMENT_FLOWS, type PaymentFlow } from './types.ts';

// Which of the payment's screens (./screens.ts) each screen state draws in each place: a repayment's
// screens at their place's address, the processing fee's at its own two (§2: the fee with its coupon
// and the way to pay it on processing-fee, the result and its details on processing-fee-result).

/** The screen states drawn in every place (the processing fee's breakup stands in for its Pay Now). */
export const PLACED_SCREENS = ['payNow', 'methods', 'success', 'failure', 'details'] as const;
export type PaymentScreen = (typeof PLACED_SCREENS)[number];

const FEE_SCREEN: Record<PaymentScreen, 'fee' | 'paidByCoupon'> = {
  payNow: 'fee',
  methods: 'fee',
  success: 'paidByCoupon',
  failure: 'paidByCoupon',
  details: 'paidByCoupon',
};

/** A screen state's address pattern in a place. */
export const paymentPath = (flow: PaymentFlow, screen: PaymentScreen): string =>
  flow === 'processingFee' ? addressAt(PAYMENT_SCREENS[FEE_SCREEN[screen]]) : addressAt(PAYMENT_SCREENS[screen], flow);

/** Where Done leads: the place the payment started from, filled (a supplier's: its payment history). */
export function flowHome(flow: PaymentFlow, supplierId: string | null): string {
  if (flow === 'supplier') return buildPath(addressOfScreen('SupplierPaymentHistory'), { id: supplierId });
  return addressOfScreen(flow === 'creditStatement' ? 'CreditStatement' : 'Dashboard');
}

/** A screen state's address in every place it is drawn for (the chart draws it once: ADR 030). */
export function placePaths(screen: PaymentScreen, flows: readonly PaymentFlow[] = PAYMENT_FLOWS) {
  const repayment: Readonly<Record<string, string>> = placesOf(PAYMENT_SCREENS[screen]);
  return Object.fromEntries(flows.map((flow) => [flow, repayment[flow] ?? paymentPath(flow, screen)])) as Readonly<
    Record<string, string>
  >;
}

/**
 * A screen state's route: one pattern per place, the context's place picking the one shown (ADR 030);
 * a supplier's id fills the supplier place's `:id?`.
 */
export const screenAt = (screen: PaymentScreen, flows?: readonly PaymentFlow[]) => ({
  route: {
    path: placePaths(screen, flows),
    place: (context: { flow: PaymentFlow }) => context.flow,
    params: (context: { supplierId: string | null }) => ({ id: context.supplierId }),
  },
});

/** A processing fee screen's route: its one address. */
export const feeScreen = (screen: 'fee' | 'paidByCoupon') => ({ route: { path: addressAt(PAYMENT_SCREENS[screen]) } });

/** Only Pay Now and Payment Methods may be opened by address, and only while nothing is in flight. */
export const byAddress = (screen: 'payNow' | 'methods') =>
  ({ guard: { type: 'mayOpen', params: { screen } } }) as const;
