import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
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
  seed,
  upload,
} from '../../support/server/onboarding.ts';
import type { Applicant, Position } from '../../support/server/onboarding.ts';

let s: TestSandbox;
afterEach(() => s.close());

type Answer = { application: Position } & Record<string, unknown>;

/** Seeded through step-2 and the address, so each test starts at step-3. */
async function seeded(extra: Record<string, unknown>): Promise<Applicant> {
  s = makeSandbox();
  const a = await applicant(s);
  await seed(s, a.phone, {
    personalInfo,
    kycMode: 'digiLocker',
    digiLockerVerified: true,
    pan: 'ABCPV1234K',
    currentAddress,
    ...extra,
  });
  return a;
}

async function atBusinessProfile(extra: Record<string, unknown> = {}): Promise<Applicant> {
  const a = await seeded(extra);
  expect((await home(a)).application.nextAction).toBe('businessProfile');
  return a;
}

/** Seeded up to serviceability. */
async function atServiceability(extra: Record<string, unknown> = {}): Promise<Applicant> {
  return seeded({ businessInfo, registration: { skipped: true }, ...extra });
}

const patch = (a: Applicant, path: string, body: unknown = {}) => a.s.call('PATCH', path, body, auth(a.token));
const post = (a: Applicant, path: string, body: unknown = {}) => a.s.call('POST', path, body, auth(a.token));

describe('step-3 branches', () => {
  it('GSTIN registration leads to GST verification, unless flags.skipGst', async () => {
    const a = await atBusinessProfile({ businessInfo });
    const saved = await ok<Answer>(
      patch(a, `/v1${a.app}/registration-details`, {
        registrationType: 'gstin',
        registrationNumber: GSTIN.toLowerCase(),
      }),
    );
    expect(saved).toMatchObject({
      application: { status: 'businessRegistrationDetailsUpdated', nextAction: 'gstin' },
      registration: { registrationType: 'gstin', registrationNumber: GSTIN, verified: false },
    });
    // The GST step verifies the GSTIN (identity-gst.test.ts); a seed stands in for it here.
    await seed(s, a.phone, { gstVerified: true });
    expect((await home(a)).application.nextAction).toBe('serviceability');

    await seed(s, a.phone, {
      gstVerified: false,
      skipGst: true,
      registration: { registrationType: 'gstin', registrationNumber: GSTIN },
    });
    expect((await home(a)).application.nextAction).toBe('serviceability');
  });

  it('Udyam registration leads to Udyam verification', async () => {
    const a = await atBusinessProfile({ businessInfo });
    const saved = await ok<Answer>(
      patch(a, `/v1${a.app}/registration-details`, {
        registrationType: 'udyam',
        registrationNumber: ' udyam-ka-01-0001234 ',
      }),
    );
    expect(saved).toMatchObject({
      application: { nextAction: 'udyam' },
      registration: { registrationNumber: 'UDYAM-KA-01-0001234' },
    });
    await seed(s, a.phone, { udyamVerified: true });
    expect((await home(a)).application.nextAction).toBe('serviceability');
  });

  it('skipping registration, or the lender skipping it, goes on to serviceability', async () => {
    const a = await atBusinessProfile({ businessInfo });
    const skipped = await ok<Answer>(
      a.s.call('PATCH', `/v1${a.app}/skip-business-registration-proof`, undefined, auth(a.token)),
    );
    expect(skipped).toMatchObject({
      application: { status: 'businessRegistrationDetailsSkipped', nextAction: 'serviceability' },
      registration: { skipped: true },
    });

    const b = await atBusinessProfile({ skipBusinessRegistration: true });
    expect((await home(b)).skipBusinessRegistration).toBe(true);
    const info = await ok<Answer>(patch(b, `/v3${b.app}/business-info`, businessInfo));
    expect(info.application.nextAction).toBe('serviceability');
  });

  it('declared memberships need the marketplace document or its skip', async () => {
    const a = await seeded({ businessInfo, registration: { skipped: true } });
    expect((await home(a)).application.nextAction).toBe('serviceability');
    const declared = await ok<Answer>(
      patch(a, `/v2${a.app}/marketplace-memberships`, {
        memberships: [
          { marketplaceName: 'flipkart', sellerSince: '2022-01', averageMonthlySales: 90000 },
          { marketplaceName: 'meesho', sellerSince: '2023-05', averageMonthlySales: 20000 },
        ],
      }),
    );
    expect(declared.application).toMatchObject({
      subStatus: 'marketplaceMembershipsUpdated',
      nextAction: 'businessProfile',
    });
    const skipped = await ok<Answer>(patch(a, `/v1${a.app}/skip-marketplace-document`));
    expect(skipped).toMatchObject({
      application: { subStatus: 'marketplaceDocumentSkipped', nextAction: 'serviceability' },
      documentSkipped: true,
    });
    const listed = await ok(a.s.call('GET', `/v2${a.app}/marketplace-memberships`, undefined, auth(a.token)));
    expect(listed).toMatchObject({
      memberships: [{ marketplaceName: 'flipkart' }, { marketplaceName: 'meesho' }],
      document: null,
      documentSkipped: true,
    });
    // A document for a marketplace that was not declared is refused.
    const stray = await upload(s, 'POST', `/v3${a.app}/marketplace-document?marketplaceName=amazon`, a.token, {
      bytes: PNG_BYTES,
      name: 'a.png',
    });
    expect(stray.status).toBe(400);
  });

  it('a PAN whose name differs asks for a dual-name declaration before the address', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    await seed(s, a.phone, { personalInfo, kycMode: 'digiLocker', digiLockerVerified: true });
    const pan = await ok<Answer>(patch(a, `/v1${a.app}/pan`, { pan: 'ABCPK1234K' }));
    expect(pan.application.nextAction).toBe('dualNameDeclaration');
    expect(await ok(a.s.call('GET', `/v1/customer${a.app}/pan-details`, undefined, auth(a.token)))).toMatchObject({
      name: 'ASHA KUMAR',
      nameMatches: false,
    });
    const early = await post(a, `/v1${a.app}/current-address`, currentAddress);
    expect(early.status).toBe(409);
    expect((await json<ErrorAnswer>(early)).error).toMatchObject({
      code: 'EPL-40900',
      message: 'Please complete the name declaration first.',
    });
  });
});

