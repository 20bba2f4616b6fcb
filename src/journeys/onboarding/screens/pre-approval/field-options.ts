import type { SelectOption } from '../../../../ui/index.ts';

// The codes the sandbox's endpoints accept (docs/api-contract.md "Onboarding"), with the
// words the applicant reads.

/** Options written as value → label, in the order the applicant sees them. */
const selectOptions = (labels: Readonly<Record<string, string>>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const GENDER_OPTIONS: readonly SelectOption[] = selectOptions({
  female: 'Female',
  male: 'Male',
  other: 'Other',
});

export const MARITAL_STATUS_OPTIONS: readonly SelectOption[] = selectOptions({
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
});

export const RESIDENCE_TYPE_OPTIONS: readonly SelectOption[] = selectOptions({
  owned: 'Owned',
  rented: 'Rented',
  family: 'Family owned',
  companyProvided: 'Provided by employer',
});

export const ADDRESS_PROOF_OPTIONS: readonly SelectOption[] = selectOptions({
  aadhaar: 'Aadhaar card',
  voterId: 'Voter ID',
  passport: 'Passport',
  drivingLicence: 'Driving licence',
});

/** How each address proof's id number is described under its field. */
export const ADDRESS_PROOF_NUMBER_HINTS: Readonly<Record<string, string>> = {
  aadhaar: '12 digits, for example 2345 6789 0124',
  voterId: '3 letters and 7 digits, for example ABC1234567',
  passport: 'A letter and 7 digits, for example A1234567',
  drivingLicence: '15 characters, for example KA01 20190012345',
};

export const KYC_MODES = { digiLocker: 'digiLocker', manual: 'manual' } as const;
