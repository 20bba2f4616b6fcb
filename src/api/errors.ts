import { CALL_FAILURE_NAME, HEAVY_LOAD_MESSAGE, PASS_THROUGH_CODE, type CallFailure } from '../../rules/failure.ts';
import { plainProblem } from './plain-messages.ts';

/**
 * The error catalogue of §8 in one place. Every failed call ends here and
 * always rejects with an ApiError, whatever else happens (popup, logout), so a
 * statechart can take its error transition.
 */

/**
 * No answer while the browser knows it has no network: the phone's connection, not the lender's
 * load, is what to fix, so the heavy-load sentence (which blames the lender) is not shown.
 */
export const OFFLINE_MESSAGE = 'Your phone is offline. Please check your internet connection and try again.';

/** Whether the browser says it has no network (`navigator.onLine`); never true outside a browser. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A 2xx answer that does not match the schema is neither the server's fault nor
 * a dropped connection. Showing the heavy-load text would send support looking
 * at load, so it gets its own plain sentence and a client-side code.
 */
export const UNEXPECTED_ANSWER_MESSAGE = 'We received an unexpected answer. Please try again.';
export const UNEXPECTED_ANSWER_CODE = 'EPL-SCHEMA';

export type ApiErrorKind = 'http' | 'network';

/**
 * How a call wants its failures shown (§8 "Other error answer" and its variants):
 * - 'popup': the server message in the error popup (the default);
 * - 'hidden': no popup, but a 401 still runs the logout sequence;
 * - 'caller': the error is delivered only to the caller: no popup, no logout.
 * In every mode the call rejects with ApiError and the server code is stored.
 */
export type ErrorMode = 'popup' | 'hidden' | 'caller';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number | null;
  code: string | null;
  aborted?: boolean;
  /** The request field a refused value was in, when the answer names one. */
  field?: string | null;
  /** A refusal's `Retry-After`, in seconds (an OTP budget's lock); null when it sent none. */
  retryAfterSeconds?: number | null;
  cause?: unknown;
}

// The charts see this class as rules/failure.ts's CallFailure (they cannot import the calls).
export class ApiError extends Error implements CallFailure {
  override readonly name = CALL_FAILURE_NAME;
  readonly kind: ApiErrorKind;
  /** HTTP status of the answer; null when no answer arrived. */
  readonly status: number | null;
  /** The server's §8 code (or UNEXPECTED_ANSWER_CODE); null when there was none. */
  readonly code: string | null;
  /** True when the caller cancelled the call through its AbortSignal. */
  readonly aborted: boolean;
  /** The request field the lender refused (its name on the wire); forms show the message under it. */
  readonly field: string | null;
  /** How long the lender asks the caller to wait before trying again (`Retry-After`), in seconds. */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.aborted = init.aborted ?? false;
    this.field = init.field ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What went wrong, before any §8 policy is applied. */
export type Failure =
  | { kind: 'http'; status: number; code: string | null; message: string | null; retryAfterSeconds?: number | null }
  | { kind: 'network'; aborted: boolean; cause: unknown; offline?: boolean }
  | { kind: 'schema'; status: number; cause: unknown };

export interface CallPolicy {
  errors: ErrorMode;
  passCodeToCaller: boolean;
}

export interface ErrorEffects {
  onUnauthorized: () => void;
  onErrorPopup: (popup: { code: string | null; message: string }) => void;
  onErrorCode?: ((code: string) => void) | undefined;
}

/**
 * Applies the §8 rows to one failure: stores the server code, logs out on 401,
 * raises the popup when the call allows it, and returns the error the call
 * rejects with.
 */
export function settleFailure(failure: Failure, policy: CallPolicy, effects: ErrorEffects): ApiError {
  const error = toApiError(failure, policy);
  if (failure.kind === 'network' && failure.aborted) return error;

  // Only codes that came from the server are stored: they are what support asks for.
  if (failure.kind === 'http' && failure.code !== null) effects.onErrorCode?.(failure.code);

  if (failure.kind === 'http' && failure.status === 401) {
    // The logout sequence replaces any popup: the page is about to change.
    // 'caller' means the error goes to the caller only, so not even a logout.
    if (policy.errors !== 'caller') effects.onUnauthorized();
    return error;
  }

  const passedThrough = policy.passCodeToCaller && error.code === PASS_THROUGH_CODE;
  if (policy.errors === 'popup' && !passedThrough) {
    effects.onErrorPopup({ code: error.code, message: error.message });
  }
  return error;
}

function networkMessage(failure: { aborted: boolean; offline?: boolean }): string {
  if (failure.aborted) return 'The request was cancelled.';
  return (failure.offline ?? browserOffline()) ? OFFLINE_MESSAGE : HEAVY_LOAD_MESSAGE;
}

function toApiError(failure: Failure, policy: CallPolicy): ApiError {
  switch (failure.kind) {
    case 'network':
      return new ApiError(networkMessage(failure), {
        kind: 'network',
        status: null,
        code: null,
        aborted: failure.aborted,
        cause: failure.cause,
      });
    case 'schema':
      return new ApiError(UNEXPECTED_ANSWER_MESSAGE, {
        kind: 'http',
        status: failure.status,
        code: UNEXPECTED_ANSWER_CODE,
        cause: failure.cause,
      });
    case 'http': {
      if (policy.passCodeToCaller && failure.code === PASS_THROUGH_CODE) {
        return new ApiError(PASS_THROUGH_CODE, { kind: 'http', status: failure.status, code: failure.code });
      }
      // An error answer without a readable §8 message is "no usable response"; one written for
      // developers is said in plain words (./plain-messages.ts).
      const retryAfterSeconds = failure.retryAfterSeconds ?? null;
      if (failure.message === null) {
        return new ApiError(HEAVY_LOAD_MESSAGE, {
          kind: 'http',
          status: failure.status,
          code: failure.code,
          retryAfterSeconds,
        });
      }
      const plain = plainProblem(failure.status, failure.message);
      return new ApiError(plain.message, {
        kind: 'http',
        status: failure.status,
        code: failure.code,
        field: plain.field,
        retryAfterSeconds,
      });
    }
  }
}
