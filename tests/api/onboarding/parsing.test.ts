import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { UNEXPECTED_ANSWER_CODE } from '../../../src/api/errors.ts';
import {
  checkServiceability,
  fieldOfError,
  getAadhaarAddress,
  getApplicationProfile,
  getBusinessInfo,
  getBusinessTypes,
  getCityAndState,
  getEducationalQualifications,
  getMarketplaceMemberships,
  getOwnershipTypes,
  getPanDetails,
  getPersonalInfo,
  isOnboardingNextAction,
  nullWhenMissing,
  ONBOARDING_NEXT_ACTIONS,
  saveAddressProofNumber,
  saveBusinessInfo,
  saveCurrentAddress,
  saveKycMode,
  saveMarketplaceMemberships,
  savePan,
  savePersonalInfo,
  saveRegistrationDetails,
  skipBusinessRegistrationProof,
  skipMarketplaceDocument,
  skipVideoVerification,
  submitApplication,
  uploadAddressProof,
  uploadMarketplaceDocument,
  uploadPersonalId,
  uploadSelfie,
  uploadVerificationVideo,
} from '../../../src/api/onboarding/index.ts';
import * as onboarding from '../../../src/api/onboarding/index.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { NEXT_ACTIONS } from '../../../server/application/progression.ts';
import {
  applicantAt,
  businessInfo,
  currentAddress,
  expectNoPopup,
  personalInfo,
  pngFile,
  useOnboardingHarness,
  webmFile,
} from '../../support/api/onboarding.ts';

const harness = useOnboardingHarness();

type Call = { method: string; path: (id: string) => string; run: (client: ApiClient, id: string) => Promise<unknown> };

/** Every onboarding call; each answers a body whose block is wrong, which must not get through. */
const CALLS: Record<string, Call> = {
  getPersonalInfo: {
    method: 'GET',
    path: (id) => `/v4/application/${id}/personal-info`,
    run: (c, id) => getPersonalInfo(c, { applicationId: id }),
  },
  savePersonalInfo: {
    method: 'PATCH',
    path: (id) => `/v4/application/${id}/personal-info`,
    run: (c, id) => savePersonalInfo(c, { applicationId: id, ...personalInfo }),
  },
  getCityAndState: {
    method: 'GET',
    path: () => '/v1/application/city-and-state/560038',
    run: (c) => getCityAndState(c, { pincode: '560038' }),
  },
  getAadhaarAddress: {
    method: 'GET',
    path: (id) => `/v1/application/${id}/aadhar-address`,
    run: (c, id) => getAadhaarAddress(c, { applicationId: id }),
  },
  saveCurrentAddress: {
    method: 'POST',
    path: (id) => `/v1/application/${id}/current-address`,
    run: (c, id) =>
      saveCurrentAddress(c, { applicationId: id, sameAsAadhaar: false, ...currentAddress, residenceType: 'owned' }),
  },
  saveKycMode: {
    method: 'PATCH',
    path: (id) => `/v1/application/${id}/personal-kyc`,
    run: (c, id) => saveKycMode(c, { applicationId: id, kycMode: 'manual' }),
  },
  savePan: {
    method: 'PATCH',
    path: (id) => `/v1/application/${id}/pan`,
    run: (c, id) => savePan(c, { applicationId: id, pan: 'ABCPV1234K' }),
  },
  getPanDetails: {
    method: 'GET',
    path: (id) => `/v1/customer/application/${id}/pan-details`,
    run: (c, id) => getPanDetails(c, { applicationId: id }),
  },
  uploadAddressProof: {
    method: 'POST',
    path: (id) => `/v3/application/${id}/address-proof`,
    run: (c, id) =>
      uploadAddressProof(c, { applicationId: id, documentType: 'aadhaar', side: 'front', file: pngFile() }),
  },
  saveAddressProofNumber: {
    method: 'PATCH',
    path: (id) => `/v1/application/${id}/address-proof1`,
    run: (c, id) =>
      saveAddressProofNumber(c, { applicationId: id, documentType: 'aadhaar', documentNumber: '234567890123' }),
  },
  uploadPersonalId: {
    method: 'POST',
    path: (id) => `/v2/application/${id}/personal-id`,
    run: (c, id) => uploadPersonalId(c, { applicationId: id, file: pngFile() }),
  },
  getOwnershipTypes: { method: 'GET', path: () => '/v1/application/ownership-type', run: (c) => getOwnershipTypes(c) },
  getEducationalQualifications: {
    method: 'GET',
    path: () => '/v1/application/educational-qualification',
    run: (c) => getEducationalQualifications(c),
  },
  getBusinessTypes: {
    method: 'GET',
    path: () => '/v1/application/business-type-and-category',
    run: (c) => getBusinessTypes(c),
  },
  getBusinessInfo: {
    method: 'GET',
    path: (id) => `/v3/application/${id}/business-info`,
    run: (c, id) => getBusinessInfo(c, { applicationId: id }),
  },
  saveBusinessInfo: {
    method: 'PATCH',
    path: (id) => `/v3/application/${id}/business-info`,
    run: (c, id) => saveBusinessInfo(c, { applicationId: id, ...businessInfo }),
  },
  saveRegistrationDetails: {
    method: 'PATCH',
    path: (id) => `/v1/application/${id}/registration-details`,
    run: (c, id) =>
      saveRegistrationDetails(c, { applicationId: id, registrationType: 'shopAct', registrationNumber: 'SA-12345' }),
  },
  skipBusinessRegistrationProof: {
    method: 'PATCH',
    path: (id) => `/v1/application/${id}/skip-business-registration-proof`,
    run: (c, id) => skipBusinessRegistrationProof(c, { applicationId: id }),
  },
  getMarketplaceMemberships: {
    method: 'GET',
    path: (id) => `/v2/application/${id}/marketplace-memberships`,
    run: (c, id) => getMarketplaceMemberships(c, { applicationId: id }),
  },
  saveMarketplaceMemberships: {
    method: 'PATCH',
    path: (id) => `/v2/application/${id}/marketplace-memberships`,
    run: (c, id) => saveMarketplaceMemberships(c, { applicationId: id, memberships: [] }),
  },
  uploadMarketplaceDocument: {
    method: 'POST',
    path: (id) => `/v3/application/${id}/marketplace-document`,
    run: (c, id) => uploadMarketplaceDocument(c, { applicationId: id, marketplaceName: 'amazon', file: pngFile() }),
  },
  skipMarketplaceDocument: {
    method: 'PATCH',
    path: (id) => `/v1/application/${id}/skip-marketplace-document`,
    run: (c, id) => skipMarketplaceDocument(c, { applicationId: id }),
  },
  checkServiceability: {
    method: 'PATCH',
    path: () => '/v1/customer/location/serviceability-check',
    run: (c) => checkServiceability(c, {}),
  },
  uploadSelfie: {
    method: 'PATCH',
    path: () => '/v1/customer/face-verification',
    run: (c) => uploadSelfie(c, { file: pngFile() }),
  },
  uploadVerificationVideo: {
    method: 'POST',
    path: () => '/v1/idfy/video-verification',
    run: (c) => uploadVerificationVideo(c, { file: webmFile() }),
  },
  skipVideoVerification: {
    method: 'POST',
    path: () => '/v1/idfy/video-verification/skip',
    run: (c) => skipVideoVerification(c),
  },
  getApplicationProfile: {
    method: 'GET',
    path: (id) => `/v2/application/${id}/profile`,
    run: (c, id) => getApplicationProfile(c, { applicationId: id }),
  },
  submitApplication: {
    method: 'POST',
    path: (id) => `/v2/application/${id}/submit`,
    run: (c, id) => submitApplication(c, { applicationId: id }),
  },
};

