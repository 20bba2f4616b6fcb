import type { SupplierAccount } from '../../rules/supplier-account/types.ts';
import type { SupplierAccountScreen } from './screens.ts';

export type * from '../../rules/supplier-account/types.ts';

// The supplier page chart's input and events (ADR 047).

/** The screen the chart was opened on: its address decides where it starts. */
export type SupplierPlace = SupplierAccountScreen;

export interface SupplierAccountInput {
  place: SupplierPlace;
  /** The supplier of /supplier/:id, or null for every supplier's together. */
  supplierId: string | null;
  /** The due a details address names (?transactionId=). */
  dueId: string | null;
}

export interface SupplierAccountContext {
  place: SupplierPlace;
  supplierId: string | null;
  account: SupplierAccount | null;
  /** The due on the details screen. */
  dueId: string | null;
  /** The request being approved or declined. */
  requestId: string | null;
  /** The payment link an approved request is paid through. */
  linkId: string | null;
  /** What the last answer did ("You declined …"). */
  notice: string | null;
  /** The alert on the current screen: the lender's sentence or the journey's own. */
  error: string | null;
}

export type SupplierAccountEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN_HISTORY' }
  | { type: 'OPEN_PENDING' }
  | { type: 'OPEN_REQUESTS' }
  | { type: 'VIEW_DUE'; transactionId: string }
  | { type: 'CLEAR' }
  | { type: 'PAY' }
  | { type: 'BACK' }
  | { type: 'APPROVE'; requestId: string }
  | { type: 'DECLINE'; requestId: string }
  | { type: 'CONFIRM_DECLINE' }
  | { type: 'KEEP_REQUEST' };
