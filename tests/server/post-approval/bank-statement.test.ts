import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, json, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, ok, seed, upload } from '../../support/server/onboarding.ts';
import type { Applicant } from '../../support/server/onboarding.ts';
import { makeTextPdf } from '../../fixtures/pdf/make-pdf.ts';
import { encryptPdf } from '../../fixtures/pdf/encrypt.ts';

const months = (count: number, from = 1) =>
  makeTextPdf(Array.from({ length: count }, (_, index) => ({ text: `Month ${from + index}` })));

type Statement = { id: string; fileName: string };

/** The one-time reference a provider page acts on, from the url the lender gave. */
const refOf = (url: string): string => new URL(url).searchParams.get('ref') ?? '';
type Position = { status: string; nextAction: string | null };

let s: TestSandbox;
let a: Applicant;
const base = () => `/v1/application/${a.applicationId}/bank-statement`;

async function uploadStatement(pages: number, who = a, name = 'statement.pdf'): Promise<Response> {
  const bytes = await months(pages);
  return upload(s, 'POST', `/v1/application/${who.applicationId}/bank-statement/files`, who.token, {
    bytes,
    name,
  });
}

async function uploaded(pages: number): Promise<Statement> {
  const response = await uploadStatement(pages);
  expect(response.status).toBe(201);
  return (await json<{ document: Statement }>(response)).document;
}

beforeEach(async () => {
  s = makeSandbox();
  a = await applicant(s);
  await seed(s, a.phone, { status: 'offerSelected', nextAction: 'bankStatement' });
});
afterEach(() => s.close());

describe('bank statement upload', () => {
  it('offers every way by default and holds nothing yet', async () => {
    const state = await ok<Record<string, unknown>>(s.call('GET', base(), undefined, auth(a.token)));
    expect(state).toMatchObject({
      months: 6,
      ways: ['upload', 'netBanking', 'accountAggregator'],
      canSkip: false,
      statements: [],
      netBanking: null,
      consent: null,
      application: { status: 'offerSelected' },
    });
  });

  it('takes PDFs covering six months and moves to manualBankStatementUploaded', async () => {
    const first = await uploaded(4);
    const second = await uploaded(2);
    const answer = await ok<{ application: Position }>(
      s.call('PATCH', base(), { documentIds: [first.id, second.id] }, auth(a.token)),
    );
    expect(answer.application).toMatchObject({ status: 'manualBankStatementUploaded', nextAction: 'bankDetails' });
  });

  it('refuses fewer than six months and keeps the application where it was', async () => {
    const only = await uploaded(3);
    const response = await s.call('PATCH', base(), { documentIds: [only.id] }, auth(a.token));
    expect(response.status).toBe(422);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-42222');
    const state = await ok<{ application: Position }>(s.call('GET', base(), undefined, auth(a.token)));
    expect(state.application.status).toBe('offerSelected');
  });

  it('refuses a password-protected PDF, an image and a non-PDF, storing nothing', async () => {
    const locked = await encryptPdf(await months(6), { userPassword: 'secret', cipher: 'aes-128' });
    const encrypted = await upload(s, 'POST', `${base()}/files`, a.token, { bytes: locked, name: 'locked.pdf' });
    expect(encrypted.status).toBe(422);
    expect((await json<ErrorAnswer>(encrypted)).error.code).toBe('EPL-42220');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const image = await upload(s, 'POST', `${base()}/files`, a.token, { bytes: png, name: 'a.png' });
    expect(image.status).toBe(415);
    const text = await upload(s, 'POST', `${base()}/files`, a.token, {
      bytes: new TextEncoder().encode('hello'),
      name: 'a.txt',
    });
    expect(text.status).toBe(415);
    expect(s.count('statement_files')).toBe(0);
  });

  it('refuses statements before an offer is chosen and after they were taken (409)', async () => {
    await seed(s, a.phone, { status: 'approved' });
    expect((await uploadStatement(6)).status).toBe(409);
    await seed(s, a.phone, { status: 'bankStatementUploaded' });
    expect((await uploadStatement(6)).status).toBe(409);
    expect(s.count('statement_files')).toBe(0);
  });

  it('skips only when the lender allows it', async () => {
    const refused = await s.call('PATCH', `${base()}/skip`, {}, auth(a.token));
    expect(refused.status).toBe(409);
    await ok(s.call('PUT', `/__sandbox/customers/${a.phone}/lender-requests`, { canSkip: true }));
    const answer = await ok<{ application: Position }>(s.call('PATCH', `${base()}/skip`, {}, auth(a.token)));
    expect(answer.application.status).toBe('bankStatementSkipped');
  });

  it('refuses a way the lender does not offer', async () => {
    await ok(s.call('PUT', `/__sandbox/customers/${a.phone}/lender-requests`, { ways: ['accountAggregator'] }));
    expect((await uploadStatement(6)).status).toBe(409);
    const netBanking = await s.call(
      'POST',
      `/v1/finanalyser/${a.applicationId}/netbanking`,
      { redirectUrl: '/signup/bank-statement' },
      auth(a.token),
    );
    expect(netBanking.status).toBe(409);
  });
});

