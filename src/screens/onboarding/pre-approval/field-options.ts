import type { SelectOption } from '../../../ui/index.ts';

// The codes the sandbox's endpoints accept (docs/api-contract.md "Onboarding"), with the
// words the applicant reads.

export const GENDER_OPTIONS: readonly SelectOption[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

export const MARITAL_STATUS_OPTIONS: readonly SelectOption[] = [
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'widowed', label: 'Widowed' },
];

export const RESIDENCE_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'owned', label: 'Owned' },
  { value: 'rented', label: 'Rented' },
  { value: 'family', label: 'Family owned' },
  { value: 'companyProvided', label: 'Provided by employer' },
];

export const ADDRESS_PROOF_OPTIONS: readonly SelectOption[] = [
  { value: 'aadhaar', label: 'Aadhaar card' },
  { value: 'voterId', label: 'Voter ID' },
  { value: 'passport', label: 'Passport' },
  { value: 'drivingLicence', label: 'Driving licence' },
];

/** How each address proof's id number is described under its field. */
export const ADDRESS_PROOF_NUMBER_HINTS: Readonly<Record<string, string>> = {
  aadhaar: '12 digits, for example 2345 6789 0124',
  voterId: '3 letters and 7 digits, for example ABC1234567',
  passport: 'A letter and 7 digits, for example A1234567',
  drivingLicence: '15 characters, for example KA01 20190012345',
};

export const KYC_MODES = { digiLocker: 'digiLocker', manual: 'manual' } as const;
