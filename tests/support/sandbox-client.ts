import { createSandbox, type Sandbox } from '../../server/app.ts';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { buildSessionPayload } from '../../src/api/session/payload.ts';
import { createSession } from '../../src/api/session/create-session.ts';
import { combinedToken, login, verifyOtp } from '../../src/api/customer/login.ts';
import type { ErrorPopup } from '../../src/api/error-popups.ts';
import { DIRECT_UTM, TEST_DEVICE } from '../fixtures/device.ts';
import { serveInProcess } from './in-process-server.ts';

export const BASE_URL = 'http://sandbox.test';

/** What the client's effects did during a test, plus the raw requests it sent. */
export interface Recorded {
  popups: ErrorPopup[];
  unauthorized: number;
  codes: string[];
  requests: Request[];
}

export interface Harness {
  sandbox: Sandbox;
  client: ApiClient;
  recorded: Recorded;
  auth: { token: string | null; phone: string | null };
  /** Talks to the sandbox control API directly, outside the client under test. */
  control(method: string, path: string, body?: unknown): Promise<Response>;
  /** Any request into the sandbox, outside the client under test (a provider page's form post). */
  fetch(request: Request): Promise<Response>;
  addFault(fault: Record<string, unknown>): Promise<void>;
  signIn(phone: string): Promise<string>;
  close(): void;
}

export function createHarness(): Harness {
  const sandbox = createSandbox({ databasePath: ':memory:', sandbox: true, jwtSecret: 'test-secret-for-api-client' });
  const recorded: Recorded = { popups: [], unauthorized: 0, codes: [], requests: [] };
  const auth: Harness['auth'] = { token: null, phone: null };
  const server = serveInProcess(sandbox);

  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      recorded.requests.push(request.clone());
      return abortable(request.signal, server.fetch(request));
    },
    getAuthorization: () => auth.token,
    getPhone: () => auth.phone,
    onUnauthorized: () => {
      recorded.unauthorized += 1;
    },
    onErrorPopup: (popup) => {
      recorded.popups.push(popup);
    },
    onErrorCode: (code) => {
      recorded.codes.push(code);
    },
    retryDelayMs: () => 1,
  });

  async function control(method: string, path: string, body?: unknown): Promise<Response> {
    return server.fetch(
      new Request(BASE_URL + path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }),
    );
  }

  async function addFault(fault: Record<string, unknown>): Promise<void> {
    const response = await control('POST', '/__sandbox/faults', fault);
    if (response.status !== 201) throw new Error(`fault not armed: ${response.status} ${await response.text()}`);
  }

  async function signIn(phone: string): Promise<string> {
    const { sessionId } = await createSession(
      client,
      buildSessionPayload({
        device: { ...TEST_DEVICE },
        location: null,
        utm: DIRECT_UTM,
      }),
    );
    const terms = await login(client, { phone, sessionId });
    const otpAnswer = await control('GET', `/__sandbox/otp/${phone}`);
    const { otp } = (await otpAnswer.json()) as { otp: string };
    const token = await verifyOtp(client, { otp, sessionId, ...(terms.tncId ? { tncId: terms.tncId } : {}) });
    auth.token = combinedToken(token);
    auth.phone = phone;
    return sessionId;
  }

  return { sandbox, client, recorded, auth, control, fetch: server.fetch, addFault, signIn, close: server.close };
}

/** Real fetch rejects as soon as its signal aborts; the in-process app does not, so mimic it. */
function abortable(signal: AbortSignal, answer: Response | Promise<Response>): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(answer)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
