import type { Paise } from '../money/paise.ts';

// The plain types the purchase chart carries (ADR 029, ADR 040): what the lender answers about the
// credit line, suppliers, invitations and spends. The app's schemas (src/journeys/purchase) parse
// into exactly these; the wire vocabularies are written here once and picked from there.

/** The credit line as a spend needs it: what may be spent, and what would stop a spend. */
export type SpendLine = {
  active: boolean;
  creditLimit: Paise;
  /** The limit less what is drawn and what pending spends hold (the lender reserves it). */
  available: Paise;
  /** An instalment is past its due date. */
  overdue: boolean;
  /** The marketplace the customer buys through has blocked new transactions. */
  marketplaceBlocked: boolean;
  /** Days a spend bears no interest, as the agreement gives them. */
  interestFreeDays: number;
  /** Whether the customer has set the mPIN scan-and-pay asks for. */
  mpinSet: boolean;
};

/** The three ways into a spend: a supplier's quick payment, its invoices, a scanned UPI QR. */
export const SPEND_WAYS = ['quick', 'invoice', 'scan'] as const;
export type SpendWay = (typeof SPEND_WAYS)[number];

/** Where a supplier is paid: a bank account verified by a penny drop, or a UPI id. */
export type PayTo = { kind: 'bank'; accountLast4: string; ifsc: string } | { kind: 'upi'; vpa: string };

export type Supplier = {
  supplierId: string;
  name: string;
  gstin: string | null;
  /** The marketplace that lists the supplier (§6 supplierDetails.marketplaceId); null for one the customer added. */
  marketplaceId: string | null;
  payTo: PayTo;
};

export type Invitation = {
  invitationId: string;
  name: string;
  mobile: string;
  channel: InviteChannel;
  state: InvitationState;
};

/** An uploaded invoice document as §3 keeps it. */
export type InvoiceDocument = { documentId: string; displayName: string; name: string; size: number };

/** One invoice as it is sent: its number, date (YYYY-MM-DD) and amount, and its uploaded document. */
export type Invoice = { number: string; date: string; amount: Paise; document: InvoiceDocument | null };

/** What the review shows besides the limit: the agreement's interest-free days, the due date and any fee. */
export type SpendTerms = { interestFreeDays: number; dueDate: string; fee: Paise };

/** A payment link from a supplier or marketplace (§7 payment/link): the chart opens already filled in. */
export type PaymentLink = { supplier: Supplier; amount: Paise; invoices: Invoice[]; note: string };

export type SpendTransaction = {
  transactionId: string;
  supplierName: string;
  amount: Paise;
  status: SpendStatus;
  /** The rails' reason for a failure or a hold, in words the lender wrote for people; null otherwise. */
  reason: string | null;
  dueDate: string | null;
  /** How the lender asks the spend to be confirmed: a code sent by SMS, or the mPIN (scan-and-pay). */
  confirmBy: SpendConfirmation;
};

export const SPEND_CONFIRMATIONS = ['otp', 'mpin'] as const;
export type SpendConfirmation = (typeof SPEND_CONFIRMATIONS)[number];

/** A created spend, and where its OTP went (a masked number) when it is confirmed by one. */
export type CreatedSpend = { transaction: SpendTransaction; otpSentTo: string | null };

/** The merchant check of scan-and-pay: allowed or not, with the lender's reason code. */
export type Eligibility = { eligible: boolean; reason: string | null };

// The wire vocabularies.

/** A spend's states as the rails report them (docs/decisions/040): only settled moves money to the supplier. */
export const SPEND_STATUSES = ['created', 'processing', 'onHold', 'settled', 'failed', 'cancelled'] as const;
export type SpendStatus = (typeof SPEND_STATUSES)[number];

/** An invitation's states: sent, opened (the link was followed), joined (the supplier signed up), expired. */
export const INVITATION_STATES = ['sent', 'opened', 'joined', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITE_CHANNELS = ['sms', 'whatsapp'] as const;
export type InviteChannel = (typeof INVITE_CHANNELS)[number];
