import type { MiddlewareHandler } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { errorBody } from '../kit/errors.ts';
import { findSession } from '../db/sessions.ts';
import { identifyCaller } from './caller.ts';
import type { Caller } from './caller.ts';
import { SANDBOX_TAG_HEADER } from './tag-scope.ts';

/**
 * Whose calls a fault is for; an empty scope is everyone's. `tag` matches the `x-sandbox-tag`
 * header, for calls that name no customer or session (a new session, a marketplace logo).
 */
export type FaultScope = {
  phone?: string | undefined;
  sessionId?: string | undefined;
  tag?: string | undefined;
};

export { SANDBOX_TAG_HEADER } from './tag-scope.ts';

export type FaultSpec = FaultScope & {
  method?: string | undefined;
  path: string;
  status?: number | undefined;
  body?: unknown;
  times: number;
  delayMs?: number | undefined;
  drop?: boolean | undefined;
};

type ArmedFault = FaultSpec & { id: number; remaining: number };

/**
 * Thrown to end a request with no answer. It is a TypeError named like the one fetch
 * rejects with, so an in-process caller sees exactly what a dropped connection looks like.
 */
export class DroppedConnection extends TypeError {
  constructor() {
    super('fetch failed');
  }
}

/**
 * Faults live in memory: they describe the next few calls of this process, not data, so
 * they neither survive a restart nor belong in the database.
 */
export class FaultStore {
  #faults: ArmedFault[] = [];
  #nextId = 1;

  add(spec: FaultSpec): number {
    const id = this.#nextId++;
    this.#faults.push({ ...spec, id, remaining: spec.times });
    return id;
  }

  /**
   * Without a scope, forgets every fault. With one, only the faults scoped to it (the same phone,
   * session and/or tag), so a test clears its own faults and never another's.
   */
  clear(scope: FaultScope = {}): void {
    if (!isScoped(scope) && scope.tag === undefined) {
      this.#faults = [];
      return;
    }
    this.#faults = this.#faults.filter(
      (fault) =>
        (scope.phone !== undefined && fault.phone !== scope.phone) ||
        (scope.sessionId !== undefined && fault.sessionId !== scope.sessionId) ||
        (scope.tag !== undefined && fault.tag !== scope.tag),
    );
  }

  get size(): number {
    return this.#faults.length;
  }

  /** Whether some armed fault is for this method and path, and whether one of those is scoped. */
  candidates(method: string, path: string): { any: boolean; scoped: boolean } {
    const matching = this.#faults.filter((fault) => matches(fault, method, path));
    return { any: matching.length > 0, scoped: matching.some(isScoped) };
  }

  /**
   * Finds the oldest fault matching this call and uses up one of its times. A scoped fault
   * matches only when `inScope` says the call is its customer's or session's; a tagged one only
   * when the call carries that tag.
   */
  take(
    method: string,
    path: string,
    inScope: (scope: FaultScope) => boolean = () => false,
    tag?: string,
  ): FaultSpec | undefined {
    const fault = this.#faults.find(
      (candidate) =>
        matches(candidate, method, path) &&
        (candidate.tag === undefined || candidate.tag === tag) &&
        (!isScoped(candidate) || inScope(candidate)),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((other) => other !== fault);
    return fault;
  }
}

const isScoped = (fault: FaultScope): boolean => fault.phone !== undefined || fault.sessionId !== undefined;

/**
 * A call is in a fault's scope when it is that phone's (token, body or session) and that
 * session's. A call naming a session is that session's only; a call naming none (a bearer-token
 * call) is the session's when its phone is the one the session is logged in with.
 */
export function callInScope(scope: FaultScope, caller: Caller, sessionPhone: (sessionId: string) => unknown): boolean {
  if (scope.phone !== undefined && !caller.phones.has(scope.phone)) return false;
  if (scope.sessionId === undefined) return true;
  if (caller.sessionIds.size > 0) return caller.sessionIds.has(scope.sessionId);
  const phone = sessionPhone(scope.sessionId);
  return typeof phone === 'string' && caller.phones.has(phone);
}

function matches(fault: FaultSpec, method: string, path: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return false;
  if (fault.path.endsWith('*')) return path.startsWith(fault.path.slice(0, -1));
  return path === fault.path;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const bodyless = new Set([204, 205, 304]);

/** Applies armed faults to every API call except the control API itself. */
export function faultMiddleware(store: FaultStore, deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (store.size === 0 || c.req.path.startsWith('/__sandbox/')) return next();
    const { any, scoped } = store.candidates(c.req.method, c.req.path);
    if (!any) return next();
    // Who is calling is worked out only when a scoped fault could apply: it may read the body.
    const caller = scoped ? await identifyCaller(deps, c) : undefined;
    const fault = store.take(
      c.req.method,
      c.req.path,
      (scope) => caller !== undefined && callInScope(scope, caller, (id) => findSession(deps.db, id)?.phone),
      c.req.header(SANDBOX_TAG_HEADER),
    );
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      const socket = c.env?.incoming?.socket;
      if (!socket) throw new DroppedConnection();
      // Under Node the socket is gone, so this answer is never written; throwing instead
      // would only make @hono/node-server log a stack trace for an intended drop.
      socket.destroy();
      return new Response(null, { status: 500 });
    }
    if (fault.status === undefined && fault.body === undefined) return next();
    const status = fault.status ?? 500;
    const body =
      fault.body !== undefined
        ? fault.body
        : errorBody(`EPL-${status}00`, `The sandbox answered ${status} because a fault was set for ${fault.path}.`);
    return new Response(bodyless.has(status) ? null : JSON.stringify(body), {
      status,
      headers: bodyless.has(status) ? {} : { 'content-type': 'application/json' },
    });
  };
}
