import { afterEach, describe, expect, it } from 'vitest';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import {
  GSTIN,
  PNG_BYTES,
  WEBM_BYTES,
  applicant,
  businessInfo,
  currentAddress,
  home,
  ok,
  personalInfo,
  upload,
} from '../../support/server/onboarding.ts';
import type { Applicant } from '../../support/server/onboarding.ts';
import { latestOtp } from '../../support/server/identity.ts';
import type { Answer } from '../../support/server/identity.ts';

let s: TestSandbox;
afterEach(() => s.close());

/** Login → personal info → DigiLocker through the provider page → PAN → address → business info. */
async function throughBusinessInfo(): Promise<Applicant & { h: Record<string, string> }> {
  s = makeSandbox();
  const a = await applicant(s);
  const h = auth(a.token);
  await ok(s.call('PATCH', `/v4${a.app}/personal-info`, personalInfo, h));
  await ok(s.call('PATCH', `/v1${a.app}/personal-kyc`, { kycMode: 'digiLocker' }, h));
  const { url, requestId } = await ok<{ url: string; requestId: string }>(
    s.call('GET', `/v1/idfy/digilocker-url?redirectUrl=${encodeURIComponent('/signup/kyc-result')}`, undefined, h),
  );
  expect((await s.app.request(url)).status).toBe(200);
  const back = await s.app.request('/v1/sandbox-digilocker/authorize', {
    method: 'POST',
    body: new URLSearchParams({
      requestId,
      ref: new URL(url).searchParams.get('ref') ?? '',
      decision: 'approve',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const returned = new URL(back.headers.get('location') ?? '', 'http://app.invalid');
  expect(Object.fromEntries(returned.searchParams)).toEqual({ status: 'success', requestId });
  const kyc = await ok<Answer>(s.call('GET', `/v1/idfy/digilocker-status?requestId=${requestId}`, undefined, h));
  expect(kyc.application).toMatchObject({ status: 'digiLockerVerified', nextAction: 'panKyc' });
  const pan = await ok<Answer>(s.call('PATCH', `/v1${a.app}/pan`, { pan: 'ABCPV1234K' }, h));
  expect(pan.application.nextAction).toBe('personalAddress');
  const address = await ok<Answer>(s.call('POST', `/v1${a.app}/current-address`, currentAddress, h));
  expect(address.application.nextAction).toBe('businessProfile');
  await ok(s.call('PATCH', `/v3${a.app}/business-info`, businessInfo, h));
  return { ...a, h };
}

/** Serviceability → selfie → video → review → submit, each answer naming the next. */
async function throughResult(a: Applicant & { h: Record<string, string> }): Promise<void> {
  const place = await ok<Answer>(
    s.call(
      'PATCH',
      '/v1/customer/location/serviceability-check',
      { location: { latitude: 12.97, longitude: 77.64 } },
      a.h,
    ),
  );
  expect(place.application.nextAction).toBe('videoVerification');
  await ok(
    upload(s, 'PATCH', '/v1/customer/face-verification', a.token, {
      field: 'selfie',
      bytes: PNG_BYTES,
      name: 'selfie.png',
    }),
  );
  const video = await ok<Answer>(
    upload(s, 'POST', '/v1/idfy/video-verification', a.token, {
      field: 'video',
      bytes: WEBM_BYTES,
      name: 'video.webm',
    }),
  );
  expect(video.application.nextAction).toBe('review');
  const submitted = await ok<Answer>(s.call('POST', `/v2${a.app}/submit`, {}, a.h));
  expect(submitted).toMatchObject({
    application: { status: 'approved', nextAction: 'result' },
    result: { decision: 'approved', bestApprovedAmount: 360000 },
  });
  expect(await home(a)).toMatchObject({
    application: { digiLockerVerified: true },
    bestApprovedAmount: 360000,
    percentCompleted: 100,
  });
}

describe('the whole journey with identity providers, through the HTTP API', () => {
  it('DigiLocker, then a GSTIN verified through login, consent and OTP, on to the result', async () => {
    const a = await throughBusinessInfo();
    const registration = await ok<Answer>(
      s.call(
        'PATCH',
        `/v1${a.app}/registration-details`,
        { registrationType: 'gstin', registrationNumber: GSTIN },
        a.h,
      ),
    );
    expect(registration.application.nextAction).toBe('gstin');
    const atGstin = (await home(a)).percentCompleted as number;

    await ok(s.call('POST', `/v1/gstin/${a.applicationId}/login`, { gstin: GSTIN, username: 'verma.traders' }, a.h));
    await ok(
      s.call('POST', `/v1/gstin/${a.applicationId}/consent`, { consent: true }, { ...a.h, 'x-phone-number': a.phone }),
    );
    const gst = await ok<Answer>(
      s.call('POST', `/v1/gstin/${a.applicationId}/otp`, { otp: await latestOtp(s, a.phone) }, a.h),
    );
    expect(gst.application).toMatchObject({ subStatus: 'gstVerified', nextAction: 'serviceability' });
    expect(gst.application.percentCompleted).toBeGreaterThan(atGstin);

    await throughResult(a);
    expect(await ok(s.call('GET', `/v2${a.app}/profile`, undefined, a.h))).toMatchObject({
      kyc: { kycMode: 'digiLocker', digiLockerVerified: true, aadhaarVerifiedBy: 'digiLocker' },
      aadhaarAddress: { city: 'Pune' },
      registration: { registrationType: 'gstin', verified: true },
    });
  });

  it('DigiLocker, then Udyam verified through its OTP and the chosen registration, on to the result', async () => {
    const a = await throughBusinessInfo();
    const udyam = 'UDYAM-KA-03-0012345';
    const registration = await ok<Answer>(
      s.call(
        'PATCH',
        `/v1${a.app}/registration-details`,
        { registrationType: 'udyam', registrationNumber: udyam },
        a.h,
      ),
    );
    expect(registration.application.nextAction).toBe('udyam');

    const base = `/v1/signzy/${a.applicationId}/udyam-details`;
    const sent = await ok<{ request_id: string }>(s.call('POST', `${base}/generate-otp`, { udyam_reg_no: udyam }, a.h));
    const listed = await ok<{ udyam_list: { udyam_reg_no: string }[] }>(
      s.call('POST', `${base}/submit-otp`, { request_id: sent.request_id, otp: await latestOtp(s, a.phone) }, a.h),
    );
    const chosen = await ok<Answer>(
      s.call('POST', `${base}/submit-udyam`, { udyam_reg_no: listed.udyam_list[0]?.udyam_reg_no }, a.h),
    );
    expect(chosen.application).toMatchObject({ subStatus: 'udyamVerified', nextAction: 'serviceability' });

    await throughResult(a);
    expect(await ok(s.call('GET', `/v2${a.app}/profile`, undefined, a.h))).toMatchObject({
      registration: { registrationType: 'udyam', verified: true },
    });
  });
});
