import { describe, expect, it } from 'vitest';
import { getApplicationProfile, submitApplication } from '../../../src/api/onboarding/review/index.ts';
import { getHome } from '../../../src/api/home/get-home.ts';
import { checkServiceability } from '../../../src/api/onboarding/verification/index.ts';
import {
  AT_REVIEW,
  AT_SERVICEABILITY,
  AT_VIDEO,
  PAN,
  aadhaarAddress,
  applicantAt,
  businessInfo,
  currentAddress,
  expectNoPopup,
  failure,
  personalInfo,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';

const harness = useOnboardingHarness();

describe('review profile v2', () => {
  it('reads every block the review screen shows', async () => {
    const { h } = harness;
    // The check itself rather than the `serviceable` seed, which records no pincode.
    const applicationId = await applicantAt(h, { ...AT_SERVICEABILITY, videoVerified: true });
    await checkServiceability(h.client, {});
    const profile = await getApplicationProfile(h.client, { applicationId });
    expect(profile).toEqual({
      application: expect.objectContaining({ id: applicationId, nextAction: 'review' }),
      personalInfo,
      currentAddress: {
        ...currentAddress,
        city: 'Bengaluru',
        state: 'Karnataka',
        residenceType: 'rented',
        sameAsAadhaar: false,
      },
      aadhaarAddress: { ...aadhaarAddress, city: 'Bengaluru', state: 'Karnataka' },
      kyc: {
        kycMode: 'digiLocker',
        digiLockerVerified: true,
        aadhaarVerifiedBy: null,
        pan: PAN,
        holderType: 'Individual',
        addressProof: null,
        documents: [],
      },
      businessInfo,
      registration: { skipped: true },
      memberships: [],
      serviceability: { isServiceable: true, pincode: '560038' },
      videoVerification: { selfieUploaded: false, videoVerified: true, skipped: false },
      // Not submitted yet: the lender has no decision to report.
      decision: null,
    });
    expectNoPopup(h);
  });

  it('reads a fresh application with every block empty', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    const profile = await getApplicationProfile(h.client, { applicationId });
    expect(profile).toMatchObject({
      personalInfo: null,
      currentAddress: null,
      aadhaarAddress: null,
      kyc: { kycMode: null, pan: null, holderType: null, addressProof: null, documents: [] },
      businessInfo: null,
      registration: null,
      serviceability: null,
    });
  });
});

describe('submit v2', () => {
  it('approves with the best amount, moves to the result, and then refuses changes with 409 EPL-40901', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_REVIEW);
    const answer = await submitApplication(h.client, { applicationId });
    expect(answer).toEqual({
      application: expect.objectContaining({
        status: 'approved',
        subStatus: 'limitAssigned',
        nextAction: 'result',
        percentCompleted: 100,
      }),
      result: { decision: 'approved', bestApprovedAmount: 36_000_000, reason: null },
    });
    expect((await getHome(h.client)).bestApprovedAmount).toBe(36_000_000);
    const again = await failure(submitApplication(h.client, { applicationId }));
    expect(again).toMatchObject({ status: 409, code: 'EPL-40901' });
    expectNoPopup(h);
  });

  it('answers not eligible for a low turnover and under review for a large one', async () => {
    const { h } = harness;
    const small = await applicantAt(h, { ...AT_REVIEW, businessInfo: { ...businessInfo, annualTurnover: 100_000 } });
    await expect(submitApplication(h.client, { applicationId: small })).resolves.toMatchObject({
      application: { nextAction: 'notEligible' },
      result: { decision: 'notEligible', bestApprovedAmount: null, reason: 'lowTurnover' },
    });
    const large = await applicantAt(
      h,
      { ...AT_REVIEW, businessInfo: { ...businessInfo, annualTurnover: 60_000_000 } },
      '9123456789',
    );
    await expect(submitApplication(h.client, { applicationId: large })).resolves.toMatchObject({
      application: { status: 'croReview', nextAction: 'underReview' },
      result: { decision: 'underReview', bestApprovedAmount: null, reason: null },
    });
  });

  it('before review it is 409 EPL-40900', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_VIDEO);
    await expect(submitApplication(h.client, { applicationId })).rejects.toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    expectNoPopup(h);
  });
});
