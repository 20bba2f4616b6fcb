import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PROOF_NUMBER_FIELD_CODES,
  PAN_FIELD_CODES,
  getPanDetails,
  saveAddressProofNumber,
  saveKycMode,
  savePan,
  uploadAddressProof,
  uploadPersonalId,
} from '../../../src/api/onboarding/pan-kyc/index.ts';
import { fieldOfError } from '../../../src/api/onboarding/errors.ts';
import {
  AT_KYC_SELECTION,
  AT_PAN_KYC,
  PAN,
  applicantAt,
  emptyFile,
  expectNoPopup,
  failure,
  lastRequest,
  oversizedPdf,
  pdfFile,
  pngFile,
  textFile,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';

const harness = useOnboardingHarness();

describe('KYC selection', () => {
  it('saves the manual mode and moves to step-2', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_KYC_SELECTION);
    const answer = await saveKycMode(h.client, { applicationId, kycMode: 'manual' });
    expect(answer).toEqual({
      application: expect.objectContaining({ id: applicationId, subStatus: 'kycModeManual', nextAction: 'panKyc' }),
      kyc: { kycMode: 'manual' },
    });
  });

  it('saves the DigiLocker mode and moves to DigiLocker', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_KYC_SELECTION);
    const answer = await saveKycMode(h.client, { applicationId, kycMode: 'digiLocker' });
    expect(answer.application).toMatchObject({ subStatus: 'kycModeDigiLocker', nextAction: 'digiLocker' });
  });

  it('before personal details it is 409 EPL-40900', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h);
    await expect(saveKycMode(h.client, { applicationId, kycMode: 'manual' })).rejects.toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    expectNoPopup(h);
  });
});

describe('PAN', () => {
  it('no details before a PAN is saved; saves it upper-cased with the holder type; reads the PAN record', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PAN_KYC);
    await expect(getPanDetails(h.client, { applicationId })).resolves.toBeNull();
    const answer = await savePan(h.client, { applicationId, pan: PAN.toLowerCase() });
    expect(answer.pan).toEqual({ pan: PAN, holderType: 'Individual' });
    expect(answer.application).toMatchObject({ subStatus: 'panUpdated', nextAction: 'panKyc' });
    await expect(getPanDetails(h.client, { applicationId })).resolves.toEqual({
      pan: PAN,
      holderType: 'Individual',
      name: 'ASHA VERMA',
      nameMatches: true,
    });
    expectNoPopup(h);
  });

  it('reports a PAN whose record carries another name', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PAN_KYC);
    await savePan(h.client, { applicationId, pan: 'ABCPK1234K' });
    await expect(getPanDetails(h.client, { applicationId })).resolves.toMatchObject({
      name: 'ASHA KUMAR',
      nameMatches: false,
    });
  });

  it('a malformed PAN is EPL-40010 on the pan field', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PAN_KYC);
    const error = await failure(savePan(h.client, { applicationId, pan: 'ABCP1234KK' }));
    expect(error).toMatchObject({ status: 400, code: 'EPL-40010' });
    expect(fieldOfError(error, PAN_FIELD_CODES)).toBe('pan');
    await expect(getPanDetails(h.client, { applicationId })).resolves.toBeNull();
    expectNoPopup(h);
  });
});

