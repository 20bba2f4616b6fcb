import { describe, expect, it } from 'vitest';
import {
  GSTIN_FIELD_CODES,
  getGstVerificationStatus,
  getIsGstVerified,
  getTaxpayerType,
  gstConsent,
  gstLogin,
  gstOtp,
  saveGstin,
} from '../../../src/journeys/onboarding/api/identity/gst/index.ts';
import { fieldOfError } from '../../../src/api/onboarding/errors.ts';
import {
  GSTIN,
  PHONE,
  applicantAt,
  expectNoPopup,
  failure,
  lastRequest,
  nextActionOf,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';
import { atGstin, gstinOf, sandboxOtp, wrongOf } from '../../support/api/identity.ts';

const harness = useOnboardingHarness();

describe('GST verification', () => {
  it('login, consent with x-phone-number, OTP: verified, and the status reads follow', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, atGstin(GSTIN));
    expect(await nextActionOf(h)).toBe('gstin');
    await expect(getGstVerificationStatus(h.client)).resolves.toEqual({
      gstin: GSTIN,
      status: 'notStarted',
      verified: false,
    });

    const login = await gstLogin(h.client, { applicationId, gstin: GSTIN, username: 'verma.traders' });
    expect(login.gstLogin).toEqual({ gstin: GSTIN, username: 'verma.traders', consentRequired: true });
    const consent = await gstConsent(h.client, { applicationId });
    expect(lastRequest(h).headers.get('x-phone-number')).toBe(PHONE);
    expect(consent.gstConsent).toMatchObject({ consented: true, otpSentTo: 'XXXXXX3210' });
    await expect(getGstVerificationStatus(h.client)).resolves.toMatchObject({ status: 'otpSent' });

    const otp = await sandboxOtp(h, PHONE);
    const answer = await gstOtp(h.client, { applicationId, otp });
    expect(answer.application.subStatus).toBe('gstVerified');
    expect(answer.gst).toEqual({ gstin: GSTIN, verified: true, taxpayerType: 'Regular' });
    await expect(getIsGstVerified(h.client, { applicationId })).resolves.toEqual({
      isGstVerified: true,
      gstin: GSTIN,
      taxpayerType: 'Regular',
    });
    expect(await nextActionOf(h)).toBe('serviceability');
    expectNoPopup(h);
  });

  it('login and OTP errors are hidden (no popup), and their codes still reach the caller', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, atGstin(GSTIN));
    expect(await failure(gstOtp(h.client, { applicationId, otp: '1234' }))).toMatchObject({
      status: 409,
      code: 'EPL-40904',
    });
    expect(await failure(gstLogin(h.client, { applicationId, gstin: GSTIN, username: 'noapi.user' }))).toMatchObject({
      status: 422,
      code: 'EPL-42204',
    });
    await gstLogin(h.client, { applicationId, gstin: GSTIN, username: 'verma.traders' });
    await gstConsent(h.client, { applicationId });
    const otp = await sandboxOtp(h, PHONE);
    expect(await failure(gstOtp(h.client, { applicationId, otp: wrongOf(otp) }))).toMatchObject({
      status: 422,
      code: 'EPL-42201',
    });
    expect(h.recorded.codes).toEqual(expect.arrayContaining(['EPL-40904', 'EPL-42204', 'EPL-42201']));
    expectNoPopup(h);
  });

  it('taxpayer type by GSTIN; PATCH gst corrects the number and maps the check character to the field', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, atGstin(GSTIN));
    const composition = gstinOf('29ABCPV1234K2Z');
    await expect(getTaxpayerType(h.client, { applicationId, gstin: composition })).resolves.toEqual({
      gstin: composition,
      taxpayerType: 'Composition',
    });
    const spoilt = `${GSTIN.slice(0, -1)}${GSTIN.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await failure(saveGstin(h.client, { applicationId, gstin: spoilt }));
    expect(wrong).toMatchObject({ status: 400, code: 'EPL-40012' });
    expect(fieldOfError(wrong, GSTIN_FIELD_CODES)).toBe('gstin');
    const saved = await saveGstin(h.client, { applicationId, gstin: composition });
    expect(saved.registration).toEqual({ registrationType: 'gstin', registrationNumber: composition, verified: false });
    expect(saved.application.nextAction).toBe('gstin');
    expectNoPopup(h);
  });
});
