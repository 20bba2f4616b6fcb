import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../context.ts';
import { errorBody } from '../errors.ts';

export type FaultSpec = {
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

  clear(): void {
    this.#faults = [];
  }

  get size(): number {
    return this.#faults.length;
  }

  /** Finds the oldest fault matching this call and uses up one of its times. */
  take(method: string, path: string): FaultSpec | undefined {
    const fault = this.#faults.find((candidate) => matches(candidate, method, path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((other) => other !== fault);
    return fault;
  }
}

function matches(fault: FaultSpec, method: string, path: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return false;
  if (fault.path.endsWith('*')) return path.startsWith(fault.path.slice(0, -1));
  return path === fault.path;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const bodyless = new Set([204, 205, 304]);

/** Applies armed faults to every API call except the control API itself. */
export function faultMiddleware(store: FaultStore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/__sandbox/')) return next();
    const fault = store.take(c.req.method, c.req.path);
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
