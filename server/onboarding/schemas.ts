import * as v from 'valibot';
import { IDENTIFIER_RULES, identifierProblem, isValidIdentifier, normaliseIdentifier } from '../identifiers/rules.ts';
import { badRequest } from '../kit/errors.ts';
import { checkGstin } from '../identifiers/gstin.ts';
import { VisibleText } from '../kit/validation.ts';
import { OnboardingErrorCodes, invalidField } from './errors.ts';
import {
  BUSINESS_TYPES,
  EDUCATIONAL_QUALIFICATIONS,
  MARKETPLACE_OPTIONS,
  OWNERSHIP_TYPES,
  categoryBelongsToType,
  hasCode,
} from './reference-data.ts';
import type { Option } from './reference-data.ts';

/**
 * Request bodies of the onboarding endpoints, shared with the control API's seeds. Shape
 * problems are EPL-40000 (parseOrThrow); the problems with their own §8 code are checked
 * after parsing by the `check*` functions, before anything is written.
 */

const NAME = /^[A-Za-z][A-Za-z .'-]{0,49}$/;
const nameField = v.pipe(
  v.string(),
  VisibleText,
  v.trim(),
  v.regex(NAME, 'must be 1-50 letters, spaces, dots, apostrophes or hyphens'),
);
const optionalText = (max: number) => v.nullish(v.pipe(v.string(), VisibleText, v.trim(), v.maxLength(max)));
const YEAR_MONTH = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'));
const codeOf = (options: readonly Option[], what: string) =>
  v.pipe(
    v.string(),
    v.check((code) => hasCode(options, code), `must be one of the ${what} codes`),
  );

/** valibot's isoDate takes 1990-02-30; the calendar does not. */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

export const PersonalInfoSchema = v.strictObject({
  firstName: nameField,
  lastName: nameField,
  dateOfBirth: v.pipe(
    v.string(),
    v.isoDate('must be a date as YYYY-MM-DD'),
    v.check(isCalendarDate, 'must be a real date'),
  ),
  gender: v.picklist(['male', 'female', 'other'], 'must be male, female or other'),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254)),
  maritalStatus: v.nullish(
    v.picklist(['single', 'married', 'divorced', 'widowed'], 'must be single, married, divorced or widowed'),
  ),
  fatherName: v.nullish(nameField),
});
export type PersonalInfoInput = v.InferOutput<typeof PersonalInfoSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const MIN_AGE = 18;
export const MAX_AGE = 75;

export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - (year ?? 0);
  const beforeBirthday =
    today.getUTCMonth() + 1 < (month ?? 0) || (today.getUTCMonth() + 1 === month && today.getUTCDate() < (day ?? 0));
  if (beforeBirthday) age -= 1;
  return age;
}

export function checkPersonalInfo(input: PersonalInfoInput, today: Date, where = 'body'): void {
  if (!EMAIL.test(input.email)) {
    throw invalidField(
      OnboardingErrorCodes.invalidEmail,
      `${where}.email`,
      'must be an email address such as name@example.in',
    );
  }
  const age = ageOn(input.dateOfBirth, today);
  if (age < MIN_AGE || age > MAX_AGE) {
    throw invalidField(
      OnboardingErrorCodes.ageOutOfRange,
      `${where}.dateOfBirth`,
      `the applicant must be ${MIN_AGE} to ${MAX_AGE} years old`,
    );
  }
}

export function checkPincode(value: string, field: string): string {
  if (!isValidIdentifier('pincode', value)) {
    throw invalidField(OnboardingErrorCodes.invalidPincode, field, 'must be 6 digits and cannot start with 0');
  }
  return normaliseIdentifier('pincode', value);
}

export const AddressSchema = v.strictObject({
  line1: v.pipe(v.string(), v.trim(), v.minLength(3, 'must be at least 3 characters'), v.maxLength(120)),
  line2: optionalText(120),
  landmark: optionalText(80),
  pincode: v.string(),
  city: optionalText(60),
  state: optionalText(60),
});
export type AddressInput = v.InferOutput<typeof AddressSchema>;

export const RESIDENCE_TYPES = ['owned', 'rented', 'family', 'companyProvided'] as const;

export const CurrentAddressSchema = v.union([
  v.strictObject({ sameAsAadhaar: v.literal(true), residenceType: v.picklist(RESIDENCE_TYPES) }),
  v.strictObject({
    ...AddressSchema.entries,
    sameAsAadhaar: v.optional(v.literal(false)),
    residenceType: v.picklist(RESIDENCE_TYPES, `must be one of ${RESIDENCE_TYPES.join(', ')}`),
  }),
]);
export type CurrentAddressInput = v.InferOutput<typeof CurrentAddressSchema>;

export const KycModeSchema = v.picklist(['digiLocker', 'manual'], 'must be digiLocker or manual');

export function checkPan(value: string, field: string): string {
  if (!isValidIdentifier('pan', value)) {
    throw invalidField(OnboardingErrorCodes.invalidPan, field, 'must be 10 characters like ABCDE1234F');
  }
  return normaliseIdentifier('pan', value);
}

