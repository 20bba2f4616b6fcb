import * as v from 'valibot';
import { wirePaiseAtLeastZero } from '../../../api/wire-money.ts';
import {
  type Invitation,
  type PayTo,
  type SpendStatus,
  type SpendTerms,
  type SpendTransaction,
  type Supplier,
  INVITATION_STATES,
} from '../../../../rules/purchase/types.ts';

// The lender's answers for spending the credit line (docs/api-contract.md, "Spending the credit
// line"), parsed into the chart's plain types (rules/purchase/types.ts): the wire's names stay here.

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const text = v.pipe(v.string(), v.minLength(1));

export const wireSupplierSchema = v.pipe(
  v.object({
    id: text,
    name: text,
    gstin: v.nullable(v.string()),
    marketplaceId: v.nullable(v.string()),
    vpa: v.nullable(v.string()),
    accountLast4: v.nullable(v.string()),
    ifsc: v.nullable(v.string()),
  }),
  v.check((one) => one.accountLast4 !== null || one.vpa !== null, 'a supplier is paid to an account or a UPI id'),
  v.transform((one): Supplier => ({
    supplierId: one.id,
    name: one.name,
    gstin: one.gstin,
    marketplaceId: one.marketplaceId,
    // A listed supplier takes both; its bank account is the one its payouts go to.
    payTo: (one.accountLast4 !== null
      ? { kind: 'bank', accountLast4: one.accountLast4, ifsc: one.ifsc ?? '' }
      : { kind: 'upi', vpa: one.vpa ?? '' }) satisfies PayTo,
  })),
);

export const suppliersSchema = v.object({ suppliers: v.array(wireSupplierSchema) });
export const supplierAnswerSchema = v.object({ supplier: wireSupplierSchema });

const CHANNELS = { SMS: 'sms', WHATSAPP: 'whatsapp' } as const;

export const wireInvitationSchema = v.pipe(
  v.object({
    id: text,
    name: text,
    phone: text,
    channel: v.picklist(['SMS', 'WHATSAPP']),
    state: v.picklist(INVITATION_STATES),
  }),
  v.transform((one): Invitation => ({
    invitationId: one.id,
    name: one.name,
    mobile: one.phone,
    channel: CHANNELS[one.channel],
    state: one.state,
  })),
);
export const invitationAnswerSchema = v.object({ invitation: wireInvitationSchema });
export const invitationsSchema = v.object({ invitations: v.array(wireInvitationSchema) });

/** The rails' states as the lender names them; an expired spend (never confirmed) ended as a failure. */
const STATUSES: Readonly<Record<string, SpendStatus>> = {
  created: 'created',
  processing: 'processing',
  on_hold: 'onHold',
  settled: 'settled',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'failed',
};

export const wireSpendSchema = v.pipe(
  v.object({
    transactionId: text,
    status: v.picklist(Object.keys(STATUSES)),
    reason: v.nullable(v.string()),
    amount: wirePaiseAtLeastZero,
    channel: v.string(),
    supplier: v.object({ id: v.nullable(v.string()), name: text }),
    marketplaceId: v.nullable(v.string()),
    confirmWith: v.nullable(v.picklist(['OTP', 'MPIN'])),
    dueDate: v.nullable(day),
  }),
  v.transform((one): SpendTransaction & { marketplaceId: string | null } => ({
    transactionId: one.transactionId,
    supplierName: one.supplier.name,
    amount: one.amount,
    status: STATUSES[one.status] ?? 'failed',
    reason: one.reason,
    dueDate: one.dueDate,
    // Not chosen yet (created, not sent for confirmation): a scanned payment goes by mPIN, the rest by OTP.
    confirmBy: (one.confirmWith ?? (one.channel === 'scanpay' ? 'MPIN' : 'OTP')) === 'MPIN' ? 'mpin' : 'otp',
    marketplaceId: one.marketplaceId,
  })),
);
export const spendAnswerSchema = v.object({ transaction: wireSpendSchema });
export const processedSchema = v.object({ transaction: wireSpendSchema, sentTo: v.nullable(v.string()) });
export const resentSchema = v.object({ sentTo: v.nullable(v.string()) });

/** POST /v1/customer/transaction: the review's figures (or, without a line, only its refusal). */
export const quoteSchema = v.object({
  fee: v.optional(wirePaiseAtLeastZero),
  availableBefore: v.optional(wirePaiseAtLeastZero),
  interestFreeDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  dueDate: v.optional(day),
  refusal: v.nullable(v.object({ code: text, message: text })),
});
export type Quote = v.InferOutput<typeof quoteSchema>;

export function termsOfQuote(quote: Quote): SpendTerms | null {
  if (quote.fee === undefined || quote.interestFreeDays === undefined || quote.dueDate === undefined) return null;
  return { interestFreeDays: quote.interestFreeDays, dueDate: quote.dueDate, fee: quote.fee };
}

export const mpinStateSchema = v.object({ isSet: v.boolean() });

export const vpaCheckSchema = v.object({ vpa: text, valid: v.boolean(), name: v.nullable(v.string()) });

export const eligibilitySchema = v.object({
  eligible: v.boolean(),
  reasons: v.array(v.object({ code: text, message: v.string() })),
});

export const linkSchema = v.object({
  linkId: text,
  supplier: v.object({ id: text }),
  amount: wirePaiseAtLeastZero,
  invoiceNumber: v.nullable(v.string()),
  note: v.nullable(v.string()),
});

export const PAYOUT_METHODS = ['BANK_TRANSFER', 'UPI'] as const;
export const payoutMethodsSchema = v.object({
  payoutMethods: v.pipe(v.array(v.picklist(PAYOUT_METHODS)), v.minLength(1)),
});