describe('address proof and personal id', () => {
  it('completes step-2 the manual way: PAN, both sides of the proof, its number, the personal id', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PAN_KYC);
    await savePan(h.client, { applicationId, pan: PAN });

    const front = await uploadAddressProof(h.client, {
      applicationId,
      documentType: 'aadhaar',
      side: 'front',
      file: await pdfFile('aadhaar-front.pdf'),
    });
    expect(front.document).toMatchObject({
      kind: 'addressProof',
      documentType: 'aadhaar',
      side: 'front',
      fileName: 'aadhaar-front.pdf',
      contentType: 'application/pdf',
    });
    expect(front.document.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(front.application).toMatchObject({ status: 'addressProofAsPerIdUploaded', nextAction: 'panKyc' });
    const sent = lastRequest(h);
    expect(new URL(sent.url).pathname).toBe(`/v3/application/${applicationId}/address-proof`);
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({ documentType: 'aadhaar', side: 'front' });
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect((await sent.formData()).get('file')).toBeInstanceOf(File);

    const back = await uploadAddressProof(h.client, {
      applicationId,
      documentType: 'aadhaar',
      side: 'back',
      file: pngFile('back.png'),
    });
    expect(back.document).toMatchObject({ side: 'back', contentType: 'image/png', fileName: 'back.png' });

    const number = await saveAddressProofNumber(h.client, {
      applicationId,
      documentType: 'aadhaar',
      documentNumber: '2345 6789 0124',
    });
    expect(number.addressProof).toEqual({ documentType: 'aadhaar', documentNumber: 'XXXXXXXX0124' });
    expect(number.application).toMatchObject({ status: 'addressProofIdNumberUpdated', nextAction: 'panKyc' });

    const personalId = await uploadPersonalId(h.client, {
      applicationId,
      file: await pdfFile('pan-card.pdf', 'PAN card'),
    });
    expect(personalId.document).toMatchObject({
      kind: 'personalId',
      documentType: 'panCard',
      fileName: 'pan-card.pdf',
    });
    expect(personalId.application).toMatchObject({ subStatus: 'personalIdUploaded', nextAction: 'personalAddress' });
    expect(new URL(lastRequest(h).url).searchParams.get('documentType')).toBe('panCard');
    expectNoPopup(h);
  });

  it('an id number wrong for its document type is EPL-40018 on documentNumber', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PAN_KYC);
    const error = await failure(
      saveAddressProofNumber(h.client, { applicationId, documentType: 'passport', documentNumber: '1234567' }),
    );
    expect(error).toMatchObject({ status: 400, code: 'EPL-40018' });
    expect(fieldOfError(error, ADDRESS_PROOF_NUMBER_FIELD_CODES)).toBe('documentNumber');
    // An Aadhaar number of the right shape whose Verhoeff check digit is wrong (…0124 is right).
    const aadhaar = await failure(
      saveAddressProofNumber(h.client, { applicationId, documentType: 'aadhaar', documentNumber: '2345 6789 0123' }),
    );
    expect(aadhaar).toMatchObject({ status: 400, code: 'EPL-40018' });
    const passport = await saveAddressProofNumber(h.client, {
      applicationId,
      documentType: 'passport',
      documentNumber: 'k1234567',
    });
    expect(passport.addressProof).toEqual({ documentType: 'passport', documentNumber: 'K1234567' });
  });

  it('refuses a file that is not PDF/JPEG/PNG (415), too large (413) or empty (400), inline', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PAN_KYC);
    const wrongType = await failure(
      uploadAddressProof(h.client, { applicationId, documentType: 'voterId', side: 'front', file: textFile() }),
    );
    expect(wrongType).toMatchObject({ status: 415, code: 'EPL-41500' });
    const tooBig = await failure(uploadPersonalId(h.client, { applicationId, file: oversizedPdf() }));
    expect(tooBig).toMatchObject({ status: 413, code: 'EPL-41300' });
    const empty = await failure(uploadPersonalId(h.client, { applicationId, file: emptyFile() }));
    expect(empty).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(h.recorded.codes).toEqual(['EPL-41500', 'EPL-41300', 'EPL-40000']);
    expectNoPopup(h);
  });

  it('uploads before the step is reached are 409 EPL-40900', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_KYC_SELECTION);
    const error = await failure(
      uploadAddressProof(h.client, { applicationId, documentType: 'aadhaar', side: 'front', file: pngFile() }),
    );
    expect(error).toMatchObject({ status: 409, code: 'EPL-40900' });
  });
});
