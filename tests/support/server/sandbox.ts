import { createSandbox } from '../../../server/app.ts';
import type { Sandbox } from '../../../server/app.ts';
import type { OtpPolicyOverride } from '../../../server/otp/otp-policy.ts';
import { sessionCreateBody } from '../../fixtures/device.ts';

export type Clock = { now: () => number; advance(ms: number): void };

export function testClock(start = Date.UTC(2026, 0, 15, 10, 0, 0)): Clock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
  };
}

export type TestSandbox = Sandbox & {
  clock: Clock;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  count(table: string): number;
};

export function makeSandbox(
  options: { sandbox?: boolean; databasePath?: string; clock?: Clock; otpPolicy?: OtpPolicyOverride } = {},
): TestSandbox {
  const clock = options.clock ?? testClock();
  const sandbox = createSandbox({
    databasePath: options.databasePath ?? ':memory:',
    sandbox: options.sandbox ?? true,
    jwtSecret: 'test-secret-for-the-sandbox',
    now: clock.now,
    ...(options.otpPolicy ? { otpPolicy: options.otpPolicy } : {}),
  });
  return {
    ...sandbox,
    clock,
    call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      return Promise.resolve(sandbox.app.request(path, init));
    },
    count(table) {
      return (sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    },
  };
}

export { sessionCreateBody };

export const auth = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export type ErrorAnswer = { error: { code: string; message: string } };

export async function createSession(s: TestSandbox): Promise<string> {
  const response = await s.call('POST', '/v1/session/create', sessionCreateBody);
  if (response.status !== 200) throw new Error(`session/create answered ${response.status}`);
  return (await json<{ sessionId: string }>(response)).sessionId;
}

export async function latestOtp(s: TestSandbox, phone: string): Promise<string> {
  const response = await s.call('GET', `/__sandbox/otp/${phone}`);
  if (response.status !== 200) throw new Error(`no OTP for ${phone}`);
  return (await json<{ otp: string }>(response)).otp;
}

/** Any 4-digit code other than the right one. */
export const wrongCode = (right: string): string => String((Number(right) + 1) % 10_000).padStart(4, '0');

export type LoggedIn = { token: string; sessionId: string; phone: string; applicationId: string; customerId: string };

/** The whole login of §4 through the public API, as the app does it. */
export async function logIn(
  s: TestSandbox,
  phone = '9876543210',
  extra: Record<string, unknown> = {},
): Promise<LoggedIn> {
  const sessionId = await createSession(s);
  const login = await s.call('POST', '/v2/customer/login', { phone, sessionId, ...extra });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const { tncAccepted, tncId } = await json<{ tncAccepted: boolean; tncId: string }>(login);
  const otp = await latestOtp(s, phone);
  const verified = await s.call('POST', '/v2/customer/otp', {
    otp,
    sessionId,
    ...(tncAccepted ? {} : { tncId }),
    ...extra,
  });
  if (verified.status !== 200) throw new Error(`otp answered ${verified.status}: ${await verified.text()}`);
  const token = (await json<{ accessToken: string }>(verified)).accessToken;
  const home = await json<{ application: { id: string }; customer: { uuid: string } }>(
    await s.call('GET', '/v1/home', undefined, auth(token)),
  );
  return { token, sessionId, phone, applicationId: home.application.id, customerId: home.customer.uuid };
}
