import { describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  START_DATE_MESSAGE,
  parseMemberships,
  validateBusinessProfile,
  validatePersonalAddress,
} from '../../../rules/onboarding/forms/address-and-business.ts';
import {
  FILE_REQUIRED_MESSAGE,
  ID_NUMBER_FORMAT_MESSAGE,
  validateKycSelection,
  validatePanKyc,
} from '../../../rules/onboarding/forms/kyc.ts';
import {
  AGE_MESSAGE,
  DATE_FORMAT_MESSAGE,
  EMAIL_FORMAT_MESSAGE,
  PERSONAL_INFO_MESSAGES,
  validatePersonalInfo,
} from '../../../rules/onboarding/forms/personal-info.ts';
import { GSTIN_CHECK_MESSAGE } from '../../../rules/identity/gstin.ts';
import { PAN_FORMAT_MESSAGE } from '../../../rules/identity/pan.ts';

const today = new Date(Date.UTC(2026, 0, 15));

describe('personal details', () => {
  const valid = {
    firstName: 'Asha',
    lastName: 'Verma',
    dateOfBirth: '1990-04-12',
    gender: 'female',
    email: 'asha@example.in',
    fatherName: '',
  };
  it('accepts a complete form', () => expect(validatePersonalInfo(valid, today)).toEqual({}));
  it('names every empty required field', () => expect(validatePersonalInfo({}, today)).toEqual(PERSONAL_INFO_MESSAGES));
  it('checks the date is real and the age is 18 to 75', () => {
    expect(validatePersonalInfo({ ...valid, dateOfBirth: '1990-02-30' }, today).dateOfBirth).toBe(DATE_FORMAT_MESSAGE);
    expect(validatePersonalInfo({ ...valid, dateOfBirth: '2008-01-16' }, today).dateOfBirth).toBe(AGE_MESSAGE);
    expect(validatePersonalInfo({ ...valid, dateOfBirth: '2008-01-15' }, today)).toEqual({});
  });
  it('checks the email', () =>
    expect(validatePersonalInfo({ ...valid, email: 'asha@' }, today).email).toBe(EMAIL_FORMAT_MESSAGE));
});

describe('KYC', () => {
  it('needs a KYC mode', () => expect(validateKycSelection({ kycMode: '' })).toHaveProperty('kycMode'));
  it('needs the PAN, the address proof, its number and files unless DigiLocker supplied them', () => {
    const errors = validatePanKyc(
      { pan: 'ABCPV1234', addressProofType: 'voterId', addressProofNumber: 'AB1234567' },
      {},
      false,
    );
    expect(errors).toEqual({
      pan: PAN_FORMAT_MESSAGE,
      addressProofNumber: ID_NUMBER_FORMAT_MESSAGE,
      addressProofFront: FILE_REQUIRED_MESSAGE,
      personalId: FILE_REQUIRED_MESSAGE,
    });
    expect(validatePanKyc({ pan: 'ABCPV1234K' }, {}, true)).toEqual({});
    expect(
      validatePanKyc(
        { pan: 'ABCPV1234K', addressProofType: 'voterId', addressProofNumber: 'abc 1234567' },
        { addressProofFront: {}, personalId: {} },
        false,
      ),
    ).toEqual({});
  });
});

describe('address and business', () => {
  it('same as Aadhaar needs only the residence type', () => {
    expect(validatePersonalAddress({ sameAsAadhaar: 'true', residenceType: 'rented' })).toEqual({});
    expect(
      validatePersonalAddress({ sameAsAadhaar: 'false', line1: 'x', pincode: '012345', residenceType: 'rented' }),
    ).toHaveProperty('pincode');
  });
  const business = {
    businessName: 'Verma Traders',
    businessType: 'retailer',
    businessCategory: 'kirana',
    ownershipType: 'proprietorship',
    educationalQualification: 'graduate',
    annualTurnover: '1800000',
    businessStartDate: '2019-06',
    businessPincode: '560038',
  };
  it('accepts a complete profile with a skipped registration', () => {
    expect(
      validateBusinessProfile({ ...business, registrationSkipped: 'true', registrationType: 'gstin' }, today),
    ).toEqual({});
  });
  it('names every empty field', () => expect(validateBusinessProfile({}, today)).toEqual(BUSINESS_MESSAGES));
  it('checks the GSTIN check character and the start month', () => {
    const errors = validateBusinessProfile(
      { ...business, businessStartDate: '2026-02', registrationType: 'gstin', registrationNumber: '29ABCPV1234K1ZA' },
      today,
    );
    expect(errors).toEqual({ businessStartDate: START_DATE_MESSAGE, registrationNumber: GSTIN_CHECK_MESSAGE });
  });
  it('reads memberships as a list of distinct marketplaces', () => {
    expect(
      parseMemberships('[{"marketplaceName":"amazon","sellerSince":"2021-03","averageMonthlySales":"150000"}]'),
    ).toEqual([{ marketplaceName: 'amazon', sellerSince: '2021-03', averageMonthlySales: 150000 }]);
    expect(parseMemberships('')).toEqual([]);
    expect(
      parseMemberships(
        JSON.stringify([
          { marketplaceName: 'a', sellerSince: '2021-03', averageMonthlySales: 1 },
          { marketplaceName: 'a', sellerSince: '2021-03', averageMonthlySales: 1 },
        ]),
      ),
    ).toBeNull();
    expect(parseMemberships('{')).toBeNull();
    // Blank monthly sales: the row is unfinished, not ₹0.
    expect(
      parseMemberships('[{"marketplaceName":"amazon","sellerSince":"2021-03","averageMonthlySales":" "}]'),
    ).toBeNull();
  });
});
