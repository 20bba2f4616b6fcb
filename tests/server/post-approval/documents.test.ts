import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, json, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { PNG_BYTES, applicant, ok, pdfBytes, seed, upload } from '../../support/server/onboarding.ts';
import type { Applicant } from '../../support/server/onboarding.ts';

type Requested = { kind: string; required: boolean; document: { id: string } | null };
type Position = { status: string; nextAction: string | null };

const LOAN = 'loan-0001';
let s: TestSandbox;
let a: Applicant;
const base = () => `/v1/application/${a.applicationId}/application-document`;
const complete = (loanId = LOAN, token = a.token) =>
  s.call('PATCH', `/v1/application/${loanId}/document-upload-complete`, {}, auth(token));

async function put(kind: string, bytes: Uint8Array = PNG_BYTES, name = `${kind}.png`, who = a): Promise<Response> {
  return upload(s, 'POST', `/v1/application/${who.applicationId}/application-document?kind=${kind}`, who.token, {
    bytes,
    name,
  });
}

async function putAll(kinds: readonly string[]): Promise<void> {
  for (const kind of kinds) expect((await put(kind)).status, kind).toBe(201);
}

const REQUIRED_FIRST = ['application-document', 'shop-photo-inside', 'shop-photo-front', 'applicant-photo', 'id-proof'];

beforeEach(async () => {
  s = makeSandbox();
  a = await applicant(s);
  await seed(s, a.phone, { status: 'chequeUploaded', nextAction: 'uploadDocuments', latestLoanId: LOAN });
});
afterEach(() => s.close());

