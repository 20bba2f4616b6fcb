// The API calls a bench needs to arrange a logged-in applicant (docs/sandbox.md, "Logging in as
// QA"). Written against the wire, not the test support, because scripts import no test code.

export const sessionCreateBody = {
  device: {
    deviceType: 'browser',
    deviceMake: 'bench',
    deviceModel: 'bench',
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

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export async function createSession(baseUrl: string): Promise<string> {
  return (await call<{ sessionId: string }>(baseUrl, 'POST', '/v1/session/create', sessionCreateBody)).sessionId;
}

/** Creates or updates the sandbox applicant `phone` (terms accepted) with `seed`. */
export async function seedApplicant(baseUrl: string, phone: string, seed: Record<string, unknown>): Promise<void> {
  await call(baseUrl, 'PUT', `/__sandbox/customers/${phone}`, { tncAccepted: true, showReferrerCode: false, ...seed });
}

export interface Login {
  sessionId: string;
  tokenType: string;
  accessToken: string;
}

/** Session, login, the OTP read from the control API, verify: what the app does at login. */
export async function logIn(baseUrl: string, phone: string): Promise<Login> {
  const sessionId = await createSession(baseUrl);
  const login = await call<{ tncAccepted: boolean; tncId: string }>(baseUrl, 'POST', '/v2/customer/login', {
    phone,
    sessionId,
  });
  const { otp } = await call<{ otp: string }>(baseUrl, 'GET', `/__sandbox/otp/${phone}`);
  const verified = await call<{ tokenType: string; accessToken: string }>(baseUrl, 'POST', '/v2/customer/otp', {
    otp,
    sessionId,
    ...(login.tncAccepted ? {} : { tncId: login.tncId }),
  });
  return { sessionId, ...verified };
}

/**
 * Arms a pass-through fault on `phone`'s next GET under `pathPrefix`: the sandbox then leaves
 * those reads out of a step's answer (docs/api-contract.md, "The next step's reads") and the
 * app reads them after the save, as it did before they were carried (the bench's comparison).
 */
export async function leaveReadsToApp(baseUrl: string, phone: string, pathPrefix: string): Promise<void> {
  await call(baseUrl, 'POST', '/__sandbox/faults', { method: 'GET', path: `${pathPrefix}*`, phone, times: 1 });
}
