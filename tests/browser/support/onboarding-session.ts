import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { SEEDS } from '../../fixtures/applicant.ts';
import { createSession, otpOf, putCustomer } from './sandbox-client.ts';
import { testPhone } from './test-identity.ts';

// Onboarding specs start at a step, not at the login screen: the sandbox customer is seeded at
// the position the test needs (docs/api-contract.md "Sandbox control for onboarding"), logged in
// through the real API (session, login, OTP), and the page gets what the app stores after a
// login (src/journeys/session/actions.ts). The login journey's own specs test the login screens.
// A phone given here is a planned one: the test's own stands in for it (support/test-identity.ts).

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export type SeedName = keyof typeof SEEDS;

export interface Position {
  id: string;
  status: string;
  subStatus: string | null;
  nextAction: string | null;
}

/** Creates or updates the sandbox customer `phone` (terms accepted) and answers its application. */
export async function seedApplicant(
  request: APIRequestContext,
  phone: string,
  seed: Record<string, unknown>,
): Promise<Position> {
  const body = await putCustomer<{ application: Position }>(request, phone, {
    tncAccepted: true,
    showReferrerCode: false,
    ...seed,
  });
  return body.application;
}

/**
 * Logs `phone` in through the API and stores what the app stores after a login, so the next
 * `page.goto` opens the app logged in. The page must not be on the app yet (nothing would
 * re-read storage); a same-origin static file is opened to reach localStorage.
 */
export async function logInThroughApi(page: Page, request: APIRequestContext, planned: string): Promise<void> {
  const phone = testPhone(planned);
  const sessionId = await createSession(request);
  await ok(await request.post('/v2/customer/login', { data: { phone, sessionId } }), 'customer/login');
  const otp = await otpOf(request, phone);
  const auth = await ok<{ tokenType: string; accessToken: string }>(
    await request.post('/v2/customer/otp', { data: { otp, sessionId } }),
    'customer/otp',
  );
  await page.goto('/v1/marketplace/logos/shipkart.svg');
  await page.evaluate(
    ({ token, tokenType, phone, sessionId }) => {
      window.localStorage.setItem('token', JSON.stringify(token));
      window.localStorage.setItem('tokenType', JSON.stringify(tokenType));
      window.localStorage.setItem('phone', JSON.stringify(phone));
      window.localStorage.setItem('sessionId', JSON.stringify(sessionId));
    },
    { token: `${auth.tokenType} ${auth.accessToken}`, tokenType: auth.tokenType, phone, sessionId },
  );
}

/** Seeds `phone` at a named step, logs in, opens `path` (the step's own address by default). */
export async function openAt(
  page: Page,
  request: APIRequestContext,
  options: { phone: string; seed: SeedName | Record<string, unknown>; path: string },
): Promise<Position> {
  const seed = typeof options.seed === 'string' ? SEEDS[options.seed] : options.seed;
  const position = await seedApplicant(request, options.phone, seed);
  await logInThroughApi(page, request, options.phone);
  await page.goto(options.path);
  return position;
}

/** Where the sandbox has the applicant now (GET /v1/home with their token). */
export async function positionOf(page: Page, request: APIRequestContext): Promise<Position> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as string | null);
  expect(token).not.toBeNull();
  // Home answers the status as { value, bannerButtonText } (§3); the position keeps the value.
  const home = await ok<{ application: Omit<Position, 'status'> & { status: { value: string } } }>(
    await request.get('/v1/home', { headers: { authorization: token! } }),
    'GET home',
  );
  return { ...home.application, status: home.application.status.value };
}