export const ADDRESS_PROOF_TYPES = ['aadhaar', 'voterId', 'passport', 'drivingLicence'] as const;
export type AddressProofType = (typeof ADDRESS_PROOF_TYPES)[number];

const ID_NUMBER_PATTERNS: Readonly<Record<AddressProofType, { pattern: RegExp; message: string }>> = {
  aadhaar: {
    pattern: IDENTIFIER_RULES.aadhaar.shape,
    message: 'an Aadhaar number is 12 digits and does not start with 0 or 1',
  },
  voterId: { pattern: /^[A-Z]{3}[0-9]{7}$/, message: 'a voter id is 3 letters and 7 digits' },
  passport: { pattern: /^[A-Z][0-9]{7}$/, message: 'a passport number is a letter and 7 digits' },
  drivingLicence: { pattern: /^[A-Z]{2}[0-9]{13}$/, message: 'a driving licence is 2 letters, 2 digits and 11 digits' },
};

/** Normalised id number, masked when it is an Aadhaar number (never stored in full). */
export function checkIdNumber(documentType: AddressProofType, value: string, field: string): string {
  const number = value.replace(/[\s-]/g, '').toUpperCase();
  const rule = ID_NUMBER_PATTERNS[documentType];
  if (!rule.pattern.test(number)) throw invalidField(OnboardingErrorCodes.invalidIdNumber, field, rule.message);
  // The same check digit the app applies as the applicant types (and the Aadhaar OTP call uses).
  if (documentType === 'aadhaar' && identifierProblem('aadhaar', number) === 'check') {
    throw invalidField(OnboardingErrorCodes.invalidIdNumber, field, 'this Aadhaar number fails its check digit');
  }
  return documentType === 'aadhaar' ? `XXXXXXXX${number.slice(-4)}` : number;
}

export const BusinessInfoSchema = v.pipe(
  v.strictObject({
    businessName: v.pipe(
      v.string(),
      VisibleText,
      v.trim(),
      v.minLength(2, 'must be at least 2 characters'),
      v.maxLength(120),
    ),
    businessType: codeOf(BUSINESS_TYPES, 'business type'),
    businessCategory: v.string(),
    ownershipType: codeOf(OWNERSHIP_TYPES, 'ownership type'),
    educationalQualification: codeOf(EDUCATIONAL_QUALIFICATIONS, 'educational qualification'),
    annualTurnover: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000_000)),
    businessStartDate: YEAR_MONTH,
    businessPincode: v.string(),
  }),
  v.forward(
    v.check(
      (input) => categoryBelongsToType(input.businessType, input.businessCategory),
      'must be a category of the chosen business type',
    ),
    ['businessCategory'],
  ),
);
export type BusinessInfoInput = v.InferOutput<typeof BusinessInfoSchema>;

export function checkBusinessInfo(input: BusinessInfoInput, today: Date, where = 'body'): string {
  const thisMonth = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
  if (input.businessStartDate > thisMonth) {
    throw badRequest(`${where}.businessStartDate: cannot be in the future`);
  }
  return checkPincode(input.businessPincode, `${where}.businessPincode`);
}

export const REGISTRATION_TYPES = ['gstin', 'udyam', 'shopAct', 'tradeLicence'] as const;

export const RegistrationSchema = v.strictObject({
  registrationType: v.picklist(REGISTRATION_TYPES, `must be one of ${REGISTRATION_TYPES.join(', ')}`),
  registrationNumber: v.pipe(v.string(), v.trim(), v.maxLength(40)),
});
export type RegistrationInput = v.InferOutput<typeof RegistrationSchema>;

export { checkGstin };

/** The Udyam number in stored form, or 400 EPL-40013. */
export function checkUdyam(value: string, field: string): string {
  if (!isValidIdentifier('udyam', value)) {
    throw invalidField(OnboardingErrorCodes.invalidUdyam, field, 'a Udyam number looks like UDYAM-XX-00-0000000');
  }
  return normaliseIdentifier('udyam', value);
}

/** The registration number in its stored form, or a coded 400. */
export function checkRegistration(input: RegistrationInput, where = 'body'): string {
  const field = `${where}.registrationNumber`;
  if (input.registrationType === 'gstin') return checkGstin(input.registrationNumber, field);
  if (input.registrationType === 'udyam') return checkUdyam(input.registrationNumber, field);
  const number = input.registrationNumber.toUpperCase();
  if (!/^[A-Z0-9/-]{5,30}$/.test(number)) {
    throw badRequest(`${field}: must be 5-30 letters, digits, / or -`);
  }
  return number;
}

export const MembershipsSchema = v.pipe(
  v.array(
    v.strictObject({
      marketplaceName: codeOf(MARKETPLACE_OPTIONS, 'marketplace'),
      sellerSince: YEAR_MONTH,
      averageMonthlySales: v.pipe(v.number(), v.minValue(0), v.maxValue(100_000_000)),
    }),
  ),
  v.maxLength(10, 'at most 10 marketplaces'),
  v.check((list) => new Set(list.map((item) => item.marketplaceName)).size === list.length, 'marketplaces must differ'),
);
export type MembershipsInput = v.InferOutput<typeof MembershipsSchema>;
