import { afterEach, describe, expect, it } from 'vitest';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, home, ok, personalInfo, seed } from '../../support/server/onboarding.ts';
import { aadhaarOf, applicationRow, atDigiLocker, errorOf, latestOtp } from '../../support/server/identity.ts';
import type { Answer } from '../../support/server/identity.ts';

let s: TestSandbox;
afterEach(() => s.close());

const proof = { documentType: 'passport', documentNumber: 'k1234567', accepted: true };

describe('dual name and date-of-birth declarations', () => {
  it('a PAN whose name differs asks for a name declaration; it is taken once, with a fitting document', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const h = auth(a.token);
    // The 5th PAN character S is not Verma's initial: the PAN record says ASHA SHARMA.
    await seed(s, a.phone, { personalInfo, digiLockerVerified: true, kycMode: 'digiLocker', pan: 'ABCPS1234K' });
    expect((await home(a)).application).toMatchObject({ nextAction: 'dualNameDeclaration' });

    const documents = await ok<{ documents: { code: string; declarations: string[] }[] }>(
      s.call('GET', '/v1/dual-document/documents', undefined, h),
    );
    expect(documents.documents.find((document) => document.code === 'marriageCertificate')?.declarations).toEqual([
      'name',
    ]);
    expect(await ok(s.call('GET', `/v1/dual-document/${a.applicationId}/additional-documents`, undefined, h))).toEqual({
      additionalDocuments: [
        { declaration: 'name', required: true, declared: false },
        { declaration: 'dob', required: false, declared: false },
      ],
    });
    expect(await ok(s.call('GET', `/v1/dual-document/${a.applicationId}/name`, undefined, h))).toEqual({
      required: true,
      nameOnPan: 'ASHA SHARMA',
      nameOnApplication: 'Asha Verma',
      declaration: null,
    });

    const post = (body: unknown) => s.call('POST', `/v1/dual-document/${a.applicationId}/name`, body, h);
    expect(await errorOf(post({ ...proof, documentType: 'birthCertificate' }))).toMatchObject({
      status: 400,
      code: 'EPL-40000',
    });
    expect(await errorOf(post({ ...proof, accepted: false }))).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(await errorOf(post({ ...proof, documentNumber: 'x' }))).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(s.count('declarations')).toBe(0);

    const declared = await ok<Answer>(post(proof));
    expect(declared).toEqual({
      application: expect.objectContaining({ subStatus: 'dualNameDeclared', nextAction: 'personalAddress' }),
      required: true,
      nameOnPan: 'ASHA SHARMA',
      nameOnApplication: 'Asha Verma',
      declaration: { documentType: 'passport', documentNumber: 'K1234567', declaredAt: expect.any(String) },
      // The next screen's reads (sandbox extension; tests/server/onboarding/next-reads.test.ts).
      next: { reads: expect.any(Array) },
    });
    // A matching date of birth needs no declaration.
    expect(await errorOf(s.call('POST', `/v1/dual-document/${a.applicationId}/dob`, proof, h))).toMatchObject({
      status: 409,
      code: 'EPL-40903',
    });
  });

  it('DigiLocker with another date of birth asks for a dob declaration after PAN', async () => {
    s = makeSandbox();
    const a = await atDigiLocker(s);
    const sent = await ok<{ requestId: string }>(
      s.call('POST', '/v1/digilocker/surepass/otp', { aadhaarNumber: aadhaarOf('83456789012') }, a.h),
    );
    await ok(
      s.call(
        'POST',
        '/v1/digilocker/surepass/verify-otp',
        { requestId: sent.requestId, otp: await latestOtp(s, a.phone) },
        a.h,
      ),
    );
    // Not reached yet: the PAN comes first.
    expect(await errorOf(s.call('POST', `/v1/dual-document/${a.applicationId}/dob`, proof, a.h))).toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    await ok(s.call('PATCH', `/v1${a.app}/pan`, { pan: 'ABCPV1234K' }, a.h));
    expect(await ok(s.call('GET', `/v1/dual-document/${a.applicationId}/dob`, undefined, a.h))).toEqual({
      required: true,
      dobOnAadhaar: '1989-04-12',
      dobOnApplication: '1990-04-12',
      declaration: null,
    });
    const declared = await ok<Answer>(
      s.call('POST', `/v1/dual-document/${a.applicationId}/dob`, { ...proof, documentType: 'birthCertificate' }, a.h),
    );
    expect(declared.application).toMatchObject({ subStatus: 'dualDobDeclared', nextAction: 'personalAddress' });
    expect(await errorOf(s.call('POST', `/v1/dual-document/${a.applicationId}/name`, proof, a.h))).toMatchObject({
      code: 'EPL-40903',
    });
  });
});

