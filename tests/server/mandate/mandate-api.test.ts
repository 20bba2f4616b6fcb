import { afterEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, ok, pdfBytes, seed, upload } from '../../support/server/onboarding.ts';
import type { Applicant } from '../../support/server/onboarding.ts';
import { errorOf } from '../../support/server/identity.ts';
import { nachFormReferenceOf } from '../../../server/mandate/nach-pdf.ts';

// The mandate sandbox (docs/sandbox.md, "Mandate"): modes per bank, the sponsor bank's page and
// its return (never trusted), UPI AutoPay and its 24-hour block, the NACH form through review,
// the hand-over to the agreement; bad input stores nothing; another customer's ids answer 404.

let s: TestSandbox;
afterEach(() => s.close());

type Status = {
  registered: boolean;
  mandate:
    null | ({ mandateId: string; mode: string; status: string; reason: string | null } & Record<string, unknown>);
  application: { status: string; nextAction: string | null };
};
const HOUR = 3_600_000;
const LOAN = 'loan-7f3a';

async function atMandate(phone = '9876543210'): Promise<Applicant & { h: Record<string, string> }> {
  const a = await applicant(s, phone);
  await seed(s, phone, {
    status: 'emandatePending',
    nextAction: 'mandate',
    latestLoanId: LOAN,
    ifscCode: 'HDFC0001248',
    bestApprovedAmount: 300000,
  });
  return { ...a, h: auth(a.token) };
}

/** Tokens last a day: after moving the clock further the applicant logs in again. */
async function later(a: Applicant & { h: Record<string, string> }, ms: number) {
  s.clock.advance(ms);
  const again = await applicant(s, a.phone);
  a.token = again.token;
  a.h = auth(again.token);
}

const status = (a: Applicant & { h: Record<string, string> }) =>
  ok<Status>(s.call('GET', `/v1/emandate/register/${a.applicationId}`, undefined, a.h));
const request = (a: Applicant & { h: Record<string, string> }, mode = 'netBanking') =>
  s.call('POST', '/v1/emandate/sponsorbank/request', { mode, redirectUrl: '/signup/mandate' }, a.h);
const form = (path: string, fields: Record<string, string>) =>
  s.app.request(path, { method: 'POST', body: new URLSearchParams(fields) });
/** The page's own fields from the url the lender gave: the attempt and its one-time reference. */
const attemptOf = (providerUrl: string) => Object.fromEntries(new URL(providerUrl, 'http://localhost').searchParams);

describe('modes', () => {
  it('offers only the modes the bank on file supports, for the IFSC on file', async () => {
    s = makeSandbox();
    const a = await atMandate();
    await ok(s.call('PUT', `/__sandbox/customers/${a.phone}/mandate-setup`, { modes: ['netBanking', 'nach'] }));
    const answer = await ok<{ bankName: string; modes: { mode: string; available: boolean }[] }>(
      s.call('GET', `/v6/emandate/${a.applicationId}/mandate/availability?loanId=${LOAN}`, undefined, a.h),
    );
    expect(answer.bankName).toBe('HDFC Bank');
    expect(answer.modes.filter((m) => m.available).map((m) => m.mode)).toEqual(['netBanking', 'nach']);
    const banks = await ok<{ banks: { bankName: string }[] }>(
      s.call('GET', `/v5/emandate/${a.applicationId}/banks`, undefined, a.h),
    );
    expect(banks.banks.map((bank) => bank.bankName)).toEqual(['HDFC Bank']);
    expect((await errorOf(request(a, 'debitCard'))).code).toBe('EPL-40931');
    expect(s.count('mandates')).toBe(0);
  });

  it('answers another customer’s application as an unknown one', async () => {
    s = makeSandbox();
    const a = await atMandate();
    const b = await atMandate('9876543211');
    const answer = await s.call('GET', `/v1/emandate/register/${a.applicationId}`, undefined, b.h);
    expect(answer.status).toBe(404);
    expect((await s.call('GET', `/v6/emandate/${a.applicationId}/mandate/availability`, undefined, b.h)).status).toBe(
      404,
    );
  });

  it('refuses bad input with the §8 shape and stores nothing', async () => {
    s = makeSandbox();
    const a = await atMandate();
    const bad = await errorOf(s.call('POST', '/v1/emandate/sponsorbank/request', { mode: 'cheque' }, a.h));
    expect(bad.code).toBe('EPL-40000');
    const badUrl = await s.call(
      'POST',
      '/v1/emandate/sponsorbank/request',
      { mode: 'netBanking', redirectUrl: 'javascript:alert(1)' },
      a.h,
    );
    expect(badUrl.status).toBe(400);
    expect(s.count('mandates')).toBe(0);
  });

  it('passes EPL-10000 when the bank cannot match the KYC', async () => {
    s = makeSandbox();
    const a = await atMandate();
    await ok(s.call('PUT', `/__sandbox/customers/${a.phone}/mandate-setup`, { kycFails: true }));
    expect((await errorOf(request(a))).code).toBe('EPL-10000');
    expect(s.count('mandates')).toBe(0);
  });
});