describe('serviceability', () => {
  it('a north-eastern pincode is not served; a new address and a second check go on', async () => {
    const a = await atServiceability({ currentAddress: { ...currentAddress, pincode: '793001' } });
    const refused = await ok<Answer>(patch(a, '/v1/customer/location/serviceability-check'));
    expect(refused).toMatchObject({
      application: { status: 'serviceabilityChecked', subStatus: 'notServiceable', nextAction: 'notServiceable' },
      serviceability: { isServiceable: false, pincode: '793001', reason: 'pincodeNotServed' },
    });
    expect(await home(a)).toMatchObject({ isServiceable: false, application: { nextAction: 'notServiceable' } });
    const selfie = await upload(s, 'PATCH', '/v1/customer/face-verification', a.token, {
      field: 'selfie',
      bytes: PNG_BYTES,
      name: 's.png',
    });
    expect(selfie.status).toBe(409);

    const moved = await ok<Answer>(post(a, `/v1${a.app}/current-address`, currentAddress));
    expect(moved.application.nextAction).toBe('serviceability');
    expect((await home(a)).isServiceable).toBeNull();
    const served = await ok<Answer>(patch(a, '/v1/customer/location/serviceability-check', { location: null }));
    expect(served.application).toMatchObject({ subStatus: null, nextAction: 'videoVerification' });
  });

  it('a location outside India is not served', async () => {
    const a = await atServiceability();
    const refused = await ok<Answer>(
      patch(a, '/v1/customer/location/serviceability-check', { location: { latitude: 51.5, longitude: -0.12 } }),
    );
    expect(refused.serviceability).toMatchObject({ isServiceable: false, reason: 'outsideIndia' });
  });
});

describe('video verification', () => {
  it('skipVideoVerification goes straight to review', async () => {
    const a = await atServiceability({ skipVideoVerification: true });
    const checked = await ok<Answer>(patch(a, '/v1/customer/location/serviceability-check'));
    expect(checked.application.nextAction).toBe('review');
    expect((await home(a)).skipVideoVerification).toBe(true);
  });

  it('the user may skip the video only when allowed, and only after the selfie', async () => {
    const a = await atServiceability({ serviceable: true });
    const refused = await post(a, '/v1/idfy/video-verification/skip');
    expect(refused.status).toBe(409);
    expect((await json<ErrorAnswer>(refused)).error.code).toBe('EPL-40902');
    const noSelfie = await upload(s, 'POST', '/v1/idfy/video-verification', a.token, {
      field: 'video',
      bytes: WEBM_BYTES,
      name: 'v.webm',
    });
    expect(noSelfie.status).toBe(409);

    await seed(s, a.phone, { videoVerificationSkipAllowedByUser: true });
    expect((await home(a)).videoVerificationSkipAllowedByUser).toBe(true);
    await ok(
      upload(s, 'PATCH', '/v1/customer/face-verification', a.token, {
        field: 'selfie',
        bytes: PNG_BYTES,
        name: 's.png',
      }),
    );
    const skipped = await ok<Answer>(post(a, '/v1/idfy/video-verification/skip'));
    expect(skipped).toMatchObject({
      application: { status: 'selfieUploaded', subStatus: 'videoVerificationSkipped', nextAction: 'review' },
      videoVerification: { videoVerified: false, skipped: true },
    });
  });
});

