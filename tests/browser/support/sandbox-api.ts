import type { APIRequestContext } from '@playwright/test';

// Sandbox calls the browser specs make beside the app (docs/api-contract.md): arranging a
// session, a guarantor or a whole login before the page opens. Each one fails loudly, so a
// broken arrangement is never mistaken for an app bug.

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export const sessionCreateBody = {
  device: {
    deviceType: 'browser',
    deviceMake: 'Playwright',
    deviceModel: 'Linux x86_64',
    os: 'Linux',
    osVersion: '',
    identifierType: 'ip',
    identificationNumber: '',
  },
  location: { latitude: 19.076, longitude: 72.8777 },
  source: 'web',
  utmParameters: { source: 'direct', medium: 'direct', campaign: 'direct', channel: 'web' },
  onBoardingFlow: 'WEB LONG',
};

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
  await ok(await request.post('/v2/customer/login', { data: { phone, sessionId } }), 'customer/login');
  return sessionId;
}

export async function putGuarantor(
  request: APIRequestContext,
  phone: string,
  guarantor: Record<string, unknown>,
): Promise<void> {
  await ok(await request.put(`/__sandbox/guarantors/${phone}`, { data: guarantor }), 'PUT guarantor');
}

/** The OTP the sandbox last sent to `phone`, once one has been sent (the app sends it asynchronously). */
export async function otpOf(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/__sandbox/otp/${phone}`);
  const body = await ok<{ otp: string }>(response, `GET otp of ${phone}`);
  return body.otp;
}