describe('e-mandate through the sponsor bank', () => {
  it('registers once the status API says so, whatever the return URL claims', async () => {
    s = makeSandbox();
    const a = await atMandate();
    const started = await request(a);
    expect(started.status).toBe(201);
    const { mandateId, providerUrl } = (await started.json()) as { mandateId: string; providerUrl: string };
    // The attempt's id alone opens nothing: the page needs the reference the lender put in the url.
    expect((await s.app.request(providerUrl.replace(/&ref=[^&]*/, ''))).status).toBe(404);
    expect((await s.app.request(providerUrl)).status).toBe(200);
    expect((await status(a)).mandate?.status).toBe('initiated');
    const back = await form(providerUrl.split('?')[0]!, { ...attemptOf(providerUrl), decision: 'approve' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/signup/mandate?mandateId=${mandateId}&status=success`);
    const read = await status(a);
    expect(read).toMatchObject({ registered: true, application: { status: 'emandateRegistered' } });
    expect((await errorOf(request(a))).code).toBe('EPL-40932');
    const submitted = await ok<{ application: { status: string } }>(
      s.call('PATCH', `/v1/creditloan/${LOAN}/post-approval-submission`, undefined, a.h),
    );
    expect(submitted.application.status).toBe('nbfcApproved');
    // The agreement takes the loan over under the id the mandate knew it by, whatever its format.
    const agreement = await ok<{ loanId: string; review: { stage: string } }>(
      s.call('GET', `/v2/creditloan/${LOAN}/loan-document`, undefined, a.h),
    );
    expect(agreement).toMatchObject({ loanId: LOAN, review: { stage: 'signing' } });
  });

  it('fails with the bank’s reason, then a retry in another mode works', async () => {
    s = makeSandbox();
    const a = await atMandate();
    const { providerUrl } = (await (await request(a)).json()) as Record<string, string>;
    await form(providerUrl!.split('?')[0]!, { ...attemptOf(providerUrl!), decision: 'reject', reason: 'nameMismatch' });
    expect(await status(a)).toMatchObject({
      mandate: { status: 'failure', reason: 'nameMismatch' },
      application: { status: 'emandateFailed' },
    });
    expect((await request(a, 'debitCard')).status).toBe(201);
    expect((await status(a)).application.status).toBe('emandatePending');
  });

  it('expires an attempt never finished, and decides a pending one a day later', async () => {
    s = makeSandbox();
    const a = await atMandate();
    await request(a);
    s.clock.advance(31 * 60_000);
    expect((await status(a)).mandate?.status).toBe('expired');
    await request(a);
    await ok(s.call('POST', `/__sandbox/customers/${a.phone}/mandate`, { decision: 'pending' }));
    expect((await status(a)).mandate?.status).toBe('pending');
    await later(a, 24 * HOUR);
    expect((await status(a)).application.status).toBe('emandateRegistered');
  });

  it('rejects a call at the wrong stage', async () => {
    s = makeSandbox();
    const a = await atMandate();
    await seed(s, a.phone, { status: 'approved' });
    expect((await errorOf(request(a))).code).toBe('EPL-40930');
    expect(
      (await errorOf(s.call('PATCH', `/v1/creditloan/${LOAN}/post-approval-submission`, undefined, a.h))).code,
    ).toBe('EPL-40936');
  });
});

describe('UPI AutoPay', () => {
  it('approves on the UPI page while the app polls', async () => {
    s = makeSandbox();
    const a = await atMandate();
    const init = await s.call('POST', '/v1/emandate/init-upi-subscription', undefined, a.h);
    const { providerUrl } = (await init.json()) as Record<string, string>;
    const poll = () => ok<Status>(s.call('GET', '/v1/emandate/register-upi-mandate', undefined, a.h));
    expect((await poll()).mandate?.status).toBe('initiated');
    const done = await form(providerUrl!.split('?')[0]!, { ...attemptOf(providerUrl!), decision: 'approve' });
    expect(done.status).toBe(200);
    expect((await poll()).registered).toBe(true);
  });

  it('blocks UPI for 24 hours after a decline', async () => {
    s = makeSandbox();
    const a = await atMandate();
    const { providerUrl } = (await (
      await s.call('POST', '/v1/emandate/init-upi-subscription', undefined, a.h)
    ).json()) as Record<string, string>;
    await form(providerUrl!.split('?')[0]!, { ...attemptOf(providerUrl!), decision: 'decline' });
    const read = await status(a);
    expect(read.mandate).toMatchObject({ status: 'failure', reason: 'declined' });
    expect(read.mandate?.['retryBlockedUntil']).toBe(new Date(s.clock.now() + 24 * HOUR).toISOString());
    expect((await errorOf(s.call('POST', '/v1/emandate/init-upi-subscription', undefined, a.h))).code).toBe(
      'EPL-40933',
    );
    await later(a, 24 * HOUR);
    expect((await s.call('POST', '/v1/emandate/init-upi-subscription', undefined, a.h)).status).toBe(201);
  });
});

describe('physical NACH', () => {
  it('downloads a filled PDF, takes the scan, and is reviewed within 48 hours', async () => {
    s = makeSandbox();
    const a = await atMandate();
    const { mandateId } = (await (await s.call('POST', '/v1/emandate/nach/request', undefined, a.h)).json()) as {
      mandateId: string;
    };
    const early = await upload(s, 'PATCH', `/v2/emandate/${a.applicationId}/nach-mandate/${LOAN}`, a.token, {
      bytes: await pdfBytes('signed'),
      name: 'nach.pdf',
    });
    expect(early.status).toBe(409);
    const template = await s.call('GET', `/v2/emandate/${a.applicationId}/nach-template/${mandateId}`, undefined, a.h);
    expect(template.headers.get('content-type'), await template.clone().text()).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await template.arrayBuffer()));
    expect(pdf.getTitle()).toBe(`NACH mandate ${nachFormReferenceOf(mandateId)}`);
    expect((await status(a)).application.status).toBe('nachDownloaded');
    const scan = await upload(s, 'PATCH', `/v2/emandate/${a.applicationId}/nach-mandate/${LOAN}`, a.token, {
      bytes: await pdfBytes('signed'),
      name: 'nach.pdf',
    });
    expect(scan.status).toBe(200);
    expect((await status(a)).application.status).toBe('nachUploaded');
    await later(a, 47 * HOUR);
    expect((await status(a)).mandate?.status).toBe('pending');
    await later(a, HOUR);
    expect((await status(a)).application.status).toBe('emandateRegistered');
  });

  it('resolves a review to the reason QA chose', async () => {
    s = makeSandbox();
    const a = await atMandate();
    await ok(
      s.call('PUT', `/__sandbox/customers/${a.phone}/mandate-setup`, { pendingOutcome: 'accountBlockedOrClosed' }),
    );
    const { mandateId } = (await (await s.call('POST', '/v1/emandate/nach/request', undefined, a.h)).json()) as {
      mandateId: string;
    };
    await s.call('GET', `/v2/emandate/${a.applicationId}/nach-template/${mandateId}`, undefined, a.h);
    await upload(s, 'PATCH', `/v2/emandate/${a.applicationId}/nach-mandate/${LOAN}`, a.token, {
      bytes: await pdfBytes('signed'),
      name: 'nach.pdf',
    });
    await later(a, 48 * HOUR);
    expect(await status(a)).toMatchObject({
      mandate: { status: 'failure', reason: 'accountBlockedOrClosed' },
      application: { status: 'emandateFailed' },
    });
  });

  it('can be declined on review, which blocks no other mode', async () => {
    s = makeSandbox();
    const a = await atMandate();
    await ok(s.call('PUT', `/__sandbox/customers/${a.phone}/mandate-setup`, { pendingOutcome: 'declined' }));
    const { mandateId } = (await (await s.call('POST', '/v1/emandate/nach/request', undefined, a.h)).json()) as {
      mandateId: string;
    };
    await s.call('GET', `/v2/emandate/${a.applicationId}/nach-template/${mandateId}`, undefined, a.h);
    await upload(s, 'PATCH', `/v2/emandate/${a.applicationId}/nach-mandate/${LOAN}`, a.token, {
      bytes: await pdfBytes('signed'),
      name: 'nach.pdf',
    });
    await later(a, 48 * HOUR);
    expect(await status(a)).toMatchObject({
      mandate: { mode: 'nach', status: 'failure', reason: 'declined', retryBlockedUntil: null },
      application: { status: 'emandateFailed' },
    });
    // A UPI mandate declined in the app blocks UPI for a day; a NACH form declined by the bank does not.
    const modes = await ok<{ modes: { mode: string; available: boolean }[] }>(
      s.call('GET', `/v6/emandate/${a.applicationId}/mandate/availability?loanId=${LOAN}`, undefined, a.h),
    );
    expect(modes.modes.find((entry) => entry.mode === 'upiAutopay')?.available).toBe(true);
  });
});
