import type { PaymentFlow } from './types.ts';

// §2: the payment screens are children of the place the payment started from.

export const FLOW_BASE: Record<PaymentFlow, string> = {
  dashboard: '/dashboard',
  creditStatement: '/credit-statement',
  supplier: '/supplier/:supplierId/payment-history',
};

export const PAYMENT_SCREENS = {
  payNow: 'pay-now',
  methods: 'payment-methods',
  success: 'payment-success',
  failure: 'payment-failure',
  details: 'transaction-details',
} as const;

export type PaymentScreen = keyof typeof PAYMENT_SCREENS;

export const paymentPath = (flow: PaymentFlow, screen: PaymentScreen): string =>
  `${FLOW_BASE[flow]}/${PAYMENT_SCREENS[screen]}`;

/** Where Done leads: the place the payment started from, filled. */
export function flowHome(flow: PaymentFlow, supplierId: string | null): string {
  return flow === 'supplier' ? `/supplier/${encodeURIComponent(supplierId ?? '')}/payment-history` : FLOW_BASE[flow];
}
