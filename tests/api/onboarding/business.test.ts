import { describe, expect, it } from 'vitest';
import {
  BUSINESS_INFO_FIELD_CODES,
  REGISTRATION_FIELD_CODES,
  getBusinessInfo,
  getBusinessTypes,
  getEducationalQualifications,
  getMarketplaceMemberships,
  getOwnershipTypes,
  saveBusinessInfo,
  saveMarketplaceMemberships,
  saveRegistrationDetails,
  skipBusinessRegistrationProof,
  skipMarketplaceDocument,
  uploadMarketplaceDocument,
} from '../../../src/api/onboarding/business/index.ts';
import { fieldOfError } from '../../../src/api/onboarding/errors.ts';
import {
  AT_BUSINESS_PROFILE,
  AT_PERSONAL_ADDRESS,
  GSTIN,
  applicantAt,
  businessInfo,
  expectNoPopup,
  failure,
  lastRequest,
  pdfFile,
  textFile,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';

const harness = useOnboardingHarness();
const amazon = { marketplaceName: 'amazon', sellerSince: '2021-03', averageMonthlySales: 150_000 };

describe('step-3 reference lists', () => {
  it('reads ownership types, educational qualifications and business types with their categories', async () => {
    const { h } = harness;
    await applicantAt(h);
    const { ownershipTypes } = await getOwnershipTypes(h.client);
    expect(ownershipTypes).toContainEqual({ code: 'proprietorship', label: 'Sole proprietorship' });
    const { educationalQualifications } = await getEducationalQualifications(h.client);
    expect(educationalQualifications).toContainEqual({ code: 'graduate', label: 'Graduate' });
    const { businessTypes } = await getBusinessTypes(h.client);
    const retailer = businessTypes.find((type) => type.code === 'retailer');
    expect(retailer?.categories).toContainEqual({ code: 'kirana', label: 'Kirana and general store' });
    expectNoPopup(h);
  });

  it('need a token: 401 logs out', async () => {
    const { h } = harness;
    await expect(getOwnershipTypes(h.client)).rejects.toMatchObject({ status: 401 });
    expect(h.recorded.unauthorized).toBe(1);
    expectNoPopup(h);
  });
});

describe('business info v3 and registration', () => {
  it('reads nothing yet, saves the business, then the registration, and reads both back', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_BUSINESS_PROFILE);
    await expect(getBusinessInfo(h.client, { applicationId })).resolves.toEqual({
      businessInfo: null,
      registration: null,
      skipBusinessRegistration: false,
      welcomeReward: null,
    });

    const saved = await saveBusinessInfo(h.client, { applicationId, ...businessInfo });
    expect(saved.businessInfo).toEqual(businessInfo);
    expect(saved.application).toMatchObject({ status: 'businessInfoUpdated', nextAction: 'businessProfile' });

    const registration = await saveRegistrationDetails(h.client, {
      applicationId,
      registrationType: 'gstin',
      registrationNumber: GSTIN,
    });
    expect(registration.registration).toEqual({
      registrationType: 'gstin',
      registrationNumber: GSTIN,
      verified: false,
    });
    expect(registration.application).toMatchObject({
      status: 'businessRegistrationDetailsUpdated',
      nextAction: 'gstin',
    });

    const read = await getBusinessInfo(h.client, { applicationId });
    expect(read).toMatchObject({ businessInfo, registration: registration.registration });
    expectNoPopup(h);
  });

  it('skips the registration proof and moves past step-3', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, { ...AT_BUSINESS_PROFILE, businessInfo });
    const answer = await skipBusinessRegistrationProof(h.client, { applicationId });
    expect(answer).toEqual({
      application: expect.objectContaining({
        status: 'businessRegistrationDetailsSkipped',
        nextAction: 'serviceability',
      }),
      registration: { skipped: true },
    });
    expect((await getBusinessInfo(h.client, { applicationId })).registration).toEqual({ skipped: true });
  });

  it('GSTIN and Udyam numbers are refused with their own codes on registrationNumber', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, { ...AT_BUSINESS_PROFILE, businessInfo });
    const wrongCheck = `${GSTIN.slice(0, 14)}${GSTIN.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      { registrationType: 'gstin', registrationNumber: '29ABCPV1234K', code: 'EPL-40011' },
      { registrationType: 'gstin', registrationNumber: wrongCheck, code: 'EPL-40012' },
      { registrationType: 'udyam', registrationNumber: 'UDYAM-KA-1-123', code: 'EPL-40013' },
    ] as const;
    for (const { code, ...body } of cases) {
      const error = await failure(saveRegistrationDetails(h.client, { applicationId, ...body }));
      expect(error).toMatchObject({ status: 400, code });
      expect(fieldOfError(error, REGISTRATION_FIELD_CODES)).toBe('registrationNumber');
    }
    expect((await getBusinessInfo(h.client, { applicationId })).registration).toBeNull();
    expectNoPopup(h);
  });

  it('a malformed business pincode is EPL-40014 on businessPincode', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_BUSINESS_PROFILE);
    const error = await failure(
      saveBusinessInfo(h.client, { applicationId, ...businessInfo, businessPincode: '0560038' }),
    );
    expect(error).toMatchObject({ status: 400, code: 'EPL-40014' });
    expect(fieldOfError(error, BUSINESS_INFO_FIELD_CODES)).toBe('businessPincode');
    expect((await getBusinessInfo(h.client, { applicationId })).businessInfo).toBeNull();
  });

  it('before the current address is saved step-3 is not reached: 409 EPL-40900', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PERSONAL_ADDRESS);
    await expect(saveBusinessInfo(h.client, { applicationId, ...businessInfo })).rejects.toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    await expect(skipBusinessRegistrationProof(h.client, { applicationId })).rejects.toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    expectNoPopup(h);
  });
});

describe('marketplace memberships v2 and documents v3', () => {
  it('declares a membership, uploads its document, and step-3 is done', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, {
      ...AT_BUSINESS_PROFILE,
      businessInfo,
      registration: { skipped: true },
    });
    const before = await getMarketplaceMemberships(h.client, { applicationId });
    expect(before).toMatchObject({ memberships: [], document: null, documentSkipped: false });
    expect(before.options).toContainEqual({ code: 'amazon', label: 'Amazon' });

    const declared = await saveMarketplaceMemberships(h.client, { applicationId, memberships: [amazon] });
    expect(declared.memberships).toEqual([amazon]);
    expect(declared.application).toMatchObject({
      subStatus: 'marketplaceMembershipsUpdated',
      nextAction: 'businessProfile',
    });

    const uploaded = await uploadMarketplaceDocument(h.client, {
      applicationId,
      marketplaceName: 'amazon',
      file: await pdfFile('amazon-sales.pdf', 'Amazon sales'),
    });
    expect(uploaded.document).toMatchObject({
      kind: 'marketplaceDocument',
      documentType: 'amazon',
      fileName: 'amazon-sales.pdf',
    });
    expect(uploaded.application).toMatchObject({ status: 'marketplaceDocumentUploaded', nextAction: 'serviceability' });
    expect(new URL(lastRequest(h).url).searchParams.get('marketplaceName')).toBe('amazon');

    const after = await getMarketplaceMemberships(h.client, { applicationId });
    expect(after).toMatchObject({ memberships: [amazon], document: uploaded.document, documentSkipped: false });
    expectNoPopup(h);
  });

  it('skips the marketplace document', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, {
      ...AT_BUSINESS_PROFILE,
      businessInfo,
      registration: { skipped: true },
      memberships: [amazon],
    });
    const answer = await skipMarketplaceDocument(h.client, { applicationId });
    expect(answer).toEqual({
      application: expect.objectContaining({ subStatus: 'marketplaceDocumentSkipped', nextAction: 'serviceability' }),
      documentSkipped: true,
    });
    expect((await getMarketplaceMemberships(h.client, { applicationId })).documentSkipped).toBe(true);
  });

  it('refuses repeated marketplaces, a document for an undeclared one, and a file of the wrong type', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, { ...AT_BUSINESS_PROFILE, businessInfo, memberships: [amazon] });
    await expect(
      saveMarketplaceMemberships(h.client, { applicationId, memberships: [amazon, amazon] }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'EPL-40000',
    });
    await expect(
      uploadMarketplaceDocument(h.client, { applicationId, marketplaceName: 'flipkart', file: await pdfFile() }),
    ).rejects.toMatchObject({ status: 400, code: 'EPL-40000' });
    await expect(
      uploadMarketplaceDocument(h.client, { applicationId, marketplaceName: 'amazon', file: textFile() }),
    ).rejects.toMatchObject({
      status: 415,
      code: 'EPL-41500',
    });
    expectNoPopup(h);
  });
});
