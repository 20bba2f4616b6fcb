import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { badRequest } from '../kit/errors.ts';
import { updateCustomer } from '../db/customers.ts';
import { replaceMemberships, saveAddress, saveBusiness, setOnboardingState } from '../db/onboarding.ts';
import { recompute } from '../application/advance.ts';
import { recordPersonalInfo } from './personal-info.ts';
import { placeOfPincode } from './pincodes.ts';
import {
  AddressSchema,
  BusinessInfoSchema,
  KycModeSchema,
  MembershipsSchema,
  PersonalInfoSchema,
  RESIDENCE_TYPES,
  RegistrationSchema,
  checkBusinessInfo,
  checkPan,
  checkPersonalInfo,
  checkPincode,
  checkRegistration,
} from './schemas.ts';
import type { AddressInput } from './schemas.ts';

const flag = v.optional(v.boolean());

/**
 * Fields `PUT /__sandbox/customers/{phone}` takes to start a test at any onboarding step;
 * same shapes and checks as the endpoints (docs/api-contract.md, "Sandbox control for onboarding").
 */
export const OnboardingSeedEntries = {
  personalInfo: v.optional(PersonalInfoSchema),
  currentAddress: v.optional(v.strictObject({ ...AddressSchema.entries, residenceType: v.picklist(RESIDENCE_TYPES) })),
  aadhaarAddress: v.optional(AddressSchema),
  kycMode: v.optional(KycModeSchema),
  pan: v.optional(v.string()),
  businessInfo: v.optional(BusinessInfoSchema),
  registration: v.optional(v.union([RegistrationSchema, v.strictObject({ skipped: v.literal(true) })])),
  memberships: v.optional(MembershipsSchema),
  gstVerified: flag,
  udyamVerified: flag,
  serviceable: v.nullish(v.boolean()),
  skipVideoVerification: flag,
  videoVerificationSkipAllowedByUser: flag,
  videoVerified: flag,
  skipBusinessRegistration: flag,
};

export type OnboardingSeed = v.InferOutput<v.ObjectSchema<typeof OnboardingSeedEntries, undefined>>;

const seedKeys = Object.keys(OnboardingSeedEntries) as (keyof OnboardingSeed)[];

export function hasOnboardingSeed(input: Partial<OnboardingSeed>): boolean {
  return seedKeys.some((key) => input[key] !== undefined);
}

const bit = (value: boolean | undefined): number | undefined => (value === undefined ? undefined : value ? 1 : 0);

function required(value: string | null | undefined, field: string): string {
  if (!value) throw badRequest(`${field}: required when the pincode is not one the sandbox knows`);
  return value;
}

function placed(address: AddressInput, field: string) {
  const pincode = checkPincode(address.pincode, `${field}.pincode`);
  const place = placeOfPincode(pincode);
  return {
    line1: address.line1,
    line2: address.line2 ?? null,
    landmark: address.landmark ?? null,
    pincode,
    city: required(place?.city ?? address.city, `${field}.city`),
    state: required(place?.state ?? address.state, `${field}.state`),
  };
}

/**
 * Writes the seeds (inside the control API's transaction, so a coded 400 leaves nothing),
 * then, unless QA set the position by hand, moves the application to where the data imply.
 */
export function applyOnboardingSeed(
  db: Database,
  ids: { applicationId: string; customerId: string },
  input: Partial<OnboardingSeed> & { status?: string; nextAction?: string | null },
  now: Date,
): void {
  if (!hasOnboardingSeed(input)) return;
  const nowIso = now.toISOString();
  const { applicationId, customerId } = ids;
  if (input.personalInfo) {
    const info = input.personalInfo;
    checkPersonalInfo(info, now, 'body.personalInfo');
    recordPersonalInfo(db, { customerId, applicationId }, info, nowIso);
  }
  if (input.aadhaarAddress) {
    saveAddress(db, {
      application_id: applicationId,
      kind: 'aadhaar',
      ...placed(input.aadhaarAddress, 'body.aadhaarAddress'),
      residence_type: null,
      same_as_aadhaar: 0,
      updated_at: nowIso,
    });
  }
  if (input.currentAddress) {
    saveAddress(db, {
      application_id: applicationId,
      kind: 'current',
      ...placed(input.currentAddress, 'body.currentAddress'),
      residence_type: input.currentAddress.residenceType,
      same_as_aadhaar: 0,
      updated_at: nowIso,
    });
  }
  if (input.businessInfo) {
    const business = input.businessInfo;
    const businessPincode = checkBusinessInfo(business, now, 'body.businessInfo');
    saveBusiness(db, {
      application_id: applicationId,
      business_name: business.businessName,
      business_type: business.businessType,
      business_category: business.businessCategory,
      ownership_type: business.ownershipType,
      educational_qualification: business.educationalQualification,
      annual_turnover: business.annualTurnover,
      business_start_date: business.businessStartDate,
      business_pincode: businessPincode,
      updated_at: nowIso,
    });
    updateCustomer(db, customerId, { business_name: business.businessName });
  }
  if (input.memberships) replaceMemberships(db, applicationId, input.memberships);
  const registration = input.registration;
  setOnboardingState(db, applicationId, {
    kyc_mode: input.kycMode,
    pan: input.pan === undefined ? undefined : checkPan(input.pan, 'body.pan'),
    registration_type:
      registration === undefined ? undefined : 'skipped' in registration ? null : registration.registrationType,
    registration_number:
      registration === undefined
        ? undefined
        : 'skipped' in registration
          ? null
          : checkRegistration(registration, 'body.registration'),
    registration_skipped: registration === undefined ? undefined : 'skipped' in registration ? 1 : 0,
    gst_verified: bit(input.gstVerified),
    udyam_verified: bit(input.udyamVerified),
    serviceable:
      input.serviceable === undefined ? undefined : input.serviceable === null ? null : input.serviceable ? 1 : 0,
    skip_video_verification: bit(input.skipVideoVerification),
    video_skip_allowed_by_user: bit(input.videoVerificationSkipAllowedByUser),
    video_verified: bit(input.videoVerified),
    skip_business_registration: bit(input.skipBusinessRegistration),
  });
  if (input.status === undefined && input.nextAction === undefined) recompute(db, applicationId, nowIso);
}
