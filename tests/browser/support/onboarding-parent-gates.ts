import type { Page, Route } from '@playwright/test';
import { letThrough } from './let-through.ts';

// Like support/gate.ts, but a gate that can hold again: the onboarding actor reads home on its
// first load, after Retry and after Submit, and each of those Loaders is asserted while the call
// is held. Between them calls pass (a DigiLocker return reloads the page and reads home again).
// Released calls reach the real sandbox; nothing is answered from here.

export interface HoldingGate {
  /** Calls from now on wait until released. */
  hold(): void;
  /** Lets the oldest held call through (waiting for one if none is held yet) and waits for its answer. */
  release(): Promise<void>;
  /** Lets every held call through and stops holding. */
  pass(): Promise<void>;
  readonly held: number;
}

export async function holdingGate(page: Page, method: string, pathname: string, holding = true): Promise<HoldingGate> {
  const parked: Route[] = [];
  const waiting: Array<() => void> = [];
  let holds = holding;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (!holds || route.request().method() !== method) {
        await route.fallback();
        return;
      }
      parked.push(route);
      waiting.splice(0).forEach((wake) => wake());
    },
  );
  return {
    hold() {
      holds = true;
    },
    async release() {
      while (parked.length === 0) await new Promise<void>((wake) => waiting.push(wake));
      await letThrough(parked.shift()!);
    },
    async pass() {
      holds = false;
      for (const route of parked.splice(0)) await route.fallback();
    },
    get held() {
      return parked.length;
    },
  };
}
