import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createSession, otpOf, putGuarantor } from './sandbox-client.ts';
import { testPhone } from './test-identity.ts';

// A guarantor of the browser suite: seeded through the control API with loans whose dates are
// relative to the real clock (the browser's expiry rule reads it), logged in through the API or
// the login screens, and the screens' own words.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LoanSeed {
  loanId: string;
  amountSelected: number;
  businessName: string;
  fullName: string;
  createdTime: string;
  expiryTime: string;
  aadharEsignPending: boolean;
}

export function loanSeed(loanId: string, overrides: Partial<LoanSeed> & { expiresInDays?: number } = {}): LoanSeed {
  const { expiresInDays = 30, ...rest } = overrides;
  return {
    loanId,
    amountSelected: 250000,
    businessName: 'Verma Traders',
    fullName: 'Asha Verma',
    createdTime: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    expiryTime: new Date(Date.now() + expiresInDays * DAY_MS).toISOString(),
    aadharEsignPending: true,
    ...rest,
  };
}

/** Two loans, as the scenario has them: one waiting for e-sign, one signed. */
export const TWO_LOANS = (): LoanSeed[] => [
  loanSeed('LN-PENDING', { amountSelected: 250000, businessName: 'Verma Traders', fullName: 'Asha Verma' }),
  loanSeed('LN-SIGNED', {
    amountSelected: 1250000,
    businessName: 'Kumar Stores',
    fullName: 'Vijay Kumar',
    aadharEsignPending: false,
  }),
];

export async function seedGuarantor(
  request: APIRequestContext,
  planned: string,
  state: { status?: string; loans?: LoanSeed[] },
): Promise<void> {
  await putGuarantor(request, planned, { tncAccepted: true, ...state });
}

/**
 * Logs the guarantor in through the API and stores what the app stores after a login (and the
 * chosen loan, when given), so the next `page.goto` opens the app as them.
 */
export async function logInGuarantorThroughApi(
  page: Page,
  request: APIRequestContext,
  planned: string,
  chosenLoanId?: string,
): Promise<string> {
  const phone = testPhone(planned);
  const sessionId = await createSession(request);
  const login = await request.post('/v1/guarantor/login', { data: { phoneNumber: phone, sessionId } });
  expect(login.status()).toBe(200);
  const { guarantorId } = (await login.json()) as { guarantorId: string };
  const verified = await request.post(`/v1/guarantor/${guarantorId}/verify-otp`, {
    data: { otp: await otpOf(request, phone) },
  });
  expect(verified.status()).toBe(200);
  const auth = (await verified.json()) as { tokenType: string; accessToken: string };
  await page.goto('/v1/marketplace/logos/shipkart.svg');
  await page.evaluate(
    ({ token, tokenType, phone, sessionId, guarantorId, chosenLoanId }) => {
      window.localStorage.setItem('token', JSON.stringify(token));
      window.localStorage.setItem('tokenType', JSON.stringify(tokenType));
      window.localStorage.setItem('phone', JSON.stringify(phone));
      window.localStorage.setItem('sessionId', JSON.stringify(sessionId));
      window.localStorage.setItem('guarantorId', JSON.stringify(guarantorId));
      if (chosenLoanId) window.localStorage.setItem('selectedGuarantorLoan', JSON.stringify({ loanId: chosenLoanId }));
    },
    {
      token: `${auth.tokenType} ${auth.accessToken}`,
      tokenType: auth.tokenType,
      phone,
      sessionId,
      guarantorId,
      chosenLoanId,
    },
  );
  return guarantorId;
}

/** Seeds the guarantor at `status`, logs in, opens `path` with the pending loan chosen. */
export async function openGuarantorAt(
  page: Page,
  request: APIRequestContext,
  options: { phone: string; status: string; path: string; loans?: LoanSeed[] },
): Promise<void> {
  const loans = options.loans ?? TWO_LOANS();
  await seedGuarantor(request, options.phone, { status: options.status, loans });
  await logInGuarantorThroughApi(page, request, options.phone, loans[0]?.loanId);
  await page.goto(options.path);
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
