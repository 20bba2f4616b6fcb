import type { ApplicationProfile } from '../../../../api/onboarding/review/schemas.ts';

// The review step keeps its profile as `unknown` (the machine is shape-free); the app's load
// actor has already parsed it with the API's schema (src/journeys/onboarding/actors.ts), so the
// screen only confirms it holds a profile read rather than re-validating every field.

export type { ApplicationProfile };

const PARTS = [
  'application',
  'personalInfo',
  'currentAddress',
  'kyc',
  'businessInfo',
  'registration',
  'memberships',
  'serviceability',
  'videoVerification',
];

export function profileOf(profile: unknown): ApplicationProfile | null {
  if (typeof profile !== 'object' || profile === null) return null;
  const read = profile as Record<string, unknown>;
  return PARTS.every((part) => part in read) && Array.isArray(read['memberships'])
    ? (profile as ApplicationProfile)
    : null;
}

/** Document numbers show only their last four characters, whatever the lender sent. */
export function masked(value: string): string {
  const visible = value.slice(-4);
  return 'X'.repeat(Math.max(0, value.length - 4)) + visible;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `YYYY-MM` as "June 2019"; anything else as sent. */
export function monthText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** A reference code the review has no list for ("companyProvided") in words ("Company provided"). */
export function codeText(code: string): string {
  const words = code.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const REGISTRATION_LABELS: Readonly<Record<string, string>> = {
  gstin: 'GSTIN',
  udyam: 'Udyam registration',
  shopAct: 'Shop Act licence',
  tradeLicence: 'Trade licence',
};

export const ADDRESS_PROOF_LABELS: Readonly<Record<string, string>> = {
  aadhaar: 'Aadhaar card',
  voterId: 'Voter ID',
  passport: 'Passport',
  drivingLicence: 'Driving licence',
};
