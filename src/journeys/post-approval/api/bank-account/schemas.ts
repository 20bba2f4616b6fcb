import * as v from 'valibot';
import { ACCOUNT_TYPES } from '../../../../../rules/post-approval/bank-account.ts';
import { uploadedDocumentSchema } from '../../../../api/onboarding/documents.ts';
import { applicationPositionSchema } from '../../../../api/onboarding/position.ts';
import { VERIFICATION_RESULTS } from '../../../../../rules/post-approval/bank-account.ts';
import type { Branch, BankInfo } from '../../../../../rules/post-approval/bank-account.ts';
import type { Assert, Equal } from '../../../../api/same-type.ts';

// The bank account the credit line pays into and collects from (§7 Customer ifsc and banks,
// Application bank-info, bank-details, cancelled-cheque).

export const branchSchema = v.object({
  ifsc: v.string(),
  /** §4: the first four characters of the IFSC. */
  bank: v.string(),
  bankName: v.string(),
  branch: v.string(),
  city: v.string(),
  state: v.string(),
});

export const banksSchema = v.object({ banks: v.array(v.object({ code: v.string(), name: v.string() })) });

export const bankInfoSchema = v.object({
  bankAccount: v.nullable(
    v.object({
      ifsc: v.string(),
      bankName: v.string(),
      branch: v.nullable(v.string()),
      city: v.nullable(v.string()),
      /** Masked: only the last four digits come back. */
      accountNumber: v.string(),
      accountType: v.picklist(ACCOUNT_TYPES),
      holderName: v.string(),
      verifiedAt: v.string(),
    }),
  ),
  chequeRequired: v.boolean(),
  cheque: v.nullable(uploadedDocumentSchema),
});

export const bankDetailsAnswerSchema = v.object({
  application: applicationPositionSchema,
  verification: v.object({ result: v.picklist(VERIFICATION_RESULTS), nameAtBank: v.nullable(v.string()) }),
});

export const chequeAnswerSchema = v.object({
  application: applicationPositionSchema,
  document: uploadedDocumentSchema,
});

type _BranchIsRules = Assert<Equal<Branch, v.InferOutput<typeof branchSchema>>>;
type _BankInfoIsRules = Assert<Equal<BankInfo, v.InferOutput<typeof bankInfoSchema>>>;
export type BankDetailsAnswer = v.InferOutput<typeof bankDetailsAnswerSchema>;
export type ChequeAnswer = v.InferOutput<typeof chequeAnswerSchema>;

/** The §8 codes the bank details form shows under a field. */
export const BANK_FIELD_CODES = {
  'EPL-40020': 'ifsc',
  'EPL-40403': 'ifsc',
  'EPL-40021': 'confirmAccountNumber',
} as const;
