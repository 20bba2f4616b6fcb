import { gstinError } from '../../identity/gstin.ts';
import { pincodeError } from '../../identity/pincode.ts';
import { udyamError } from '../../identity/udyam.ts';
import { add, required, valueOf, type FieldErrors, type Values } from './fields.ts';

export const ADDRESS_MESSAGES = {
  line1: 'Please enter your address',
  pincode: 'Please enter your pincode',
  residenceType: 'Please choose your residence type',
} as const;

/** personal-address: the typed address, or "same as Aadhaar" with only the residence type. */
export function validatePersonalAddress(values: Values): FieldErrors {
  if (valueOf(values, 'sameAsAadhaar') === 'true')
    return required(values, { residenceType: ADDRESS_MESSAGES.residenceType });
  const errors = required(values, ADDRESS_MESSAGES);
  const pincode = valueOf(values, 'pincode');
  add(errors, 'pincode', pincode !== '' && pincodeError(pincode) !== null, pincodeError(pincode) ?? '');
  return errors;
}

export const BUSINESS_MESSAGES = {
  businessName: 'Please enter your business name',
  businessType: 'Please choose your business type',
  businessCategory: 'Please choose your business category',
  ownershipType: 'Please choose the ownership type',
  educationalQualification: 'Please choose your educational qualification',
  annualTurnover: 'Please enter your annual turnover',
  businessStartDate: 'Please enter when your business started',
  businessPincode: 'Please enter your business pincode',
} as const;
export const TURNOVER_MESSAGE = 'Enter the turnover in rupees, digits only';
export const START_DATE_MESSAGE = 'Enter a month that is not in the future';
export const REGISTRATION_NUMBER_MESSAGE = 'Please enter the registration number, or skip';
export const OTHER_REGISTRATION_MESSAGE = 'Use 5–30 letters, digits, / or -';
export const MEMBERSHIPS_MESSAGE = 'Please check your marketplace details';

function monthInFuture(month: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return true;
  const [year, mon] = [Number(match[1]), Number(match[2])];
  if (mon < 1 || mon > 12) return true;
  return year > today.getUTCFullYear() || (year === today.getUTCFullYear() && mon > today.getUTCMonth() + 1);
}

function registrationError(type: string, number: string): string | null {
  if (type === 'gstin') return gstinError(number);
  if (type === 'udyam') return udyamError(number);
  return /^[A-Za-z0-9/-]{5,30}$/.test(number) ? null : OTHER_REGISTRATION_MESSAGE;
}

/** step-3 Business Profile; the registration is checked unless it is skipped. */
export function validateBusinessProfile(values: Values, today: Date = new Date()): FieldErrors {
  const errors = required(values, BUSINESS_MESSAGES);
  const turnover = valueOf(values, 'annualTurnover');
  add(errors, 'annualTurnover', turnover !== '' && !/^\d{1,10}$/.test(turnover), TURNOVER_MESSAGE);
  const started = valueOf(values, 'businessStartDate');
  add(errors, 'businessStartDate', started !== '' && monthInFuture(started, today), START_DATE_MESSAGE);
  const pincode = valueOf(values, 'businessPincode');
  add(errors, 'businessPincode', pincode !== '' && pincodeError(pincode) !== null, pincodeError(pincode) ?? '');
  const type = valueOf(values, 'registrationType');
  if (valueOf(values, 'registrationSkipped') !== 'true' && type !== '') {
    const number = valueOf(values, 'registrationNumber');
    if (number === '') add(errors, 'registrationNumber', true, REGISTRATION_NUMBER_MESSAGE);
    else
      add(
        errors,
        'registrationNumber',
        registrationError(type, number) !== null,
        registrationError(type, number) ?? '',
      );
  }
  const memberships = valueOf(values, 'memberships');
  if (memberships !== '') add(errors, 'memberships', parseMemberships(memberships) === null, MEMBERSHIPS_MESSAGE);
  return errors;
}

export interface MembershipValue {
  marketplaceName: string;
  sellerSince: string;
  averageMonthlySales: number;
}

/** The memberships field holds JSON while typed; null when it is not a valid list. */
export function parseMemberships(text: string): MembershipValue[] | null {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > 10) return null;
  const list: MembershipValue[] = [];
  for (const entry of parsed) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { marketplaceName, sellerSince, averageMonthlySales } = entry as Record<string, unknown>;
    // A blank sales box is a row not finished, not sales of ₹0 (Number('') is 0).
    const sales =
      typeof averageMonthlySales === 'string'
        ? averageMonthlySales.trim() === ''
          ? Number.NaN
          : Number(averageMonthlySales)
        : averageMonthlySales;
    if (
      typeof marketplaceName !== 'string' ||
      marketplaceName === '' ||
      typeof sellerSince !== 'string' ||
      !/^\d{4}-\d{2}$/.test(sellerSince)
    )
      return null;
    if (typeof sales !== 'number' || !Number.isFinite(sales) || sales < 0) return null;
    list.push({ marketplaceName, sellerSince, averageMonthlySales: sales });
  }
  return new Set(list.map((entry) => entry.marketplaceName)).size === list.length ? list : null;
}