describe('documents the lender asks for', () => {
  it('lists the first list, required and optional, with nothing held', async () => {
    const request = await ok<{ stage: string; documents: Requested[] }>(
      s.call('GET', base(), undefined, auth(a.token)),
    );
    expect(request.stage).toBe('upload');
    expect(request.documents.filter((entry) => entry.required).map((entry) => entry.kind)).toEqual(REQUIRED_FIRST);
    expect(request.documents.find((entry) => !entry.required)?.kind).toBe('business-registration-proof');
    expect(request.documents.every((entry) => entry.document === null)).toBe(true);
  });

  it('an upload moves to documentUploadInProgress; a replace keeps one per kind', async () => {
    const first = await put('shop-photo-front');
    expect(first.status).toBe(201);
    expect((await json<{ application: Position }>(first)).application).toMatchObject({
      status: 'documentUploadInProgress',
      nextAction: 'uploadDocuments',
    });
    expect((await put('shop-photo-front')).status).toBe(201);
    expect(s.count('post_approval_documents')).toBe(1);
  });

  it('refuses document-upload-complete until every required one is in, then moves to documentUploaded', async () => {
    await putAll(REQUIRED_FIRST.slice(1));
    const early = await complete();
    expect(early.status).toBe(422);
    expect((await json<ErrorAnswer>(early)).error.message).toBe('Please upload: Signed application form');
    await putAll(['application-document']);
    const done = await ok<{ application: Position }>(complete());
    expect(done.application).toMatchObject({ status: 'documentUploaded', nextAction: 'questionnaire' });
  });

  it('a lender that asks for more lists the additional documents after the first list', async () => {
    await ok(s.call('PUT', `/__sandbox/customers/${a.phone}/lender-requests`, { asksAdditional: true }));
    await putAll(REQUIRED_FIRST);
    const first = await ok<{ application: Position }>(complete());
    expect(first.application).toMatchObject({ status: 'documentUploadInProgress', nextAction: 'additionalDocuments' });
    const request = await ok<{ stage: string; documents: Requested[] }>(
      s.call('GET', base(), undefined, auth(a.token)),
    );
    expect(request.stage).toBe('additional');
    expect(request.documents.map((entry) => entry.kind)).toEqual(['property-ownership-proof', 'security-cheque']);
    const added = await put('security-cheque', await pdfBytes('Cheque'), 'cheque.pdf');
    expect((await json<{ application: Position }>(added)).application.nextAction).toBe('additionalDocuments');
    await putAll(['property-ownership-proof']);
    expect((await ok<{ application: Position }>(complete())).application.status).toBe('documentUploaded');
  });

  it('bad input is a 4xx in the §8 shape and stores nothing', async () => {
    const unknownKind = await put('selfie');
    expect(unknownKind.status).toBe(400);
    expect((await json<ErrorAnswer>(unknownKind)).error.code).toBe('EPL-40000');
    const pdfAsPhoto = await put('shop-photo-front', await pdfBytes(), 'shop.pdf');
    expect(pdfAsPhoto.status).toBe(415);
    const notAskedNow = await put('security-cheque');
    expect(notAskedNow.status).toBe(409);
    expect(s.count('post_approval_documents')).toBe(0);
    const { status } = (await ok<{ application: Position }>(s.call('GET', '/v1/home', undefined, auth(a.token))))
      .application as unknown as { status: { value: string } };
    expect(status.value).toBe('chequeUploaded');
  });

  it('refuses documents before the bank details are done (409)', async () => {
    await seed(s, a.phone, { status: 'offerSelected' });
    expect((await put('shop-photo-front')).status).toBe(409);
    expect((await complete()).status).toBe(409);
  });

  it('removes a held document', async () => {
    await putAll(['id-proof']);
    const removed = await s.call('DELETE', `${base()}?kind=id-proof`, undefined, auth(a.token));
    expect(removed.status).toBe(204);
    expect(s.count('post_approval_documents')).toBe(0);
  });

  it('the profile lists every statement and document uploaded', async () => {
    await putAll(['id-proof']);
    const listed = await ok<{ documents: { kind: string }[]; statements: unknown[] }>(
      s.call('GET', `/v1/application/${a.applicationId}/documents`, undefined, auth(a.token)),
    );
    expect(listed.documents.map((entry) => entry.kind)).toEqual(['id-proof']);
    expect(listed.statements).toEqual([]);
    expect(listed).toMatchObject({ loanDocuments: [] });
  });

  it("lists the loan's documents once its agreement exists, the signed copy after signing", async () => {
    const b = await applicant(s, '9123400077');
    await s.call('PUT', `/__sandbox/customers/${b.phone}/agreement`, { seed: { nbfcName: 'arthika' } });
    const listed = await ok<{ loanDocuments: string[] }>(
      s.call('GET', `/v1/application/${b.applicationId}/documents`, undefined, auth(b.token)),
    );
    expect(listed.loanDocuments).toEqual(['kfs', 'sanctionLetter', 'loanAgreement']);
  });
});

describe('only the owner', () => {
  it("answers another customer's application, document and loan as unknown (404)", async () => {
    const held = await json<{ document: { id: string } }>(await put('id-proof'));
    const other = await applicant(s, '9123456789');
    await seed(s, other.phone, { status: 'chequeUploaded', latestLoanId: 'loan-0002' });
    const as = auth(other.token);
    const calls: [string, string, unknown?][] = [
      ['GET', base()],
      ['DELETE', `${base()}?kind=id-proof`],
      ['GET', `${base()}/${held.document.id}`],
      ['GET', `/v1/application/${a.applicationId}/documents`],
      ['PATCH', `/v1/application/${LOAN}/document-upload-complete`, {}],
    ];
    for (const [method, path, body] of calls) {
      const response = await s.call(method, path, body, as);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-40400');
    }
    expect(
      (await upload(s, 'POST', `${base()}?kind=id-proof`, other.token, { bytes: PNG_BYTES, name: 'x.png' })).status,
    ).toBe(404);
    const viaOwn = await s.call(
      'GET',
      `/v1/application/${other.applicationId}/application-document/${held.document.id}`,
      undefined,
      as,
    );
    expect(viaOwn.status).toBe(404);
    const mine = await s.call('GET', `${base()}/${held.document.id}`, undefined, auth(a.token));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
  });
});
