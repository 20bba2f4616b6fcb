import { placeOfPincode } from '../pincodes.ts';

/** The sandbox's identity providers' own rules; docs/sandbox.md, "Identity providers", states them in words. */

/** Where every sandbox Aadhaar lives: a real Pune pincode, so city and state come from the pincode table. */
export const SANDBOX_AADHAAR_ADDRESS = {
  line1: '21, Shivaji Road',
  line2: 'Shivajinagar',
  landmark: 'Near bus depot',
  pincode: '411005',
} as const;

export function sandboxAadhaarAddress(): {
  line1: string;
  line2: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
} {
  const place = placeOfPincode(SANDBOX_AADHAAR_ADDRESS.pincode);
  if (!place) throw new Error('the sandbox Aadhaar pincode is missing from the pincode table');
  return { ...SANDBOX_AADHAAR_ADDRESS, ...place };
}

/** The same day a year earlier (29 February becomes 28 February): a date of birth that differs. */
export function yearEarlier(dateOfBirth: string): string {
  const [year, month, day] = dateOfBirth.split('-');
  const shiftedDay = month === '02' && day === '29' ? '28' : day;
  return `${String(Number(year) - 1).padStart(4, '0')}-${month}-${shiftedDay}`;
}

/** What the provider reports: the applicant's own details, with another date of birth when asked to differ. */
export function aadhaarIdentity(
  personal: { first_name: string; last_name: string; date_of_birth: string; gender: string },
  dobDiffers: boolean,
): { name: string; dateOfBirth: string; gender: string } {
  return {
    name: `${personal.first_name} ${personal.last_name}`.trim(),
    dateOfBirth: dobDiffers ? yearEarlier(personal.date_of_birth) : personal.date_of_birth,
    gender: personal.gender,
  };
}

export type AadhaarOtpRule = 'notLinkedToMobile' | 'dobDiffers' | 'matches';

/**
 * Aadhaar OTP variant: numbers starting 9 have no mobile linked (EPL-10000); starting 8 carry
 * another date of birth.
 */
export function aadhaarOtpRule(aadhaar: string): AadhaarOtpRule {
  if (aadhaar.startsWith('9')) return 'notLinkedToMobile';
  if (aadhaar.startsWith('8')) return 'dobDiffers';
  return 'matches';
}

/** GST portal usernames: 8-15 letters, digits, dot, underscore or hyphen. */
export const GST_USERNAME_PATTERN = /^[A-Za-z0-9._-]{8,15}$/;

/** The portal refuses API logins for usernames starting "noapi" (API access not enabled). */
export function gstApiAccessEnabled(username: string): boolean {
  return !username.toLowerCase().startsWith('noapi');
}

export const TAXPAYER_TYPES = ['Regular', 'Composition', 'Casual Taxable Person', 'SEZ Unit'] as const;
export type TaxpayerType = (typeof TAXPAYER_TYPES)[number];

/** By the GSTIN's 13th character (the entity number): 2 Composition, 3 Casual, 4 SEZ unit, else Regular. */
export function taxpayerType(gstin: string): TaxpayerType {
  switch (gstin.charAt(12)) {
    case '2':
      return 'Composition';
    case '3':
      return 'Casual Taxable Person';
    case '4':
      return 'SEZ Unit';
    default:
      return 'Regular';
  }
}

export type UdyamRegistration = {
  udyam_reg_no: string;
  enterprise_name: string;
  enterprise_type: 'Micro' | 'Small' | 'Medium';
};

/** MSME class by annual turnover (₹5 crore micro, ₹50 crore small). */
export function enterpriseType(annualTurnover: number | null): UdyamRegistration['enterprise_type'] {
  if (annualTurnover === null || annualTurnover < 50_000_000) return 'Micro';
  return annualTurnover < 500_000_000 ? 'Small' : 'Medium';
}

/** Mobiles ending in 0 have no Udyam registration (404 EPL-40403). */
export function mobileHasUdyam(mobile: string): boolean {
  return !mobile.endsWith('0');
}

/**
 * Registrations found for a lookup: by number, that one; by mobile, the applicant's
 * registered number (when it is a Udyam one) and one the sandbox derives from the mobile.
 */
export function udyamNumbersFor(
  lookup: { udyamNumber: string } | { mobile: string },
  registered: string | null,
): string[] {
  if ('udyamNumber' in lookup) return [lookup.udyamNumber];
  const derived = `UDYAM-MH-26-${lookup.mobile.slice(-7)}`;
  return [...new Set([...(registered ? [registered] : []), derived])];
}
