import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Stage } from '../../support/events/agreement-events.ts';
import { REJECTION } from '../../support/events/agreement-events.ts';
import { ESIGN_RETURN_PATH } from '../../../machines/agreement/screens.ts';
import { seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';

// Agreement specs start at a stage, not at the login screen: the sandbox applicant is seeded at
// nbfcApproved with a loan and a registered mandate (the mandate's hand-over), then brought to the
// stage through the lender's real calls and the e-sign page, as QA would.

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The lender's review, in QA's place (docs/sandbox.md, "Loan agreement control"). */
export async function review(request: APIRequestContext, phone: string, body: Record<string, unknown>) {
  const own = testPhone(phone);
  return ok(await request.put(`/__sandbox/customers/${own}/agreement`, { data: body }), `agreement ${own}`);
}

/** A fresh applicant at nbfcApproved (or, for null, handed to the mandate still); answers its loan id. */
export async function seedAgreement(request: APIRequestContext, phone: string, stage: Stage | null): Promise<string> {
  await seedApplicant(request, phone, {
    status: stage === null ? 'emandatePending' : 'approved',
    firstName: 'Asha',
    lastName: 'Verma',
    businessName: 'Verma Traders',
    bestApprovedAmount: 500000,
    latestLoanId: null,
  });
  if (stage === null) return '';
  const seeded = await review(request, phone, { seed: { nbfcName: 'arthika', approvedAmount: 500000 } });
  return (seeded as { agreement: { loanId: string } }).agreement.loanId;
}

export type Call = (method: string, path: string, data?: unknown) => Promise<Record<string, unknown>>;

/** Calls as the logged-in applicant, beside the app. */
export function applicantCalls(page: Page): Call {
  return async (method, path, data) => {
    const authorization = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
    const response = await page.request.fetch(path, { method, headers: { authorization }, ...(data ? { data } : {}) });
    return ok(response, `${method} ${path}`);
  };
}

export type Decision = 'sign' | 'decline' | 'later' | 'expire' | null;

/** An e-sign request decided on the sandbox page the way its buttons do; answers the return address. */
export async function eSignThroughPage(page: Page, call: Call, loanId: string, decision: Decision): Promise<string> {
  const started = await call('POST', `/v1/aadhar/esign/${loanId}`, { redirectUrl: ESIGN_RETURN_PATH });
  const requestId = String(started.requestId);
  if (decision !== null) {
    // The page acts on the request's one-time reference, which the lender put in the url.
    const { pathname, searchParams } = new URL(String(started.url));
    const form = { requestId, ref: searchParams.get('ref') ?? '', decision };
    const answer = await page.request.post(pathname, { form, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
  }
  return `${ESIGN_RETURN_PATH}?requestId=${requestId}&status=success`;
}

/** Brings a seeded agreement to `stage` through the lender's calls. */
export async function bringTo(page: Page, phone: string, loanId: string, stage: Stage): Promise<void> {
  if (stage === 'fresh') return;
  const call = applicantCalls(page);
  await call('PATCH', `/v1/creditloan/${loanId}/loan-document`, { kfsAcknowledged: true });
  if (stage === 'acknowledged') return;
  await call('GET', `/v1/aadhar/esign/${loanId}?requestId=${await requestOf(page, call, loanId)}`);
  if (stage === 'opsReview') return;
  if (stage === 'rejected') return void (await review(page.request, phone, { review: 'reject', reason: REJECTION }));
  await review(page.request, phone, { review: 'approve' });
  if (stage === 'active') await review(page.request, phone, { review: 'activate', drawn: 100000 });
}

async function requestOf(page: Page, call: Call, loanId: string): Promise<string> {
  const back = await eSignThroughPage(page, call, loanId, 'sign');
  return new URL(back, 'http://x.invalid').searchParams.get('requestId') ?? '';
}

/** The lender's review moving a signed agreement on from `from` to `to` while the app stays open. */
export async function moveOn(request: APIRequestContext, phone: string, from: Stage, to: Stage): Promise<void> {
  if (from === to) return;
  if (to === 'rejected') return void (await review(request, phone, { review: 'reject', reason: REJECTION }));
  if (from === 'opsReview') await review(request, phone, { review: 'approve' });
  if (to === 'active') await review(request, phone, { review: 'activate', drawn: 100000 });
}
