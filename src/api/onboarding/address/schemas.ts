import * as v from 'valibot';
import { applicationPositionSchema } from '../position.ts';

export const RESIDENCE_TYPES = ['owned', 'rented', 'family', 'companyProvided'] as const;

export const cityAndStateSchema = v.object({
  pincode: v.string(),
  city: v.string(),
  state: v.string(),
});

export const addressSchema = v.object({
  line1: v.string(),
  line2: v.nullable(v.string()),
  landmark: v.nullable(v.string()),
  ...cityAndStateSchema.entries,
});

export const aadhaarAddressReadSchema = v.object({ aadhaarAddress: addressSchema });

/**
 * POST current-address: either "same as my Aadhaar address" (only the residence type is
 * read) or the typed address. City and state may be left out when the lender knows the
 * pincode; the lender sets them itself.
 */
export const currentAddressRequestSchema = v.variant('sameAsAadhaar', [
  v.object({ sameAsAadhaar: v.literal(true), residenceType: v.picklist(RESIDENCE_TYPES) }),
  v.object({
    sameAsAadhaar: v.literal(false),
    line1: v.string(),
    line2: v.optional(v.nullable(v.string())),
    landmark: v.optional(v.nullable(v.string())),
    pincode: v.string(),
    city: v.optional(v.nullable(v.string())),
    state: v.optional(v.nullable(v.string())),
    residenceType: v.picklist(RESIDENCE_TYPES),
  }),
]);

export const currentAddressSchema = v.object({
  ...addressSchema.entries,
  residenceType: v.picklist(RESIDENCE_TYPES),
  sameAsAadhaar: v.boolean(),
});

export const currentAddressAnswerSchema = v.object({
  application: applicationPositionSchema,
  currentAddress: currentAddressSchema,
});

export const CITY_AND_STATE_FIELD_CODES = { 'EPL-40014': 'pincode', 'EPL-40402': 'pincode' } as const;
export const CURRENT_ADDRESS_FIELD_CODES = { 'EPL-40014': 'pincode' } as const;

export type Address = v.InferOutput<typeof addressSchema>;
export type CurrentAddressRequest = v.InferOutput<typeof currentAddressRequestSchema>;