describe('vernacular declaration', () => {
  it('lists the texts, records the chosen language without moving the application', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const h = auth(a.token);
    const texts = await ok<{ declarations: { language: string; text: string }[] }>(
      s.call('GET', '/v1/application/vernacular-declaration', undefined, h),
    );
    expect(texts.declarations.map((item) => item.language)).toEqual(['en', 'hi', 'mr']);
    expect(await ok(s.call('GET', `/v1${a.app}/vernacular-declaration`, undefined, h))).toEqual({
      vernacularDeclaration: null,
    });
    expect(
      await errorOf(s.call('PATCH', `/v1${a.app}/vernacular-declaration`, { language: 'xx', accepted: true }, h)),
    ).toMatchObject({ code: 'EPL-40000' });
    const before = applicationRow(s, a.applicationId);
    const saved = await ok<Answer>(
      s.call('PATCH', `/v1${a.app}/vernacular-declaration`, { language: 'hi', accepted: true }, h),
    );
    expect(saved.vernacularDeclaration).toEqual({ language: 'hi', declaredAt: expect.any(String) });
    expect(applicationRow(s, a.applicationId)).toEqual(before);
  });
});

describe('discrepancy: ops comments', () => {
  it('a comment parks the application at readyForOps; resolving the last one puts it back', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const h = auth(a.token);
    await seed(s, a.phone, { status: 'croReview', nextAction: 'underReview' });
    const raise = (comment: string) => s.call('POST', `/__sandbox/customers/${a.phone}/comments`, { comment });
    const first = await raise('Please upload a clearer shop photo.');
    expect(first.status).toBe(201);
    await raise('The GST address differs from the shop address.');
    expect(await home(a)).toMatchObject({
      application: { status: { value: 'readyForOps' }, nextAction: 'discrepancy' },
      commentsAvailable: true,
    });

    const { comments } = await ok<{ comments: { id: string; resolved: boolean }[] }>(
      s.call('GET', `/v1${a.app}/comments`, undefined, h),
    );
    expect(comments).toHaveLength(2);
    const [one, two] = comments;
    if (!one || !two) throw new Error('two comments expected');
    const resolve = (commentId: string, response = 'Done, uploaded again.') =>
      s.call('PATCH', `/v1${a.app}/resolve-comment`, { commentId, response }, h);

    expect(await errorOf(resolve(one.id, ''))).toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(await errorOf(resolve('00000000-0000-4000-8000-000000000000'))).toMatchObject({ status: 404 });
    const partly = await ok<Answer>(resolve(one.id));
    expect(partly).toMatchObject({
      application: { status: 'readyForOps', nextAction: 'discrepancy' },
      comment: { resolved: true },
      openComments: 1,
    });
    expect(await errorOf(resolve(one.id))).toMatchObject({ status: 409, code: 'EPL-40906' });
    const done = await ok<Answer>(resolve(two.id));
    expect(done).toMatchObject({ application: { status: 'croReview', nextAction: 'underReview' }, openComments: 0 });
    expect(await home(a)).toMatchObject({ commentsAvailable: false });

    const stranger = await applicant(s, '9876543219');
    expect(await errorOf(s.call('GET', `/v1${a.app}/comments`, undefined, auth(stranger.token)))).toMatchObject({
      status: 403,
    });
  });
});
