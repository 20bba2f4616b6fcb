import type { Page, Route } from '@playwright/test';
import { letThrough } from './let-through.ts';

// The one mechanism behind every gate of the browser paths (gate.ts, the post-approval parent's
// gates, payment's held calls): the app's calls to an endpoint wait here, unanswered, until a
// step takes them. A step that waits for a call the app never makes
// fails within HELD_CALL_WAIT_MS saying what it waited for and what came, not at the path's
// timeout with nothing to go on.

/** Longer than any retry back-off of the API client, far shorter than a path step's timeout. */
const HELD_CALL_WAIT_MS = 15_000;

export interface CallsToPark {
  /** Omitted: every method (one resource read and written, such as a coupon). */
  readonly method?: string;
  /** The request's pathname: exactly, or matching. */
  readonly path: string | RegExp;
}

export interface ParkedCalls {
  /** The calls held now, oldest first. */
  readonly held: readonly Route[];
  /** Whether calls from now on are held (otherwise they pass). */
  holding: boolean;
  /**
   * Takes a held call out, waiting for one: the one `pick` chooses (an index into `held`; -1
   * while none fits), by default the oldest. With `olderPass`, the calls held before it are
   * handed on to the sandbox first (ones the app no longer waits for).
   */
  take(options?: TakeOptions): Promise<Route>;
  /** Takes a held call as `take` does, lets it on to the sandbox and waits for its answer (letThrough). */
  release(options?: TakeOptions): Promise<void>;
  /** Hands every held call on to the sandbox. */
  passHeld(): Promise<void>;
  /** Stops holding: held and later calls pass. */
  stopHolding(): Promise<void>;
}

interface TakeOptions {
  readonly pick?: (held: readonly Route[]) => number;
  readonly olderPass?: boolean;
}

const describe = ({ method, path }: CallsToPark) => `${method ?? 'call to'} ${String(path)}`;

export async function parkCalls(page: Page, calls: CallsToPark, holding = true): Promise<ParkedCalls> {
  const held: Route[] = [];
  const waiting = new Set<() => void>();
  let made = 0;
  let taken = 0;
  const matches = (pathname: string) =>
    typeof calls.path === 'string' ? pathname === calls.path : calls.path.test(pathname);
  const parked: ParkedCalls = {
    held,
    holding,
    async take({ pick = () => (held.length > 0 ? 0 : -1), olderPass = false } = {}) {
      const deadline = Date.now() + HELD_CALL_WAIT_MS;
      let index: number;
      while ((index = pick(held)) < 0) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `the app made no ${describe(calls)} this step waits for within ${HELD_CALL_WAIT_MS} ms: ` +
              `it has made ${made} in all, ${taken} were taken by earlier steps and ${held.length} are held`,
          );
        await new Promise<void>((wake) => {
          const done = () => {
            clearTimeout(timer);
            waiting.delete(done);
            wake();
          };
          const timer = setTimeout(done, left);
          waiting.add(done);
        });
      }
      const older = held.splice(0, index);
      const [route] = held.splice(0, 1);
      if (olderPass) for (const stale of older) await stale.fallback();
      else held.unshift(...older);
      taken += 1;
      return route!;
    },
    async release(options) {
      await letThrough(await parked.take(options));
    },
    async passHeld() {
      for (const route of held.splice(0)) await route.fallback();
    },
    async stopHolding() {
      parked.holding = false;
      await parked.passHeld();
    },
  };
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      if (!parked.holding || (calls.method !== undefined && route.request().method() !== calls.method)) {
        await route.fallback();
        return;
      }
      made += 1;
      held.push(route);
      [...waiting].forEach((wake) => wake());
    },
  );
  return parked;
}
