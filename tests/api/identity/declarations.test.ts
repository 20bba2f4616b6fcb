import { describe, expect, it } from 'vitest';
import {
  declareDob,
  declareName,
  declareVernacular,
  getAdditionalDocuments,
  getDobDeclaration,
  getDualDocuments,
  getNameDeclaration,
  getVernacularDeclaration,
  getVernacularDeclarations,
} from '../../../src/journeys/onboarding/api/identity/declarations/index.ts';
import {
  AT_PERSONAL_ADDRESS,
  applicantAt,
  expectNoPopup,
  failure,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';
import { AT_DUAL_NAME } from '../../support/api/identity.ts';

const harness = useOnboardingHarness();

describe('declarations', () => {
  it('a dual-name declaration is owed when the PAN name differs, and making it moves on', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_DUAL_NAME);
    const documents = await getDualDocuments(h.client);
    expect(
      documents.documents.filter((document) => document.declarations.includes('name')).map((document) => document.code),
    ).toContain('passport');
    await expect(getNameDeclaration(h.client, { applicationId })).resolves.toEqual({
      required: true,
      nameOnPan: 'ASHA SHARMA',
      nameOnApplication: 'Asha Verma',
      declaration: null,
    });
    const owed = await getAdditionalDocuments(h.client, { applicationId });
    expect(owed.additionalDocuments).toContainEqual({ declaration: 'name', required: true, declared: false });

    const answer = await declareName(h.client, { applicationId, documentType: 'passport', documentNumber: 'k1234567' });
    expect(answer.application).toMatchObject({ subStatus: 'dualNameDeclared', nextAction: 'personalAddress' });
    expect(answer.declaration).toMatchObject({ documentType: 'passport', documentNumber: 'K1234567' });
    expectNoPopup(h);
  });

  it('no declaration is needed when the dates match: 409 EPL-40903, and a wrong document is EPL-40000', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PERSONAL_ADDRESS);
    const dob = await getDobDeclaration(h.client, { applicationId });
    expect(dob).toMatchObject({ required: false, declaration: null });
    expect(
      await failure(
        declareDob(h.client, { applicationId, documentType: 'birthCertificate', documentNumber: 'BC-2020' }),
      ),
    ).toMatchObject({
      status: 409,
      code: 'EPL-40903',
    });
    const wrongDocument = await failure(
      declareDob(h.client, { applicationId, documentType: 'marriageCertificate', documentNumber: 'MC-2020' }),
    );
    expect(wrongDocument).toMatchObject({ status: 400, code: 'EPL-40000' });
    expectNoPopup(h);
  });

  it('the vernacular declaration records the language and moves nothing', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_PERSONAL_ADDRESS);
    const texts = await getVernacularDeclarations(h.client);
    expect(texts.declarations.map((entry) => entry.language)).toEqual(['en', 'hi', 'mr']);
    await expect(getVernacularDeclaration(h.client, { applicationId })).resolves.toEqual({
      vernacularDeclaration: null,
    });
    const answer = await declareVernacular(h.client, { applicationId, language: 'hi' });
    expect(answer.application.nextAction).toBe('personalAddress');
    expect(answer.vernacularDeclaration).toMatchObject({ language: 'hi' });
  });
});
