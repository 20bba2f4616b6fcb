import type { SnapshotFrom } from 'xstate';
import type { supplierAccountMachine } from '../../../../machines/supplier-account/supplier-account.machine.ts';
import type { SupplierAccountActorRef } from '../runtime.ts';

export type SupplierAccountSnapshot = SnapshotFrom<typeof supplierAccountMachine>;

export interface SupplierScreenProps {
  actor: SupplierAccountActorRef;
  snapshot: SupplierAccountSnapshot;
}

/** A spend's state in words (the rails' names never reach the screen). */
export const SPEND_STATUS_TEXT = {
  created: 'Waiting for your confirmation',
  processing: 'Being paid',
  on_hold: 'On hold',
  settled: 'Paid to the supplier',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Not confirmed in time',
} as const;

/** Whose page this is: the supplier's name, or every supplier's. */
export const whose = (snapshot: SupplierAccountSnapshot): string =>
  snapshot.context.account?.supplier?.name ?? 'All suppliers';
