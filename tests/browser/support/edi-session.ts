import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';

// A borrower for the EDI pages, seeded through the control API only: an application in progress,
// the sandbox's default EDI offer (₹10,000 to ₹2,00,000, 30 to 180 days, 24 %) with a verified bank
// account, or no offer at all; then logged in. Requests are made and moved the way the lender would:
// the customer's own API call, the control API's decisions.

export const EDI_ACCOUNT = { ifsc: 'HDFC0001234', accountNumber: '50100012345678', holderName: 'Asha Traders' };

export async function ediCustomer(page: Page, planned: string, seed: { offer: boolean }): Promise<void> {
  await seedApplicant(page.request, planned, { status: 'initiated', firstName: 'Asha' });
  if (seed.offer) {
    const offered = await page.request.put(`/__sandbox/customers/${testPhone(planned)}/edi-offer`, {
      data: { bankAccount: EDI_ACCOUNT },
    });
    expect(offered.ok()).toBe(true);
  }
  await logInThroughApi(page, page.request, planned);
}

/** The customer's own request for ₹1,00,000 over 90 days, with their stored token and a fresh key. */
export async function requestAsCustomer(page: Page): Promise<void> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const headers = { authorization: token };
  const read = await page.request.get('/v1/customer/edi-offer', { headers });
  const { offer } = (await read.json()) as { offer: { id: string } };
  const made = await page.request.post('/v1/customer/request-disbursement', {
    headers: { ...headers, 'idempotency-key': `edi-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
    data: { offerId: offer.id, amount: 100000, tenureDays: 90, consent: true },
  });
  expect(made.status()).toBe(201);
}

/** The lender's decision on the latest request (approve, disburse, fail, cancel). */
export async function decideLatest(page: Page, planned: string, decision: string): Promise<void> {
  const decided = await page.request.post(`/__sandbox/customers/${testPhone(planned)}/edi-disbursement`, {
    data: { decision },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
}

/** The latest request's status as the lender has it, or null when none was made. */
export async function latestStatus(page: Page): Promise<string | null> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
  const read = await page.request.get('/v1/customer/edi-disbursement', { headers: { authorization: token } });
  const { disbursement } = (await read.json()) as { disbursement: { status: string } | null };
  return disbursement?.status ?? null;
}
