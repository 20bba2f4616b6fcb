import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { makeTextPdf } from '../../fixtures/pdf/make-pdf.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';
import { PNG } from './upload-files.ts';

// What the bank statement and documents browser paths share: an applicant seeded at the child's
// status, logged in, with what the lender already holds arranged through the API (as an earlier
// visit would have left it), then the child's address opened. The children run inside the
// post-approval parent.

export const LOAN_ID = 'loan-0001';
export const FAULT_CODE = 'EPL-50000';

export interface Applicant {
  phone: string;
  applicationId: string;
  /** `Bearer …`, as the app sends it. */
  authorization: string;
}

/** Seeds, logs in and arranges; the page is left off the app until the caller opens the address. */
export async function prepareApplicant(
  page: Page,
  request: APIRequestContext,
  planned: string,
  seed: Record<string, unknown>,
  lender: Record<string, unknown>,
): Promise<Applicant> {
  const position = await seedApplicant(request, planned, { latestLoanId: LOAN_ID, ...seed });
  const phone = testPhone(planned);
  const answer = await request.put(`/__sandbox/customers/${phone}/lender-requests`, { data: lender });
  expect(answer.ok()).toBe(true);
  await logInThroughApi(page, request, planned);
  const authorization = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  return { phone, applicationId: position.id, authorization };
}

/** A statement PDF of `pages` pages: the sandbox counts one month per page. */
export async function statementPdf(pages: number): Promise<Buffer> {
  const pdf = await makeTextPdf(Array.from({ length: pages }, (_, index) => ({ text: `Month ${index + 1}` })));
  return Buffer.from(pdf);
}

export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A call of the applicant's, failing loudly when the sandbox refuses it. */
export async function call<T>(
  request: APIRequestContext,
  applicant: Applicant,
  method: 'get' | 'post' | 'patch',
  path: string,
  options: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> } = {},
): Promise<T> {
  const response = await request[method](path, { headers: { authorization: applicant.authorization }, ...options });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** The §8 body of a sandbox fault with the sentence a path expects on screen. */
export const faultBody = (message: string) => ({ error: { code: FAULT_CODE, message } });
