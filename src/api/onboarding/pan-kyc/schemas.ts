import * as v from 'valibot';
import { applicationPositionSchema } from '../position.ts';

export const KYC_MODES = ['digiLocker', 'manual'] as const;
export const ADDRESS_PROOF_TYPES = ['aadhaar', 'voterId', 'passport', 'drivingLicence'] as const;
export const DOCUMENT_SIDES = ['front', 'back'] as const;
export const PERSONAL_ID_TYPES = ['panCard'] as const;

export const kycModeRequestSchema = v.object({ kycMode: v.picklist(KYC_MODES) });

export const kycModeAnswerSchema = v.object({
  application: applicationPositionSchema,
  kyc: v.object({ kycMode: v.picklist(KYC_MODES) }),
});

export const panRequestSchema = v.object({ pan: v.string() });

export const panAnswerSchema = v.object({
  application: applicationPositionSchema,
  pan: v.object({ pan: v.string(), holderType: v.nullable(v.string()) }),
});

/** The lender's PAN record; `nameMatches` false leads to the dual-name declaration. */
export const panDetailsSchema = v.object({
  pan: v.string(),
  holderType: v.nullable(v.string()),
  name: v.string(),
  nameMatches: v.boolean(),
});

export const addressProofNumberRequestSchema = v.object({
  documentType: v.picklist(ADDRESS_PROOF_TYPES),
  documentNumber: v.string(),
});

export const addressProofNumberAnswerSchema = v.object({
  application: applicationPositionSchema,
  // Aadhaar comes back masked (XXXXXXXX0123); the full number is never answered.
  addressProof: v.object({ documentType: v.picklist(ADDRESS_PROOF_TYPES), documentNumber: v.string() }),
});

export const PAN_FIELD_CODES = { 'EPL-40010': 'pan' } as const;
export const ADDRESS_PROOF_NUMBER_FIELD_CODES = { 'EPL-40018': 'documentNumber' } as const;

export type AddressProofType = (typeof ADDRESS_PROOF_TYPES)[number];
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];
export type PersonalIdType = (typeof PERSONAL_ID_TYPES)[number];
export type KycModeRequest = v.InferOutput<typeof kycModeRequestSchema>;
export type PanRequest = v.InferOutput<typeof panRequestSchema>;
export type PanDetails = v.InferOutput<typeof panDetailsSchema>;
export type AddressProofNumberRequest = v.InferOutput<typeof addressProofNumberRequestSchema>;
