import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import {
  GSTIN,
  ONBOARDING_TABLES,
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
import type { Applicant } from '../../support/server/onboarding.ts';

let s: TestSandbox;
afterEach(() => s.close());

/** Row counts of the onboarding tables plus the application's position. */
async function snapshot(a: Applicant) {
  const counts = Object.fromEntries(ONBOARDING_TABLES.map((table) => [table, s.count(table)]));
  const state = s.db.prepare('SELECT * FROM onboarding_state').all();
  const { application } = await home(a);
  return { counts, state, status: application.status, nextAction: application.nextAction };
}

async function expectError(response: Response, status: number, code: string, field?: string): Promise<void> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  const { error } = JSON.parse(body) as ErrorAnswer;
  expect(error.code).toBe(code);
  if (field) expect(error.message).toContain(field);
}

async function fresh(): Promise<Applicant> {
  s = makeSandbox();
  return applicant(s);
}

describe('bad input gets its own §8 code and writes nothing', () => {
  it('personal info: email, age, and plain shape errors', async () => {
    const a = await fresh();
    const path = `/v4${a.app}/personal-info`;
    const before = await snapshot(a);
    const send = (body: unknown) => s.call('PATCH', path, body, auth(a.token));
    await expectError(await send({ ...personalInfo, email: 'asha-at-example' }), 400, 'EPL-40019', 'body.email');
    await expectError(await send({ ...personalInfo, dateOfBirth: '2010-01-01' }), 400, 'EPL-40017', 'body.dateOfBirth');
    await expectError(await send({ ...personalInfo, dateOfBirth: '1940-01-01' }), 400, 'EPL-40017', 'body.dateOfBirth');
    await expectError(await send({ ...personalInfo, dateOfBirth: '1990-02-30' }), 400, 'EPL-40000', 'body.dateOfBirth');
    await expectError(await send({ ...personalInfo, firstName: 'Asha2' }), 400, 'EPL-40000', 'body.firstName');
    await expectError(await send({ ...personalInfo, gender: 'f' }), 400, 'EPL-40000', 'body.gender');
    await expectError(await send({ ...personalInfo, nickname: 'A' }), 400, 'EPL-40000');
    await expectError(await send('not json'), 400, 'EPL-40000', 'body');
    expect(await snapshot(a)).toEqual(before);
    expect(s.db.prepare('SELECT first_name FROM customers').get()).toEqual({ first_name: null });
  });

  it('PAN and address-proof id numbers', async () => {
    const a = await fresh();
    await seed(s, a.phone, { personalInfo, kycMode: 'manual' });
    const before = await snapshot(a);
    for (const pan of ['ABCP1234K', 'ABCPV12345', '1BCPV1234K', 'ABCPV1234KX', '']) {
      await expectError(await s.call('PATCH', `/v1${a.app}/pan`, { pan }, auth(a.token)), 400, 'EPL-40010', 'body.pan');
    }
    const number = (documentType: string, documentNumber: string) =>
      s.call('PATCH', `/v1${a.app}/address-proof1`, { documentType, documentNumber }, auth(a.token));
    await expectError(await number('aadhaar', '123456789012'), 400, 'EPL-40018', 'Aadhaar');
    await expectError(await number('aadhaar', '23456789012'), 400, 'EPL-40018');
    await expectError(await number('voterId', 'AB1234567'), 400, 'EPL-40018', 'voter id');
    await expectError(await number('passport', '12345678'), 400, 'EPL-40018', 'passport');
    await expectError(await number('drivingLicence', 'KA0120190001'), 400, 'EPL-40018', 'driving licence');
    await expectError(await number('rationCard', '123'), 400, 'EPL-40000', 'body.documentType');
    expect(await snapshot(a)).toEqual(before);
    // The valid forms pass, normalised.
    expect(await ok(number('voterId', 'abc1234567'))).toMatchObject({ addressProof: { documentNumber: 'ABC1234567' } });
    expect(await ok(number('passport', 'K1234567'))).toMatchObject({ addressProof: { documentNumber: 'K1234567' } });
    expect(await ok(number('drivingLicence', 'KA01 20190001234'))).toMatchObject({
      addressProof: { documentNumber: 'KA0120190001234' },
    });
  });

  it('GSTIN format and check character, Udyam, other registration numbers', async () => {
    const a = await fresh();
    await seed(s, a.phone, {
      personalInfo,
      kycMode: 'digiLocker',
      digiLockerVerified: true,
      pan: 'ABCPV1234K',
      currentAddress,
      businessInfo,
    });
    const before = await snapshot(a);
    const send = (registrationType: string, registrationNumber: string) =>
      s.call('PATCH', `/v1${a.app}/registration-details`, { registrationType, registrationNumber }, auth(a.token));
    await expectError(await send('gstin', '29ABCPV1234K1Z'), 400, 'EPL-40011', 'body.registrationNumber');
    await expectError(await send('gstin', '99ABCPV1234K1ZF'), 400, 'EPL-40011');
    await expectError(await send('gstin', `${GSTIN.slice(0, 14)}G`), 400, 'EPL-40012', 'check character');
    await expectError(await send('udyam', 'UDYAM-KA-1-0001234'), 400, 'EPL-40013', 'UDYAM-XX-00-0000000');
    await expectError(await send('shopAct', 'no'), 400, 'EPL-40000', 'body.registrationNumber');
    expect(await snapshot(a)).toEqual(before);
  });

  it('pincodes: malformed is EPL-40014, unknown is EPL-40402, the lookup needs no token', async () => {
    const a = await fresh();
    await expectError(await s.call('GET', '/v1/application/city-and-state/012345'), 400, 'EPL-40014', 'path.pincode');
    await expectError(await s.call('GET', '/v1/application/city-and-state/56003'), 400, 'EPL-40014');
    await expectError(await s.call('GET', '/v1/application/city-and-state/999999'), 404, 'EPL-40402', '999999');
    expect(await ok(s.call('GET', '/v1/application/city-and-state/400001'))).toEqual({
      pincode: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
    });

    await seed(s, a.phone, { personalInfo, kycMode: 'digiLocker', digiLockerVerified: true, pan: 'ABCPV1234K' });
    const before = await snapshot(a);
    const send = (body: unknown) => s.call('POST', `/v1${a.app}/current-address`, body, auth(a.token));
    await expectError(await send({ ...currentAddress, pincode: '05603' }), 400, 'EPL-40014', 'body.pincode');
    // An unknown pincode needs city and state from the applicant.
    await expectError(await send({ ...currentAddress, pincode: '999999' }), 400, 'EPL-40000', 'body.city');
    await expectError(await send({ sameAsAadhaar: true, residenceType: 'owned' }), 409, 'EPL-40900', 'Aadhaar');
    expect(await snapshot(a)).toEqual(before);
    expect(
      await ok(send({ ...currentAddress, pincode: '999999', city: 'Somewhere', state: 'Karnataka' })),
    ).toMatchObject({
      currentAddress: { city: 'Somewhere', state: 'Karnataka' },
    });
  });

  it('business info: list codes, a category of the type, a month not in the future, the pincode', async () => {
    const a = await fresh();
    await seed(s, a.phone, {
      personalInfo,
      kycMode: 'digiLocker',
      digiLockerVerified: true,
      pan: 'ABCPV1234K',
      currentAddress,
    });
    const before = await snapshot(a);
    const send = (patch: Record<string, unknown>) =>
      s.call('PATCH', `/v3${a.app}/business-info`, { ...businessInfo, ...patch }, auth(a.token));
    await expectError(await send({ ownershipType: 'trust' }), 400, 'EPL-40000', 'body.ownershipType');
    await expectError(await send({ businessCategory: 'restaurant' }), 400, 'EPL-40000', 'body.businessCategory');
    await expectError(await send({ businessStartDate: '2027-01' }), 400, 'EPL-40000', 'body.businessStartDate');
    await expectError(await send({ annualTurnover: -1 }), 400, 'EPL-40000', 'body.annualTurnover');
    await expectError(await send({ businessPincode: '0' }), 400, 'EPL-40014', 'body.businessPincode');
    const memberships = (list: unknown) =>
      s.call('PATCH', `/v2${a.app}/marketplace-memberships`, { memberships: list }, auth(a.token));
    const amazon = { marketplaceName: 'amazon', sellerSince: '2021-03', averageMonthlySales: 1 };
    await expectError(await memberships([amazon, amazon]), 400, 'EPL-40000', 'differ');
    await expectError(await memberships([{ ...amazon, marketplaceName: 'ebay' }]), 400, 'EPL-40000', 'marketplaceName');
    expect(await snapshot(a)).toEqual(before);
  });

  it('seeds are checked like the endpoints and a bad one writes nothing', async () => {
    const a = await fresh();
    const before = await snapshot(a);
    await expectError(
      await s.call('PUT', `/__sandbox/customers/${a.phone}`, { personalInfo, pan: 'nope' }),
      400,
      'EPL-40010',
      'body.pan',
    );
    await expectError(
      await s.call('PUT', `/__sandbox/customers/${a.phone}`, {
        registration: { registrationType: 'gstin', registrationNumber: `${GSTIN.slice(0, 14)}G` },
      }),
      400,
      'EPL-40012',
    );
    await expectError(
      await s.call('PUT', `/__sandbox/customers/${a.phone}`, { personalInfo: { ...personalInfo, email: 'x' } }),
      400,
      'EPL-40019',
    );
    expect(await snapshot(a)).toEqual(before);
  });
});

