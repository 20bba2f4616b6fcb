import { describe, expect, it } from 'vitest';
import {
  EVENT_OUTCOMES,
  NO_FACTS,
  ONBOARDING_STATUS_ORDER,
  laterStatus,
  milestoneStatus,
  nextActionFor,
  nextStep,
  percentCompletedFor,
  stepAccess,
} from '../../../server/application/progression.ts';
import type { OnboardingFacts } from '../../../server/application/progression.ts';
import { decide, panRecord, serviceability } from '../../../server/application/decisions.ts';
import { placeOfPincode } from '../../../server/onboarding/pincodes.ts';

const facts = (patch: Partial<OnboardingFacts>): OnboardingFacts => ({ ...NO_FACTS, ...patch });

/** Everything up to and including step-2 on the manual path. */
const throughKyc = facts({
  personalInfo: true,
  kycMode: 'manual',
  pan: true,
  addressProofUploaded: true,
  addressProofNumber: true,
  personalIdUploaded: true,
});
const throughAddress = { ...throughKyc, currentAddress: true };
const throughBusiness = { ...throughAddress, businessInfo: true, registration: 'skipped' as const };
const throughServiceability = { ...throughBusiness, serviceable: true };
const readyForReview = { ...throughServiceability, selfieUploaded: true, videoVerified: true };

describe('nextActionFor: the first step not done', () => {
  it('walks the manual path step by step', () => {
    expect(nextActionFor(NO_FACTS)).toBe('personalInfo');
    expect(nextActionFor(facts({ personalInfo: true }))).toBe('kycSelection');
    expect(nextActionFor(facts({ personalInfo: true, kycMode: 'manual' }))).toBe('panKyc');
    expect(nextActionFor(throughKyc)).toBe('personalAddress');
    expect(nextActionFor(throughAddress)).toBe('businessProfile');
    expect(nextActionFor(throughBusiness)).toBe('serviceability');
    expect(nextActionFor(throughServiceability)).toBe('videoVerification');
    expect(nextActionFor({ ...throughServiceability, selfieUploaded: true })).toBe('videoVerification');
    expect(nextActionFor(readyForReview)).toBe('review');
  });

  it('manual step-2 needs the PAN, the address proof file, its number and the personal id', () => {
    for (const missing of ['pan', 'addressProofUploaded', 'addressProofNumber', 'personalIdUploaded'] as const) {
      expect(nextActionFor({ ...throughKyc, [missing]: false })).toBe('panKyc');
    }
  });

  it('DigiLocker path: the provider step, then only the PAN is asked for', () => {
    const chosen = facts({ personalInfo: true, kycMode: 'digiLocker' });
    expect(nextActionFor(chosen)).toBe('digiLocker');
    expect(nextActionFor({ ...chosen, digiLockerVerified: true })).toBe('panKyc');
    expect(nextActionFor({ ...chosen, digiLockerVerified: true, pan: true })).toBe('personalAddress');
  });

  it('declarations come after step-2 only when a mismatch was found', () => {
    expect(nextActionFor({ ...throughKyc, panNameMatches: false })).toBe('dualNameDeclaration');
    expect(nextActionFor({ ...throughKyc, panNameMatches: false, dualNameDeclared: true })).toBe('personalAddress');
    expect(nextActionFor({ ...throughKyc, dobMismatch: true })).toBe('dualDobDeclaration');
    expect(nextActionFor({ ...throughKyc, dobMismatch: true, dualDobDeclared: true })).toBe('personalAddress');
  });

  it('step-3: registration or its skip, and a marketplace document once memberships are declared', () => {
    const business = { ...throughAddress, businessInfo: true };
    expect(nextActionFor(business)).toBe('businessProfile');
    expect(nextActionFor({ ...business, skipBusinessRegistration: true })).toBe('serviceability');
    expect(nextActionFor({ ...business, registration: 'other' })).toBe('serviceability');
    expect(nextActionFor({ ...throughBusiness, membershipCount: 2 })).toBe('businessProfile');
    expect(nextActionFor({ ...throughBusiness, membershipCount: 2, marketplaceDocument: true })).toBe('serviceability');
    expect(nextActionFor({ ...throughBusiness, membershipCount: 2, marketplaceDocumentSkipped: true })).toBe(
      'serviceability',
    );
  });

  it('GSTIN and Udyam verification follow the registration type; skipGst drops the GST step', () => {
    const gst = { ...throughBusiness, registration: 'gstin' as const };
    expect(nextActionFor(gst)).toBe('gstin');
    expect(nextActionFor({ ...gst, gstVerified: true })).toBe('serviceability');
    expect(nextActionFor({ ...gst, skipGst: true })).toBe('serviceability');
    const udyam = { ...throughBusiness, registration: 'udyam' as const };
    expect(nextActionFor(udyam)).toBe('udyam');
    expect(nextActionFor({ ...udyam, skipGst: true })).toBe('udyam');
    expect(nextActionFor({ ...udyam, udyamVerified: true })).toBe('serviceability');
  });

  it('not serviceable is terminal', () => {
    expect(nextActionFor({ ...throughBusiness, serviceable: false })).toBe('notServiceable');
  });

  it('video: skipped by the lender, or by the user only when allowed and after the selfie', () => {
    expect(nextActionFor({ ...throughServiceability, skipVideoVerification: true })).toBe('review');
    const selfie = { ...throughServiceability, selfieUploaded: true, videoSkipped: true };
    expect(nextActionFor(selfie)).toBe('videoVerification');
    expect(nextActionFor({ ...selfie, videoSkipAllowedByUser: true })).toBe('review');
    expect(nextActionFor({ ...throughServiceability, videoSkipAllowedByUser: true, videoSkipped: true })).toBe(
      'videoVerification',
    );
  });

  it('decisions', () => {
    expect(nextActionFor({ ...readyForReview, decision: 'approved' })).toBe('result');
    expect(nextActionFor({ ...readyForReview, decision: 'underReview' })).toBe('underReview');
    expect(nextActionFor({ ...readyForReview, decision: 'notEligible' })).toBe('notEligible');
  });
});

