import * as v from 'valibot';
import { wirePaiseAtLeastZero } from '../../../api/wire-money.ts';
import type { Assert, Equal } from '../../../api/same-type.ts';
import type { PaymentRequest, SupplierAccount } from '../../../../rules/supplier-account/types.ts';

// The supplier page's answers (docs/api-contract.md, "A supplier's account"; ADR 047), parsed into
// the chart's plain types (rules/supplier-account/types.ts): rupees on the wire, paise from here on.

// A regex rather than v.isoDate(): valibot's actions used here would be paid for by the login page too.
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const text = v.pipe(v.string(), v.minLength(1));
const supplierRef = v.object({ id: text, name: text });

const spendSchema = v.object({
  transactionId: text,
  supplier: supplierRef,
  amount: wirePaiseAtLeastZero,
  status: v.picklist(['created', 'processing', 'on_hold', 'settled', 'failed', 'cancelled', 'expired']),
  reason: v.nullable(v.string()),
  createdAt: text,
  dueDate: v.nullable(day),
  outstanding: v.nullable(wirePaiseAtLeastZero),
  invoiceNumbers: v.array(v.string()),
});

const dueSchema = v.object({
  transactionId: text,
  supplier: supplierRef,
  amount: wirePaiseAtLeastZero,
  outstanding: wirePaiseAtLeastZero,
  drawnAt: text,
  interestFreeUntil: v.nullable(day),
  dueDate: day,
  overdue: v.boolean(),
  invoiceNumbers: v.array(v.string()),
});

export const requestSchema = v.object({
  id: text,
  status: v.picklist(['open', 'approved', 'declined']),
  amount: wirePaiseAtLeastZero,
  note: v.nullable(v.string()),
  invoiceNumber: v.nullable(v.string()),
  supplier: supplierRef,
  transactionId: v.nullable(v.string()),
  raisedAt: text,
});

export const accountSchema = v.object({
  supplier: v.nullable(supplierRef),
  owed: wirePaiseAtLeastZero,
  nextDueDate: v.nullable(day),
  spends: v.array(spendSchema),
  repayments: v.array(v.object({ transactionId: text, amount: wirePaiseAtLeastZero, paidAt: text })),
  dues: v.array(dueSchema),
  requests: v.array(requestSchema),
});

export const accountAnswerSchema = v.object({ account: accountSchema });
export const linkAnswerSchema = v.object({ linkId: text });
export const requestAnswerSchema = v.object({ request: requestSchema });

type _AccountIsRules = Assert<Equal<SupplierAccount, v.InferOutput<typeof accountSchema>>>;
type _RequestIsRules = Assert<Equal<PaymentRequest, v.InferOutput<typeof requestSchema>>>;
