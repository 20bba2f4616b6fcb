import type { APIRequestContext, Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { logInThroughApi, seedApplicant } from './onboarding-session.ts';
import { testPhone } from './test-identity.ts';
import { ONE_PAGE_PDF } from '../../fixtures/pdf/one-page.ts';

// The mandate screens a seeded status alone does not show, for the axe and layout sweeps: the
// applicant is seeded at emandatePending (or the status given), logged in, an attempt made
// through the lender's calls as the app would (a NACH form, a UPI request, a scan), then the
// address opened.

type Arrange = (call: Call, applicationId: string, loanId: string) => Promise<void>;
type FetchOptions = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;
type Call = (method: string, path: string, options?: Pick<FetchOptions, 'multipart'>) => Promise<unknown>;

function callsOf(page: Page): Call {
  return async (method, path, options = {}) => {
    const authorization = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);
    const response = await page.request.fetch(path, { method, headers: { authorization }, ...options });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return response.headers()['content-type']?.includes('json') ? response.json() : response.body();
  };
}

function mandateScreen(
  name: string,
  path: string,
  heading: RegExp,
  phone: string,
  arrange: Arrange,
  options: { status?: string; landsOn?: RegExp } = {},
): BuiltScreen {
  return {
    name,
    path,
    landsOn: options.landsOn ?? new RegExp(`${path}$`),
    ready: { role: 'heading', name: heading },
    open: async (page: Page, request: APIRequestContext) => {
      const loanId = `loan-${testPhone(phone)}`;
      const position = await seedApplicant(request, phone, {
        status: options.status ?? 'emandatePending',
        nextAction: 'mandate',
        latestLoanId: loanId,
        ifscCode: 'HDFC0001248',
        bestApprovedAmount: 300000,
      });
      await logInThroughApi(page, request, phone);
      await arrange(callsOf(page), position.id, loanId);
      await page.goto(path);
    },
  };
}

const nothing: Arrange = async () => {};

async function nachForm(call: Call): Promise<string> {
  const started = (await call('POST', '/v1/emandate/nach/request')) as { mandateId: string };
  return started.mandateId;
}

const SCAN = { name: 'signed.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF };

export const screenChecks: readonly BuiltScreen[] = [
  mandateScreen(
    'NACH form (download)',
    '/signup/post-approval/step-2',
    /nach mandate form/i,
    '9876500871',
    async (c) => {
      await nachForm(c);
    },
  ),
  mandateScreen('UPI Autopay wait', '/signup/mandate', /approve in your upi app/i, '9876500872', async (call) => {
    await call('POST', '/v1/emandate/init-upi-subscription');
  }),
  mandateScreen(
    'NACH success',
    '/signup/post-approval/step-2/nach-success',
    /form received/i,
    '9876500873',
    async (call, applicationId, loanId) => {
      const mandateId = await nachForm(call);
      await call('GET', `/v2/emandate/${applicationId}/nach-template/${mandateId}`);
      await call('PATCH', `/v2/emandate/${applicationId}/nach-mandate/${loanId}`, { multipart: { file: SCAN } });
    },
  ),
  mandateScreen(
    'Mandate already completed',
    '/signup/mandate/completed',
    /already registered/i,
    '9876500874',
    nothing,
    {
      status: 'emandateRegistered',
    },
  ),
  // The account for bank transfers (the legacy /va-accounts) is the profile's way on: profile-screen-checks.ts.
];
