import * as v from 'valibot';
import type { Assert, Equal } from '../../../api/same-type.ts';
import type { EmailCodeSent, Profile, ProfileEmail, ReKyc, ReKycOtpSent } from '../../../../rules/profile/types.ts';

// The profile's answers (docs/api-contract.md "Profile"; ADR 052), parsed into the chart's plain
// types (rules/profile/types.ts). Identifiers come masked: a full PAN or account number never parses.

// Regexes rather than valibot's date actions: the login page would pay for those too.
export const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
export const text = v.pipe(v.string(), v.minLength(1));

const reKycSchema = v.object({
  status: v.picklist(['due', 'inProgress', 'done']),
  dueBy: day,
  completedAt: v.nullable(text),
});

const emailSchema = v.object({ address: text, verified: v.boolean(), verifiedAt: v.nullable(text) });

export const profileSchema = v.object({
  customerId: text,
  name: v.nullable(text),
  phone: text,
  businessName: v.nullable(text),
  pan: v.nullable(v.pipe(v.string(), v.regex(/^X{6}[0-9A-Z]{4}$/))),
  gstin: v.nullable(text),
  udyam: v.nullable(text),
  address: v.nullable(
    v.object({
      line1: text,
      line2: v.nullable(v.string()),
      landmark: v.nullable(v.string()),
      city: v.string(),
      state: v.string(),
      pincode: text,
    }),
  ),
  email: v.nullable(emailSchema),
  bankAccount: v.nullable(
    v.object({
      holderName: text,
      last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
      ifsc: text,
      accountType: v.picklist(['savings', 'current']),
    }),
  ),
  marketplaces: v.array(v.object({ name: text, sellerId: text })),
  lender: v.nullable(text),
  loanReference: v.nullable(text),
  supportId: v.pipe(v.string(), v.regex(/^SUP-[0-9A-Z]{4}-[0-9A-Z]{4}$/)),
  reKyc: v.nullable(reKycSchema),
});

export const profileAnswerSchema = v.object({ profile: profileSchema });
export const emailSentSchema = v.object({ sentTo: text, retryAfterSeconds: v.number() });
export const emailAnswerSchema = v.object({ email: emailSchema });
export const reKycAnswerSchema = v.object({ reKyc: reKycSchema });
export const aadhaarSentSchema = v.object({ requestId: text, otpSentTo: text });

type _ProfileIsRules = Assert<Equal<Profile, v.InferOutput<typeof profileSchema>>>;
type _EmailIsRules = Assert<Equal<ProfileEmail, v.InferOutput<typeof emailSchema>>>;
type _ReKycIsRules = Assert<Equal<ReKyc, v.InferOutput<typeof reKycSchema>>>;
type _SentIsRules = Assert<Equal<EmailCodeSent, v.InferOutput<typeof emailSentSchema>>>;
type _AadhaarIsRules = Assert<Equal<ReKycOtpSent, v.InferOutput<typeof aadhaarSentSchema>>>;
