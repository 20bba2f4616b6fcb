import * as v from 'valibot';
import { wirePaiseAtLeastZero } from '../../wire-money.ts';
import { addressSchema, currentAddressSchema } from '../address/schemas.ts';
import { businessInfoSchema, membershipSchema, registrationSchema } from '../business/schemas.ts';
import { uploadedDocumentSchema } from '../documents.ts';
import { ADDRESS_PROOF_TYPES, KYC_MODES } from '../pan-kyc/schemas.ts';
import { personalDetailsSchema } from '../personal/schemas.ts';
import { applicationPositionSchema } from '../position.ts';

export const DECISIONS = ['approved', 'underReview', 'notEligible'] as const;

/** The lender's decision at submit, as submit answers it and the profile keeps it. */
export const decisionResultSchema = v.object({
  decision: v.picklist(DECISIONS),
  /** null unless approved (under review the amount is the reviewer's to confirm). */
  bestApprovedAmount: v.nullable(wirePaiseAtLeastZero),
  /** 'businessVintage' | 'lowTurnover' today when not eligible. */
  reason: v.nullable(v.string()),
});

/** Everything the review screen shows, in one read. */
export const applicationProfileSchema = v.object({
  application: applicationPositionSchema,
  personalInfo: v.nullable(personalDetailsSchema),
  currentAddress: v.nullable(currentAddressSchema),
  aadhaarAddress: v.nullable(addressSchema),
  kyc: v.object({
    kycMode: v.nullable(v.picklist(KYC_MODES)),
    digiLockerVerified: v.boolean(),
    /** How the Aadhaar was checked, once it was: the review says which. */
    aadhaarVerifiedBy: v.nullable(v.picklist(['digiLocker', 'aadhaarOtp'])),
    pan: v.nullable(v.string()),
    holderType: v.nullable(v.string()),
    addressProof: v.nullable(v.object({ documentType: v.picklist(ADDRESS_PROOF_TYPES), documentNumber: v.string() })),
    documents: v.array(uploadedDocumentSchema),
  }),
  businessInfo: v.nullable(businessInfoSchema),
  registration: registrationSchema,
  memberships: v.array(membershipSchema),
  serviceability: v.nullable(v.object({ isServiceable: v.boolean(), pincode: v.nullable(v.string()) })),
  videoVerification: v.object({ selfieUploaded: v.boolean(), videoVerified: v.boolean(), skipped: v.boolean() }),
  /**
   * null until submitted; then the submit answer's result and when it was given (absent: a
   * lender that does not keep it).
   */
  decision: v.optional(v.nullable(v.object({ ...decisionResultSchema.entries, submittedAt: v.nullable(v.string()) }))),
});

export const submitAnswerSchema = v.object({
  application: applicationPositionSchema,
  result: decisionResultSchema,
});

export type Decision = (typeof DECISIONS)[number];
export type ApplicationProfile = v.InferOutput<typeof applicationProfileSchema>;
