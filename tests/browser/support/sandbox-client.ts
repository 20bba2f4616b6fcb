import type { APIRequestContext } from '@playwright/test';
import { testPhone } from './test-identity.ts';
import { sessionCreateBody } from '../../fixtures/device.ts';

// The browser suite's one client for the sandbox (docs/sandbox.md, "Sandbox control", and the
// calls a partner app would make): arranging customers, guarantors, sessions and faults before
// and during a test, and reading the OTP the sandbox sent. `request` is Playwright's request
// fixture or `page.request`; both send the test's `x-sandbox-tag`, so a fault is the test's own
// and a reset is refused. Every phone is the running test's own (support/test-identity.ts):
// a planned phone is mapped, one already mapped kept. Each call fails loudly, so a broken
// arrangement is never mistaken for an app bug.

export interface SandboxFault {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  times?: number;
  delayMs?: number;
  drop?: boolean;
}

type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

async function ok<T>(response: Answer, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`sandbox ${what} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export { sessionCreateBody };

export async function createSession(request: APIRequestContext): Promise<string> {
  const body = await ok<{ sessionId: string }>(
    await request.post('/v1/session/create', { data: sessionCreateBody }),
    'session/create',
  );
  return body.sessionId;
}

/** A session on which an OTP was already sent to `phone`, as a partner app would leave it. */
export async function sessionWithOtpSent(request: APIRequestContext, phone: string): Promise<string> {
  const sessionId = await createSession(request);
  await ok(
    await request.post('/v2/customer/login', { data: { phone: testPhone(phone), sessionId } }),
    'customer/login',
  );
  return sessionId;
}

/** Creates or updates the customer `phone` (docs/sandbox.md, PUT /__sandbox/customers) and answers it. */
export async function putCustomer<T = unknown>(
  request: APIRequestContext,
  phone: string,
  customer: Record<string, unknown>,
): Promise<T> {
  const own = testPhone(phone);
  return ok<T>(await request.put(`/__sandbox/customers/${own}`, { data: customer }), `PUT customer ${own}`);
}

export async function putGuarantor(
  request: APIRequestContext,
  phone: string,
  guarantor: Record<string, unknown>,
): Promise<void> {
  const own = testPhone(phone);
  await ok(await request.put(`/__sandbox/guarantors/${own}`, { data: guarantor }), `PUT guarantor ${own}`);
}

/** Raises an ops comment on `phone`'s application (what a back office would do). */
export async function raiseOpsComment<T = unknown>(
  request: APIRequestContext,
  phone: string,
  comment: string,
): Promise<T> {
  const own = testPhone(phone);
  return ok<T>(await request.post(`/__sandbox/customers/${own}/comments`, { data: { comment } }), `comment on ${own}`);
}

/** The OTP the sandbox last sent to `phone`, once one has been sent (the app sends it asynchronously). */
export async function otpOf(request: APIRequestContext, phone: string): Promise<string> {
  const own = testPhone(phone);
  const body = await ok<{ otp?: unknown }>(await request.get(`/__sandbox/otp/${own}`), `GET otp of ${own}`);
  if (typeof body.otp !== 'string') throw new Error(`sandbox gave no OTP for ${own}`);
  return body.otp;
}

/** Arms a fault for this test's calls only (the sandbox scopes it to the request's tag). */
export async function addFault(request: APIRequestContext, fault: SandboxFault): Promise<void> {
  await ok(await request.post('/__sandbox/faults', { data: fault }), `fault on ${fault.path}`);
}

/** Moves this test's sandbox clock (only calls carrying its tag see it). */
export async function advanceSandboxClock(request: APIRequestContext, ms: number): Promise<void> {
  await ok(await request.post('/__sandbox/clock', { data: { advanceMs: ms } }), 'clock');
}

/** The same calls bound to one request context, as the path runner hands them to handlers. */
export interface SandboxClient {
  putCustomer(phone: string, customer: Record<string, unknown>): Promise<unknown>;
  addFault(fault: SandboxFault): Promise<void>;
  clearFaults(): Promise<void>;
  otp(phone: string): Promise<string>;
}

export function createSandboxClient(request: APIRequestContext): SandboxClient {
  return {
    putCustomer: (phone, customer) => putCustomer(request, phone, customer),
    addFault: (fault) => addFault(request, fault),
    async clearFaults() {
      await ok(await request.delete('/__sandbox/faults'), 'DELETE faults');
    },
    otp: (phone) => otpOf(request, phone),
  };
}
