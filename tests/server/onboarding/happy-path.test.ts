import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import {
  PNG_BYTES,
  WEBM_BYTES,
  applicant,
  businessInfo,
  currentAddress,
  home,
  ok,
  pdfBytes,
  personalInfo,
  seed,
  upload,
} from '../../support/server/onboarding.ts';
import type { Position } from '../../support/server/onboarding.ts';

let s: TestSandbox;
afterEach(() => s.close());

type Answer = { application: Position } & Record<string, unknown>;

describe('a new applicant from login to the result, through the HTTP API', () => {
  it('manual KYC path: every step answers the next one, home follows, the result carries the amount', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const h = auth(a.token);
    const start = await home(a);
    expect(start.application).toMatchObject({ status: { value: 'tncAccepted' }, nextAction: 'personalInfo' });
    expect(start).toMatchObject({
      isServiceable: null,
      percentCompleted: 0,
      videoVerified: false,
      bestApprovedAmount: null,
    });

    expect(await ok(s.call('GET', `/v4${a.app}/personal-info`, undefined, h))).toEqual({
      personalInfo: null,
      welcomeReward: null,
    });
    const step1 = await ok<Answer>(s.call('PATCH', `/v4${a.app}/personal-info`, personalInfo, h));
    expect(step1.application).toEqual({
      id: a.applicationId,
      status: 'personalInfoUpdated',
      subStatus: null,
      nextAction: 'kycSelection',
      percentCompleted: 12,
    });
    expect(step1.personalInfo).toEqual(personalInfo);
    expect(await ok(s.call('GET', `/v4${a.app}/personal-info`, undefined, h))).toEqual({
      personalInfo,
      welcomeReward: null,
    });

    const kyc = await ok<Answer>(s.call('PATCH', `/v1${a.app}/personal-kyc`, { kycMode: 'manual' }, h));
    expect(kyc.application).toMatchObject({
      status: 'personalInfoUpdated',
      subStatus: 'kycModeManual',
      nextAction: 'panKyc',
    });

    const pan = await ok<Answer>(s.call('PATCH', `/v1${a.app}/pan`, { pan: 'abcpv1234k' }, h));
    expect(pan).toMatchObject({
      application: { subStatus: 'panUpdated', nextAction: 'panKyc' },
      pan: { pan: 'ABCPV1234K', holderType: 'Individual' },
    });
    expect(await ok(s.call('GET', `/v1/customer${a.app}/pan-details`, undefined, h))).toEqual({
      pan: 'ABCPV1234K',
      holderType: 'Individual',
      name: 'ASHA VERMA',
      nameMatches: true,
    });

    const proofBytes = await pdfBytes();
    const proof = await ok<Answer & { document: Record<string, unknown> }>(
      upload(s, 'POST', `/v3${a.app}/address-proof?documentType=aadhaar&side=front`, a.token, {
        bytes: proofBytes,
        name: 'aadhaar.pdf',
      }),
    );
    expect(proof.application).toMatchObject({ status: 'addressProofAsPerIdUploaded', nextAction: 'panKyc' });
    expect(proof.document).toMatchObject({
      kind: 'addressProof',
      documentType: 'aadhaar',
      side: 'front',
      fileName: 'aadhaar.pdf',
      size: proofBytes.byteLength,
      contentType: 'application/pdf',
    });
    // The bytes are kept, and the hash is theirs.
    const stored = s.db
      .prepare('SELECT bytes, sha256 FROM onboarding_documents WHERE id = ?')
      .get(proof.document.id) as {
      bytes: Buffer;
      sha256: string;
    };
    expect(Buffer.compare(stored.bytes, Buffer.from(proofBytes))).toBe(0);
    expect(proof.document.sha256).toBe(stored.sha256);

    const number = await ok<Answer>(
      s.call('PATCH', `/v1${a.app}/address-proof1`, { documentType: 'aadhaar', documentNumber: '2345 6789 0124' }, h),
    );
    expect(number).toMatchObject({
      application: { status: 'addressProofIdNumberUpdated', nextAction: 'panKyc' },
      addressProof: { documentType: 'aadhaar', documentNumber: 'XXXXXXXX0124' },
    });
    const personalId = await ok<Answer>(
      upload(s, 'POST', `/v2${a.app}/personal-id?documentType=panCard`, a.token, { bytes: PNG_BYTES, name: 'pan.png' }),
    );
    expect(personalId.application).toMatchObject({
      status: 'addressProofIdNumberUpdated',
      subStatus: 'personalIdUploaded',
      nextAction: 'personalAddress',
    });

    expect(await ok(s.call('GET', '/v1/application/city-and-state/560038'))).toEqual({
      pincode: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    const address = await ok<Answer>(s.call('POST', `/v1${a.app}/current-address`, currentAddress, h));
    expect(address).toMatchObject({
      application: { subStatus: 'currentAddressUpdated', nextAction: 'businessProfile' },
      currentAddress: { ...currentAddress, city: 'Bengaluru', state: 'Karnataka', sameAsAadhaar: false },
    });

    const lists = await Promise.all(
      ['ownership-type', 'educational-qualification', 'business-type-and-category'].map((list) =>
        ok(s.call('GET', `/v1/application/${list}`, undefined, h)),
      ),
    );
    expect(lists.map((list) => Object.keys(list))).toEqual([
      ['ownershipTypes'],
      ['educationalQualifications'],
      ['businessTypes'],
    ]);
    const business = await ok<Answer>(s.call('PATCH', `/v3${a.app}/business-info`, businessInfo, h));
    expect(business).toMatchObject({
      application: { status: 'businessInfoUpdated', nextAction: 'businessProfile' },
      businessInfo,
    });
    await ok(
      s.call(
        'PATCH',
        `/v2${a.app}/marketplace-memberships`,
        { memberships: [{ marketplaceName: 'amazon', sellerSince: '2021-03', averageMonthlySales: 150000 }] },
        h,
      ),
    );
    const registration = await ok<Answer>(
      s.call(
        'PATCH',
        `/v1${a.app}/registration-details`,
        { registrationType: 'shopAct', registrationNumber: 'KA/BLR/12345' },
        h,
      ),
    );
    // Memberships were declared, so the marketplace document is still owed.
    expect(registration.application).toMatchObject({
      status: 'businessRegistrationDetailsUpdated',
      nextAction: 'businessProfile',
    });
    const statement = await ok<Answer>(
      upload(s, 'POST', `/v3${a.app}/marketplace-document?marketplaceName=amazon`, a.token, {
        bytes: await pdfBytes('Seller statement'),
        name: 'amazon.pdf',
      }),
    );
    expect(statement.application).toMatchObject({
      status: 'marketplaceDocumentUploaded',
      nextAction: 'serviceability',
    });
    expect(await ok(s.call('GET', `/v3${a.app}/business-info`, undefined, h))).toEqual({
      businessInfo,
      registration: { registrationType: 'shopAct', registrationNumber: 'KA/BLR/12345', verified: false },
      skipBusinessRegistration: false,
      welcomeReward: null,
    });

    const place = await ok<Answer>(
      s.call(
        'PATCH',
        '/v1/customer/location/serviceability-check',
        { location: { latitude: 12.97, longitude: 77.64 } },
        h,
      ),
    );
    expect(place).toMatchObject({
      application: { status: 'serviceabilityChecked', nextAction: 'videoVerification' },
      serviceability: { isServiceable: true, pincode: '560038', reason: null },
    });
    const selfie = await ok<Answer>(
      upload(s, 'PATCH', '/v1/customer/face-verification', a.token, {
        field: 'selfie',
        bytes: PNG_BYTES,
        name: 'selfie.png',
      }),
    );
    expect(selfie.application).toMatchObject({ status: 'selfieUploaded', nextAction: 'videoVerification' });
    const video = await ok<Answer & { videoVerification: { videoId: string } }>(
      upload(s, 'POST', '/v1/idfy/video-verification', a.token, {
        field: 'video',
        bytes: WEBM_BYTES,
        name: 'video.webm',
      }),
    );
    expect(video.application).toMatchObject({ status: 'videoVerified', nextAction: 'review', percentCompleted: 87 });

    const beforeSubmit = await home(a);
    expect(beforeSubmit).toMatchObject({
      application: { status: { value: 'videoVerified' }, nextAction: 'review' },
      isServiceable: true,
      videoVerified: true,
      videoId: video.videoVerification.videoId,
      percentCompleted: 87,
    });
    const profile = await ok(s.call('GET', `/v2${a.app}/profile`, undefined, h));
    expect(profile).toMatchObject({
      personalInfo,
      currentAddress: { pincode: '560038', city: 'Bengaluru' },
      aadhaarAddress: null,
      kyc: {
        kycMode: 'manual',
        pan: 'ABCPV1234K',
        holderType: 'Individual',
        addressProof: { documentNumber: 'XXXXXXXX0124' },
      },
      businessInfo,
      memberships: [{ marketplaceName: 'amazon' }],
      serviceability: { isServiceable: true },
      videoVerification: { selfieUploaded: true, videoVerified: true, skipped: false },
    });
    expect((profile.kyc as { documents: unknown[] }).documents).toHaveLength(2);

    const submitted = await ok<Answer>(s.call('POST', `/v2${a.app}/submit`, {}, h));
    // 20 % of ₹18,00,000.
    expect(submitted).toEqual({
      application: {
        id: a.applicationId,
        status: 'approved',
        subStatus: 'limitAssigned',
        nextAction: 'result',
        percentCompleted: 100,
      },
      result: { decision: 'approved', bestApprovedAmount: 360000, reason: null },
    });
    const after = await home(a);
    expect(after).toMatchObject({
      application: {
        status: { value: 'approved', bannerButtonText: 'View your offer' },
        nextAction: 'result',
        applicationRejected: false,
      },
      bestApprovedAmount: 360000,
      percentCompleted: 100,
    });
    expect(await ok(s.call('GET', `/v2${a.app}/summary`, undefined, h))).toMatchObject({
      personalInfo: { firstName: 'Asha', lastName: 'Verma' },
      businessInfo: { businessName: 'Verma Traders' },
    });

    // Decided: nothing may change any more.
    const late = await s.call('PATCH', `/v4${a.app}/personal-info`, personalInfo, h);
    expect(late.status).toBe(409);
    expect((await json<{ error: { code: string } }>(late)).error.code).toBe('EPL-40901');
  });

  it('DigiLocker path: after verification only the PAN is asked for; the Aadhaar address can be copied', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const h = auth(a.token);
    await ok(s.call('PATCH', `/v4${a.app}/personal-info`, personalInfo, h));
    const chosen = await ok<Answer>(s.call('PATCH', `/v1${a.app}/personal-kyc`, { kycMode: 'digiLocker' }, h));
    expect(chosen.application).toMatchObject({ subStatus: 'kycModeDigiLocker', nextAction: 'digiLocker' });
    expect((await s.call('GET', `/v1${a.app}/aadhar-address`, undefined, h)).status).toBe(404);

    // DigiLocker has its own tests (identity-digilocker.test.ts); a seed stands in for its answer.
    await seed(s, a.phone, {
      digiLockerVerified: true,
      aadhaarAddress: { line1: '44 MG Road', pincode: '110001' },
    });
    const state = await home(a);
    expect(state.application).toMatchObject({
      status: { value: 'digiLockerVerified' },
      nextAction: 'panKyc',
      digiLockerVerified: true,
    });
    expect(await ok(s.call('GET', `/v1${a.app}/aadhar-address`, undefined, h))).toEqual({
      aadhaarAddress: {
        line1: '44 MG Road',
        line2: null,
        landmark: null,
        pincode: '110001',
        city: 'New Delhi',
        state: 'Delhi',
      },
    });

    const pan = await ok<Answer>(s.call('PATCH', `/v1${a.app}/pan`, { pan: 'ABCPV1234K' }, h));
    expect(pan.application).toMatchObject({ status: 'digiLockerVerified', nextAction: 'personalAddress' });
    const copied = await ok<Answer>(
      s.call('POST', `/v1${a.app}/current-address`, { sameAsAadhaar: true, residenceType: 'owned' }, h),
    );
    expect(copied).toMatchObject({
      application: { nextAction: 'businessProfile' },
      currentAddress: {
        line1: '44 MG Road',
        pincode: '110001',
        city: 'New Delhi',
        sameAsAadhaar: true,
        residenceType: 'owned',
      },
    });
  });
});
