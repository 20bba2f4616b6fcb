import { addressOfScreen } from '../routing/screen-addresses.ts';
import { PAYMENT_FLOWS, type PaymentFlow } from './types.ts';

// §2: the payment screens are children of the place the payment started from.

export const FLOW_BASE: Record<PaymentFlow, string> = {
  dashboard: '/dashboard',
  creditStatement: addressOfScreen('CreditStatement'),
  supplier: '/supplier/:supplierId/payment-history',
  processingFee: '/dashboard',
};

export const PAYMENT_SCREENS = {
  payNow: 'pay-now',
  methods: 'payment-methods',
  success: 'payment-success',
  failure: 'payment-failure',
  details: 'transaction-details',
} as const;

export type PaymentScreen = keyof typeof PAYMENT_SCREENS;

/**
 * §2 gives the processing fee two addresses: the fee with its coupon and the way to pay it on
 * processing-fee, the result (and its details) on processing-fee-result.
 */
export const PROCESSING_FEE_SCREENS: Record<PaymentScreen, string> = {
  payNow: 'processing-fee',
  methods: 'processing-fee',
  success: 'processing-fee-result',
  failure: 'processing-fee-result',
  details: 'processing-fee-result',
};

export const paymentPath = (flow: PaymentFlow, screen: PaymentScreen): string =>
  `${FLOW_BASE[flow]}/${(flow === 'processingFee' ? PROCESSING_FEE_SCREENS : PAYMENT_SCREENS)[screen]}`;

/** Where Done leads: the place the payment started from, filled. */
export function flowHome(flow: PaymentFlow, supplierId: string | null): string {
  return flow === 'supplier' ? `/supplier/${encodeURIComponent(supplierId ?? '')}/payment-history` : FLOW_BASE[flow];
}

/** A screen's address in every place it is drawn for (the chart draws it once: ADR 030). */
export function placePaths(screen: PaymentScreen, flows: readonly PaymentFlow[] = PAYMENT_FLOWS) {
  return Object.fromEntries(flows.map((flow) => [flow, paymentPath(flow, screen)])) as Readonly<Record<string, string>>;
}

/** A screen's route: one pattern per place, the context's place picking the one shown (ADR 030). */
export const screenAt = (screen: PaymentScreen, flows?: readonly PaymentFlow[]) => ({
  route: { path: placePaths(screen, flows), place: (context: { flow: PaymentFlow }) => context.flow },
});

/** Only Pay Now and Payment Methods may be opened by address, and only while nothing is in flight. */
export const byAddress = (screen: 'payNow' | 'methods') =>
  ({ guard: { type: 'mayOpen', params: { screen } } }) as const;
