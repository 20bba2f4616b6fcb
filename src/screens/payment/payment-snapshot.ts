import type { SnapshotFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PaymentActorRef } from '../../journeys/payment/runtime.ts';

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

export interface PaymentViewProps {
  actor: PaymentActorRef;
  snapshot: PaymentSnapshot;
}

/** The screen state under the flow the payment opened from: 'payNow', 'methods', 'success', … */
export function screenOf(snapshot: PaymentSnapshot): string | null {
  const value = snapshot.value;
  if (typeof value === 'string') return null;
  const inner = Object.values(value)[0];
  if (inner === undefined) return null;
  return typeof inner === 'string' ? inner : (Object.keys(inner)[0] ?? null);
}

/** The sub-state of the methods screen: 'choosing', 'starting', 'otp', 'processing', … */
export function methodsStep(snapshot: PaymentSnapshot): string | null {
  const value = snapshot.value;
  if (typeof value === 'string') return null;
  const inner = Object.values(value)[0];
  if (inner === undefined || typeof inner === 'string') return null;
  const methods = (inner as Record<string, unknown>)['methods'];
  return typeof methods === 'string' ? methods : null;
}

export const METHOD_LABEL = { DEBIT_CARD: 'Debit Card', NET_BANKING: 'Net Banking', UPI: 'UPI' } as const;
