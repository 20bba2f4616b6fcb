import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import type {
  GuarantorDigiLockerAnswer,
  GuarantorSummary,
  ProviderPage,
  ESignAnswer,
  ESignStarted,
} from '../../../rules/guarantor.ts';
import type { Assert, Equal } from '../same-type.ts';

// §3 "Guarantor loan" and "Guarantor data" (status and loans), and the answers of the guarantor
// journey's calls (§7 /v1/guarantor, DigiLocker for a guarantor, Aadhaar e-sign for a guarantor).

export const guarantorLoanSchema = v.object({
  loanId: nonEmptyString,
  amountSelected: v.number(),
  businessName: v.string(),
  fullName: v.string(),
  createdTime: v.string(),
  expiryTime: v.string(),
  aadharEsignPending: v.boolean(),
});

export const guarantorSummarySchema = v.object({
  guarantorId: nonEmptyString,
  // A plain string: a status this build does not know still parses (the status table decides).
  status: v.string(),
  loans: v.array(guarantorLoanSchema),
  details: v.optional(
    v.nullable(
      v.object({
        maskedPan: v.nullable(v.string()),
        fullName: v.nullable(v.string()),
        dateOfBirth: v.nullable(v.string()),
        email: v.nullable(v.string()),
        relation: v.nullable(v.string()),
      }),
    ),
    null,
  ),
});

export const relationListSchema = v.object({ relations: v.array(v.string()) });

export const providerPageSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  requestId: nonEmptyString,
  expiresAt: v.string(),
});

export const guarantorDigiLockerAnswerSchema = v.object({
  status: v.picklist(['pending', 'verified', 'failed']),
  requestId: v.string(),
  reason: v.optional(v.picklist(['denied', 'expired'])),
  guarantor: guarantorSummarySchema,
});

/** Aadhaar e-sign request statuses (Cashfree's: docs/sandbox.md, "Guarantor journey"). */
export const E_SIGN_STATUSES = ['IN_PROGRESS', 'SUCCESS', 'FAILURE', 'EXPIRED'] as const;

export const eSignStartedSchema = v.object({ ...providerPageSchema.entries, status: v.picklist(E_SIGN_STATUSES) });

export const eSignAnswerSchema = v.object({
  status: v.picklist(E_SIGN_STATUSES),
  requestId: v.string(),
  loanId: v.nullable(v.string()),
  guarantor: guarantorSummarySchema,
});

export type GuarantorLoan = v.InferOutput<typeof guarantorLoanSchema>;
type _GuarantorSummaryIsRules = Assert<Equal<GuarantorSummary, v.InferOutput<typeof guarantorSummarySchema>>>;
type _ProviderPageIsRules = Assert<Equal<ProviderPage, v.InferOutput<typeof providerPageSchema>>>;
type _GuarantorDigiLockerAnswerIsRules = Assert<
  Equal<GuarantorDigiLockerAnswer, v.InferOutput<typeof guarantorDigiLockerAnswerSchema>>
>;
type _ESignStartedIsRules = Assert<Equal<ESignStarted, v.InferOutput<typeof eSignStartedSchema>>>;
type _ESignAnswerIsRules = Assert<Equal<ESignAnswer, v.InferOutput<typeof eSignAnswerSchema>>>;
