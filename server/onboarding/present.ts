import type {
  AddressRow,
  BusinessRow,
  DocumentRow,
  MembershipRow,
  OnboardingStateRow,
  PersonalInfoRow,
} from '../db/onboarding.ts';

/** Stored rows in their wire shapes (docs/api-contract.md, "Onboarding"). */

export function personalInfoJson(row: PersonalInfoRow) {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    email: row.email,
    maritalStatus: row.marital_status,
    fatherName: row.father_name,
  };
}

export function addressJson(row: AddressRow) {
  return {
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
  };
}

export function currentAddressJson(row: AddressRow) {
  return { ...addressJson(row), residenceType: row.residence_type, sameAsAadhaar: row.same_as_aadhaar === 1 };
}

export function documentJson(row: DocumentRow) {
  return {
    id: row.id,
    kind: row.kind,
    documentType: row.document_type,
    side: row.side,
    fileName: row.file_name,
    size: row.size,
    contentType: row.content_type,
    sha256: row.sha256,
    uploadedAt: row.uploaded_at,
  };
}

export function businessInfoJson(row: BusinessRow) {
  return {
    businessName: row.business_name,
    businessType: row.business_type,
    businessCategory: row.business_category,
    ownershipType: row.ownership_type,
    educationalQualification: row.educational_qualification,
    annualTurnover: row.annual_turnover,
    businessStartDate: row.business_start_date,
    businessPincode: row.business_pincode,
  };
}

export function registrationJson(state: OnboardingStateRow) {
  if (state.registration_skipped === 1) return { skipped: true as const };
  if (state.registration_type === null || state.registration_number === null) return null;
  const verified =
    (state.registration_type === 'gstin' && state.gst_verified === 1) ||
    (state.registration_type === 'udyam' && state.udyam_verified === 1);
  return { registrationType: state.registration_type, registrationNumber: state.registration_number, verified };
}

export function membershipJson(row: MembershipRow) {
  return {
    marketplaceName: row.marketplace_name,
    sellerSince: row.seller_since,
    averageMonthlySales: row.average_monthly_sales,
  };
}