describe('uploads', () => {
  async function atStep2(): Promise<Applicant> {
    const a = await fresh();
    await seed(s, a.phone, { personalInfo, kycMode: 'manual' });
    return a;
  }

  it('only PDF, JPEG or PNG by content, whatever the name says; at most 10 MB; not empty', async () => {
    const a = await atStep2();
    const path = `/v3${a.app}/address-proof?documentType=passport`;
    const before = await snapshot(a);
    const text = new TextEncoder().encode('just some text, not a document');
    await expectError(
      await upload(s, 'POST', path, a.token, { bytes: text, name: 'passport.pdf', type: 'application/pdf' }),
      415,
      'EPL-41500',
      'PDF, JPEG or PNG',
    );
    await expectError(
      await upload(s, 'POST', path, a.token, { bytes: WEBM_BYTES, name: 'passport.png' }),
      415,
      'EPL-41500',
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    await expectError(
      await upload(s, 'POST', path, a.token, { bytes: big, name: 'big.png' }),
      413,
      'EPL-41300',
      '10 MB',
    );
    await expectError(
      await upload(s, 'POST', path, a.token, { bytes: new Uint8Array(0), name: 'empty.pdf' }),
      400,
      'EPL-40000',
      'empty',
    );
    await expectError(
      await upload(s, 'POST', path, a.token, { field: 'document', bytes: PNG_BYTES, name: 'p.png' }),
      400,
      'EPL-40000',
      'body.file',
    );
    await expectError(await s.call('POST', path, { file: 'x' }, auth(a.token)), 400, 'EPL-40000', 'multipart');
    await expectError(
      await upload(s, 'POST', `/v3${a.app}/address-proof?documentType=ration`, a.token, {
        bytes: PNG_BYTES,
        name: 'p.png',
      }),
      400,
      'EPL-40000',
      'query.documentType',
    );
    expect(await snapshot(a)).toEqual(before);

    // Exactly 10 MB is allowed, and a re-upload of the same side replaces the first.
    const limit = new Uint8Array(10 * 1024 * 1024);
    limit.set(PNG_BYTES);
    await ok(upload(s, 'POST', path, a.token, { bytes: limit, name: 'limit.png' }));
    await ok(upload(s, 'POST', path, a.token, { bytes: await pdfBytes('Passport'), name: 'passport.pdf' }));
    expect(
      s.db.prepare("SELECT file_name, content_type FROM onboarding_documents WHERE kind = 'addressProof'").all(),
    ).toEqual([{ file_name: 'passport.pdf', content_type: 'application/pdf' }]);
  });

  it('the selfie is an image and the video a WebM or MP4', async () => {
    const a = await fresh();
    await seed(s, a.phone, {
      personalInfo,
      kycMode: 'digiLocker',
      digiLockerVerified: true,
      pan: 'ABCPV1234K',
      currentAddress,
      businessInfo,
      registration: { skipped: true },
      serviceable: true,
    });
    await expectError(
      await upload(s, 'PATCH', '/v1/customer/face-verification', a.token, {
        field: 'selfie',
        bytes: await pdfBytes(),
        name: 's.pdf',
      }),
      415,
      'EPL-41500',
      'JPEG or PNG',
    );
    await ok(
      upload(s, 'PATCH', '/v1/customer/face-verification', a.token, {
        field: 'selfie',
        bytes: PNG_BYTES,
        name: 's.png',
      }),
    );
    await expectError(
      await upload(s, 'POST', '/v1/idfy/video-verification', a.token, {
        field: 'video',
        bytes: PNG_BYTES,
        name: 'v.webm',
      }),
      415,
      'EPL-41500',
      'WebM or MP4',
    );
    const mp4 = Uint8Array.from([
      0,
      0,
      0,
      0x18,
      0x66,
      0x74,
      0x79,
      0x70,
      0x69,
      0x73,
      0x6f,
      0x6d,
      ...new Array<number>(32).fill(0),
    ]);
    const video = await ok<{ application: { nextAction: string } }>(
      upload(s, 'POST', '/v1/idfy/video-verification', a.token, { field: 'video', bytes: mp4, name: 'v.mp4' }),
    );
    expect(video.application.nextAction).toBe('review');
  });
});

describe('order and ownership', () => {
  it('a later step before an earlier one is 409 with the step to finish, and writes nothing', async () => {
    const a = await fresh();
    const before = await snapshot(a);
    await expectError(
      await s.call('PATCH', `/v1${a.app}/pan`, { pan: 'ABCPV1234K' }, auth(a.token)),
      409,
      'EPL-40900',
      'Personal Details',
    );
    await expectError(
      await s.call('PATCH', `/v3${a.app}/business-info`, businessInfo, auth(a.token)),
      409,
      'EPL-40900',
    );
    await expectError(
      await s.call('PATCH', '/v1/customer/location/serviceability-check', {}, auth(a.token)),
      409,
      'EPL-40900',
    );
    await expectError(await s.call('POST', `/v2${a.app}/submit`, {}, auth(a.token)), 409, 'EPL-40900');
    await expectError(
      await upload(s, 'POST', `/v2${a.app}/personal-id?documentType=panCard`, a.token, {
        bytes: PNG_BYTES,
        name: 'p.png',
      }),
      409,
      'EPL-40900',
    );
    await expectError(
      await s.call('PATCH', `/v1${a.app}/personal-kyc`, { kycMode: 'manual' }, auth(a.token)),
      409,
      'EPL-40900',
    );
    expect(await snapshot(a)).toEqual(before);
  });

  it("someone else's application is 403, an unknown one 404, a bad id 400", async () => {
    s = makeSandbox();
    const owner = await applicant(s, '9876543210');
    const other = await applicant(s, '9123456780');
    await seed(s, owner.phone, { personalInfo, kycMode: 'manual', pan: 'ABCPV1234K' });
    const before = await snapshot(owner);
    const asOther = auth(other.token);
    const reads = [
      `/v4${owner.app}/personal-info`,
      `/v1${owner.app}/aadhar-address`,
      `/v1/customer${owner.app}/pan-details`,
      `/v3${owner.app}/business-info`,
      `/v2${owner.app}/marketplace-memberships`,
      `/v2${owner.app}/profile`,
    ];
    for (const path of reads) await expectError(await s.call('GET', path, undefined, asOther), 403, 'EPL-40300');
    await expectError(await s.call('PATCH', `/v4${owner.app}/personal-info`, personalInfo, asOther), 403, 'EPL-40300');
    await expectError(
      await upload(s, 'POST', `/v2${owner.app}/personal-id?documentType=panCard`, other.token, {
        bytes: PNG_BYTES,
        name: 'p.png',
      }),
      403,
      'EPL-40300',
    );
    await expectError(await s.call('POST', `/v2${owner.app}/submit`, {}, asOther), 403, 'EPL-40300');
    await expectError(
      await s.call('GET', '/v4/application/00000000-0000-4000-8000-000000000000/personal-info', undefined, asOther),
      404,
      'EPL-40400',
    );
    await expectError(
      await s.call('GET', '/v4/application/abc/personal-info', undefined, asOther),
      400,
      'EPL-40000',
      'path.id',
    );
    expect(await snapshot(owner)).toEqual(before);
  });

  it('every onboarding endpoint but the pincode lookup needs a token', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const calls: [string, string][] = [
      ['GET', `/v4${a.app}/personal-info`],
      ['PATCH', `/v4${a.app}/personal-info`],
      ['GET', `/v1${a.app}/aadhar-address`],
      ['POST', `/v1${a.app}/current-address`],
      ['PATCH', `/v1${a.app}/personal-kyc`],
      ['PATCH', `/v1${a.app}/pan`],
      ['GET', `/v1/customer${a.app}/pan-details`],
      ['POST', `/v3${a.app}/address-proof`],
      ['PATCH', `/v1${a.app}/address-proof1`],
      ['POST', `/v2${a.app}/personal-id`],
      ['GET', '/v1/application/ownership-type'],
      ['GET', '/v1/application/educational-qualification'],
      ['GET', '/v1/application/business-type-and-category'],
      ['GET', `/v3${a.app}/business-info`],
      ['PATCH', `/v3${a.app}/business-info`],
      ['PATCH', `/v1${a.app}/registration-details`],
      ['PATCH', `/v1${a.app}/skip-business-registration-proof`],
      ['GET', `/v2${a.app}/marketplace-memberships`],
      ['PATCH', `/v2${a.app}/marketplace-memberships`],
      ['POST', `/v3${a.app}/marketplace-document`],
      ['PATCH', `/v1${a.app}/skip-marketplace-document`],
      ['PATCH', '/v1/customer/location/serviceability-check'],
      ['PATCH', '/v1/customer/face-verification'],
      ['POST', '/v1/idfy/video-verification'],
      ['POST', '/v1/idfy/video-verification/skip'],
      ['GET', `/v2${a.app}/profile`],
      ['POST', `/v2${a.app}/submit`],
    ];
    for (const [method, path] of calls) {
      const response = await s.call(method, path, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-40100');
    }
    expect((await s.call('GET', '/v1/application/city-and-state/560001')).status).toBe(200);
  });

  it('reset empties the onboarding tables', async () => {
    const a = await fresh();
    await seed(s, a.phone, { personalInfo, kycMode: 'manual', pan: 'ABCPV1234K', currentAddress });
    await ok(
      upload(s, 'POST', `/v3${a.app}/address-proof?documentType=passport`, a.token, {
        bytes: PNG_BYTES,
        name: 'p.png',
      }),
    );
    expect(s.count('onboarding_documents')).toBe(1);
    expect((await s.call('POST', '/__sandbox/reset')).status).toBe(204);
    for (const table of ONBOARDING_TABLES) expect(s.count(table), table).toBe(0);
  });
});
