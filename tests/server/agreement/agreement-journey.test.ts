import { afterEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';

// The agreement's calls against the sandbox: seeded at nbfcApproved (the mandate's hand-over),
// the KFS and documents as real PDFs, the acknowledgement before signing, Aadhaar e-sign through
// the provider page confirmed by the status call, the lender's review and the live credit line.

let s: TestSandbox;
afterEach(() => s.close());

type Summary = {
  loanId: string;
  kfsAcknowledgedAt: string | null;
  sanctionSignedAt: string | null;
  signedAt: string | null;
  eSign: { requestId: string; status: string } | null;
  review: { stage: string; expectedBy: string | null; reason: string | null };
  keyFacts: { aprPercent: number; coolingOffDays: number; grievanceOfficer: { name: string } };
  creditAccount: null | {
    creditLimit: number;
    availableLimit: number;
    coolingOff: { open: boolean; exitAmount: number; interest: number; principal: number };
  };
  application: { status: string };
};

async function seeded(phone = '9876500001') {
  const login = await logIn(s, phone);
  const seed = await json<{ agreement: { loanId: string } }>(
    await s.call('PUT', `/__sandbox/customers/${phone}/agreement`, { seed: { nbfcName: 'arthika' } }),
  );
  return { ...login, loanId: seed.agreement.loanId, headers: auth(login.token) };
}

async function pdfText(response: Response): Promise<PDFDocument> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
}

