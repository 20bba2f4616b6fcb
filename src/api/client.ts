import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import type { CarriedReads } from './carried-reads.ts';
import { readErrorDetails } from './error-body.ts';
import { settleFailure, type ApiError, type CallPolicy, type ErrorMode, type Failure } from './errors.ts';

export interface ApiClientConfig {
  /** '' means same origin; otherwise an absolute origin such as 'https://lender.example'. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** The stored combined "Bearer <jwt>" string, or null when signed out. */
  getAuthorization: () => string | null;
  getPhone: () => string | null;
  /** §8 401 row: the app wires this to the §4 logout sequence. */
  onUnauthorized: () => void;
  onErrorPopup: (popup: { code: string | null; message: string }) => void;
  /** §8 "The code is stored": the app wires this to storage key lastErrorCode. */
  onErrorCode?: (code: string) => void;
  /** Per-attempt timeout; a call that times out counts as "no usable response". */
  timeoutMs?: number;
  /** Wait before retry n (1-based); tests shorten it. */
  retryDelayMs?: (attempt: number) => number;
}

export type QueryValue = string | number | boolean | undefined;

export interface CallOptions {
  /** 'popup' (default) shows the server message; 'hidden' and 'caller' only reject. */
  errors?: ErrorMode;
  /** §8: EPL-10000 reaches the caller as the message, without popup. */
  passCodeToCaller?: boolean;
  /** Sends x-phone-number with the stored phone (§6, only where §7 says). */
  phoneHeader?: boolean;
  searchParams?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Sends this Authorization instead of the stored one: right after an OTP is verified the
   * login journey calls with its new token before the app has stored it.
   */
  authorization?: string;
  /** Sends Idempotency-Key: one per payment attempt, so a repeated call charges once. */
  idempotencyKey?: string;
}

// Output may be anything; input is whatever JSON the server sent.
export type AnySchema = v.GenericSchema<unknown, unknown>;

export interface ParsedCallOptions<S extends AnySchema> extends CallOptions {
  /** Every answer is parsed with this schema; 204 or an empty body is parsed as undefined. */
  schema: S;
}

export interface BlobAnswer {
  status: number;
  /** Empty for a 204 answer, which §7 says is passed through to the caller. */
  blob: Blob;
  contentType: string | null;
}

export interface ApiClient {
  get<S extends AnySchema>(path: string, options: ParsedCallOptions<S>): Promise<v.InferOutput<S>>;
  post<S extends AnySchema>(path: string, body: unknown, options: ParsedCallOptions<S>): Promise<v.InferOutput<S>>;
  put<S extends AnySchema>(path: string, body: unknown, options: ParsedCallOptions<S>): Promise<v.InferOutput<S>>;
  patch<S extends AnySchema>(path: string, body: unknown, options: ParsedCallOptions<S>): Promise<v.InferOutput<S>>;
  delete<S extends AnySchema>(path: string, options: ParsedCallOptions<S>): Promise<v.InferOutput<S>>;
  postMultipart<S extends AnySchema>(
    path: string,
    form: FormData,
    options: ParsedCallOptions<S>,
  ): Promise<v.InferOutput<S>>;
  patchMultipart<S extends AnySchema>(
    path: string,
    form: FormData,
    options: ParsedCallOptions<S>,
  ): Promise<v.InferOutput<S>>;
  getBlob(path: string, options?: CallOptions): Promise<BlobAnswer>;
}

/** Each client's carried reads, once a journey turned them on (`carryReads`). */
const carriers = new WeakMap<ApiClient, CarriedReads>();

/**
 * From now on `client` answers a GET that a write's answer carried from that answer (./carried-reads.ts).
 * The onboarding journey turns it on, the one whose writes carry reads, so the code stays off the login route.
 */
export function carryReads(client: ApiClient, reads: CarriedReads): void {
  carriers.set(client, reads);
}

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_RETRY_AFTER_MS = 5_000;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Payload = { json: unknown } | { form: FormData } | null;

