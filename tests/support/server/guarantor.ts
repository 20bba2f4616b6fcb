import { expect } from 'vitest';
import { auth, createSession, json, latestOtp } from './sandbox.ts';
import type { TestSandbox } from './sandbox.ts';

// A guarantor named through the control API and logged in through the public calls, as the app does.

export type GuarantorLoanSeed = {
  loanId: string;
  amountSelected: number;
  businessName: string;
  fullName: string;
  createdTime: string;
  expiryTime: string;
  aadharEsignPending: boolean;
};

export const seedLoan = (loanId: string, overrides: Partial<GuarantorLoanSeed> = {}): GuarantorLoanSeed => ({
  loanId,
  amountSelected: 250000,
  businessName: 'Verma Traders',
  fullName: 'Asha Verma',
  createdTime: '2026-01-10T09:30:00.000Z',
  expiryTime: '2026-03-10T09:30:00.000Z',
  aadharEsignPending: true,
  ...overrides,
});

export type GuarantorLogin = { guarantorId: string; token: string; headers: Record<string, string> };

export async function logInGuarantor(
  s: TestSandbox,
  phone: string,
  state: { status?: string; loans?: GuarantorLoanSeed[] } = { loans: [seedLoan('LN-1')] },
): Promise<GuarantorLogin> {
  expect((await s.call('PUT', `/__sandbox/guarantors/${phone}`, state)).status).toBe(200);
  const sessionId = await createSession(s);
  const login = await s.call('POST', '/v1/guarantor/login', { phoneNumber: phone, sessionId });
  const { guarantorId } = await json<{ guarantorId: string }>(login);
  const verified = await s.call('POST', `/v1/guarantor/${guarantorId}/verify-otp`, {
    otp: await latestOtp(s, phone),
  });
  const { accessToken } = await json<{ accessToken: string }>(verified);
  return { guarantorId, token: accessToken, headers: auth(accessToken) };
}

/** Decides a provider page (DigiLocker or e-sign) the way its form does; answers where it sends the browser. */
export async function decidePage(s: TestSandbox, url: string, decision: 'approve' | 'deny'): Promise<string> {
  const { pathname, searchParams } = new URL(url);
  // The request's id alone opens nothing.
  expect((await s.app.request(`${pathname}?requestId=${searchParams.get('requestId') ?? ''}`)).status).toBe(404);
  const response = await s.app.request(pathname, {
    method: 'POST',
    // The page acts on the request's one-time reference, which the lender put in the url.
    body: new URLSearchParams({
      requestId: searchParams.get('requestId') ?? '',
      ref: searchParams.get('ref') ?? '',
      decision,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}
