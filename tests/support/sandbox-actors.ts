import { createActor, fromPromise, toPromise } from 'xstate';
import type { AnyActorLogic, AnyActorRef, AnyEventObject, InputFrom, OutputFrom } from 'xstate';
import { createSandbox, type Sandbox } from '../../server/app.ts';
import type { OtpPolicyOverride } from '../../server/otp/otp-policy.ts';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import type { PlannedPath } from './harness/plan.ts';
import { serveInProcess } from './in-process-server.ts';

// Machine path tests with the API actors provided by the in-process sandbox. A planned path
// says how each invoked call ends (its `xstate.done.actor.<id>` or `xstate.error.actor.<id>`
// step); before the real actor runs, the test arranges the sandbox so the real call ends that
// way (a fault through the control API, a wrong OTP, customer flags), then the real answer
// drives the machine.

export const BASE_URL = 'http://sandbox.test';

export interface SandboxWorld {
  sandbox: Sandbox;
  client: ApiClient;
  /** A request into the sandbox, as a client of the app (another client than `client`) sends it. */
  fetch(request: Request): Promise<Response>;
  /** Closes the sandbox once the calls under way have ended (./in-process-server.ts). */
  close(): void;
  /** Moves the sandbox clock (OTP resend waits) without touching the test's clock. */
  advanceServerClock(ms: number): void;
  control(method: string, path: string, body?: unknown): Promise<Response>;
  /** Arms a one-off (or `times`) failure of one endpoint with a §8 error body. */
  fault(method: string, path: string, message: string, options?: { status?: number; times?: number }): Promise<void>;
  /** The API call as the test (not the app) makes it, for arrangement. */
  api<T>(method: string, path: string, body?: unknown, authorization?: string): Promise<T>;
}

// The paths log one planned phone in hundreds of times in one sandbox and spend its wrong tries
// on purpose: the phone's OTP budgets (their own tests: tests/server/otp-attacks.test.ts) are
// set wide here, through the config tests have for it, so a path never meets another's lock. A
// world that plans the budgets' own refusals passes the defaults (`otpPolicy: {}`) and a phone
// per arrangement.
const PATHS_OTP_POLICY: OtpPolicyOverride = {
  codesPerPhone: [{ max: 1_000_000, windowMs: 60_000 }],
  wrongTriesPerPhone: [{ max: 1_000_000, windowMs: 60_000 }],
};

export function createSandboxWorld(
  getAuthorization: () => string | null = () => null,
  options: { otpPolicy?: OtpPolicyOverride } = {},
): SandboxWorld {
  let offset = 0;
  const sandbox = createSandbox({
    databasePath: ':memory:',
    sandbox: true,
    jwtSecret: 'machine-paths-secret',
    now: () => Date.now() + offset,
    otpPolicy: options.otpPolicy ?? PATHS_OTP_POLICY,
  });
  const server = serveInProcess(sandbox);
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: (input, init) => server.fetch(new Request(input, init)),
    getAuthorization,
    getPhone: () => null,
    onUnauthorized: () => {},
    onErrorPopup: () => {},
    retryDelayMs: () => 1,
  });
  const control = (method: string, path: string, body?: unknown, authorization?: string): Promise<Response> =>
    server.fetch(
      new Request(BASE_URL + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(authorization ? { authorization } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  return {
    sandbox,
    client,
    fetch: server.fetch,
    close: server.close,
    advanceServerClock: (ms) => {
      offset += ms;
    },
    control,
    async fault(method, path, message, options = {}) {
      const response = await control('POST', '/__sandbox/faults', {
        method,
        path,
        status: options.status ?? 500,
        times: options.times ?? 1,
        body: { error: { code: 'EPL-50000', message } },
      });
      if (response.status !== 201) throw new Error(`fault not armed: ${response.status} ${await response.text()}`);
    },
    async api<T>(method: string, path: string, body?: unknown, authorization?: string): Promise<T> {
      const response = await control(method, path, body, authorization);
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

export type Outcome = { done: true; output: unknown } | { done: false; error: unknown };

/** How each invoked call of a path ends, in order, per invoke id. */
function outcomesOf(path: PlannedPath): Map<string, Outcome[]> {
  const byId = new Map<string, Outcome[]>();
  for (const { event } of path.steps) {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    const id = done?.[1] ?? failed?.[1];
    if (!id) continue;
    const list = byId.get(id) ?? [];
    list.push(
      done
        ? { done: true, output: (event as AnyEventObject)['output'] }
        : { done: false, error: (event as AnyEventObject)['error'] },
    );
    byId.set(id, list);
  }
  return byId;
}

/**
 * Ties real actors to the path that is running. State handlers call `bind(actor, path)` (the
 * runner calls them from the first state on); actors of that run wait for it, then take their
 * planned outcome in order.
 */
export class PathOutcomes {
  readonly #runs = new WeakMap<object, Map<string, Outcome[]>>();

  bind(actor: AnyActorRef, path: PlannedPath): void {
    if (!this.#runs.has(actor.system)) this.#runs.set(actor.system, outcomesOf(path));
  }

  async next(system: object, id: string): Promise<Outcome> {
    const limit = Date.now() + 2_000;
    while (!this.#runs.has(system)) {
      if (Date.now() > limit) throw new Error(`no path was bound before invoke "${id}" started`);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const outcome = this.#runs.get(system)?.get(id)?.shift();
    // The path ends while this call is busy: it must stay busy (the runner stops the actor).
    if (!outcome) return new Promise<never>(() => {});
    return outcome;
  }
}

/** Runs a real promise actor to completion with the given input. */
export function runReal<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  const actor = createActor(logic, { input });
  const result = toPromise(actor);
  actor.start();
  return result as Promise<OutputFrom<L>>;
}

/**
 * A stand-in for a real actor: learns how the path expects the call to end, lets `arrange`
 * prepare the sandbox (and adjust the input, e.g. the right or a wrong OTP), then runs the real
 * actor, whose real answer is what the machine gets.
 */
export function arranged<L extends AnyActorLogic>(
  outcomes: PathOutcomes,
  id: string,
  real: L,
  arrange: (outcome: Outcome, input: InputFrom<L>) => Promise<InputFrom<L>> | InputFrom<L>,
  /** Sees the real rejection, with the system of the run it belongs to. */
  onRejected?: (error: unknown, system: object) => void,
) {
  return fromPromise<OutputFrom<L>, InputFrom<L>>(async ({ input, system }) => {
    const outcome = await outcomes.next(system, id);
    const prepared = await arrange(outcome, input);
    try {
      return await runReal(real, prepared);
    } catch (error) {
      onRejected?.(error, system);
      throw error;
    }
  });
}
