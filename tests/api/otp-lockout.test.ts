import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { login, resendOtp, verifyOtp } from '../../src/api/customer/login.ts';
import { createSession } from '../../src/api/session/index.ts';
import { lockoutMessage, lockoutOf, waitInWords } from '../../machines/kit/otp-code.ts';
import { createHarness, type Harness } from '../support/sandbox-client.ts';
import { sessionCreateBody } from '../fixtures/device.ts';

// The phone's OTP budgets as the app's calls receive them from the sandbox: the §8 code, the
// wait from Retry-After, and the app's own sentence for them (never the sandbox's).

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.close());

const phone = '9876501111';

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('OTP budgets through the API client', () => {
  it('a login refused for the hour’s codes carries the code and the wait, and is worded by the app', async () => {
    const sessions: string[] = [];
    for (let i = 0; i < 6; i += 1) sessions.push((await createSession(h.client, sessionCreateBody)).sessionId);
    for (const sessionId of sessions.slice(0, 5)) await login(h.client, { phone, sessionId });
    const error = await failure(login(h.client, { phone, sessionId: sessions[5] ?? '' }));
    expect(error).toMatchObject({ status: 429, code: 'EPL-42902', retryAfterSeconds: 3600 });
    expect(h.recorded.popups).toEqual([]);
    const lockout = lockoutOf(error);
    expect(lockout).toEqual({ kind: 'codesSpent', seconds: 3600 });
    expect(lockoutMessage(lockout ?? { kind: 'codesSpent', seconds: null })).toBe(
      'Too many OTP requests. You can ask for a new OTP in 1 hour.',
    );
    // A resend on a session that has a code is refused alike.
    expect(await failure(resendOtp(h.client, { sessionId: sessions[4] ?? '' }))).toMatchObject({ code: 'EPL-42902' });
  });

  it('the wrong code that spends the phone’s tries is a lockout of 30 minutes', async () => {
    const codeOf = async () =>
      ((await (await h.control('GET', `/__sandbox/otp/${phone}`)).json()) as { otp: string }).otp;
    let error: ApiError | null = null;
    for (let login_ = 0; login_ < 2 && !error; login_ += 1) {
      const { sessionId } = await createSession(h.client, sessionCreateBody);
      await login(h.client, { phone, sessionId });
      const wrong = String((Number(await codeOf()) + 1) % 10_000).padStart(4, '0');
      for (let i = 0; i < 5; i += 1) {
        const refused = await failure(verifyOtp(h.client, { otp: wrong, sessionId, tncId: 'tnc-2026-01' }));
        if (refused.status === 429) error = refused;
      }
    }
    expect(error).toMatchObject({ code: 'EPL-42903', retryAfterSeconds: 1800 });
    const lockout = lockoutOf(error);
    expect(lockout).toEqual({ kind: 'locked', seconds: 1800 });
    expect(lockoutMessage(lockout ?? { kind: 'locked', seconds: null })).toBe(
      'Too many attempts. You can try again in 30 minutes.',
    );
  });
});

describe('lockout words', () => {
  it('say the time left rounded up, or "later" when the lender gave none', () => {
    expect(waitInWords(40)).toBe('40 seconds');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(3600)).toBe('1 hour');
    expect(waitInWords(3660)).toBe('1 hour 1 minute');
    expect(lockoutMessage({ kind: 'locked', seconds: null })).toBe('Too many attempts. You can try again later.');
    expect(lockoutMessage({ kind: 'locked', seconds: 1800 }, 25 * 60)).toBe(
      'Too many attempts. You can try again in 25 minutes.',
    );
  });

  it('are only for the budget codes', () => {
    expect(lockoutOf({ code: 'EPL-42203' })).toBeNull();
    expect(lockoutOf(new Error('x'))).toBeNull();
    expect(lockoutOf({ code: 'EPL-42903', retryAfterSeconds: null })).toEqual({ kind: 'locked', seconds: null });
  });
});
