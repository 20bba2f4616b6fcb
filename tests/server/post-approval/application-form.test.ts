import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, json, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { PNG_BYTES, applicant, seed, upload } from '../../support/server/onboarding.ts';
import type { Applicant } from '../../support/server/onboarding.ts';
import { nodePdfJsOptions, pdfjs } from '../../fixtures/pdf/node-pdf-tools.ts';
import { setPostApprovalState } from '../../../server/db/post-approval.ts';
import { FORM_ESIGN_PAGE_PATH } from '../../../server/post-approval/application-form/esign.ts';

// The signed application form (docs/decisions/022): the sandbox makes it from the application, the
// applicant signs it with Aadhaar e-sign on the provider page (one-time reference) or uploads a
// hand-signed copy, which must be a real PDF or image; a SUCCESS read stores the signed form once.

type Started = { url: string; requestId: string; status: string };
type FormState = {
  eSign: { requestId: string; status: string } | null;
  signed: { documentId: string; signedAt: string } | null;
};
type Request = { applicationForm: FormState | null; documents: { kind: string; document: { id: string } | null }[] };

const LOAN = 'loan-0001';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
let s: TestSandbox;
let a: Applicant;
const formPath = () => `/v1/application/${a.applicationId}/application-form`;
const listPath = () => `/v1/application/${a.applicationId}/application-document`;
const list = async () => json<Request>(await s.call('GET', listPath(), undefined, auth(a.token)));

async function textOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const document = await pdfjs.getDocument({ ...nodePdfJsOptions, data: bytes }).promise;
  const pages: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return pages.join('\n');
}

async function startESign(): Promise<Started> {
  const response = await s.call(
    'POST',
    `${formPath()}/esign`,
    { redirectUrl: '/signup/upload-documents' },
    auth(a.token),
  );
  expect(response.status).toBe(200);
  return json<Started>(response);
}

/** The provider page's form posted as the signer would, with the reference from the lender's url. */
async function decide(started: Started, decision: string, reference = new URL(started.url).searchParams.get('ref')) {
  const body = new URLSearchParams({ requestId: started.requestId, ref: reference ?? '', decision });
  return s.app.request(FORM_ESIGN_PAGE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
}

beforeEach(async () => {
  s = makeSandbox();
  a = await applicant(s);
  await seed(s, a.phone, {
    status: 'chequeUploaded',
    nextAction: 'uploadDocuments',
    latestLoanId: LOAN,
    firstName: 'Ramesh',
    lastName: 'Kumar',
    businessName: 'Kumar Kirana Store',
    bestApprovedAmount: 500000,
  });
  setPostApprovalState(s.db, a.applicationId, { nbfc_name: 'arthika', selected_amount: 450000 });
});
afterEach(() => s.close());

describe('the application form', () => {
  it('is a PDF made from the application: names, Rs. grouped, DD Mon YYYY, no ISO dates or ids', async () => {
    const text = await textOf(await s.call('GET', formPath(), undefined, auth(a.token)));
    expect(text).toContain('Application for a business credit line');
    expect(text).toContain('Ramesh Kumar');
    expect(text).toContain('Kumar Kirana Store');
    expect(text).toContain('Arthika Finance Limited');
    expect(text).toContain('Rs. 4,50,000');
    expect(text).toContain('+91 98765 43210');
    expect(text).toMatch(/Date: \d{2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toContain('Signature of Ramesh Kumar');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(UUID);
  });

  it('is the owner’s only, and only while documents are being collected', async () => {
    const other = await applicant(s, '9876500000');
    expect((await s.call('GET', formPath(), undefined, auth(other.token))).status).toBe(404);
    expect((await s.call('POST', `${formPath()}/esign`, { redirectUrl: '/x' }, auth(other.token))).status).toBe(404);
    await seed(s, a.phone, { status: 'questionnairePending', nextAction: 'questionnaire' });
    expect((await s.call('GET', formPath(), undefined, auth(a.token))).status).toBe(409);
  });

  it('lists the form with no e-sign until one starts', async () => {
    expect((await list()).applicationForm).toEqual({ eSign: null, signed: null });
  });
});

describe('Aadhaar e-sign of the form', () => {
  it('signed on the page, the status read stores the signed PDF as the application-document once', async () => {
    const started = await startESign();
    expect(started.url).toContain(`${FORM_ESIGN_PAGE_PATH}?requestId=${started.requestId}&ref=`);
    const page = await s.app.request(new URL(started.url).pathname + new URL(started.url).search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('application form of <strong>Ramesh Kumar</strong>');
    const back = await decide(started, 'sign');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/signup/upload-documents?requestId=${started.requestId}&status=success`);

    const status = `${formPath()}/esign?requestId=${started.requestId}`;
    const read = await json<{ status: string; document: { id: string; fileName: string } | null }>(
      await s.call('GET', status, undefined, auth(a.token)),
    );
    expect(read.status).toBe('SUCCESS');
    expect(read.document?.fileName).toBe('application-form-signed.pdf');
    await s.call('GET', status, undefined, auth(a.token));
    expect(s.count('post_approval_documents')).toBe(1);

    const after = await list();
    const held = after.documents.find((entry) => entry.kind === 'application-document')?.document;
    expect(held?.id).toBe(read.document?.id);
    expect(after.applicationForm?.signed?.documentId).toBe(held?.id);
    const signed = await textOf(await s.call('GET', `${listPath()}/${held?.id}`, undefined, auth(a.token)));
    expect(signed).toContain('Signed by Ramesh Kumar with Aadhaar e-sign');
    expect(signed).toMatch(/on \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST\./);
  });

  it('a signature whose return was lost is stored by the next documents read', async () => {
    await decide(await startESign(), 'sign');
    const read = await list();
    expect(read.applicationForm?.eSign?.status).toBe('SUCCESS');
    expect(read.documents.find((entry) => entry.kind === 'application-document')?.document).not.toBeNull();
  });

  it('declined, expired or left pending stores nothing; a spent or wrong reference decides nothing', async () => {
    const declined = await startESign();
    expect((await decide(declined, 'sign', 'wrong')).status).toBe(404);
    await decide(declined, 'decline');
    expect((await decide(declined, 'sign')).status).toBe(303);
    expect((await list()).applicationForm?.eSign).toEqual({ requestId: declined.requestId, status: 'FAILURE' });
    const pending = await startESign();
    await decide(pending, 'later');
    expect((await list()).applicationForm?.eSign?.status).toBe('SIGN_IN_PROGRESS');
    s.clock.advance(31 * 60 * 1000);
    expect((await list()).applicationForm?.eSign?.status).toBe('EXPIRED');
    expect(s.count('post_approval_documents')).toBe(0);
  });

  it('a paper copy uploaded later replaces the e-signed form, which then no longer counts as signed', async () => {
    await decide(await startESign(), 'sign');
    await list();
    const response = await upload(s, 'POST', `${listPath()}?kind=application-document`, a.token, {
      bytes: PNG_BYTES,
      name: 'signed-form.png',
    });
    expect(response.status).toBe(201);
    expect((await list()).applicationForm?.signed).toBeNull();
  });

  it('refuses an upload that is no PDF or image, whatever its name says', async () => {
    const fake = new TextEncoder().encode('%PDF-1.4 not really a pdf');
    const response = await upload(s, 'POST', `${listPath()}?kind=application-document`, a.token, {
      bytes: fake,
      name: 'form.pdf',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await json<ErrorAnswer>(response)).error.message).not.toBe('');
    expect(s.count('post_approval_documents')).toBe(0);
  });
});
