import type { Page } from '@playwright/test';
import { letThrough } from './let-through.ts';
import { parkCalls } from './parked-calls.ts';

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
  const calls = await parkCalls(page, { method, path: pathname }, holding);
  return {
    hold() {
      calls.holding = true;
    },
    async release() {
      await letThrough(await calls.take());
    },
    async pass() {
      calls.holding = false;
      await calls.passHeld();
    },
    get held() {
      return calls.held.length;
    },
  };
}
