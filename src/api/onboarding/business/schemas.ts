import * as v from 'valibot';
import { welcomeRewardSchema } from '../../home/schemas.ts';
import { uploadedDocumentSchema } from '../documents.ts';
import { applicationPositionSchema } from '../position.ts';
import { referenceOptionSchema } from '../reference.ts';

export const REGISTRATION_TYPES = ['gstin', 'udyam', 'shopAct', 'tradeLicence'] as const;

export const ownershipTypesSchema = v.object({ ownershipTypes: v.array(referenceOptionSchema) });
export const educationalQualificationsSchema = v.object({ educationalQualifications: v.array(referenceOptionSchema) });

export const businessTypeOptionSchema = v.object({
  ...referenceOptionSchema.entries,
  categories: v.array(referenceOptionSchema),
});
export const businessTypesSchema = v.object({ businessTypes: v.array(businessTypeOptionSchema) });

/** step-3 business details as PATCH v3 business-info takes and answers them. */
export const businessInfoSchema = v.object({
  businessName: v.string(),
  businessType: v.string(),
  businessCategory: v.string(),
  ownershipType: v.string(),
  educationalQualification: v.string(),
  /** Rupees. */
  annualTurnover: v.number(),
  /** YYYY-MM */
  businessStartDate: v.string(),
  businessPincode: v.string(),
});

export const registrationDetailsSchema = v.object({
  registrationType: v.picklist(REGISTRATION_TYPES),
  registrationNumber: v.string(),
  verified: v.boolean(),
});
export const registrationSkippedSchema = v.object({ skipped: v.literal(true) });
/** Saved, skipped, or (null) neither yet. */
export const registrationSchema = v.nullable(v.union([registrationDetailsSchema, registrationSkippedSchema]));

export const businessInfoReadSchema = v.object({
  businessInfo: v.nullable(businessInfoSchema),
  registration: registrationSchema,
  skipBusinessRegistration: v.boolean(),
  welcomeReward: v.nullable(welcomeRewardSchema),
});

export const businessInfoAnswerSchema = v.object({
  application: applicationPositionSchema,
  businessInfo: businessInfoSchema,
});

export const registrationRequestSchema = v.object({
  registrationType: v.picklist(REGISTRATION_TYPES),
  registrationNumber: v.string(),
});

export const registrationAnswerSchema = v.object({
  application: applicationPositionSchema,
  registration: registrationDetailsSchema,
});

export const registrationSkipAnswerSchema = v.object({
  application: applicationPositionSchema,
  registration: registrationSkippedSchema,
});

export const membershipSchema = v.object({
  marketplaceName: v.string(),
  /** YYYY-MM */
  sellerSince: v.string(),
  /** Rupees. */
  averageMonthlySales: v.number(),
});

export const membershipsReadSchema = v.object({
  memberships: v.array(membershipSchema),
  options: v.array(referenceOptionSchema),
  document: v.nullable(uploadedDocumentSchema),
  documentSkipped: v.boolean(),
});

export const membershipsRequestSchema = v.object({ memberships: v.pipe(v.array(membershipSchema), v.maxLength(10)) });

export const membershipsAnswerSchema = v.object({
  application: applicationPositionSchema,
  memberships: v.array(membershipSchema),
});

export const marketplaceDocumentSkipAnswerSchema = v.object({
  application: applicationPositionSchema,
  documentSkipped: v.literal(true),
});

export const BUSINESS_INFO_FIELD_CODES = { 'EPL-40014': 'businessPincode' } as const;
export const REGISTRATION_FIELD_CODES = {
  'EPL-40011': 'registrationNumber',
  'EPL-40012': 'registrationNumber',
  'EPL-40013': 'registrationNumber',
} as const;

export type BusinessTypeOption = v.InferOutput<typeof businessTypeOptionSchema>;
export type BusinessInfo = v.InferOutput<typeof businessInfoSchema>;
export type Registration = v.InferOutput<typeof registrationSchema>;
export type RegistrationRequest = v.InferOutput<typeof registrationRequestSchema>;
export type MembershipsRequest = v.InferOutput<typeof membershipsRequestSchema>;
