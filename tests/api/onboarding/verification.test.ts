import { describe, expect, it } from 'vitest';
import {
  checkServiceability,
  skipVideoVerification,
  uploadSelfie,
  uploadVerificationVideo,
} from '../../../src/api/onboarding/verification/index.ts';
import {
  AT_BUSINESS_PROFILE,
  AT_SERVICEABILITY,
  AT_VIDEO,
  applicantAt,
  expectNoPopup,
  failure,
  lastRequest,
  nextActionOf,
  pdfFile,
  pngFile,
  webmFile,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';

const harness = useOnboardingHarness();

describe('serviceability check', () => {
  it('without a location (geolocation timed out) sends an empty body and is judged on the address', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_SERVICEABILITY);
    const answer = await checkServiceability(h.client, { location: null });
    expect(answer).toEqual({
      application: expect.objectContaining({
        id: applicationId,
        status: 'serviceabilityChecked',
        nextAction: 'videoVerification',
      }),
      serviceability: { isServiceable: true, pincode: '560038', reason: null },
    });
    expect(await lastRequest(h).json()).toEqual({});
    expectNoPopup(h);
  });

  it('with a location in India is serviceable; outside India it is not, and the next step says so', async () => {
    const { h } = harness;
    await applicantAt(h, AT_SERVICEABILITY);
    const inIndia = await checkServiceability(h.client, { location: { latitude: 12.97, longitude: 77.59 } });
    expect(inIndia.serviceability.isServiceable).toBe(true);
    expect(await lastRequest(h).json()).toEqual({ location: { latitude: 12.97, longitude: 77.59 } });

    const abroad = await checkServiceability(h.client, { location: { latitude: 51.5, longitude: -0.12 } });
    expect(abroad.serviceability).toEqual({ isServiceable: false, pincode: '560038', reason: 'outsideIndia' });
    expect(abroad.application).toMatchObject({ subStatus: 'notServiceable', nextAction: 'notServiceable' });
    expect(await nextActionOf(h)).toBe('notServiceable');
  });

  it('before the business profile is done it is 409 EPL-40900', async () => {
    const { h } = harness;
    await applicantAt(h, AT_BUSINESS_PROFILE);
    await expect(checkServiceability(h.client, {})).rejects.toMatchObject({ status: 409, code: 'EPL-40900' });
    expectNoPopup(h);
  });
});

describe('face and video verification (idfy)', () => {
  it('uploads the selfie, then the video, and moves to review', async () => {
    const { h } = harness;
    await applicantAt(h, AT_VIDEO);
    const selfie = await uploadSelfie(h.client, { file: pngFile('selfie.png') });
    expect(selfie.document).toMatchObject({ kind: 'selfie', contentType: 'image/png', fileName: 'selfie.png' });
    expect(selfie.application).toMatchObject({ status: 'selfieUploaded', nextAction: 'videoVerification' });
    const selfieRequest = lastRequest(h);
    expect(selfieRequest.method).toBe('PATCH');
    expect((await selfieRequest.formData()).get('selfie')).toBeInstanceOf(File);

    const video = await uploadVerificationVideo(h.client, { file: webmFile() });
    expect(video.videoVerification).toEqual({ videoVerified: true, videoId: expect.any(String) });
    expect(video.application).toMatchObject({ status: 'videoVerified', nextAction: 'review' });
    expect((await lastRequest(h).formData()).get('video')).toBeInstanceOf(File);
    expectNoPopup(h);
  });

  it('a video before the selfie is 409 EPL-40900; a PDF selfie is 415 EPL-41500', async () => {
    const { h } = harness;
    await applicantAt(h, AT_VIDEO);
    const early = await failure(uploadVerificationVideo(h.client, { file: webmFile() }));
    expect(early).toMatchObject({ status: 409, code: 'EPL-40900' });
    const pdfSelfie = await failure(uploadSelfie(h.client, { file: await pdfFile('selfie.pdf') }));
    expect(pdfSelfie).toMatchObject({ status: 415, code: 'EPL-41500' });
    expectNoPopup(h);
  });

  it('skipping is 409 EPL-40902 unless the applicant may; when allowed it moves to review', async () => {
    const { h } = harness;
    await applicantAt(h, AT_VIDEO);
    await expect(skipVideoVerification(h.client)).rejects.toMatchObject({ status: 409, code: 'EPL-40902' });

    await h.control('PUT', '/__sandbox/customers/9876543210', { videoVerificationSkipAllowedByUser: true });
    await uploadSelfie(h.client, { file: pngFile() });
    const skipped = await skipVideoVerification(h.client);
    expect(skipped).toEqual({
      application: expect.objectContaining({ subStatus: 'videoVerificationSkipped', nextAction: 'review' }),
      videoVerification: { videoVerified: false, skipped: true },
    });
    expectNoPopup(h);
  });
});