describe('net banking', () => {
  const path = () => `/v1/finanalyser/${a.applicationId}/netbanking`;

  async function start(): Promise<{ url: string; reference: string }> {
    const response = await s.call('POST', path(), { redirectUrl: '/signup/bank-statement' }, auth(a.token));
    expect(response.status).toBe(201);
    return json(response);
  }

  it('redirects out, comes back and completes on the next poll', async () => {
    const { url, reference } = await start();
    const pagePath = new URL(url).pathname + new URL(url).search;
    expect((await s.app.request(pagePath.replace(/&ref=[^&]*/, ''))).status).toBe(404);
    const unreferenced = new URLSearchParams({ session: reference, decision: 'complete' });
    expect((await s.app.request(new URL(url).pathname, { method: 'POST', body: unreferenced })).status).toBe(404);
    expect((await s.app.request(pagePath)).status).toBe(200);
    const pending = await ok<{ netBanking: { state: string } }>(s.call('GET', path(), undefined, auth(a.token)));
    expect(pending.netBanking.state).toBe('pending');
    const form = new URLSearchParams({ session: reference, ref: refOf(url), decision: 'complete' });
    const back = await s.app.request(new URL(url).pathname, { method: 'POST', body: form });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/signup/bank-statement?status=success');
    const done = await ok<{ netBanking: { state: string }; application: Position }>(
      s.call('GET', path(), undefined, auth(a.token)),
    );
    expect(done.netBanking.state).toBe('completed');
    expect(done.application.status).toBe('bankStatementUploaded');
  });

  it('reports a failed login with its reason and leaves the status alone', async () => {
    const { url, reference } = await start();
    const form = new URLSearchParams({ session: reference, ref: refOf(url), decision: 'fail' });
    await s.app.request(new URL(url).pathname, { method: 'POST', body: form });
    const failed = await ok<{ netBanking: { state: string; reason: string }; application: Position }>(
      s.call('GET', path(), undefined, auth(a.token)),
    );
    expect(failed.netBanking).toMatchObject({ state: 'failed', reason: 'The bank login failed. Please try again.' });
    expect(failed.application.status).toBe('offerSelected');
  });

  it('refuses a return address that is not a path or an http(s) address', async () => {
    const response = await s.call('POST', path(), { redirectUrl: 'javascript:alert(1)' }, auth(a.token));
    expect(response.status).toBe(400);
    expect(s.count('statement_sessions')).toBe(0);
  });
});