export function createApiClient(config: ApiClientConfig): ApiClient {
  const base = config.baseUrl.replace(/\/+$/, '');

  const network = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  const http: KyInstance = ky.create({
    // A GET a write's answer already carried is answered from it, below ky: its status, retries
    // and errors are handled as the network's would be (./carried-reads.ts).
    fetch: async (input, init) => {
      // ky hands its fetch the Request it built.
      const request = input as Request;
      const carried = request.method === 'GET' && carriers.get(client)?.take(request.url, config.getAuthorization());
      return carried || network(input, init);
    },
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit: 2,
      // Only idempotent reads: a retried POST could apply a payment or OTP twice.
      methods: ['get'],
      statusCodes: [408, 500, 502, 503, 504],
      afterStatusCodes: [503],
      maxRetryAfter: MAX_RETRY_AFTER_MS,
      ...(config.retryDelayMs ? { delay: config.retryDelayMs } : {}),
      // A caller that cancelled does not want the call again.
      shouldRetry: ({ error }) => (error.name === 'AbortError' ? false : undefined),
    },
    hooks: {
      // Read again before every retry so a retry after login or logout uses the current token.
      beforeRetry: [
        ({ request, options }) => {
          setCallHeaders(request.headers, options.context);
        },
      ],
    },
  });

  /** Authorization, Idempotency-Key and x-phone-number as the call asks, from storage at the time of sending. */
  function setCallHeaders(headers: Headers, context: Record<string, unknown>): Headers {
    const given = context['authorization'];
    const authorization = typeof given === 'string' ? given : config.getAuthorization();
    if (authorization) headers.set('Authorization', authorization);
    const key = context['idempotencyKey'];
    if (typeof key === 'string') headers.set('Idempotency-Key', key);
    if (context['phoneHeader'] === true) {
      const phone = config.getPhone();
      if (phone) headers.set('x-phone-number', phone);
    }
    return headers;
  }

  async function send(
    method: Method,
    path: string,
    payload: Payload,
    options: CallOptions,
    asBlob: boolean,
  ): Promise<Response> {
    const context = {
      phoneHeader: options.phoneHeader === true,
      ...(options.authorization ? { authorization: options.authorization } : {}),
      ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
    };
    const kyOptions: Options = {
      method,
      context,
      // Headers go with the options, not in a beforeRequest hook: ky awaits each hook, and that
      // await let React render the state change that started the call (a whole form, a route
      // change) before the request left, so every step change waited for a render before its
      // request and again after its answer (scripts/bench/step-change.ts).
      headers: setCallHeaders(new Headers(), context),
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
      ...(payload && 'json' in payload ? { json: payload.json } : {}),
      ...(payload && 'form' in payload ? { body: payload.form } : {}),
    };
    if (method !== 'get') carriers.get(client)?.forget();
    try {
      return await http(base + path, kyOptions);
    } catch (thrown) {
      throw await fail(await describe(thrown, options, asBlob), options);
    }
  }

  function fail(failure: Failure, options: CallOptions): ApiError {
    const policy: CallPolicy = {
      errors: options.errors ?? 'popup',
      passCodeToCaller: options.passCodeToCaller ?? false,
    };
    return settleFailure(failure, policy, config);
  }

  async function parsed<S extends AnySchema>(
    method: Method,
    path: string,
    payload: Payload,
    options: ParsedCallOptions<S>,
  ): Promise<v.InferOutput<S>> {
    const response = await send(method, path, payload, options, false);
    let body: unknown;
    try {
      const text = response.status === 204 ? '' : await response.text();
      body = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      throw fail({ kind: 'schema', status: response.status, cause }, options);
    }
    if (method !== 'get') carriers.get(client)?.keep(body, config.getAuthorization());
    const result = v.safeParse(options.schema, body);
    if (!result.success) {
      throw fail({ kind: 'schema', status: response.status, cause: new v.ValiError(result.issues) }, options);
    }
    return result.output;
  }

  const client: ApiClient = {
    get: (path, options) => parsed('get', path, null, options),
    post: (path, body, options) => parsed('post', path, { json: body }, options),
    put: (path, body, options) => parsed('put', path, { json: body }, options),
    patch: (path, body, options) => parsed('patch', path, { json: body }, options),
    delete: (path, options) => parsed('delete', path, null, options),
    postMultipart: (path, form, options) => parsed('post', path, { form }, options),
    patchMultipart: (path, form, options) => parsed('patch', path, { form }, options),
    async getBlob(path, options = {}) {
      const response = await send('get', path, null, options, true);
      let blob: Blob;
      try {
        blob = response.status === 204 ? new Blob([]) : await response.blob();
      } catch (cause) {
        throw fail({ kind: 'network', aborted: options.signal?.aborted === true, cause }, options);
      }
      return { status: response.status, blob, contentType: response.headers.get('content-type') };
    },
  };
  return client;
}

/** `Retry-After` as whole seconds; its HTTP-date form and anything else unreadable is null. */
function retryAfterOf(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

async function describe(thrown: unknown, options: CallOptions, asBlob: boolean): Promise<Failure> {
  if (thrown instanceof HTTPError) {
    const { code, message } = await readErrorDetails(thrown.response, asBlob);
    const retryAfterSeconds = retryAfterOf(thrown.response.headers.get('retry-after'));
    return { kind: 'http', status: thrown.response.status, code, message, retryAfterSeconds };
  }
  // Timeouts, refused or dropped connections: nothing usable came back.
  return { kind: 'network', aborted: options.signal?.aborted === true, cause: thrown };
}