describe('status and progress', () => {
  it('a status never moves back, and statuses of other journeys are left alone', () => {
    expect(laterStatus('tncAccepted', 'personalInfoUpdated')).toBe('personalInfoUpdated');
    expect(laterStatus('businessInfoUpdated', 'personalInfoUpdated')).toBe('businessInfoUpdated');
    expect(laterStatus('businessInfoUpdated', null)).toBe('businessInfoUpdated');
    expect(laterStatus('bankDetailsUpdated', 'personalInfoUpdated')).toBe('bankDetailsUpdated');
  });

  it('every event names a §4 status or none', () => {
    for (const outcome of Object.values(EVENT_OUTCOMES)) {
      if (outcome.status !== null) expect(ONBOARDING_STATUS_ORDER).toContain(outcome.status);
    }
  });

  it('nextStep combines the event status with the facts', () => {
    expect(nextStep({ status: 'tncAccepted', facts: facts({ personalInfo: true }) }, 'personalInfoSaved')).toEqual({
      status: 'personalInfoUpdated',
      subStatus: null,
      nextAction: 'kycSelection',
      percentCompleted: 12,
    });
    expect(nextStep({ status: 'serviceabilityChecked', facts: readyForReview }, 'personalInfoSaved')).toMatchObject({
      status: 'serviceabilityChecked',
      nextAction: 'review',
    });
    expect(
      nextStep({ status: 'videoVerified', facts: { ...readyForReview, decision: 'approved' } }, 'approved'),
    ).toEqual({
      status: 'approved',
      subStatus: 'limitAssigned',
      nextAction: 'result',
      percentCompleted: 100,
    });
  });

  it('percentCompleted counts only the steps that apply', () => {
    expect(percentCompletedFor(NO_FACTS)).toBe(0);
    // 8 steps apply on the manual path without GST or Udyam: personal info, KYC choice, step-2,
    // address, step-3, serviceability, video, review.
    expect(percentCompletedFor(throughKyc)).toBe(37);
    // 2 of 9 with DigiLocker.
    expect(percentCompletedFor(facts({ personalInfo: true, kycMode: 'digiLocker' }))).toBe(22);
    expect(percentCompletedFor(readyForReview)).toBe(87);
    expect(percentCompletedFor({ ...readyForReview, decision: 'notEligible' })).toBe(100);
  });

  it('milestoneStatus picks the furthest status the data imply', () => {
    expect(milestoneStatus(NO_FACTS)).toBeNull();
    expect(milestoneStatus(facts({ personalInfo: true }))).toBe('personalInfoUpdated');
    expect(milestoneStatus(throughKyc)).toBe('addressProofIdNumberUpdated');
    expect(milestoneStatus(throughBusiness)).toBe('businessRegistrationDetailsSkipped');
    expect(milestoneStatus(readyForReview)).toBe('videoVerified');
  });
});

