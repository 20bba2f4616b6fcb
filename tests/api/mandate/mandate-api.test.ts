import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import { isApiError } from '../../../src/api/errors.ts';
import {
  downloadNachTemplate,
  mandateOutcome,
  readMandateStatus,
  requestEmandate,
  requestNach,
} from '../../../src/journeys/mandate/api/index.ts';
import {
  MANDATE_STATES,
  type MandateAttempt,
  type MandateOutcome,
  type MandateStatus,
} from '../../../rules/mandate/types.ts';
import { isAlreadyRegistered } from '../../../rules/mandate/error-codes.ts';
import { makeSandbox, type TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, seed } from '../../support/server/onboarding.ts';

// The mandate calls against the sandbox in-process: every reported state read as one outcome,
// a blob call's error body read as JSON (§8), EPL-10000 handed to the caller as the code.

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const attempt = (over: Partial<MandateAttempt>): MandateAttempt => ({
  mandateId: 'm-1',
  mode: 'netBanking',
  status: 'initiated',
  reason: null,
  createdAt: new Date(NOW).toISOString(),
  decideAt: null,
  templateDownloaded: false,
  scanUploaded: false,
  retryBlockedUntil: null,
  providerUrl: null,
  ...over,
});
const read = (mandate: MandateAttempt | null, registered = false): MandateStatus => ({
  registered,
  mandate,
  application: { id: 'a-1', status: 'emandatePending', subStatus: null, nextAction: 'mandate', percentCompleted: 100 },
});

describe('mandate outcome', () => {
  it('reads every reported state as one outcome', () => {
    const expected: Record<(typeof MANDATE_STATES)[number], MandateOutcome> = {
      initiated: 'initiated',
      pending: 'pending',
      success: 'success',
      failure: 'failure',
      expired: 'failure',
    };
    for (const status of MANDATE_STATES) expect(mandateOutcome(read(attempt({ status })), NOW)).toBe(expected[status]);
  });

  it('is none before any attempt, success once registered whatever the latest attempt says', () => {
    expect(mandateOutcome(read(null), NOW)).toBe('none');
    expect(mandateOutcome(read(attempt({ status: 'failure' }), true), NOW)).toBe('success');
  });

  it('blocks a retry while a declined UPI mandate’s day runs, then is a plain failure', () => {
    const declined = attempt({
      mode: 'upiAutopay',
      status: 'failure',
      reason: 'declined',
      retryBlockedUntil: new Date(NOW + 1000).toISOString(),
    });
    expect(mandateOutcome(read(declined), NOW)).toBe('retryBlocked');
    expect(mandateOutcome(read(declined), NOW + 1000)).toBe('failure');
  });
});

let s: TestSandbox | undefined;
afterEach(() => s?.close());

async function clientAt(phone: string): Promise<{ client: ApiClient; applicationId: string; sandbox: TestSandbox }> {
  const sandbox = makeSandbox();
  s = sandbox;
  const a = await applicant(sandbox, phone);
  await seed(sandbox, phone, { status: 'emandatePending', latestLoanId: 'loan-1', ifscCode: 'HDFC0001248' });
  const client = createApiClient({
    baseUrl: 'http://lender.test',
    fetch: async (input, init) => sandbox.app.request(new Request(input, init)),
    getAuthorization: () => `Bearer ${a.token}`,
    getPhone: () => phone,
    onUnauthorized: () => {},
    onErrorPopup: () => {},
  });
  return { client, applicationId: a.applicationId, sandbox };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('mandate calls', () => {
  it('reads a blob call’s JSON error body as the §8 error', async () => {
    const { client, applicationId } = await clientAt('9876543210');
    const error = await rejection(
      downloadNachTemplate(client, { applicationId, mandateId: '6f1d2c1e-6a43-4c4f-9d55-9b0f3f1f8a11' }),
    );
    expect(isApiError(error) && { status: error.status, code: error.code, message: error.message }).toEqual({
      status: 404,
      code: 'EPL-40400',
      message: 'No NACH mandate has this id.',
    });
  });

  it('downloads the filled NACH form as a PDF', async () => {
    const { client, applicationId } = await clientAt('9876543210');
    const { mandateId } = await requestNach(client);
    const pdf = await downloadNachTemplate(client, { applicationId, mandateId });
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await readMandateStatus(client, { applicationId })).application.status).toBe('nachDownloaded');
  });

  it('hands EPL-10000 to the caller as the code, and knows an already registered mandate', async () => {
    const { client, applicationId, sandbox } = await clientAt('9876543210');
    await sandbox.call('PUT', '/__sandbox/customers/9876543210/mandate-setup', { kycFails: true });
    const kyc = await rejection(requestEmandate(client, { mode: 'netBanking', redirectUrl: '/signup/mandate' }));
    expect(isApiError(kyc) && kyc.message).toBe('EPL-10000');
    await seed(sandbox, '9876543210', { status: 'emandateRegistered' });
    const again = await rejection(requestEmandate(client, { mode: 'netBanking', redirectUrl: '/signup/mandate' }));
    expect(isAlreadyRegistered(again)).toBe(true);
    expect(applicationId).not.toBe('');
  });
});