describe('Account Aggregator consent', () => {
  const consentPath = () => `/v2/onemoney/${a.applicationId}/consent`;

  async function consent(decision: string, fetch?: string) {
    const created = await json<{ url: string; reference: string }>(
      await s.call(
        'POST',
        `/v2/onemoney/${a.applicationId}/create-consent`,
        { redirectUrl: '/signup/bank-statement' },
        auth(a.token),
      ),
    );
    const form = new URLSearchParams({
      consentHandle: created.reference,
      ref: refOf(created.url),
      decision,
      ...(fetch ? { fetch } : {}),
    });
    const back = await s.app.request(new URL(created.url).pathname, { method: 'POST', body: form });
    expect(back.status).toBe(303);
    return { back: back.headers.get('location') ?? '', reference: created.reference };
  }

  const read = () =>
    ok<{ consent: { status: string; fetch: string | null }; application: Position }>(
      s.call('GET', consentPath(), undefined, auth(a.token)),
    );

  it('ACTIVE with data READY moves the application to bankStatementUploaded', async () => {
    const { back } = await consent('approve', 'READY');
    expect(back).toContain('aa=0');
    const answer = await read();
    expect(answer.consent).toMatchObject({ status: 'ACTIVE', fetch: 'READY' });
    expect(answer.application.status).toBe('bankStatementUploaded');
  });

  it.each([
    ['reject', undefined, 'REJECTED', null],
    ['expire', undefined, 'EXPIRED', null],
    ['approve', 'DENIED', 'ACTIVE', 'DENIED'],
    ['approve', 'TIMEOUT', 'ACTIVE', 'TIMEOUT'],
    ['approve', 'PENDING', 'ACTIVE', 'PENDING'],
  ])('%s (fetch %s) reads %s / %s and keeps the status', async (decision, fetch, status, fetched) => {
    await consent(decision, fetch);
    const answer = await read();
    expect(answer.consent).toEqual({ consentHandle: expect.any(String), status, fetch: fetched });
    expect(answer.application.status).toBe('offerSelected');
  });

  it('a pending consent expires after 30 minutes', async () => {
    await s.call('POST', `/v2/onemoney/${a.applicationId}/create-consent`, { redirectUrl: '/x' }, auth(a.token));
    expect((await read()).consent.status).toBe('PENDING');
    s.clock.advance(30 * 60 * 1000 + 1);
    expect((await read()).consent.status).toBe('EXPIRED');
  });

  it('shows a consent revoked or paused later, and data that arrives later', async () => {
    await consent('approve', 'PENDING');
    await ok(s.call('POST', `/__sandbox/customers/${a.phone}/consent`, { status: 'PAUSED' }));
    expect((await read()).consent.status).toBe('PAUSED');
    await ok(s.call('POST', `/__sandbox/customers/${a.phone}/consent`, { status: 'ACTIVE', fetch: 'READY' }));
    expect((await read()).application.status).toBe('bankStatementUploaded');
    await ok(s.call('POST', `/__sandbox/customers/${a.phone}/consent`, { status: 'REVOKED' }));
    expect((await read()).consent.status).toBe('REVOKED');
  });
});

describe('only the owner', () => {
  it("answers another customer's application, file, session and consent as unknown (404)", async () => {
    const file = await uploaded(6);
    await s.call('POST', `/v2/onemoney/${a.applicationId}/create-consent`, { redirectUrl: '/x' }, auth(a.token));
    await s.call('POST', `/v1/finanalyser/${a.applicationId}/netbanking`, { redirectUrl: '/x' }, auth(a.token));
    const other = await applicant(s, '9123456789');
    const as = auth(other.token);
    const calls: [string, string, unknown?][] = [
      ['GET', base()],
      ['PATCH', base(), { documentIds: [file.id] }],
      ['PATCH', `${base()}/skip`, {}],
      ['GET', `${base()}/files/${file.id}`],
      ['DELETE', `${base()}/files/${file.id}`],
      ['GET', `/v1/finanalyser/${a.applicationId}/netbanking`],
      ['POST', `/v1/finanalyser/${a.applicationId}/netbanking`, { redirectUrl: '/x' }],
      ['GET', `/v2/onemoney/${a.applicationId}/consent`],
      ['POST', `/v2/onemoney/${a.applicationId}/create-consent`, { redirectUrl: '/x' }],
    ];
    for (const [method, path, body] of calls) {
      const response = await s.call(method, path, body, as);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-40400');
    }
    const intoOther = await upload(s, 'POST', `${base()}/files`, other.token, {
      bytes: await months(1),
      name: 'x.pdf',
    });
    expect(intoOther.status).toBe(404);
    // Their own file id read through their own application is unknown too.
    const own = await s.call(
      'GET',
      `/v1/application/${other.applicationId}/bank-statement/files/${file.id}`,
      undefined,
      as,
    );
    expect(own.status).toBe(404);
    const mine = await s.call('GET', `${base()}/files/${file.id}`, undefined, auth(a.token));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
  });

  it('needs a token (401)', async () => {
    expect((await s.call('GET', base())).status).toBe(401);
  });
});

describe('faults', () => {
  it('every call site takes a fault from the control API, scoped to the caller', async () => {
    const paths: [string, string][] = [
      ['GET', base()],
      ['PATCH', base()],
      ['POST', `${base()}/files`],
      ['GET', `/v1/finanalyser/${a.applicationId}/netbanking`],
      ['POST', `/v2/onemoney/${a.applicationId}/create-consent`],
      ['GET', `/v1/application/${a.applicationId}/application-document`],
    ];
    for (const [method, path] of paths) {
      const armed = await s.call('POST', '/__sandbox/faults', { method, path, status: 503, phone: a.phone });
      expect(armed.status).toBe(201);
      const faulted = await s.call(method, path, method === 'GET' ? undefined : {}, auth(a.token));
      expect(faulted.status, `${method} ${path}`).toBe(503);
      expect((await json<ErrorAnswer>(faulted)).error.code).toBe('EPL-50300');
    }
  });
});