describe('the decision at submit', () => {
  async function atReview(business: Record<string, unknown>): Promise<Applicant> {
    return atServiceability({ businessInfo: { ...businessInfo, ...business }, serviceable: true, videoVerified: true });
  }

  it('a business younger than 6 months is not eligible', async () => {
    const a = await atReview({ businessStartDate: '2025-10' });
    const result = await ok<Answer>(post(a, `/v2${a.app}/submit`));
    expect(result).toMatchObject({
      application: { subStatus: 'notEligible', nextAction: 'notEligible', percentCompleted: 100 },
      result: { decision: 'notEligible', bestApprovedAmount: null, reason: 'businessVintage' },
    });
    expect(await home(a)).toMatchObject({
      application: { applicationRejected: true, status: { bannerButtonText: 'View details' } },
      bestApprovedAmount: null,
    });
  });

  it('a turnover too small for ₹25,000 is not eligible', async () => {
    const a = await atReview({ annualTurnover: 120000 });
    expect((await ok<Answer>(post(a, `/v2${a.app}/submit`))).result).toMatchObject({
      decision: 'notEligible',
      reason: 'lowTurnover',
    });
  });

  it('₹5 crore or more goes to credit review, amount not shown yet', async () => {
    const a = await atReview({ annualTurnover: 60_000_000 });
    const result = await ok<Answer>(post(a, `/v2${a.app}/submit`));
    expect(result).toMatchObject({
      application: { status: 'croReview', subStatus: 'creditReview', nextAction: 'underReview' },
      result: { decision: 'underReview', bestApprovedAmount: null },
    });
    expect(await home(a)).toMatchObject({
      bestApprovedAmount: null,
      application: { status: { bannerButtonText: 'Track application' } },
    });
  });

  it('submit before review is refused and moves nothing', async () => {
    const a = await atServiceability();
    const early = await post(a, `/v2${a.app}/submit`);
    expect(early.status).toBe(409);
    expect((await json<ErrorAnswer>(early)).error).toMatchObject({
      code: 'EPL-40900',
      message: 'Please complete the serviceability check first.',
    });
    expect((await home(a)).application.nextAction).toBe('serviceability');
  });
});

describe('edits from the review screen', () => {
  it('re-submitting an earlier step keeps the status and returns to review', async () => {
    const a = await atServiceability({ serviceable: true, videoVerified: true });
    expect((await home(a)).application).toMatchObject({ status: { value: 'videoVerified' }, nextAction: 'review' });
    const edited = await ok<Answer>(
      patch(a, `/v4${a.app}/personal-info`, { ...personalInfo, email: 'asha.verma@example.in' }),
    );
    expect(edited.application).toMatchObject({ status: 'videoVerified', nextAction: 'review' });
  });
});

describe('reads', () => {
  it('personal-info and business-info reads carry the welcome reward of a referred applicant', async () => {
    const a = await seeded({ referrerCode: 'FRIEND42', businessInfo });
    const reward = { points: 500, title: 'Welcome reward for joining with code FRIEND42' };
    expect(await ok(a.s.call('GET', `/v4${a.app}/personal-info`, undefined, auth(a.token)))).toEqual({
      personalInfo,
      welcomeReward: reward,
    });
    expect(await ok(a.s.call('GET', `/v3${a.app}/business-info`, undefined, auth(a.token)))).toMatchObject({
      businessInfo,
      welcomeReward: reward,
    });
  });

  it('reads never move the application', async () => {
    const a = await seeded({});
    const before = await home(a);
    for (const path of [
      `/v4${a.app}/personal-info`,
      `/v3${a.app}/business-info`,
      `/v2${a.app}/profile`,
      `/v1/customer${a.app}/pan-details`,
      `/v2${a.app}/marketplace-memberships`,
    ]) {
      await ok(a.s.call('GET', path, undefined, auth(a.token)));
    }
    expect(await home(a)).toEqual(before);
  });
});
