import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../context.ts';

/** The header a test puts on every call of its browser so that its tagged faults and clock find them. */
export const SANDBOX_TAG_HEADER = 'x-sandbox-tag';

/** What a tag may be: it names a test, and is echoed into fault scopes and clock offsets. */
export const SANDBOX_TAG_PATTERN = /^[\w.:-]{1,100}$/;

// The tag of the call being handled, for code that has no request in hand: the clock is read
// through `deps.now()` from routes, OTP rules and token checks alike.
const current = new AsyncLocalStorage<string | undefined>();

/** The `x-sandbox-tag` of the call being handled, when it carries a well-formed one. */
export function currentSandboxTag(): string | undefined {
  return current.getStore();
}

/** Runs the rest of the request inside its tag, so the sandbox clock can tell tests apart. */
export function sandboxTagScope(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const tag = c.req.header(SANDBOX_TAG_HEADER);
    await current.run(tag !== undefined && SANDBOX_TAG_PATTERN.test(tag) ? tag : undefined, next);
  };
}

/**
 * The sandbox's offset from real time: one offset everyone sees (moved by untagged calls, as
 * before) plus one per tag, seen only by calls carrying that tag. A browser test moving its
 * clock so a 30 s resend wait passes thus moves no other test's. Only ever moved forward;
 * reset puts every offset back to 0.
 */
export class SandboxClock {
  #shared = 0;
  #byTag = new Map<string, number>();

  /** The offset the call being handled sees. */
  get offsetMs(): number {
    const tag = currentSandboxTag();
    return this.#shared + (tag === undefined ? 0 : (this.#byTag.get(tag) ?? 0));
  }

  /** Moves the clock of calls carrying `tag`, or everyone's when there is none. */
  advance(ms: number, tag?: string): void {
    if (tag === undefined) this.#shared += ms;
    else this.#byTag.set(tag, (this.#byTag.get(tag) ?? 0) + ms);
  }

  /** The offset calls carrying `tag` (or no tag) see. */
  offsetFor(tag?: string): number {
    return this.#shared + (tag === undefined ? 0 : (this.#byTag.get(tag) ?? 0));
  }

  reset(): void {
    this.#shared = 0;
    this.#byTag.clear();
  }
}