describe('stepAccess', () => {
  it('takes the current step and earlier ones, refuses later ones', () => {
    expect(stepAccess('tncAccepted', NO_FACTS, 'personalInfo')).toEqual({ allowed: true });
    expect(stepAccess('tncAccepted', NO_FACTS, 'panKyc')).toEqual({
      allowed: false,
      reason: 'notReached',
      finishFirst: 'personalInfo',
    });
    expect(stepAccess('businessInfoUpdated', throughBusiness, 'personalInfo')).toEqual({ allowed: true });
    expect(stepAccess('businessInfoUpdated', throughBusiness, 'videoVerification')).toMatchObject({ allowed: false });
  });

  it('submit only at review; nothing once decided or past onboarding', () => {
    expect(stepAccess('videoVerified', throughServiceability, 'review')).toMatchObject({
      allowed: false,
      reason: 'notReached',
    });
    expect(stepAccess('videoVerified', readyForReview, 'review')).toEqual({ allowed: true });
    expect(stepAccess('approved', { ...readyForReview, decision: 'approved' }, 'personalInfo')).toEqual({
      allowed: false,
      reason: 'decided',
    });
    expect(stepAccess('bankDetailsUpdated', readyForReview, 'personalInfo')).toEqual({
      allowed: false,
      reason: 'decided',
    });
  });

  it('a not-serviceable applicant may still change the address and check again', () => {
    const refused = { ...throughBusiness, serviceable: false };
    expect(stepAccess('serviceabilityChecked', refused, 'personalAddress')).toEqual({ allowed: true });
    expect(stepAccess('serviceabilityChecked', refused, 'serviceability')).toEqual({ allowed: true });
    expect(stepAccess('serviceabilityChecked', refused, 'videoVerification')).toMatchObject({ allowed: false });
  });
});

describe('the sandbox rules', () => {
  it('PAN name: the 5th character is the surname initial', () => {
    expect(panRecord('ABCPV1234K', 'Asha', 'Verma')).toEqual({
      pan: 'ABCPV1234K',
      holderType: 'Individual',
      name: 'ASHA VERMA',
      nameMatches: true,
    });
    expect(panRecord('ABCPK1234K', 'Asha', 'Verma')).toEqual({
      pan: 'ABCPK1234K',
      holderType: 'Individual',
      name: 'ASHA KUMAR',
      nameMatches: false,
    });
    expect(panRecord('ABCFZ1234K', 'Asha', 'Verma')).toMatchObject({
      holderType: 'Firm',
      name: 'ASHA SINGH',
      nameMatches: false,
    });
  });

  it('serviceability: north-east pincodes and locations outside India are not served', () => {
    expect(serviceability('560038')).toEqual({ isServiceable: true, reason: null });
    expect(serviceability('793001')).toEqual({ isServiceable: false, reason: 'pincodeNotServed' });
    expect(serviceability('781001')).toEqual({ isServiceable: true, reason: null });
    expect(serviceability('560038', { latitude: 12.97, longitude: 77.59 })).toEqual({
      isServiceable: true,
      reason: null,
    });
    expect(serviceability('560038', { latitude: 51.5, longitude: -0.12 })).toEqual({
      isServiceable: false,
      reason: 'outsideIndia',
    });
  });

  it('decision: vintage, 20% of turnover in ₹5,000 steps capped at 25 lakh, review from ₹5 crore', () => {
    const today = new Date(Date.UTC(2026, 0, 15));
    expect(decide({ annualTurnover: 1_800_000, businessStartDate: '2019-06' }, today)).toEqual({
      decision: 'approved',
      amount: 360_000,
      reason: null,
    });
    expect(decide({ annualTurnover: 1_234_567, businessStartDate: '2019-06' }, today)).toMatchObject({
      amount: 245_000,
    });
    expect(decide({ annualTurnover: 40_000_000, businessStartDate: '2019-06' }, today)).toMatchObject({
      decision: 'approved',
      amount: 2_500_000,
    });
    expect(decide({ annualTurnover: 50_000_000, businessStartDate: '2019-06' }, today)).toMatchObject({
      decision: 'underReview',
      amount: 2_500_000,
    });
    expect(decide({ annualTurnover: 100_000, businessStartDate: '2019-06' }, today)).toEqual({
      decision: 'notEligible',
      amount: null,
      reason: 'lowTurnover',
    });
    expect(decide({ annualTurnover: 1_800_000, businessStartDate: '2025-08' }, today)).toEqual({
      decision: 'notEligible',
      amount: null,
      reason: 'businessVintage',
    });
    expect(decide({ annualTurnover: 1_800_000, businessStartDate: '2025-07' }, today)).toMatchObject({
      decision: 'approved',
    });
  });

  it('pincode table: metros known, others not', () => {
    expect(placeOfPincode('110001')).toEqual({ city: 'New Delhi', state: 'Delhi' });
    expect(placeOfPincode('400001')).toEqual({ city: 'Mumbai', state: 'Maharashtra' });
    expect(placeOfPincode('600001')).toEqual({ city: 'Chennai', state: 'Tamil Nadu' });
    expect(placeOfPincode('700001')).toEqual({ city: 'Kolkata', state: 'West Bengal' });
    expect(placeOfPincode('999999')).toBeUndefined();
  });
});
