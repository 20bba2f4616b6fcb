import type { Paise } from '../../rules/money/paise.ts';
import type { InvoiceDraft, InvoiceField, InvoiceProblems } from '../../rules/purchase/invoice.ts';
import type { BlockedReason } from '../../rules/purchase/spend.ts';
import type {
  InviteValues,
  NewSupplier,
  PayBy,
  SupplierField,
  SupplierValues,
} from '../../rules/purchase/supplier-form.ts';
import type {
  Invitation,
  Invoice,
  SpendLine,
  SpendTerms,
  SpendTransaction,
  SpendWay,
  Supplier,
  InviteChannel,
} from '../../rules/purchase/types.ts';
import type { UpiPayment } from '../../rules/purchase/upi-uri.ts';

export type * from '../../rules/purchase/types.ts';

// The purchase chart's context, events and input, and what its calls take (ADR 040).

/** Where the chart was opened: a screen's address, a payment link, or a spend to resume after a reload. */
export type PurchaseEntry =
  | { kind: 'suppliers' | 'addSupplier' | 'inviteSupplier' | 'scan' }
  | { kind: 'link'; linkId: string }
  | { kind: 'resume'; transactionId: string };

export interface PurchaseInput {
  entry: PurchaseEntry;
  /** Kept by the app with the purchase (§3), so a reload sends the same key for the same spend. */
  keySeed: string;
  /** Today in India (YYYY-MM-DD): invoice dates are judged against it. */
  today: string;
}

/** Who is paid: a supplier of the list, or the merchant a scanned code names. */
export type Payee =
  | { kind: 'supplier'; supplierId: string }
  | { kind: 'vpa'; vpa: string; name: string; merchantCode: string; reference: string };

export interface SpendRequest {
  way: SpendWay;
  payee: Payee;
  amount: Paise;
  note: string;
  invoices: Invoice[];
  idempotencyKey: string;
}

export interface QuoteRequest {
  payee: Payee;
  amount: Paise;
}

export type { InviteValues, NewSupplier };

/** Each event's payload by its type; a button's is empty. Ordered by screen, as the screens send them. */
interface PurchasePayloads {
  SEARCH: { query: string };
  SELECT_SUPPLIER: { supplierId: string };
  ADD_SUPPLIER: NoPayload;
  CHANGE_SUPPLIER: { field: SupplierField; value: string };
  CHOOSE_PAY_BY: { payBy: PayBy };
  INVITE_SUPPLIER: NoPayload;
  CHANGE_INVITE: { field: 'name' | 'mobile'; value: string };
  CHOOSE_CHANNEL: { channel: InviteChannel };
  SUBMIT: NoPayload;
  CHECK_AGAIN: NoPayload;
  RESEND: NoPayload;
  PAY_QUICK: NoPayload;
  TYPE_AMOUNT: { value: string };
  PAY_INVOICES: NoPayload;
  TYPE_NOTE: { value: string };
  CONTINUE: NoPayload;
  ADD_INVOICE: NoPayload;
  REMOVE_INVOICE: { index: number };
  CHANGE_INVOICE: { index: number; field: Exclude<InvoiceField, 'document'>; value: string };
  FILE_CHOSEN: { index: number; file: File };
  SCAN_AND_PAY: NoPayload;
  SCANNED: { text: string };
  SCAN_AGAIN: NoPayload;
  PAY: NoPayload;
  TYPE_MPIN: { mpin: string };
  TYPE_MPIN_AGAIN: { mpin: string };
  CONFIRM_DELIVERY: NoPayload;
  CHANGE_AMOUNT: NoPayload;
  TRY_AGAIN: NoPayload;
  PAY_ANOTHER: NoPayload;
  // On most screens.
  BACK: NoPayload;
  CANCEL: NoPayload;
  RETRY: NoPayload;
  DONE: NoPayload;
}

type NoPayload = Record<never, never>;

export type PurchaseEvent = {
  [T in keyof PurchasePayloads]: { type: T } & PurchasePayloads[T];
}[keyof PurchasePayloads];

export interface PurchaseContext {
  entry: PurchaseEntry;
  keySeed: string;
  today: string;
  way: SpendWay;
  line: SpendLine | null;
  query: string;
  suppliers: Supplier[];
  supplier: Supplier | null;
  supplierForm: SupplierValues;
  supplierErrors: Partial<Record<SupplierField, string>>;
  inviteForm: InviteValues;
  inviteErrors: Partial<Record<'name' | 'mobile', string>>;
  invitation: Invitation | null;
  amountTyped: string;
  amount: Paise | null;
  amountError: string | null;
  note: string;
  invoices: InvoiceDraft[];
  invoiceErrors: InvoiceProblems[];
  invoicesError: string | null;
  /** The file being uploaded and the invoice it is for, until the upload answers. */
  upload: { index: number; file: File } | null;
  scanned: UpiPayment | null;
  scanError: string | null;
  /** The verified holder of the scanned UPI id, as the lender read it. */
  payeeName: string | null;
  terms: SpendTerms | null;
  attempts: number;
  /** The spend's key: kept for a retry of the same spend, dropped when its details change (ADR 040). */
  idempotencyKey: string | null;
  transaction: SpendTransaction | null;
  otpSentTo: string | null;
  /** The mPIN typed (entered, or the new one): only until the call that takes it. */
  mpin: string;
  /** A new mPIN typed again. */
  repeat: { mpin: string };
  mpinErrors: { mpin?: string; confirm?: string };
  blocked: BlockedReason | null;
  /** The alert on the current screen: a server message or the journey's own sentence. */
  error: string | null;
}
