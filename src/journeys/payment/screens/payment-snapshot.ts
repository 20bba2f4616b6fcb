import type { SnapshotFrom } from 'xstate';
import type { paymentMachine } from '../../../../machines/payment/payment.machine.ts';
import type { PaymentActorRef } from '../runtime.ts';

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

export interface PaymentViewProps {
  actor: PaymentActorRef;
  snapshot: PaymentSnapshot;
}

/** The chart's screen state, whatever place the payment opened from: 'payNow', 'fee', 'methods', … */
export function screenOf(snapshot: PaymentSnapshot): string {
  const value = snapshot.value;
  return typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
}

/** The sub-state of the methods screen: 'choosing', 'starting', 'otp', 'processing', … */
export function methodsStep(snapshot: PaymentSnapshot): string | null {
  const value = snapshot.value;
  return typeof value === 'object' && 'methods' in value ? value.methods : null;
}

export const METHOD_LABEL = { DEBIT_CARD: 'Debit Card', NET_BANKING: 'Net Banking', UPI: 'UPI' } as const;