async function signThroughPage(loanId: string, headers: Record<string, string>, decision: string, call = '') {
  const started = await json<{ url: string; requestId: string; status: string }>(
    await s.call('POST', `/v1/aadhar/esign/${loanId}${call}`, { redirectUrl: '/aadhaar-esign-success' }, headers),
  );
  expect(started.status).toBe('RECEIVED');
  const pagePath = new URL(started.url).pathname + new URL(started.url).search;
  expect((await s.app.request(pagePath.replace(/&ref=[^&]*/, ''))).status).toBe(404);
  const page = await s.app.request(pagePath);
  const html = await page.text();
  expect(html).toContain('Leave pending');
  expect(html).toContain(call ? 'Document: sanction letter of loan' : 'Document: loan agreement');
  // The page acts on the request's own one-time reference, which the lender put in the url.
  const ref = new URL(started.url).searchParams.get('ref') ?? '';
  expect(html).toContain(`name="ref" value="${ref}"`);
  const form = new URLSearchParams({ requestId: started.requestId, ref, decision });
  const decided = await s.app.request(new URL(started.url).pathname, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(decided.status).toBe(303);
  expect(decided.headers.get('location')).toContain(`/aadhaar-esign-success?requestId=${started.requestId}`);
  return started.requestId;
}

describe('loan agreement', () => {
  it('runs from nbfcApproved through the KFS, e-sign and review to a live credit line', async () => {
    s = makeSandbox();
    const { loanId, headers, token } = await seeded();
    const summary = await json<Summary>(
      await s.call('GET', `/v2/creditloan/${loanId}/loan-document`, undefined, headers),
    );
    expect(summary).toMatchObject({ kfsAcknowledgedAt: null, application: { status: 'nbfcApproved' } });
    expect(summary.keyFacts.coolingOffDays).toBe(3);
    expect(summary.keyFacts.grievanceOfficer.name).toBe('Rahul Menon');

    const kfs = await pdfText(await s.call('GET', `/v1/lms/kfs/${loanId}`, undefined, headers));
    expect(kfs.getTitle()).toBe('Key Fact Statement');
    await pdfText(await s.call('GET', `/v1/creditloan/${loanId}/sanction-document`, undefined, headers));
    await pdfText(await s.call('GET', `/v1/creditloan/${loanId}/loan-document`, undefined, headers));

    // No signing before the KFS is acknowledged; nothing is stored by the refusal.
    const early = await s.call(
      'POST',
      `/v1/aadhar/esign/${loanId}`,
      { redirectUrl: '/aadhaar-esign-success' },
      headers,
    );
    expect(early.status).toBe(409);
    expect((await json<ErrorAnswer>(early)).error.code).toBe('EPL-40911');
    expect(s.count('agreement_esign_requests')).toBe(0);

    const acknowledged = await json<Summary>(
      await s.call('PATCH', `/v1/creditloan/${loanId}/loan-document`, { kfsAcknowledged: true }, headers),
    );
    expect(acknowledged.kfsAcknowledgedAt).not.toBeNull();
    await s.call('PATCH', `/v1/creditloan/${loanId}/loan-sign-method`, { method: 'aadhaarEsign' }, headers);

    // Left pending: the status call says so and moves nothing.
    const pending = await signThroughPage(loanId, headers, 'later');
    const stillPending = await json<{ status: string }>(
      await s.call('GET', `/v1/aadhar/esign/${loanId}?requestId=${pending}`, undefined, headers),
    );
    expect(stillPending.status).toBe('SIGN_IN_PROGRESS');
    const home = await json<{ esignUrl: string | null }>(await s.call('GET', '/v1/home', undefined, auth(token)));
    expect(home.esignUrl).toContain(pending);

    const signed = await signThroughPage(loanId, headers, 'sign');
    const answer = await json<{ status: string; agreement: Summary }>(
      await s.call('GET', `/v1/aadhar/esign/${loanId}?requestId=${signed}`, undefined, headers),
    );
    expect(answer.status).toBe('SUCCESS');
    expect(answer.agreement.application.status).toBe('readyForOps');
    expect(answer.agreement.review.expectedBy).toBe(new Date(s.clock.now() + 24 * 3600_000).toISOString());
    const signedPdf = await pdfText(
      await s.call('GET', `/v1/nbfc-singed-document?loanId=${loanId}`, undefined, headers),
    );
    expect(signedPdf.getTitle()).toBe('Loan Agreement (signed)');

    const control = (body: unknown) => s.call('PUT', '/__sandbox/customers/9876500001/agreement', body);
    expect((await control({ review: 'activate' })).status).toBe(409);
    expect((await control({ review: 'approve' })).status).toBe(200);
    const activated = await json<{ application: { status: string } }>(
      await control({ review: 'activate', drawn: 100000 }),
    );
    expect(activated.application.status).toBe('opsApproved');

    const live = await json<{ creditAccountInfo: unknown; esignUrl: unknown }>(
      await s.call('GET', '/v1/home', undefined, auth(token)),
    );
    expect(live).toMatchObject({
      creditAccountInfo: { loanId, creditLimit: 500000, availableLimit: 400000 },
      esignUrl: null,
    });
    const account = (
      await json<Summary>(await s.call('GET', `/v2/creditloan/${loanId}/loan-document`, undefined, headers))
    ).creditAccount;
    // One day of Arthika's 21.49 % APR (ADR 044) on ₹1,00,000: 100000 × 21.49 × 1 / 36500 = ₹58.88.
    expect(account?.coolingOff).toMatchObject({
      open: true,
      principal: 100000,
      interest: 58.88,
      exitAmount: 100058.88,
      aprPercent: 21.49,
    });
  });

  it('refuses another customer’s loan as unknown, and bad input with the §8 shape', async () => {
    s = makeSandbox();
    const { loanId, headers } = await seeded();
    const other = await logIn(s, '9876500002');
    for (const path of [`/v2/creditloan/${loanId}/loan-document`, `/v1/lms/kfs/${loanId}`]) {
      const answer = await s.call('GET', path, undefined, auth(other.token));
      expect(answer.status).toBe(404);
      expect((await json<ErrorAnswer>(answer)).error.code).toBe('EPL-40410');
    }
    const bad = await s.call('PATCH', `/v1/creditloan/${loanId}/loan-sign-method`, { method: 'fax' }, headers);
    expect(bad.status).toBe(400);
    expect((await json<ErrorAnswer>(bad)).error).toMatchObject({ code: 'EPL-40000' });
    const offSite = await s.call(
      'POST',
      `/v1/aadhar/esign/${loanId}`,
      { redirectUrl: 'https://evil.example' },
      headers,
    );
    expect(offSite.status).toBe(400);
    expect((await s.call('GET', `/v1/nbfc-singed-document?loanId=${loanId}`, undefined, headers)).status).toBe(409);
  });

  it('expires an undecided request on the clock and refuses a declined one', async () => {
    s = makeSandbox();
    const { loanId, headers } = await seeded();
    await s.call('PATCH', `/v1/creditloan/${loanId}/loan-document`, { kfsAcknowledged: true }, headers);
    const declined = await signThroughPage(loanId, headers, 'decline');
    const status = (id: string) => s.call('GET', `/v1/aadhar/esign/${loanId}?requestId=${id}`, undefined, headers);
    expect((await json<{ status: string }>(await status(declined))).status).toBe('FAILURE');
    const started = await json<{ requestId: string }>(
      await s.call('POST', `/v1/aadhar/esign/${loanId}`, { redirectUrl: '/aadhaar-esign-success' }, headers),
    );
    s.clock.advance(31 * 60 * 1000);
    const expired = await json<{ status: string; agreement: Summary }>(await status(started.requestId));
    expect(expired.status).toBe('EXPIRED');
    expect(expired.agreement.application.status).toBe('nbfcApproved');
  });

  it('rejects with a reason, which the summary carries', async () => {
    s = makeSandbox();
    const { loanId, headers } = await seeded();
    const control = (body: unknown) => s.call('PUT', '/__sandbox/customers/9876500001/agreement', body);
    await control({ review: 'opsReview' });
    expect((await control({ review: 'reject', reason: 'The business address could not be verified.' })).status).toBe(
      200,
    );
    const summary = await json<Summary>(
      await s.call('GET', `/v2/creditloan/${loanId}/loan-document`, undefined, headers),
    );
    expect(summary.review).toMatchObject({ stage: 'rejected', reason: 'The business address could not be verified.' });
    expect(summary.application.status).toBe('readyForOps');
  });

  it('e-signs the sanction letter alone on the same provider page, owner-scoped, with §8 errors', async () => {
    s = makeSandbox();
    const { loanId, headers, token } = await seeded();
    const sanction = `/v1/aadhar/esign/${loanId}/sanction`;
    const start = (as = headers) => s.call('POST', sanction, { redirectUrl: '/aadhaar-esign-success' }, as);
    const summary = async () =>
      json<Summary>(await s.call('GET', `/v2/creditloan/${loanId}/loan-document`, undefined, headers));

    // The KFS first, as for the agreement; another customer's loan is unknown; nothing is stored.
    const early = await start();
    expect(early.status).toBe(409);
    expect((await json<ErrorAnswer>(early)).error.code).toBe('EPL-40911');
    const stranger = await start(auth((await logIn(s, '9876500002')).token));
    expect(stranger.status).toBe(404);
    expect((await json<ErrorAnswer>(stranger)).error.code).toBe('EPL-40410');
    const offSite = await s.call('POST', sanction, { redirectUrl: 'https://evil.example' }, headers);
    expect(offSite.status).toBe(400);
    expect((await json<ErrorAnswer>(offSite)).error.code).toBe('EPL-40000');
    expect(s.count('agreement_esign_requests')).toBe(0);

    await s.call('PATCH', `/v1/creditloan/${loanId}/loan-document`, { kfsAcknowledged: true }, headers);
    const fault = { method: 'POST', path: sanction, status: 503, phone: '9876500001' };
    expect((await s.call('POST', '/__sandbox/faults', fault)).status).toBe(201);
    expect((await start()).status).toBe(503);
    expect(s.count('agreement_esign_requests')).toBe(0);

    const requestId = await signThroughPage(loanId, headers, 'sign', '/sanction');
    const answer = await json<{ status: string; agreement: Summary }>(
      await s.call('GET', `/v1/aadhar/esign/${loanId}?requestId=${requestId}`, undefined, headers),
    );
    // The letter is signed; the agreement is not, and the application stays where it was.
    expect(answer.status).toBe('SUCCESS');
    expect(answer.agreement.sanctionSignedAt).toBe(new Date(s.clock.now()).toISOString());
    expect(answer.agreement).toMatchObject({ signedAt: null, eSign: null, application: { status: 'nbfcApproved' } });
    const home = await json<{ esignUrl: string | null }>(await s.call('GET', '/v1/home', undefined, auth(token)));
    expect(home.esignUrl).toBeNull();
    const again = await start();
    expect(again.status).toBe(409);
    expect((await json<ErrorAnswer>(again)).error.code).toBe('EPL-40910');

    // The agreement's own e-sign still signs it, and keeps the letter's earlier signature.
    s.clock.advance(60_000);
    const signed = await signThroughPage(loanId, headers, 'sign');
    await s.call('GET', `/v1/aadhar/esign/${loanId}?requestId=${signed}`, undefined, headers);
    const after = await summary();
    expect(after.sanctionSignedAt).toBe(answer.agreement.sanctionSignedAt);
    expect(after.signedAt).toBe(new Date(s.clock.now()).toISOString());
    expect(after.eSign?.requestId).toBe(signed);
  });

  it('signs the sanction letter with the agreement, after which the letter alone is not open', async () => {
    s = makeSandbox();
    const { loanId, headers } = await seeded();
    await s.call('PATCH', `/v1/creditloan/${loanId}/loan-document`, { kfsAcknowledged: true }, headers);
    const signed = await signThroughPage(loanId, headers, 'sign');
    const { agreement } = await json<{ agreement: Summary }>(
      await s.call('GET', `/v1/aadhar/esign/${loanId}?requestId=${signed}`, undefined, headers),
    );
    expect(agreement.sanctionSignedAt).toBe(agreement.signedAt);
    const late = await s.call(
      'POST',
      `/v1/aadhar/esign/${loanId}/sanction`,
      { redirectUrl: '/aadhaar-esign-success' },
      headers,
    );
    expect(late.status).toBe(409);
    expect((await json<ErrorAnswer>(late)).error.code).toBe('EPL-40910');
  });
});