// The position alone, with nextAction given as a number: wrong for every call, whichever block it checks first.
const wrongAnswer = (id: string) => ({
  application: { id, status: 'initiated', subStatus: null, nextAction: 7, percentCompleted: 0 },
});

describe('every onboarding answer is parsed, not cast', () => {
  it.each(Object.entries(CALLS))('%s rejects a 200 answer of the wrong shape', async (_name, call) => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    await h.addFault({
      method: call.method,
      path: call.path(applicationId),
      status: 200,
      body: wrongAnswer(applicationId),
    });
    const error = await call.run(h.client, applicationId).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: UNEXPECTED_ANSWER_CODE });
    expectNoPopup(h);
  });

  it('the table holds every call the module exports', () => {
    const helpers = ['fieldOfError', 'isOnboardingNextAction', 'nullWhenMissing'];
    const calls = Object.entries(onboarding)
      .filter(([name, value]) => typeof value === 'function' && !helpers.includes(name))
      .map(([name]) => name);
    expect(calls.sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('rejects a submission answer whose position lacks the next action', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    const body = {
      application: { id: applicationId, status: 'personalInfoUpdated', subStatus: null, percentCompleted: 10 },
      personalInfo,
    };
    await h.addFault({ method: 'PATCH', path: `/v4/application/${applicationId}/personal-info`, status: 200, body });
    await expect(savePersonalInfo(h.client, { applicationId, ...personalInfo })).rejects.toMatchObject({
      code: UNEXPECTED_ANSWER_CODE,
    });
  });
});

describe('helpers', () => {
  it('nullWhenMissing turns only the missing-record 404 into null', async () => {
    const missing = new ApiError('No PAN yet.', { kind: 'http', status: 404, code: 'EPL-40400' });
    const unknownPincode = new ApiError('Unknown pincode.', { kind: 'http', status: 404, code: 'EPL-40402' });
    const fault = new ApiError('Server fault.', { kind: 'http', status: 500, code: 'EPL-50000' });
    await expect(nullWhenMissing(Promise.reject(missing))).resolves.toBeNull();
    await expect(nullWhenMissing(Promise.reject(unknownPincode))).rejects.toBe(unknownPincode);
    await expect(nullWhenMissing(Promise.reject(fault))).rejects.toBe(fault);
    await expect(nullWhenMissing(Promise.resolve('kept'))).resolves.toBe('kept');
  });

  it('a server fault on a read that may be missing still fails', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    await h.addFault({
      method: 'GET',
      path: `/v1/customer/application/${applicationId}/pan-details`,
      status: 500,
      times: 3,
    });
    await expect(getPanDetails(h.client, { applicationId })).rejects.toMatchObject({ status: 500 });
    expectNoPopup(h);
  });

  it('fieldOfError names the field only for an ApiError whose code the map knows', () => {
    const codes = { 'EPL-40010': 'pan' };
    expect(fieldOfError(new ApiError('Bad PAN', { kind: 'http', status: 400, code: 'EPL-40010' }), codes)).toBe('pan');
    expect(fieldOfError(new ApiError('Bad body', { kind: 'http', status: 400, code: 'EPL-40000' }), codes)).toBeNull();
    expect(fieldOfError(new ApiError('Offline', { kind: 'network', status: null, code: null }), codes)).toBeNull();
    expect(fieldOfError(new Error('EPL-40010'), codes)).toBeNull();
  });

  it('knows the next-action vocabulary of the contract', () => {
    expect(ONBOARDING_NEXT_ACTIONS).toEqual(NEXT_ACTIONS);
    expect(isOnboardingNextAction('panKyc')).toBe(true);
    expect(isOnboardingNextAction('selectOffer')).toBe(false);
    expect(isOnboardingNextAction(null)).toBe(false);
  });
});
