import { expect } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { parkCalls } from './parked-calls.ts';
import { faultBody } from './post-approval-children.ts';

// The post-approval parent's calls, held until the path says how each ends (like support/gate.ts).
// A call the journey gave up on (its state left while the call was out, a new IFSC typed over one
// being looked up) stays parked; taking a call takes the newest that fits and lets the older ones
// through first (aborting them would not do: the API client retries a dropped read). Paths let
// such calls through before they arm a fault (`flush`). Home is the session's, not the journey's:
// its reads are never stale, so they pass in order.

export interface CallGate {
  readonly method: string;
  readonly pathname: string;
  /** Calls held now that `fits` accepts. */
  held(fits?: (url: URL) => boolean): number;
  /** Lets the newest held call that fits through (waiting for one), dropping the older ones; waits for its answer. */
  release(fits?: (url: URL) => boolean): Promise<void>;
  /** Makes the next `tries` calls fail with `message` (a GET is tried three times), letting each through. */
  fail(message: string, tries: number, fits?: (url: URL) => boolean): Promise<void>;
  /** Stops holding: held and later calls pass. */
  pass(): Promise<void>;
  /** Lets every held call through, holding later ones. */
  flush(): Promise<void>;
}

const any = () => true;

export async function callGate(
  page: Page,
  method: string,
  pathname: string,
  options: { inOrder?: boolean } = {},
): Promise<CallGate> {
  const calls = await parkCalls(page, { method, path: pathname });
  const urlOf = (route: Route) => new URL(route.request().url());
  // Older calls are ones the journey no longer waits for, unless the calls pass in order.
  const release = (fits: (url: URL) => boolean): Promise<void> =>
    calls.release({
      pick: (held) =>
        options.inOrder
          ? held.findIndex((route) => fits(urlOf(route)))
          : held.findLastIndex((route) => fits(urlOf(route))),
      olderPass: !options.inOrder,
    });
  const gate: CallGate = {
    method,
    pathname,
    held: (fits = any) => calls.held.filter((route) => fits(urlOf(route))).length,
    release: (fits = any) => release(fits),
    async fail(message, tries, fits = any) {
      const response = await page.request.post('/__sandbox/faults', {
        data: { method, path: pathname, status: 500, times: tries, body: faultBody(message) },
      });
      expect(response.ok()).toBe(true);
      for (let attempt = 0; attempt < tries; attempt += 1) await gate.release(fits);
    },
    pass: () => calls.stopHolding(),
    flush: () => calls.passHeld(),
  };
  return gate;
}
