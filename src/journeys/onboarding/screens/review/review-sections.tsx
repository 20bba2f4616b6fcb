import type { ReactNode } from 'react';
import { DateText, EmailText, Money } from '../../../../ui/index.ts';
import { GENDER_OPTIONS, MARITAL_STATUS_OPTIONS, RESIDENCE_TYPE_OPTIONS } from '../pre-approval/field-options.ts';
import type { ReviewRow } from './ReviewSection.tsx';
import {
  ADDRESS_PROOF_LABELS,
  REGISTRATION_LABELS,
  codeText,
  masked,
  monthText,
  type ApplicationProfile,
} from './review-profile.ts';
import { formatMaskedAadhaar } from '../../../../lib/format/aadhaar.ts';

// What each review section lists, from the one profile read. Codes without a list on this
// screen are put into words; document numbers are masked.

const labelOf = (options: readonly { value: string; label: string }[], code: string) =>
  options.find((option) => option.value === code)?.label ?? codeText(code);

const row = (label: string, value: ReactNode): ReviewRow => ({ label, value });

type Address = NonNullable<ApplicationProfile['aadhaarAddress']>;
const addressText = (address: Address) =>
  [address.line1, address.line2, address.landmark, `${address.city}, ${address.state} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');

export function personalRows(profile: ApplicationProfile): ReviewRow[] {
  const info = profile.personalInfo;
  if (!info) return [];
  return [
    row('Name', `${info.firstName} ${info.lastName}`),
    row('Date of birth', <DateText value={info.dateOfBirth} />),
    row('Gender', labelOf(GENDER_OPTIONS, info.gender)),
    row('Email', <EmailText address={info.email} />),
    ...(info.maritalStatus ? [row('Marital status', labelOf(MARITAL_STATUS_OPTIONS, info.maritalStatus))] : []),
    ...(info.fatherName ? [row('Father’s name', info.fatherName)] : []),
  ];
}

export function addressRows(profile: ApplicationProfile): ReviewRow[] {
  const current = profile.currentAddress;
  if (!current) return [];
  return [
    row(
      'Current address',
      current.sameAsAadhaar && profile.aadhaarAddress
        ? `Same as Aadhaar: ${addressText(profile.aadhaarAddress)}`
        : addressText(current),
    ),
    row('Residence', labelOf(RESIDENCE_TYPE_OPTIONS, current.residenceType)),
  ];
}

/** What really checked the identity: the Aadhaar OTP stands in when DigiLocker was declined. */
function verifiedWith(kyc: ApplicationProfile['kyc']): string {
  if (kyc.aadhaarVerifiedBy === 'aadhaarOtp') return 'Aadhaar OTP';
  if (kyc.aadhaarVerifiedBy === 'digiLocker' || kyc.digiLockerVerified) return 'DigiLocker';
  return kyc.kycMode === 'manual' ? 'Documents you uploaded' : 'Not chosen yet';
}

export function kycRows(profile: ApplicationProfile): ReviewRow[] {
  const { kyc } = profile;
  const rows: ReviewRow[] = [row('Verified with', verifiedWith(kyc))];
  if (kyc.pan) rows.push(row('PAN', masked(kyc.pan)));
  if (kyc.holderType) rows.push(row('PAN holder', kyc.holderType));
  if (kyc.addressProof) {
    rows.push(
      row(
        'Address proof',
        ADDRESS_PROOF_LABELS[kyc.addressProof.documentType] ?? codeText(kyc.addressProof.documentType),
      ),
    );
    const number = kyc.addressProof.documentNumber;
    rows.push(
      row(
        'Address proof number',
        kyc.addressProof.documentType === 'aadhaar' ? formatMaskedAadhaar(number) : masked(number),
      ),
    );
  }
  if (kyc.documents.length > 0)
    rows.push(row('Documents', kyc.documents.map((document) => document.fileName).join(', ')));
  return rows;
}

export function businessRows(profile: ApplicationProfile): ReviewRow[] {
  const info = profile.businessInfo;
  if (!info) return [];
  return [
    row('Business name', info.businessName),
    row('Business type', `${codeText(info.businessType)} · ${codeText(info.businessCategory)}`),
    row('Ownership', codeText(info.ownershipType)),
    row('Education', codeText(info.educationalQualification)),
    row('Annual turnover', <Money rupees={info.annualTurnover} />),
    row('In business since', monthText(info.businessStartDate)),
    row('Business pincode', info.businessPincode),
  ];
}

export function registrationRows(profile: ApplicationProfile): ReviewRow[] {
  const registration = profile.registration;
  if (!registration) return [];
  if ('skipped' in registration) return [row('Registration', 'Skipped')];
  return [
    row(
      REGISTRATION_LABELS[registration.registrationType] ?? codeText(registration.registrationType),
      registration.registrationNumber,
    ),
    row('Verified', registration.verified ? 'Yes' : 'Not yet'),
  ];
}

export function membershipRows(profile: ApplicationProfile): ReviewRow[] {
  return profile.memberships.map((membership) =>
    row(
      codeText(membership.marketplaceName),
      <>
        Since {monthText(membership.sellerSince)}, about <Money rupees={membership.averageMonthlySales} /> a month
      </>,
    ),
  );
}

export function serviceabilityRows(profile: ApplicationProfile): ReviewRow[] {
  const check = profile.serviceability;
  if (!check) return [];
  return [
    row(
      'Your area',
      check.isServiceable ? `Served${check.pincode ? ` (pincode ${check.pincode})` : ''}` : 'Not served yet',
    ),
  ];
}

export function videoRows(profile: ApplicationProfile): ReviewRow[] {
  const video = profile.videoVerification;
  return [
    row('Photo', video.selfieUploaded ? 'Uploaded' : 'Not uploaded'),
    row('Video check', video.videoVerified ? 'Verified' : video.skipped ? 'Skipped' : 'Not done'),
  ];
}
